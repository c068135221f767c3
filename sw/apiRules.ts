// Which API answers the service worker keeps, and how a kept answer is marked with its storage time.
import { CACHED_READS } from '../contract/paths';
import { CACHED_AT_HEADER } from '../src/lib/sw/cacheNames';

/** The app's API prefix on its own origin. */
export const API_PREFIX = '/api/';

/** True for a same-origin GET of one of the cached API paths (never for writes). */
export function isCachedApiRead(request: { method: string; url: string }, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== origin || !url.pathname.startsWith(API_PREFIX)) return false;
  return CACHED_READS.includes(url.pathname.slice(API_PREFIX.length));
}

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

/** The storage time of a kept answer, or null when it came straight from the network. */
export function cachedAt(response: Response): string | null {
  return response.headers.get(CACHED_AT_HEADER);
}
