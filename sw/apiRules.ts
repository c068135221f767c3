// Which API reads the service worker answers: the configured API base, the cached paths, the profile.
import { CACHED_READS, paths } from '../contract/paths';

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
