// The build's hashed files read by the browser from the worker's caches, past the worker (Chromium's static routing).
/// <reference lib="webworker" />

/** The rule for `/assets/`: same-origin GETs, answered from any of the origin's caches. */
export const ASSETS_FROM_CACHE = {
  condition: { urlPattern: '/assets/*', requestMethod: 'GET' },
  source: 'cache',
} as const;

/** Chromium's install event; the other engines have no `addRoutes`. */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: typeof ASSETS_FROM_CACHE) => Promise<void>;
}

/**
 * On install, where the browser has it: `/assets/*` from the caches with no worker start and no
 * fetch event per file (a file in no cache goes to the network, as the precache route would send
 * it). The files' names carry their hash, so whichever cache holds one holds the right bytes. A
 * browser that refuses the rule leaves every file to the fetch handler, as before.
 */
export function routeAssetsPastWorker(event: ExtendableEvent): void {
  const routing = event as RoutingInstallEvent;
  if (typeof routing.addRoutes !== 'function') return;
  const added = Promise.resolve()
    .then(() => routing.addRoutes?.(ASSETS_FROM_CACHE))
    .catch(() => undefined);
  event.waitUntil(added);
}
