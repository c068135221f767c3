// Offline support that runs beside the screens: the offline-ready announcement and unsaved-input tracking.
import { startOfflineReadiness } from './announceReady';
import { trackUnsavedInput } from './unsavedInput';

/** Starts it all; returns one function that stops it (used by tests). */
export function startOfflineSupport(): () => void {
  const stops = [startOfflineReadiness(), trackUnsavedInput()];
  return () => {
    for (const stop of stops) stop();
  };
}
