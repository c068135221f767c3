// The precache as the portal's worker installs and serves it: a first install's pack beside the
// files the page already loaded, a few at a time, then checked by Workbox's own pass, activated,
// and answered by Workbox's precache route. The files listed `later` are kept after activation.
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { fillPrecache, fillTargets } from './fillPrecache';
import { laterFiles } from './laterRoute';
import { routeAssetsPastWorker } from './staticRoutes';
import { fillFromPack, PACK_FILE, packedRevisions, type ReleaseEntry } from './precachePack';

/** Installs `entries` into the precache on `scope`'s install and serves them; returns the controller. */
export function precacheShell(
  scope: ServiceWorkerGlobalScope,
  entries: ReleaseEntry[],
): PrecacheController {
  const shell = new PrecacheController();
  const now = entries.filter((entry) => typeof entry === 'string' || !entry.later);
  shell.addToCacheList(now);
  laterFiles(scope, entries);
  scope.addEventListener('install', (event) => {
    routeAssetsPastWorker(event);
    const install = async () => {
      const cache = await caches.open(shell.strategy.cacheName);
      const base = scope.location.href;
      const targets = fillTargets(now, base, (url) => shell.getCacheKeyForURL(url));
      const revisions = packedRevisions(now, base);
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
      // What the pack did not bring (an update, no pack): one file at a time, six side by side.
      await fillPrecache(targets, { cache });
      await shell.install(event);
    };
    event.waitUntil(install());
  });
  scope.addEventListener('activate', (event) => void shell.activate(event));
  registerRoute(new PrecacheRoute(shell));
  return shell;
}
