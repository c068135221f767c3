// Forgetting a vet's cached API answers when their session ends, from the page and in the service worker.
import { deleteApiCaches, type ServiceWorkerMessage } from './cacheNames';

/** Posts `message` to the service worker controlling this page, if any. */
export function tellServiceWorker(message: ServiceWorkerMessage): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(message);
}

/**
 * Purges the answers of `userId` (every vet's when null). The service worker is told as well, so an
 * answer already on its way is not stored after the purge. The outbox is never touched.
 */
export async function purgeUserData(userId: string | null): Promise<void> {
  tellServiceWorker({ type: 'PURGE_USER', userId });
  try {
    await deleteApiCaches(userId);
  } catch (error) {
    console.warn('Could not clear the saved answers of the last session', error);
  }
}
