// The offline side effects, in one place: first-visit reads kept by the page, "ready" and "unavailable" said once.
import { isAnyOf, type createListenerMiddleware } from '@reduxjs/toolkit';
import { isApiAnswer } from '@/lib/apiMeta';
import { msg } from '@/lib/messages';
import { announceReady, tellWorkerReady } from '@/lib/offline/announceReady';
import { createFirstVisit } from '@/lib/offline/firstVisit';
import { selectReadiness } from '@/lib/offline/offlineReady';
import {
  savedCopiesWanted,
  selectServiceWorkerUnavailable,
  serviceWorkerUnavailable,
} from '@/lib/offline/offlineSlice';
import { ownerKnown, sessionEnded } from '@/lib/session';
import { destinationFor } from '@/lib/portal/gating';
import { PANEL_LIST_PATHS } from '@/lib/portal/panels';
import { profileApi } from '@/lib/portal/profile';
import { notify } from '@/lib/toast';
import type { RootState } from './store';

export function listenForOffline(listeners: ReturnType<typeof createListenerMiddleware>) {
  const startListening = listeners.startListening.withTypes<RootState>();
  // An answer no service worker saw (the first visit) is kept by the page once its vet is known;
  // what is saved on this device is read again once that is done. One per store.
  const firstVisit = createFirstVisit();
  startListening({
    predicate: isApiAnswer,
    effect: (action, { dispatch }) => firstVisit.afterApiRead(action.meta.baseQueryMeta, dispatch),
  });
  startListening({
    matcher: isAnyOf(ownerKnown, sessionEnded),
    effect: (_action, { dispatch }) => firstVisit.sessionChanged(dispatch),
  });
  // A vet the portal opens for wants its panels' lists saved, even those not opened yet: named as
  // soon as the profile says so, so saving them goes beside the portal's code, not after it.
  startListening({
    matcher: profileApi.endpoints.profile.matchFulfilled,
    effect: ({ payload }, { dispatch }) => {
      const destination = destinationFor(payload);
      if (destination === 'portal' || destination === 'account-first') {
        dispatch(savedCopiesWanted(PANEL_LIST_PATHS));
      }
    },
  });
  // "Ready to work offline", the first time this vet's portal is ready on this device; the
  // service worker is told each time.
  startListening({
    predicate: (_action, current, original) => {
      const now = selectReadiness(current);
      const before = selectReadiness(original);
      return now.ready !== before.ready || now.userId !== before.userId;
    },
    effect: (_action, api) => {
      const readiness = selectReadiness(api.getState());
      announceReady(readiness);
      tellWorkerReady(readiness);
    },
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
