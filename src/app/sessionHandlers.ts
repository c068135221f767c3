// Wires the session to the store: its end (logout or any 401) resets auth and the API cache; a pause asks to sign in again.
import { api } from '@/lib/api';
import { onSessionEnd, onSessionPaused, sessionEnded, sessionPaused } from '@/lib/session';
import type { AppStore } from './store';

export function installSessionHandlers(store: AppStore): () => void {
  const stops = [
    onSessionEnd(({ reason }) => {
      store.dispatch(sessionEnded({ reason }));
      store.dispatch(api.util.resetApiState());
    }),
    onSessionPaused(({ userId }) => {
      store.dispatch(sessionPaused({ userId }));
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
