// The app shell: store provider, router and the toast container.
import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { UpdatePrompt } from '@/components/UpdatePrompt';
import { dismissToastsOnNavigation, toastContainerProps } from '@/lib/toast';
import type { AppStore } from './store';
import type { createRouter } from './router';

interface AppProps {
  store: AppStore;
  /** The browser's router, or at build time a memory router on the screen being rendered. */
  router: ReturnType<typeof createRouter>;
}

export function App({ store, router }: AppProps) {
  useEffect(() => dismissToastsOnNavigation(router), [router]);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastContainer {...toastContainerProps} />
      <UpdatePrompt />
    </Provider>
  );
}

/** The whole tree, the same in the browser and in the build's prerender (so hydration matches). */
export function appElement(store: AppStore, router: AppProps['router']) {
  return (
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>
  );
}
