// Periodic Background Sync (Chromium, installed): the vet's kept lists read again with the app closed, and a notification of a newly assigned order.
import { expiresSoon } from '../contract/jwt';
import { forgetRefusedToken, readMirroredToken } from '../src/lib/outbox/tokenMirror';
import { PERIODIC_REFRESH_TAG } from '../src/lib/offline/cacheNames';
import { resolveApiBase } from './apiRules';
import { keptBody, readUrl, refreshKeptReads } from './keptRefresh';
import { ordersAddress, tellNewOrders } from './newOrders';

/** The Periodic Background Sync event (not in TypeScript's WebWorker types). */
interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * One background refresh for the vet whose token is mirrored (nobody's when signed out). The
 * worker cannot renew a token: one about to expire waits for the app, which renews it first.
 */
export async function refreshInBackground(
  registration: ServiceWorkerRegistration,
  apiBase: string,
): Promise<void> {
  const session = await readMirroredToken();
  if (!session || expiresSoon(session.token, Date.now(), session.savedAt)) return;
  const ordersUrl = readUrl(apiBase, 'assignedOrders');
  const before = await keptBody(session.userId, ordersUrl);
  const result = await refreshKeptReads(apiBase, session);
  if (result.refused) {
    // As a 401 in a tab: the copies went (refreshKeptReads), and the token is forgotten unless
    // a newer one came meanwhile.
    await forgetRefusedToken(session.token);
    return;
  }
  if (result.fresh.assignedOrders !== undefined) {
    await tellNewOrders(registration, session.userId, before, result.fresh.assignedOrders);
  }
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
