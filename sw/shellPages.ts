// The cached page a navigation opens: the portal's page for its address (contract/pages.ts) once kept, else index.html.
import type { RouteHandlerCallback } from 'workbox-core';
import type { PrecacheController } from 'workbox-precaching';
import { portalPage } from '../contract/pages';
import type { FillTarget } from './fillPrecache';
import { LATER_CACHE_NAME } from './laterFiles';

/**
 * A navigation handler: a portal address opens from the page the server sends for it (its panel's
 * code preloaded), kept after activation (`pages`, from sw/laterFiles.ts), with the headers the
 * host sent it; any other address, or a page not kept yet, from the precached index.html.
 */
export function shellPages(
  shell: PrecacheController,
  pages: readonly FillTarget[],
): RouteHandlerCallback {
  const fromIndex = shell.createHandlerBoundToURL('index.html');
  return async (options) => {
    const page = portalPage(options.url.pathname, options.url.search);
    const url = page === null ? null : new URL(page, options.url.origin).href;
    const kept = pages.find((target) => target.url === url);
    if (kept) {
      const answer = await caches.match(kept.cacheKey, { cacheName: LATER_CACHE_NAME });
      if (answer) return answer;
    }
    return fromIndex(options);
  };
}
