// A vet's kept API answer, shared by the page and the service worker: which answers are worth keeping, and the copy stamped with its time.
import { CACHED_AT_HEADER } from './cacheNames';

/** Only successful JSON answers are worth keeping. */
export function isStorable(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  return response.ok && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim());
}

/** A copy of the answer carrying the time it was stored, for "Last updated …" in the app. */
export async function stampCachedAt(response: Response, storedAt: Date): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, storedAt.toISOString());
  // The copy holds the decoded body: the transfer's encoding and length do not describe it.
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  const body = await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
