// The precache as the portal's worker installs and serves it: filled a few files at a time, then
// checked by Workbox's own pass, activated, and answered by Workbox's precache route.
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { fillPrecache, fillTargets } from './fillPrecache';

/** Installs `entries` into the precache on `scope`'s install and serves them; returns the controller. */
export function precacheShell(
  scope: ServiceWorkerGlobalScope,
  entries: (string | PrecacheEntry)[],
): PrecacheController {
  const shell = new PrecacheController();
  shell.addToCacheList(entries);
  scope.addEventListener('install', (event) => {
    const install = async () => {
      const cache = await caches.open(shell.strategy.cacheName);
      const targets = fillTargets(entries, scope.location.href, (url) =>
        shell.getCacheKeyForURL(url),
      );
      await fillPrecache(targets, { cache });
      await shell.install(event);
    };
    event.waitUntil(install());
  });
  scope.addEventListener('activate', (event) => void shell.activate(event));
  registerRoute(new PrecacheRoute(shell));
  return shell;
}
