// Offline support that runs beside the screens: offline readiness, unsaved-input tracking, the
// browser's install offer, and asking once more to keep the portal's data when it runs installed.
import { askAgainWhenInstalled } from '@/lib/storage/storagePersistence';
import type { StateHost } from '@/lib/page/storeHost';
import { startOfflineReadiness } from './announceReady';
import { listenForInstallPrompt } from './install';
import type { WithOffline } from './offlineSlice';
import { trackUnsavedInput } from './unsavedInput';

/** Starts it all, reporting to `store`; returns one function that stops it (used by tests). */
export function startOfflineSupport(store: StateHost<WithOffline>): () => void {
  const stops = [startOfflineReadiness(store), trackUnsavedInput(), listenForInstallPrompt(store)];
  // Installed, the browser may now grant what it refused in a tab (asked once per device).
  void askAgainWhenInstalled();
  return () => {
    for (const stop of stops) stop();
  };
}
