// Starts the work that runs beside the screens (session wiring, and later the outbox and service worker).
import { installSessionHandlers } from './sessionHandlers';
import type { AppStore } from './store';

/** Starts everything and returns one function that stops it all (used by tests). */
export function startBackgroundWork(store: AppStore): () => void {
  const stops = [installSessionHandlers(store)];
  return () => {
    for (const stop of stops) stop();
  };
}
