// The side effects of a session starting or ending, in one place: RTK's listener middleware.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import { isNoResponse } from '@/lib/errors';
import { profileApi } from '@/lib/profile';
import { sessionEnded, sessionResumed, signedIn } from '@/lib/session';
import { forgetReadyAnnouncement } from '@/lib/sw/announceReady';
import { clearLastUpdated } from '@/lib/sw/lastUpdated';
import { forgetSavedCopies } from '@/lib/sw/offlineReady';
import { purgeUserData } from '@/lib/sw/purge';

export function sessionListeners() {
  const listeners = createListenerMiddleware();
  // Never show data cached for a previous vet.
  listeners.startListening({
    actionCreator: signedIn,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
  // Logout or a refused token: the API cache, "Last updated" notes and this vet's saved copies go.
  listeners.startListening({
    actionCreator: sessionEnded,
    effect: ({ payload }, { dispatch }) => {
      dispatch(api.util.resetApiState());
      clearLastUpdated();
      forgetSavedCopies();
      forgetReadyAnnouncement(payload.userId);
      void purgeUserData(payload.userId);
    },
  });
  // The paused vet is back: everything on screen is fetched fresh with the new token.
  listeners.startListening({
    actionCreator: sessionResumed,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.invalidateTags(['Profile', 'Orders', 'Wallet']));
    },
  });
  // Spec: a profile that cannot be loaded signs the vet out; the failure is only logged.
  listeners.startListening({
    matcher: profileApi.endpoints.profile.matchRejected,
    effect: (action) => {
      if (action.meta.condition || isNoResponse(action.payload)) return;
      console.warn('Profile could not be loaded', action.payload ?? action.error);
    },
  });
  return listeners;
}
