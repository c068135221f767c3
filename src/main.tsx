// Bootstrap: the store, the router, the background work, and React on #root (hydrating a prerendered screen).
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appElement } from '@/app/App';
import { createRouter } from '@/app/router';
import { startBackgroundWork } from '@/app/startBackgroundWork';
import { makeStore } from '@/app/store';
import { warmStart } from '@/app/warmStart';
import { readToken } from '@/lib/token';
import './styles.css';

const store = makeStore();
startBackgroundWork(store);
warmStart(store, window.location);
const router = createRouter();
const root = document.getElementById('root');
if (root) {
  // The server sends Log In and Create Account already rendered for a visitor with no session
  // (scripts/prerender.ts). A signed-in vet is sent on to the portal, so that screen is drawn anew,
  // as is every other page over the "Loading..." of index.html.
  if (root.hasAttribute('data-prerendered') && readToken() === null) {
    hydrateRoot(root, appElement(store, router));
  } else {
    createRoot(root).render(appElement(store, router));
  }
}
