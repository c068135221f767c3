// Ending a session in one place: token removed, listeners told (auth state, caches, service worker).
import { clearToken, readToken, tokenSubject } from './token';
import { createAction } from '@reduxjs/toolkit';

type SessionEndListener = (info: {
  userId: string | null;
  reason: 'logout' | 'unauthorized';
}) => void;

const listeners = new Set<SessionEndListener>();

/** Register work to do when a session ends (clear state, purge caches); returns an unsubscribe. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Remove the token at once and tell every listener which user's session ended and why.
 * `deferListeners` lets a failing request hand its 401 to its caller before state is reset.
 */
export function endSession(reason: 'logout' | 'unauthorized', deferListeners = false): void {
  const userId = tokenSubject(readToken());
  clearToken();
  const notify = () => {
    for (const listener of listeners) listener({ userId, reason });
  };
  if (deferListeners) setTimeout(notify, 0);
  else notify();
}

/** Redux action dispatched (by the app) whenever a session ends, so every slice can reset. */
export const sessionEnded = createAction<{ reason: 'logout' | 'unauthorized' }>('session/ended');
