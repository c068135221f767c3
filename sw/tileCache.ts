// Map tiles the vet has viewed: cache first, about a week, a bounded number; never bulk-fetched.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { TILE_CACHE_NAME } from '../src/lib/offline/cacheNames';
import { isTileRequest, tileHostPatterns } from './tileHosts';

export const TILE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const TILE_MAX_ENTRIES = 500;

export function registerTileCache(tileUrl: string | undefined): void {
  const patterns = tileHostPatterns(tileUrl);
  registerRoute(
    ({ request }) => isTileRequest(request, patterns),
    new CacheFirst({
      cacheName: TILE_CACHE_NAME,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({
          maxAgeSeconds: TILE_MAX_AGE_SECONDS,
          maxEntries: TILE_MAX_ENTRIES,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
