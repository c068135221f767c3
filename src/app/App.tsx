// The app shell: store provider, the data router (./router.tsx), the toast container and the update prompt.
import { StrictMode, Suspense } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import 'react-toastify/dist/ReactToastify.css';
import { UpdatePrompt } from '@/components/UpdatePrompt';
import { useToastContainerProps } from '@/lib/toasts/toast';
import { ToastContainer, useToastsLoaded } from '@/lib/toasts/toastLoader';
import type { AppStore } from './store';

/** The browser's router, or at build time a memory router on the screen being rendered. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The toasts' container, once the library has loaded: one toast at a time on a phone. */
function Toasts() {
  const props = useToastContainerProps();
  return useToastsLoaded() ? (
    <Suspense fallback={null}>
      <ToastContainer {...props} />
    </Suspense>
  ) : null;
}

interface AppProps {
  store: AppStore;
  router: AppRouter;
}

export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toasts />
      <UpdatePrompt />
    </Provider>
  );
}

/** The whole tree, the same in the browser and in the build's prerender (so hydration matches). */
export function appElement(store: AppStore, router: AppRouter) {
  return (
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>
  );
}

/** Resolves once `router`'s first screen has its code and its loader's work (React Router's own). */
export function firstScreenLoaded(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
