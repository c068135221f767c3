// The shell's files kept after the worker is active (the map picker and Leaflet): not waited for by "ready", which a first visit on 3G reaches sooner without them.
import { fillPrecache, type FillTarget } from './fillPrecache';
import type { ReleaseEntry } from './precachePack';

/** Where they are kept: a cache of their own, so Workbox's precache clean-up leaves them alone. */
export const LATER_CACHE_NAME = 'vet-portal-later';

/**
 * The entries of the release's list kept later, by absolute URL. A hashed name is its own revision;
 * a fixed name (the portal's pages) is kept under its URL and revision, so a release that changes
 * it keeps the new copy, and lets go of the old one.
 */
export function laterTargets(entries: readonly ReleaseEntry[], base: string): FillTarget[] {
  return entries.flatMap((entry) => {
    if (typeof entry === 'string' || !entry.later) return [];
    const url = new URL(entry.url, base).href;
    const cacheKey = entry.revision ? `${url}?__WB_REVISION__=${entry.revision}` : url;
    return [{ url, cacheKey, reload: Boolean(entry.revision) }];
  });
}

/** Keeps what is missing, then lets go of what this release no longer lists. */
export async function keepLaterFiles(targets: readonly FillTarget[]): Promise<void> {
  const cache = await caches.open(LATER_CACHE_NAME);
  await fillPrecache(targets, { cache });
  const listed = new Set(targets.map((target) => target.cacheKey));
  for (const request of await cache.keys()) {
    if (!listed.has(request.url)) await cache.delete(request);
  }
}
