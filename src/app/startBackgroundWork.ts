// Starts the work that runs beside the screens (session wiring, and later the outbox and service worker).
import { registerServiceWorker } from '@/lib/sw/register';
import { startOfflineSupport } from '@/lib/sw/startOfflineSupport';
import { unsentReportsQuestion } from '@/lib/outbox/queue';
import { startOutbox } from '@/lib/outbox/startOutbox';
import { installSessionHandlers } from './sessionHandlers';
import type { AppStore } from './store';
import { addLogoutCheck } from './useLogout';

/** Starts everything and returns one function that stops it all (used by tests). */
export function startBackgroundWork(store: AppStore): () => void {
  const stops = [installSessionHandlers(store), startOfflineSupport(store.dispatch)];
  // The inspection-report outbox, and the logout warning while this vet has unsent reports.
  stops.push(startOutbox(store), addLogoutCheck(unsentReportsQuestion));
  // The service worker only in the built app (never under vitest/jsdom or the dev server).
  if (import.meta.env.PROD && 'serviceWorker' in navigator) stops.push(registerServiceWorker());
  return () => {
    for (const stop of stops) stop();
  };
}
