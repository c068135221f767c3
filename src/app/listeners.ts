// The store's side effects in one place, RTK's listener middleware: a session starting or ending here, offline ones beside it.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { apiAnswerOf } from '@/lib/api/apiMeta';
import { isNoResponse } from '@/lib/api/errors';
import { profileApi } from '@/lib/portal/profile';
import { bearerToken } from '@contract/jwt';
import { ownerKeyOf } from '@contract/owner';
import { forgetOtherVets } from '@/features/auth/forgetOtherVets';
import { ownerKnown, sessionEnded, sessionResumed, signedIn } from '@/lib/session/session';
import { tellServiceWorker } from '@/lib/offline/purge';
import { ownerLearned } from '@/lib/session/token';
import { forgetReadyAnnouncement } from '@/lib/offline/announceReady';
import { purgeUserData } from '@/lib/offline/purge';
import { listenForOffline } from './offlineListeners';

/** The store's listeners: the session's here, the offline ones in offlineListeners.ts. */
export function appListeners() {
  const listeners = createListenerMiddleware();
  listenForSession(listeners);
  listenForOffline(listeners);
  return listeners;
}

function listenForSession(listeners: ReturnType<typeof createListenerMiddleware>) {
  // Never show data cached for a previous vet.
  listeners.startListening({
    actionCreator: signedIn,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
  // The session's profile names its vet: per-vet stores are keyed on it, never on a token claim.
  listeners.startListening({
    matcher: profileApi.endpoints.profile.matchFulfilled,
    effect: async (action, { dispatch }) => {
      const sentWith = bearerToken(apiAnswerOf(action)?.request.headers.get('Authorization'));
      const userId = ownerKeyOf(action.payload);
      if (!userId || !(await ownerLearned(sentWith, userId))) return;
      dispatch(ownerKnown({ userId }));
      tellServiceWorker({ type: 'SESSION_CHANGED' }); // it keeps this vet's answers from now on
    },
  });
  // A shared phone: the answers saved for any other vet go once this one is known.
  listeners.startListening({
    actionCreator: ownerKnown,
    effect: ({ payload }) => void forgetOtherVets(payload.userId),
  });
  // Logout or a refused token: the API cache and this vet's saved copies go (the offline slice
  // forgets its "Last updated" notes and the copies, wanted and refused lists it knew itself).
  listeners.startListening({
    actionCreator: sessionEnded,
    effect: ({ payload }, { dispatch }) => {
      dispatch(api.util.resetApiState());
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
}
