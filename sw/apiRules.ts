// Which API answers the service worker keeps, and how a kept answer is marked with its storage time.
import { CACHED_READS, paths } from '../contract/paths';
import { CACHED_AT_HEADER } from '../src/lib/offline/cacheNames';

/**
 * The configured API base (VITE_API_BASE_URL: '/api/' on the app's own origin, or an absolute URL
 * on another host) as an absolute URL ending in a slash.
 */
export function resolveApiBase(configured: string, origin: string): string {
  const base = new URL(configured.endsWith('/') ? configured : `${configured}/`, origin);
  return `${base.origin}${base.pathname}`;
}

/** The API path (as `paths` names it) of a URL under `apiBase`, without its query; else null. */
function apiPath(url: string, apiBase: string): string | null {
  const { origin, pathname } = new URL(url);
  const address = `${origin}${pathname}`;
  return address.startsWith(apiBase) ? address.slice(apiBase.length) : null;
}

/** True for a GET of one of the cached API paths under the configured API base (never for writes). */
export function isCachedApiRead(
  request: { method: string; url: string },
  apiBase: string,
): boolean {
  if (request.method !== 'GET') return false;
  const path = apiPath(request.url, apiBase);
  return path !== null && CACHED_READS.includes(path);
}

/** True for a read of the vet's profile, which names whose token it went with. */
export function isProfileRead(url: string, apiBase: string): boolean {
  const path = apiPath(url, apiBase);
  return path === paths.profile || path === paths.updateProfile;
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
