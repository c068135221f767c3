// Periodic Background Sync from the page's side: asked for where the browser offers it (Chromium, installed), and whether it is on.
import { PERIODIC_REFRESH_TAG } from './cacheNames';

/** How often the worker would like to refresh the lists; the browser decides (Chrome: 12 h or more). */
const REFRESH_EVERY_MS = 12 * 60 * 60 * 1000;

/** Chromium's `registration.periodicSync` (not in TypeScript's DOM types). */
interface PeriodicSyncManager {
  register(tag: string, options?: { minInterval?: number }): Promise<void>;
}

const periodicSyncOf = (registration: ServiceWorkerRegistration): PeriodicSyncManager | null =>
  'periodicSync' in registration ? (registration.periodicSync as PeriodicSyncManager) : null;

/** The worker's registration once it is active, or null where there is no service worker. */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker.ready;
}

/**
 * Asks for the periodic refresh where the browser offers it: Chromium grants its permission to an
 * installed portal only, so elsewhere (a tab, WebKit, Firefox) nothing is asked. Resolves true
 * when it is on.
 */
export async function askForBackgroundRefresh(): Promise<boolean> {
  try {
    const registration = await activeRegistration();
    const periodicSync = registration && periodicSyncOf(registration);
    if (!periodicSync) return false;
    const permission = await navigator.permissions.query({
      name: 'periodic-background-sync' as PermissionName,
    });
    if (permission.state !== 'granted') return false;
    await periodicSync.register(PERIODIC_REFRESH_TAG, { minInterval: REFRESH_EVERY_MS });
    return true;
  } catch {
    return false; // refused or unknown here: the lists refresh when the app opens
  }
}
