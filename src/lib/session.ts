// Ending a session in one place: tokens removed, listeners told; a 401 over unsaved typing pauses it instead.
import { createAction } from '@reduxjs/toolkit';
import { clearRefreshToken, clearToken, readToken, tokenSubject } from './token';

type SessionEndReason = 'logout' | 'unauthorized';
type SessionEndListener = (info: { userId: string | null; reason: SessionEndReason }) => void;
type SessionPauseListener = (info: { userId: string }) => void;

const listeners = new Set<SessionEndListener>();
const pauseListeners = new Set<SessionPauseListener>();
let holdsUnsavedInput: () => boolean = () => false;
/** The vet whose session ended over unsaved input and who is asked to sign in again, or null. */
let pausedUser: string | null = null;

/** Register work to do when a session ends (clear state, purge caches); returns an unsubscribe. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Register work to do when a 401 pauses the session over unsaved input ("Sign in to continue"). */
export function onSessionPaused(listener: SessionPauseListener): () => void {
  pauseListeners.add(listener);
  return () => pauseListeners.delete(listener);
}

/** Tells the session whether the screen holds input worth keeping (then a 401 pauses, not ends). */
export function setUnsavedInputCheck(check: () => boolean): () => void {
  holdsUnsavedInput = check;
  return () => {
    if (holdsUnsavedInput === check) holdsUnsavedInput = () => false;
  };
}

function clearTokens(): void {
  clearToken();
  clearRefreshToken();
}

/**
 * Remove both tokens at once and tell every listener which user's session ended and why.
 * `deferListeners` lets a failing request hand its 401 to its caller before state is reset.
 * A 401 while a form holds unsaved input pauses the session instead: the tokens go, the screen stays
 * (with "Sign in to continue" over it) until the vet signs in again or the session is ended for good.
 */
export function endSession(reason: SessionEndReason, deferListeners = false): void {
  const userId = tokenSubject(readToken()) ?? pausedUser;
  clearTokens();
  if (reason === 'unauthorized') {
    if (pausedUser !== null) return; // already asking this vet to sign in again
    if (userId && holdsUnsavedInput()) {
      pausedUser = userId;
      for (const listener of pauseListeners) listener({ userId });
      return;
    }
  }
  pausedUser = null;
  const notify = () => {
    for (const listener of listeners) listener({ userId, reason });
  };
  if (deferListeners) setTimeout(notify, 0);
  else notify();
}

/** The paused vet signed in again (new tokens stored): the screen carries on where it was. */
export function resumeSession(): void {
  pausedUser = null;
}

/** Redux action dispatched (by the app) whenever a session ends, so every slice can reset. */
export const sessionEnded = createAction<{ reason: SessionEndReason }>('session/ended');
/** A 401 over unsaved input: the vet is asked to sign in again over the form, which stays. */
export const sessionPaused = createAction<{ userId: string }>('session/paused');
/** The paused vet signed in again. */
export const sessionResumed = createAction('session/resumed');
