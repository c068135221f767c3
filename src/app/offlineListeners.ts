// The offline side effects, in one place: first-visit reads saved through the service worker, "ready" and "unavailable" said once.
import type { createListenerMiddleware } from '@reduxjs/toolkit';
import { isApiAnswer } from '@/lib/apiMeta';
import { msg } from '@/lib/messages';
import { announceReady } from '@/lib/offline/announceReady';
import { createFirstVisit } from '@/lib/offline/firstVisit';
import { selectReadiness } from '@/lib/offline/offlineReady';
import {
  selectServiceWorkerUnavailable,
  serviceWorkerUnavailable,
} from '@/lib/offline/offlineSlice';
import { notify } from '@/lib/toast';
import type { RootState } from './store';

export function listenForOffline(listeners: ReturnType<typeof createListenerMiddleware>) {
  const startListening = listeners.startListening.withTypes<RootState>();
  // An answer the service worker did not see (the first visit) is read again through it once it
  // takes over; what is saved on this device is read again once that is done. One per store.
  const firstVisit = createFirstVisit();
  startListening({
    predicate: isApiAnswer,
    effect: (action, { dispatch }) => firstVisit.afterApiRead(action.meta.baseQueryMeta, dispatch),
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
