// Auth state: the signed-in vet's profile, whether someone is signed in, and whether sign-in is under way.
import type { Profile } from '@contract/types/profile';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isNoResponse } from '@/lib/errors';
import { profileApi } from '@/lib/profile';
import { sessionEnded, sessionPaused, sessionResumed } from '@/lib/session';
import { readToken } from '@/lib/token';

export interface AuthState {
  profile: Profile | null;
  loggedIn: boolean;
  loading: boolean;
  /** The profile could not be fetched for want of a connection (not an auth failure). */
  offlineWithoutProfile: boolean;
  /** How the last session ended: logout goes to /log-in, a 401 to / (spec section 4). */
  endedBy: 'logout' | 'unauthorized' | null;
  /** The vet asked to "Sign in to continue" over a form with unsaved input (their session ended), or null. */
  signInToContinue: string | null;
}

export const initialAuthState = (): AuthState => ({
  profile: null,
  loggedIn: Boolean(readToken()),
  loading: false,
  offlineWithoutProfile: false,
  endedBy: null,
  signInToContinue: null,
});

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signInStarted: (state) => {
      state.loading = true;
    },
    signInFailed: (state) => {
      state.loading = false;
    },
    /** A token was stored after login or registration; the profile is fetched next. */
    signedIn: (state) => {
      state.loading = false;
      state.loggedIn = true;
    },
    profileLoaded: (state, action: PayloadAction<Profile>) => {
      state.profile = action.payload;
      state.loggedIn = true;
      state.offlineWithoutProfile = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, (_state, action) => ({
        ...initialAuthState(),
        loggedIn: false,
        endedBy: action.payload.reason,
      }))
      .addCase(sessionPaused, (state, action) => {
        state.signInToContinue = action.payload.userId;
      })
      .addCase(sessionResumed, (state) => {
        state.signInToContinue = null;
      })
      .addMatcher(profileApi.endpoints.profile.matchFulfilled, (state, action) => {
        state.profile = action.payload;
        state.loggedIn = true;
        state.offlineWithoutProfile = false;
      })
      .addMatcher(profileApi.endpoints.profile.matchRejected, (state, action) => {
        if (action.meta.condition) return; // skipped because a request is already running
        if (state.signInToContinue) return; // the vet is signing in again over the form
        if (isNoResponse(action.payload) && readToken()) {
          // No signal: keep the vet signed in; the app says it cannot reach the server.
          state.offlineWithoutProfile = state.profile === null;
          return;
        }
        // Spec: a profile fetch failure means signed out (the failure is only logged).
        console.warn('Profile could not be loaded', action.payload ?? action.error);
        state.profile = null;
        state.loggedIn = false;
      });
  },
});

export const { signInStarted, signInFailed, signedIn, profileLoaded } = authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectLoggedIn = (state: WithAuth) => state.auth.loggedIn;
export const selectSignedOutPath = (state: WithAuth) =>
  state.auth.endedBy === 'logout' ? '/log-in' : '/';
export const selectOfflineWithoutProfile = (state: WithAuth) => state.auth.offlineWithoutProfile;
export const selectSignInToContinue = (state: WithAuth) => state.auth.signInToContinue;
