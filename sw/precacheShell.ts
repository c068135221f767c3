// The precache as the worker installs and serves it: filled six files at a time, then checked by Workbox's own one-at-a-time pass, and answered by Workbox's precache route.
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { fillPrecache, fillTargets } from './fillPrecache';
import { withoutVary } from './withoutVary';

/** Installs `entries` into the precache on `scope`'s install and serves them; returns the controller. */
export function precacheShell(
  scope: ServiceWorkerGlobalScope,
  entries: readonly (string | PrecacheEntry)[],
): PrecacheController {
  const shell = new PrecacheController({ plugins: [withoutVary] });
  shell.addToCacheList([...entries]);
  scope.addEventListener('install', (event) => {
    const install = async () => {
      const cache = await caches.open(shell.strategy.cacheName);
      const cacheKeyFor = (url: string) => shell.getCacheKeyForURL(url);
      await fillPrecache(fillTargets(entries, scope.location.href, cacheKeyFor), { cache });
      await shell.install(event);
    };
    event.waitUntil(install());
  });
  scope.addEventListener('activate', (event) => void shell.activate(event));
  registerRoute(new PrecacheRoute(shell));
  return shell;
}
