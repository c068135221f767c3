// The app shell: store provider, router and the toast container.
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useRoutes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { UpdatePrompt } from '@/components/UpdatePrompt';
import { toastContainerProps, useScreenToasts } from '@/lib/toast';
import { routes } from './router';
import type { AppStore } from './store';

/**
 * The router around the screens: the browser's (BrowserRouter), or at build time a memory router
 * on the screen being rendered. A component router, not a data router: the app uses no loaders,
 * actions or fetchers, and the data router's code is 54 KB of the 410 KB of libraries that every
 * start reads.
 */
export type AppRouter = ComponentType<{ children: ReactNode }>;

interface AppProps {
  store: AppStore;
  Router: AppRouter;
}

/** The screen of the current location; a move to another one dismisses the older toasts. */
function Screens() {
  useScreenToasts();
  return useRoutes(routes);
}

export function App({ store, Router }: AppProps) {
  return (
    <Provider store={store}>
      <Router>
        <Screens />
      </Router>
      <ToastContainer {...toastContainerProps} />
      <UpdatePrompt />
    </Provider>
  );
}

/** The whole tree, the same in the browser and in the build's prerender (so hydration matches). */
export function appElement(store: AppStore, Router: AppRouter) {
  return (
    <StrictMode>
      <App store={store} Router={Router} />
    </StrictMode>
  );
}
