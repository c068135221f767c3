// Starts the work that runs beside the screens: session wiring and renewal, offline support, outbox, service worker.
import { hasLiveDraft } from '@/lib/drafts/useDraft';
import { unsentReportsQuestion } from '@/lib/outbox/queue';
import { startOutbox } from '@/lib/outbox/startOutbox';
import { startQuietRefresh } from '@/lib/refresh';
import { endSession, setUnsavedInputCheck } from '@/lib/session';
import { startOfflineSupport } from '@/lib/sw/startOfflineSupport';
import { hasUnsavedInput } from '@/lib/sw/unsavedInput';
import { installSessionHandlers } from './sessionHandlers';
import type { AppStore } from './store';
import { addLogoutCheck } from './useLogout';

type Stop = () => void;

/**
 * Starts work whose code loads after the first screen (a separate chunk keeps the entry small);
 * the returned stop also works while the code is still loading.
 */
function startLater(load: () => Promise<Stop>): Stop {
  let stop: Stop | null = null;
  let stopped = false;
  void load().then((started) => {
    if (stopped) started();
    else stop = started;
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Starts everything and returns one function that stops it all (used by tests). */
export function startBackgroundWork(store: AppStore): Stop {
  const stops = [installSessionHandlers(store), startOfflineSupport(store.dispatch)];
  // A session that ends over unsaved typing asks to sign in again over the form (drafts keep it).
  stops.push(setUnsavedInputCheck(() => hasUnsavedInput() || hasLiveDraft()));
  // The access token is renewed quietly before it expires, while there is signal.
  stops.push(
    startQuietRefresh({
      subscribe: (listener) => store.subscribe(listener),
      onRefused: () => endSession('unauthorized'),
    }),
  );
  // The inspection-report outbox starts at once (a report may be saved any moment), with the
  // logout warning while this vet has unsent reports.
  stops.push(startOutbox(store), addLogoutCheck(unsentReportsQuestion));
  // The service worker only in the built app (never under vitest/jsdom or the dev server).
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    stops.push(startLater(async () => (await import('@/lib/sw/register')).registerServiceWorker()));
  }
  return () => {
    for (const stop of stops) stop();
  };
}
