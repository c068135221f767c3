// The precache as the worker installs and serves it: a first install's pack beside the files the page already loaded, six at a time, then checked by Workbox's own one-at-a-time pass, and answered by Workbox's precache route.
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { fillPrecache, fillTargets } from './fillPrecache';
import { fillFromPack, PACK_FILE, packedRevisions, type ReleaseEntry } from './precachePack';
import { withoutVary } from './withoutVary';

/** Installs `entries` into the precache on `scope`'s install and serves them; returns the controller. */
export function precacheShell(
  scope: ServiceWorkerGlobalScope,
  entries: readonly ReleaseEntry[],
): PrecacheController {
  const shell = new PrecacheController({ plugins: [withoutVary] });
  shell.addToCacheList([...entries]);
  scope.addEventListener('install', (event) => {
    const install = async () => {
      const cache = await caches.open(shell.strategy.cacheName);
      const base = scope.location.href;
      const targets = fillTargets(entries, base, (url) => shell.getCacheKeyForURL(url));
      const revisions = packedRevisions(entries, base);
      await Promise.all([
        fillFromPack(
          new URL(PACK_FILE, base).href,
          targets.filter((target) => revisions.has(target.url)),
          { cache, revisions },
        ),
        fillPrecache(
          targets.filter((target) => !revisions.has(target.url)),
          { cache },
        ),
      ]);
      // What the pack did not bring (an update, no pack): six files at a time.
      await fillPrecache(targets, { cache });
      await shell.install(event);
    };
    event.waitUntil(install());
  });
  scope.addEventListener('activate', (event) => void shell.activate(event));
  registerRoute(new PrecacheRoute(shell));
  return shell;
}
