// The server's clock as its last answer told it (the Date header): dates are checked against its day, not only the phone's.
import { CACHED_AT_HEADER } from '../offline/cacheNames';

/** Server time minus device time (ms) from the last fresh answer; 0 until one has come. */
let offsetMs = 0;

/**
 * Called by the API base query with every answer. A copy the service worker kept carries the Date
 * of its day, not today's, so it tells nothing about the server's clock now.
 */
export function noteServerDate(response: Response | undefined, receivedAt = Date.now()): void {
  if (!response || response.headers.has(CACHED_AT_HEADER)) return;
  const date = Date.parse(response.headers.get('Date') ?? '');
  if (Number.isFinite(date)) offsetMs = date - receivedAt;
}

/** Now on the server's clock, as far as the app knows it (the device's clock before any answer). */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}
