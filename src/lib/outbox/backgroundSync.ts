// Asks the browser for a Background Sync so the service worker sends queued items, app open or not.

/** The one sync tag: the service worker drains the whole outbox when it fires. */
export const OUTBOX_SYNC_TAG = 'vet-portal-outbox';

/** The part of the Background Sync API used here (not in TypeScript's DOM types). */
interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

type RegistrationWithSync = ServiceWorkerRegistration & { sync?: SyncManagerLike };

/**
 * Registers the outbox sync; false where the browser has no Background Sync or no service worker
 * controls the app yet (Firefox, Safari, the first visit): there the in-page runner is the path.
 */
export async function requestBackgroundSync(): Promise<boolean> {
  const container = (
    globalThis.navigator as { serviceWorker?: Partial<ServiceWorkerContainer> } | undefined
  )?.serviceWorker;
  if (typeof container?.getRegistration !== 'function') return false;
  try {
    const registration: RegistrationWithSync | undefined = await container.getRegistration();
    if (!registration?.active || typeof registration.sync?.register !== 'function') return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    // Permission refused or the registration is going away: the page keeps sending by itself.
    return false;
  }
}
