// Auth state: whether someone is signed in, whether their profile was ever loaded, how the last session ended.
import { createSlice } from '@reduxjs/toolkit';
import { isDecodeFailure, isNoResponse } from '@/lib/api/errors';
import { profileApi } from '@/lib/portal/profile';
import { sessionEnded, sessionPaused, sessionResumed, signedIn } from '@/lib/session/session';

export interface AuthState {
  loggedIn: boolean;
  /** A profile was loaded in this session (the profile itself lives in the API cache). */
  hasProfile: boolean;
  /** The profile could not be fetched for want of a connection (not an auth failure). */
  offlineWithoutProfile: boolean;
  /** How the last session ended: logout goes to /log-in, a 401 to / (spec section 4). */
  endedBy: 'logout' | 'unauthorized' | null;
  /** The vet asked to "Sign in to continue" over a form with unsaved input (their session ended), or null. */
  signInToContinue: string | null;
}

/** `loggedIn`: whether a token was stored when the app started (the store reads it once). */
export const initialAuthState = (loggedIn = false): AuthState => ({
  loggedIn,
  hasProfile: false,
  offlineWithoutProfile: false,
  endedBy: null,
  signInToContinue: null,
});

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state) => {
        state.loggedIn = true;
      })
      .addCase(sessionEnded, (_state, action) => ({
        ...initialAuthState(false),
        endedBy: action.payload.reason,
      }))
      .addCase(sessionPaused, (state, action) => {
        state.signInToContinue = action.payload.userId;
      })
      .addCase(sessionResumed, (state) => {
        state.signInToContinue = null;
      })
      .addMatcher(profileApi.endpoints.profile.matchFulfilled, (state) => {
        state.hasProfile = true;
        state.loggedIn = true;
        state.offlineWithoutProfile = false;
      })
      .addMatcher(profileApi.endpoints.profile.matchRejected, (state, action) => {
        if (action.meta.condition) return; // skipped because a request is already running
        if (state.signInToContinue) return; // the vet is signing in again over the form
        if (isNoResponse(action.payload) && state.loggedIn) {
          // No signal: keep the vet signed in; the app says it cannot reach the server.
          state.offlineWithoutProfile = !state.hasProfile;
          return;
        }
        // A profile this portal cannot read (another backend's shape) is not the vet's fault: the
        // session stays, and the gate says what could not be read.
        if (isDecodeFailure(action.error)) return;
        // Spec: a profile fetch failure means signed out (the failure is only logged, by a listener).
        state.hasProfile = false;
        state.loggedIn = false;
      });
  },
});

export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectLoggedIn = (state: WithAuth) => state.auth.loggedIn;
export const selectSignedOutPath = (state: WithAuth) =>
  state.auth.endedBy === 'logout' ? '/log-in' : '/';
export const selectOfflineWithoutProfile = (state: WithAuth) => state.auth.offlineWithoutProfile;
export const selectSignInToContinue = (state: WithAuth) => state.auth.signInToContinue;
