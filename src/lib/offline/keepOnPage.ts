// The page keeps the answers it read while no service worker was in control, under the vet's cache as the worker would.
import { readOwner, readToken } from '@/lib/session/token';
import { apiCacheName } from './cacheNames';
import { isStorable, stampCachedAt } from './keptAnswer';

/** Who read an answer: the token it went with and the vet that token belongs to. */
export interface Reader {
  token: string;
  ownerId: string;
}

const stillSignedIn = (reader: Reader) =>
  readToken() === reader.token && readOwner() === reader.ownerId;

/**
 * Keeps an answer the page read without a service worker in control (which would have kept it),
 * under its vet's cache, as the worker does. Kept only while that vet's session still holds the
 * token it went with; a copy that lands after the session ended is taken out again. Resolves true
 * when the copy is kept. `arrived`: the page has read the answer whole already (stampCachedAt).
 */
export async function keepAnswer(
  url: string,
  response: Response,
  reader: Reader,
  arrived = false,
): Promise<boolean> {
  if (typeof caches === 'undefined' || !isStorable(response) || !stillSignedIn(reader)) {
    await response.body?.cancel().catch(() => undefined);
    return false;
  }
  const cache = await caches.open(apiCacheName(reader.ownerId));
  await cache.put(url, await stampCachedAt(response, new Date(), arrived));
  if (stillSignedIn(reader)) return true;
  await cache.delete(url);
  return false;
}
