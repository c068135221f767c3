// The session's actions and its end: tokens removed first, then one action the app's listeners react to.
import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { clearRefreshToken, clearToken, readOwner } from './token';

export type SessionEndReason = 'logout' | 'unauthorized';

/** New tokens are stored (log-in, registration, another vet over "Sign in to continue"). */
export const signedIn = createAction('session/signedIn');
/** The session's profile named its vet (contract/owner.ts): per-vet stores can be used. */
export const ownerKnown = createAction<{ userId: string }>('session/ownerKnown');
/** A session ended (logout or a refused token): every slice resets, caches are purged. */
export const sessionEnded = createAction<{ reason: SessionEndReason; userId: string | null }>(
  'session/ended',
);
/** A 401 over unsaved input: the vet is asked to sign in again over the form, which stays. */
export const sessionPaused = createAction<{ userId: string }>('session/paused');
/** The paused vet signed in again (new tokens stored): the screen carries on where it was. */
export const sessionResumed = createAction('session/resumed');
/** Another tab stored or removed the token (the window's storage event). */
export const tokenChangedElsewhere = createAction('session/tokenChangedElsewhere');

/** The store's handle on the screen: whether it holds input worth keeping (then a 401 pauses, not ends). */
export interface UnsavedInputPort {
  /** Makes `check` the one asked; returns a function that lets it go again. */
  attach(check: () => boolean): () => void;
  holdsUnsavedInput(): boolean;
}

/** One port per store (passed to thunks as the store's extra argument), like the outbox's. */
export function createUnsavedInputPort(): UnsavedInputPort {
  const never = () => false;
  let current = never;
  return {
    attach(check) {
      current = check;
      return () => {
        if (current === check) current = never;
      };
    },
    holdsUnsavedInput: () => current(),
  };
}

/** What the session thunks read: the vet asked to sign in again (auth.signInToContinue), if any. */
interface SessionState {
  auth: { signInToContinue: string | null };
}

type SessionThunk = ThunkAction<
  void,
  SessionState,
  { unsavedInput?: UnsavedInputPort },
  UnknownAction
>;

/**
 * Removes both tokens at once, then dispatches sessionEnded with whose session it was and why.
 * `deferred` lets a failing request hand its 401 to its caller before state is reset.
 * A 401 while a form holds unsaved input pauses the session instead: the tokens go, the screen stays
 * (with "Sign in to continue" over it) until the vet signs in again or the session is ended for good.
 */
export function endSession(reason: SessionEndReason, deferred = false): SessionThunk {
  return (dispatch, getState, { unsavedInput }) => {
    const pausedUser = getState().auth.signInToContinue;
    const userId = pausedUser ?? readOwner();
    clearToken();
    clearRefreshToken();
    if (reason === 'unauthorized') {
      if (pausedUser !== null) return; // already asking this vet to sign in again
      if (userId && unsavedInput?.holdsUnsavedInput()) {
        dispatch(sessionPaused({ userId }));
        return;
      }
    }
    const end = () => dispatch(sessionEnded({ reason, userId }));
    if (deferred) setTimeout(end, 0);
    else end();
  };
}
