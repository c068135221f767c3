// Renders a component the way the app does: real store, session wiring, router, toasts.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import { onTestFinished } from 'vitest';
import { appRoutes } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import { setConfig } from '@/lib/api/config';
import { loadToasts } from '@/lib/toasts/toastLoader';
import { startBackgroundWork } from './backgroundWork';
import { storeSession } from './session';

// The toasts' library, loaded before any test renders (the app asks once its first screen shows):
// a toast still waiting for it when its test ends would show in the next test's container.
await loadToasts();

interface Options {
  /** API base URL of a test server (absolute: RTK Query under jsdom needs one). */
  apiBaseUrl?: string;
  /** Stored before rendering, as if the vet had logged in. */
  token?: string;
  /** Initial URL of the memory router. */
  path?: string;
  store?: AppStore;
}

/** Sets the API and token, starts the store's background work (until the test ends), then renders the router it is given. */
function renderRouter(
  options: Options,
  makeRouter: (store: AppStore) => ReturnType<typeof createMemoryRouter>,
) {
  if (options.apiBaseUrl) setConfig({ apiBaseUrl: options.apiBaseUrl });
  if (options.token) void storeSession(options.token);
  const store = options.store ?? makeStore();
  const stopWork = startBackgroundWork(store);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopWork();
  };
  // The work ends with the test: in files sharing a worker it would run on beside later tests.
  onTestFinished(stop);
  const router = makeRouter(store);
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastContainer />
    </Provider>,
  );
  return { ...result, store, router, user, stop };
}

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  return renderRouter(options, () =>
    createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.path ?? '/'] }),
  );
}

/** Renders the whole app (its real routes) at `path`, against a test server. */
export function renderApp(options: Omit<Options, 'store'> & { path: string }) {
  return renderRouter(options, (store) =>
    createMemoryRouter(appRoutes(store), { initialEntries: [options.path] }),
  );
}
