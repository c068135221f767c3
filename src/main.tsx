// Bootstrap: the store, the router, the background work, and React on #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createRouter } from '@/app/router';
import { startBackgroundWork } from '@/app/startBackgroundWork';
import { makeStore } from '@/app/store';
import { warmStart } from '@/app/warmStart';
import './styles.css';

const store = makeStore();
startBackgroundWork(store);
warmStart(store, window.location);
const router = createRouter();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}
