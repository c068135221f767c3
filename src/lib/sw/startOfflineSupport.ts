// Offline support that runs beside the screens: the offline-ready announcement, unsaved-input
// tracking and the browser's install offer.
import { startOfflineReadiness } from './announceReady';
import { listenForInstallPrompt } from './install';
import { trackUnsavedInput } from './unsavedInput';

/** Starts it all; returns one function that stops it (used by tests). */
export function startOfflineSupport(): () => void {
  const stops = [startOfflineReadiness(), trackUnsavedInput(), listenForInstallPrompt()];
  return () => {
    for (const stop of stops) stop();
  };
}
