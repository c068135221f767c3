// The floor app's start: a Redux store with the API slice, two routes, and the service worker.
import { configureStore } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { api, TOKEN_KEY } from './api';
import { LogIn } from './LogIn';
import { Orders } from './Orders';

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});

// A signed-in start asks for the orders before React draws, as RTK Query allows: the answer comes
// while the screen renders instead of after it.
if (localStorage.getItem(TOKEN_KEY))
  store.dispatch(api.util.prefetch('assignedOrders', undefined, {}));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="/log-in" element={<LogIn />} />
          <Route path="/vet-profile" element={<Orders />} />
          <Route
            path="*"
            element={<Navigate to={localStorage.getItem(TOKEN_KEY) ? '/vet-profile' : '/log-in'} />}
          />
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
}

if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.info('The service worker could not be registered', error);
  });
}
