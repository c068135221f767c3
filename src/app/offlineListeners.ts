// The offline side effects, in one place: what is saved read again after reads, "ready" and "unavailable" said once.
import { type createListenerMiddleware } from '@reduxjs/toolkit';
import { isApiAnswer } from '@/lib/api/apiMeta';
import { msg } from '@/lib/text/messages';
import { announceReady } from '@/lib/offline/announceReady';
import { refreshSavedCopies, selectReadiness } from '@/lib/offline/offlineReady';
import {
  savedCopiesWanted,
  selectServiceWorkerUnavailable,
  serviceWorkerUnavailable,
} from '@/lib/offline/offlineSlice';
import { ownerKnown, sessionEnded } from '@/lib/session/session';
import { destinationFor } from '@/lib/portal/gating';
import { KEPT_LIST_PATHS } from '@/lib/portal/panels';
import { profileApi } from '@/lib/portal/profile';
import { notify } from '@/lib/toasts/toast';
import type { RootState } from './store';

/** How long after a burst of reads what is saved is read again (the worker kept them meanwhile). */
const SETTLE_MS = 250;

export function listenForOffline(listeners: ReturnType<typeof createListenerMiddleware>) {
  const startListening = listeners.startListening.withTypes<RootState>();
  // The service worker keeps the reads it answers: what is saved is read again once a burst of
  // answers has settled, and when the session's vet becomes known or the session ends.
  startListening({
    predicate: (action) =>
      isApiAnswer(action) || ownerKnown.match(action) || sessionEnded.match(action),
    effect: async (_action, listener) => {
      listener.cancelActiveListeners();
      await listener.delay(SETTLE_MS);
      await refreshSavedCopies(listener.dispatch);
    },
  });
  // A vet the portal opens for wants the kept lists saved, even those not opened yet: named as
  // soon as the profile says so.
  startListening({
    matcher: profileApi.endpoints.profile.matchFulfilled,
    effect: ({ payload }, { dispatch }) => {
      const destination = destinationFor(payload);
      if (destination === 'portal' || destination === 'account-first') {
        dispatch(savedCopiesWanted(KEPT_LIST_PATHS));
      }
    },
  });
  // "Ready to work offline", the first time this vet's portal is ready on this device.
  startListening({
    predicate: (_action, current, original) => {
      const now = selectReadiness(current);
      const before = selectReadiness(original);
      return now.ready !== before.ready || now.userId !== before.userId;
    },
    effect: (_action, api) => announceReady(selectReadiness(api.getState())),
  });
  // No service worker here: the getting-ready note goes (the slice says so), and the vet is told once.
  startListening({
    actionCreator: serviceWorkerUnavailable,
    effect: (_action, { getOriginalState }) => {
      if (selectServiceWorkerUnavailable(getOriginalState())) return;
      notify.info(msg.offlineUnavailable, { background: true });
    },
  });
}
