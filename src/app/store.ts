// The Redux store: the shared API slice and each feature's slice, the app's listeners, the outbox and unsaved-input handles.
import { addListener, combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authReducer, initialAuthState } from '@/features/auth/authSlice';
import { api } from '@/lib/api/api';
import { serverClockReducer } from '@/lib/api/serverClock';
import { draftsReducer } from '@/lib/drafts/draftsSlice';
import { isOnline } from '@/lib/offline/online';
import { outboxReducer } from '@/lib/outbox/outboxSlice';
import { createOutboxPort } from '@/lib/outbox/port';
import { hearPageEvents } from '@/lib/page/pageEvents';
import { createUnsavedInputPort } from '@/lib/session/session';
import type { Hear } from '@/lib/page/storeHost';
import { initialOfflineState, offlineReducer } from '@/lib/offline/offlineSlice';
import { readToken } from '@/lib/session/token';
import { appListeners } from './listeners';

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  drafts: draftsReducer,
  offline: offlineReducer,
  outbox: outboxReducer,
  serverClock: serverClockReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  // The thunks reach the outbox running in this tab, and ask whether the screen holds unsaved
  // input, through the thunk's extra argument.
  const outbox = createOutboxPort();
  const unsavedInput = createUnsavedInputPort();
  const store = configureStore({
    reducer: rootReducer,
    // The stored token and the device's signal are read once, here, so the reducers stay pure.
    preloadedState: {
      auth: initialAuthState(readToken() !== null),
      offline: initialOfflineState(isOnline()),
      ...preloadedState,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { outbox, unsavedInput } } })
        .prepend(appListeners().middleware)
        .concat(api.middleware),
  });
  // The window's `online`/`offline` and the page's return are heard once, as actions.
  setupListeners(store.dispatch, hearPageEvents);
  /** Work beside the screens hears actions through the listener middleware (storeHost.ts). */
  const hear: Hear = (matches, effect) =>
    store.dispatch(addListener({ predicate: (action) => matches(action), effect }));
  return Object.assign(store, { outbox, unsavedInput, hear });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
