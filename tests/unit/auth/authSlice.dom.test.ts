// Auth state transitions (pure reducers): sign-in, profile loaded, offline start, session end.
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { authReducer, initialAuthState } from '@/features/auth/authSlice';
import { sessionEnded, signedIn } from '@/lib/session/session';
import { storeToken } from '@/lib/session/token';
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

  it('starts signed out without a token and signed in with one (the store reads it once)', () => {
    expect(makeStore().getState().auth.loggedIn).toBe(false);
    void storeToken('a.b.c');
    expect(makeStore().getState().auth.loggedIn).toBe(true);
    expect(initialAuthState().loggedIn).toBe(false); // the reducer itself never reads storage
  });

  it('is signed in once new tokens are stored', () => {
    expect(authReducer(initialAuthState(), signedIn()).loggedIn).toBe(true);
  });

  it('notes that a profile was loaded', () => {
    const state = authReducer(initialAuthState(), profileAction('fulfilled', makeProfile()));
    expect(state).toMatchObject({ hasProfile: true, loggedIn: true });
  });

  it('treats a failed profile fetch as signed out', () => {
    const state = authReducer(
      { ...initialAuthState(true), hasProfile: true },
      profileAction('rejected', { status: 500, data: { error: 'boom' } }),
    );
    expect(state).toMatchObject({ hasProfile: false, loggedIn: false });
  });

  it('stays signed in when the profile cannot be fetched for want of signal', () => {
    const state = authReducer(
      initialAuthState(true),
      profileAction('rejected', { status: 'FETCH_ERROR', error: 'Failed to fetch' }),
    );
    expect(state).toMatchObject({ loggedIn: true, offlineWithoutProfile: true });
  });

  it('forgets everything when the session ends', () => {
    const signedInState = { ...initialAuthState(true), hasProfile: true };
    const state = authReducer(signedInState, sessionEnded({ reason: 'logout', userId: '7' }));
    expect(state).toMatchObject({ hasProfile: false, loggedIn: false, endedBy: 'logout' });
  });
});
