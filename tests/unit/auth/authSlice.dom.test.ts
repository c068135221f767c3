// Auth state transitions: sign-in start/failure, profile loaded, offline start, session end.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  authReducer,
  initialAuthState,
  signedIn,
  signInFailed,
  signInStarted,
} from '@/features/auth/authSlice';
import { sessionEnded } from '@/lib/session';
import { storeToken } from '@/lib/token';
import { makeProfile } from '../../support/profiles';

/** The action RTK Query dispatches when the profile query settles. */
function profileAction(kind: 'fulfilled' | 'rejected', payload: unknown) {
  return {
    type: `api/executeQuery/${kind}`,
    payload,
    meta: {
      arg: {
        endpointName: 'profile',
        type: 'query',
        originalArgs: undefined,
        queryCacheKey: 'profile(undefined)',
      },
      requestId: 'r1',
      requestStatus: kind,
      fulfilledTimeStamp: 0,
      baseQueryMeta: {},
      RTK_autoBatch: true,
      ...(kind === 'rejected' ? { rejectedWithValue: true, condition: false, aborted: false } : {}),
    },
    ...(kind === 'rejected' ? { error: { message: 'Rejected' } } : {}),
  };
}

describe('auth reducer', () => {
  beforeEach(() => localStorage.clear());

  it('starts signed out without a token and signed in with one', () => {
    expect(initialAuthState().loggedIn).toBe(false);
    storeToken('a.b.c');
    expect(initialAuthState().loggedIn).toBe(true);
  });

  it('sets loading while signing in and clears it on failure or success', () => {
    const started = authReducer(initialAuthState(), signInStarted());
    expect(started.loading).toBe(true);
    expect(authReducer(started, signInFailed()).loading).toBe(false);
    const done = authReducer(started, signedIn());
    expect(done).toMatchObject({ loading: false, loggedIn: true });
  });

  it('keeps the profile when it is fetched', () => {
    const profile = makeProfile({ first_name: 'Thandi' });
    const state = authReducer(initialAuthState(), profileAction('fulfilled', profile));
    expect(state.profile?.first_name).toBe('Thandi');
    expect(state.loggedIn).toBe(true);
  });

  it('treats a failed profile fetch as signed out', () => {
    storeToken('a.b.c');
    const state = authReducer(
      { ...initialAuthState(), profile: makeProfile() },
      profileAction('rejected', { status: 500, data: { error: 'boom' } }),
    );
    expect(state).toMatchObject({ profile: null, loggedIn: false });
  });

  it('stays signed in when the profile cannot be fetched for want of signal', () => {
    storeToken('a.b.c');
    const state = authReducer(
      initialAuthState(),
      profileAction('rejected', { status: 'FETCH_ERROR', error: 'Failed to fetch' }),
    );
    expect(state).toMatchObject({ loggedIn: true, offlineWithoutProfile: true });
  });

  it('forgets everything when the session ends', () => {
    const signedInState = { ...initialAuthState(), loggedIn: true, profile: makeProfile() };
    const state = authReducer(signedInState, sessionEnded({ reason: 'logout' }));
    expect(state).toMatchObject({ profile: null, loggedIn: false, loading: false });
  });
});
