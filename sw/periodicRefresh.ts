// Periodic Background Sync (Chromium, installed): the vet's kept lists read again with the app closed, and a notification of a newly assigned order.
import { PERIODIC_REFRESH_TAG } from '../src/lib/offline/cacheNames';
import { resolveApiBase } from './apiRules';
import { refreshInBackground } from './backgroundRefresh';
import { ordersAddress } from './newOrders';

/** The Periodic Background Sync event (not in TypeScript's WebWorker types). */
interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** A tap on a notification opens Manage Orders (the order it told of), in an open window if any. */
async function openOrders(worker: ServiceWorkerGlobalScope, address: string): Promise<void> {
  const url = new URL(address, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows[0];
  if (open) {
    await open.focus();
    await open.navigate(url).catch(() => null);
    return;
  }
  await worker.clients.openWindow(url);
}

export function listenForPeriodicRefresh(
  worker: ServiceWorkerGlobalScope,
  apiBaseUrl: string,
): void {
  const apiBase = resolveApiBase(apiBaseUrl, worker.location.origin);
  worker.addEventListener('periodicsync', (event: Event) => {
    const sync = event as PeriodicSyncEvent;
    if (sync.tag !== PERIODIC_REFRESH_TAG) return;
    sync.waitUntil(refreshInBackground(worker.registration, apiBase));
  });
  worker.addEventListener('notificationclick', (event: NotificationEvent) => {
    const data: unknown = event.notification.data;
    const address =
      typeof data === 'object' &&
      data !== null &&
      typeof (data as { url?: unknown }).url === 'string'
        ? (data as { url: string }).url
        : ordersAddress();
    event.notification.close();
    event.waitUntil(openOrders(worker, address));
  });
}
