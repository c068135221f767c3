// Wires the end of a session (logout or any 401) to the store: auth state reset, API cache dropped.
import { api } from '@/lib/api';
import { onSessionEnd, sessionEnded } from '@/lib/session';
import type { AppStore } from './store';

export function installSessionHandlers(store: AppStore): () => void {
  return onSessionEnd(({ reason }) => {
    store.dispatch(sessionEnded({ reason }));
    store.dispatch(api.util.resetApiState());
  });
}
