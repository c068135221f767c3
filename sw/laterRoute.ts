// Serves the files kept later (sw/laterFiles.ts) and keeps them once the page is ready to work offline.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { keepLaterFiles, keepWhenReady, LATER_CACHE_NAME, laterTargets } from './laterFiles';
import type { ReleaseEntry } from './precachePack';

/**
 * Serves the later files from their cache (or the network, keeping the answer, until they are
 * kept) and keeps them once a page is ready to work offline (sw/laterFiles.ts `keepWhenReady`).
 */
export function laterFiles(
  scope: ServiceWorkerGlobalScope,
  entries: readonly ReleaseEntry[],
): void {
  const targets = laterTargets(entries, scope.location.href);
  if (targets.length === 0) return;
  // The files the page asks for by URL (hashed names); the pages are read by the navigation route.
  const urls = new Set(
    targets.filter(({ url, cacheKey }) => url === cacheKey).map(({ url }) => url),
  );
  registerRoute(
    ({ url }) => urls.has(url.href),
    new CacheFirst({
      cacheName: LATER_CACHE_NAME,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  );
  let keeping: Promise<void> | null = null;
  const keep = () => {
    keeping ??= keepLaterFiles(targets).finally(() => (keeping = null));
    return keeping;
  };
  keepWhenReady(scope, keep);
}
