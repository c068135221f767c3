// Shared phone: when a vet signs in, the API copies saved on this device for any other vet are deleted.
import { API_CACHE_PREFIX, apiCacheName, isApiCacheName } from '@/lib/offline/cacheNames';
import { purgeUserData } from '@/lib/offline/purge';

/**
 * Deletes every vet's saved API answers except those of `userId` (everyone's when it is unknown),
 * telling the service worker too. Drafts and the outbox stay: they are kept per vet, for their owner.
 */
export async function forgetOtherVets(userId: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  if (!userId) {
    await purgeUserData(null);
    return;
  }
  const own = apiCacheName(userId);
  const names = await caches.keys().catch(() => [] as string[]);
  const others = names
    .filter((name) => isApiCacheName(name) && name !== own)
    .map((name) => decodeURIComponent(name.slice(API_CACHE_PREFIX.length)));
  await Promise.all(others.map((other) => purgeUserData(other)));
}
