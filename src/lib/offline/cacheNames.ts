// Shared by the page and the service worker: per-user API cache names and their deletion, the cached-at header, the periodic refresh's tag, messages.

/** Every cache holding a vet's API answers starts with this; the rest is the vet's key (contract/owner.ts). */
export const API_CACHE_PREFIX = 'vet-portal-api-';

/** Runtime cache of map tiles the vet has looked at. */
export const TILE_CACHE_NAME = 'vet-portal-map-tiles';

/** Added to an API answer that came from the device instead of the network: ISO time it was stored. */
export const CACHED_AT_HEADER = 'X-Vet-Portal-Cached-At';

/** Added to a kept answer that is one page of a longer list: the link to its next page. */
export const NEXT_PAGE_HEADER = 'X-Vet-Portal-Next-Page';

/** The Periodic Background Sync (Chromium, installed) that reads the vet's kept lists again. */
export const PERIODIC_REFRESH_TAG = 'vet-portal-refresh-lists';

/** The cache holding one vet's last good API answers. */
export function apiCacheName(userId: string): string {
  return `${API_CACHE_PREFIX}${encodeURIComponent(userId)}`;
}

/** Whether a cache name belongs to the API caches (of one user when `userId` is given). */
export function isApiCacheName(name: string, userId?: string | null): boolean {
  if (userId) return name === apiCacheName(userId);
  return name.startsWith(API_CACHE_PREFIX);
}

/** Deletes the API caches of `userId`, or every vet's when null (the outbox and app shell stay). */
export async function deleteApiCaches(userId: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => isApiCacheName(name, userId)).map((name) => caches.delete(name)),
  );
}

/** Messages the page sends to the service worker. */
export type ServiceWorkerMessage =
  | { type: 'SKIP_WAITING' }
  /** Drop the cached API answers of one vet, or of everyone when userId is null. */
  | { type: 'PURGE_USER'; userId: string | null }
  /** The stored session changed (its vet became known): read the mirrored session again. */
  | { type: 'SESSION_CHANGED' };

/** The messages that carry nothing but their type. */
const PLAIN_MESSAGES: readonly unknown[] = ['SKIP_WAITING', 'SESSION_CHANGED'];

export function isServiceWorkerMessage(data: unknown): data is ServiceWorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; userId?: unknown };
  if (PLAIN_MESSAGES.includes(message.type)) return true;
  return (
    message.type === 'PURGE_USER' && (typeof message.userId === 'string' || message.userId === null)
  );
}
