// The hand-over between sw.js (this release's precache list) and the hashed core that acts on it.
import type { ReleaseEntry } from './precachePack';

type ReleaseScope = ServiceWorkerGlobalScope & { __vetPortalPrecache?: ReleaseEntry[] };

/** Called by sw.js before it imports the core: keeps this release's list for the core to read. */
export function holdPrecache(scope: ServiceWorkerGlobalScope, entries: ReleaseEntry[]): void {
  (scope as ReleaseScope).__vetPortalPrecache = entries;
}

/** The list sw.js held; the core cannot run without one (a core loaded on its own is a build error). */
export function releasePrecache(scope: ServiceWorkerGlobalScope): ReleaseEntry[] {
  const entries = (scope as ReleaseScope).__vetPortalPrecache;
  if (!entries) throw new Error('The service worker core was loaded without a precache list.');
  return entries;
}
