// The app shell: store provider, router and the toast container.
import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import 'react-toastify/dist/ReactToastify.css';
import { UpdatePrompt } from '@/components/UpdatePrompt';
import { useScreenToasts, useToastContainerProps } from '@/lib/toast';
import { ToastContainer, useToastsLoaded } from '@/lib/toastLoader';
import type { AppStore } from './store';

/**
 * The router around the screens: the browser's (BrowserRouter), or at build time a memory router
 * on the screen being rendered. A component router, not a data router: the app uses no loaders,
 * actions or fetchers, and the data router's code would be a large share of the libraries every
 * start reads.
 */
export type AppRouter = ComponentType<{ children: ReactNode }>;

interface AppProps {
  store: AppStore;
  Router: AppRouter;
  /**
   * The routes' element (`<Screens />` from ./router), handed in by the entry: the route table names
   * every screen's chunk, and the shared code imported here must not change when a screen does.
   */
  screens: ReactNode;
}

/** The toasts' container, once the library has loaded: one toast at a time on a phone. */
function Toasts() {
  const props = useToastContainerProps();
  return useToastsLoaded() ? (
    <Suspense fallback={null}>
      <ToastContainer {...props} />
    </Suspense>
  ) : null;
}

/** A move to another screen dismisses the toasts of the ones before. */
function ScreenToasts() {
  useScreenToasts();
  return null;
}

export function App({ store, Router, screens }: AppProps) {
  return (
    <Provider store={store}>
      <Router>
        <ScreenToasts />
        {screens}
      </Router>
      <Toasts />
      <UpdatePrompt />
    </Provider>
  );
}

/** The whole tree, the same in the browser and in the build's prerender (so hydration matches). */
export function appElement(store: AppStore, Router: AppRouter, screens: ReactNode) {
  return (
    <StrictMode>
      <App store={store} Router={Router} screens={screens} />
    </StrictMode>
  );
}
