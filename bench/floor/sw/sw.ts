// The floor's service worker: the portal's precache (sw/precacheShell.ts) and one API read kept for offline.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { paths } from '../../../contract/paths';
import { precacheShell } from '../../../sw/precacheShell';

declare const self: ServiceWorkerGlobalScope;

const ORDERS_PATH = `/api/${paths.assignedOrders}`;
const API_CACHE = 'floor-api';

const precache = self.__WB_MANIFEST;
const shell = precacheShell(self, precache);
clientsClaim();
registerRoute(
  new NavigationRoute(shell.createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }),
);

/** Network first: a good answer is kept before the page gets it; no network, the kept one. */
async function ordersRead(request: Request): Promise<Response> {
  const cache = await caches.open(API_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}
registerRoute(
  ({ url }) => url.pathname === ORDERS_PATH,
  ({ request }) => ordersRead(request),
  'GET',
);
