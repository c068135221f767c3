// The floor's service worker: Workbox's precache, as the portal's (sw/sw.ts), and one API read kept for offline.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { paths } from '../../../contract/paths';

declare const self: ServiceWorkerGlobalScope;

const ORDERS_PATH = `/api/${paths.assignedOrders}`;
const API_CACHE = 'floor-api';

precacheAndRoute(self.__WB_MANIFEST);
clientsClaim();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }),
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
