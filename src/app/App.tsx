// The app shell: store provider, router and the toast container.
import { useEffect } from 'react';
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
