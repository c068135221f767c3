// The app's entry: the store, the data router (its loaders start the first reads beside the screens' code), React on #root, then the work that can wait.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { appElement, firstScreenLoaded } from '@/app/App';
import { appRoutes } from '@/app/router';
import { startBackgroundWork } from '@/app/startBackgroundWork';
import { makeStore } from '@/app/store';
import { selectReadsInFlight } from '@/lib/api/api';
import { whenIdle } from '@/lib/page/whenIdle';
import { readToken } from '@/lib/session/token';
import './styles.css';

/** The longest wait before the work that can wait starts: a hidden page or a silent server. */
const BACKGROUND_WAIT_MS = 3000;

// The app runs: index.html's note for a start that never came is not needed.
document.querySelector('.stalled-start')?.remove();

const store = makeStore();
const router = createBrowserRouter(appRoutes(store));
const firstScreen = firstScreenLoaded(router);

const container = document.getElementById('root');
if (container?.hasAttribute('data-prerendered') && readToken() === null) {
  // Log In and Create Account arrive drawn (scripts/prerender.ts): hydrated once their code is in.
  void firstScreen.then(() => hydrateRoot(container, appElement(store, router)));
} else if (container) {
  createRoot(container).render(appElement(store, router));
}

// The outbox, the service worker's registration and the toasts wait until the first screen's
// reads are in and drawn (the phone idle after them): their code and start-up come after the rows.
const firstRowsDrawn = firstScreen.then(
  () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (selectReadsInFlight(store.getState())) return;
        unsubscribe();
        whenIdle(resolve);
      };
      const unsubscribe = store.subscribe(check);
      check();
      setTimeout(() => {
        unsubscribe();
        resolve();
      }, BACKGROUND_WAIT_MS);
    }),
);
startBackgroundWork(store, firstRowsDrawn);
