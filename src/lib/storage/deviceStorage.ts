// How much space the portal uses on this device, and the vet's saved lists (the service worker's API copies).
import { apiCacheName } from '@/lib/offline/cacheNames';

export interface SpaceUsed {
  /** Bytes the browser counts for this portal. */
  usage: number;
  /** Bytes the browser would let it use. */
  quota: number;
}

/** navigator.storage.estimate(), or null where the browser cannot say. */
export async function readSpaceUsed(): Promise<SpaceUsed | null> {
  const storage = (globalThis as { navigator?: { storage?: Partial<StorageManager> } }).navigator
    ?.storage;
  if (typeof storage?.estimate !== 'function') return null;
  try {
    const { usage, quota } = await storage.estimate();
    return typeof usage === 'number' && typeof quota === 'number' ? { usage, quota } : null;
  } catch {
    return null;
  }
}

export interface SavedListsSize {
  count: number;
  bytes: number;
}

/** The lists saved for `userId` (answers in its API cache) and their size in bytes. */
export async function readSavedListsSize(userId: string): Promise<SavedListsSize> {
  const empty = { count: 0, bytes: 0 };
  if (typeof caches === 'undefined' || !(await caches.has(apiCacheName(userId)))) return empty;
  const cache = await caches.open(apiCacheName(userId));
  const answers = await cache.matchAll();
  const sizes = await Promise.all(answers.map(async (answer) => (await answer.blob()).size));
  return { count: answers.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}
