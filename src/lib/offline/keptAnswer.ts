// A vet's kept API answer, shared by the page and the service worker: which answers are worth keeping, and the copy stamped with its time.
import { CACHED_AT_HEADER } from './cacheNames';

/** Only successful JSON answers are worth keeping. */
export function isStorable(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  return response.ok && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim());
}

/**
 * A copy of the answer carrying the time it was stored, for "Last updated …" in the app. Its body
 * is read whole first (a cache's `put` of an answer still arriving holds the cache as long as the
 * download), unless `arrived`: an answer the page has read already passes its body on as it is,
 * which spares the main thread a copy of a long list (a 10,000-row history is 1.6 MB).
 */
export async function stampCachedAt(
  response: Response,
  storedAt: Date,
  arrived = false,
): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, storedAt.toISOString());
  // The copy holds the decoded body: the transfer's encoding and length do not describe it.
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  const body = arrived ? response.body : await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
