// When to try again: full-jitter exponential backoff from 5 s up to 10 min, and the server's Retry-After.

export const MIN_DELAY_MS = 5_000;
export const MAX_DELAY_MS = 10 * 60_000;
/** A Retry-After longer than this is not believed (a misconfigured proxy must not park the queue). */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;

/** The largest wait after `attempts` failed attempts: 10 s, 20 s, 40 s ... capped at 10 min. */
export function backoffCeiling(attempts: number): number {
  const exponent = Math.min(Math.max(attempts, 1), 20);
  return Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** exponent);
}

/**
 * Full jitter between 5 s and the ceiling, so many phones regaining signal together do not
 * all retry at the same moment. `random` is in [0, 1).
 */
export function backoffDelay(attempts: number, random: () => number): number {
  const ceiling = backoffCeiling(attempts);
  return Math.round(MIN_DELAY_MS + random() * (ceiling - MIN_DELAY_MS));
}

/** Retry-After as milliseconds from `now` (delta-seconds or an HTTP date); null when absent or bad. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, MAX_RETRY_AFTER_MS);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.min(Math.max(date - now, 0), MAX_RETRY_AFTER_MS);
}

/** The wait before the next attempt: the server's Retry-After when given (at least 5 s), else jitter. */
export function nextDelay(attempts: number, random: () => number, retryAfterMs: number | null) {
  if (retryAfterMs !== null) return Math.max(retryAfterMs, MIN_DELAY_MS);
  return backoffDelay(attempts, random);
}
