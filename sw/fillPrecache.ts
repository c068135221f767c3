// Install: the precache filled six files at a time, before Workbox's own one-at-a-time pass checks it.
import type { PrecacheEntry } from 'workbox-precaching';

/** Chromium's connections to one host over HTTP/1.1; more at once only queue (or exhaust it). */
export const FILL_CONCURRENCY = 6;

export interface FillTarget {
  /** The absolute URL to fetch. */
  url: string;
  /** Workbox's key for it in the precache. */
  cacheKey: string;
  /** A file with a revision (a fixed name) comes from the network, as Workbox asks for it. */
  reload: boolean;
}

/** Each entry of the release's list with Workbox's cache key (`cacheKeyFor`, from its controller). */
export function fillTargets(
  entries: readonly (string | PrecacheEntry)[],
  base: string,
  cacheKeyFor: (url: string) => string | undefined,
): FillTarget[] {
  return entries.flatMap((entry) => {
    const url = new URL(typeof entry === 'string' ? entry : entry.url, base).href;
    const cacheKey = cacheKeyFor(url);
    const reload = typeof entry !== 'string' && Boolean(entry.revision);
    return cacheKey ? [{ url, cacheKey, reload }] : [];
  });
}

interface FillOptions {
  /** The precache (keys are Workbox's, always strings here). */
  cache: {
    match: (key: string) => Promise<Response | undefined>;
    put: (key: string, response: Response) => Promise<void>;
  };
  fetcher?: (url: string, init: RequestInit) => Promise<Response>;
  concurrency?: number;
}

/**
 * Workbox precaches one file at a time (workbox#2528, to spare Chromium's resources), so on a
 * first visit over 3G every file cost a round trip of its own: "Ready to work offline" came
 * 27-36 s after the vet opened Log In, for 40-60 files. Filled here a few at a time first,
 * Workbox's pass finds each file in place and skips it (it fetches only what is missing here,
 * and fails the install if a file cannot be had). What the precache holds is not fetched again.
 */
export async function fillPrecache(
  targets: readonly FillTarget[],
  { cache, fetcher = (url, init) => fetch(url, init), concurrency = FILL_CONCURRENCY }: FillOptions,
): Promise<void> {
  const queue = [...targets];
  const lane = async (): Promise<void> => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      try {
        if (await cache.match(target.cacheKey)) continue;
        const response = await fetcher(target.url, {
          cache: target.reload ? 'reload' : 'default',
          credentials: 'same-origin',
        });
        // As Workbox keeps them: a whole 200 answer, never a redirect's.
        if (response.status === 200 && !response.redirected) {
          await cache.put(target.cacheKey, response);
        }
      } catch {
        // Left to Workbox's pass, which fetches it again and reports what fails.
      }
    }
  };
  const lanes = Math.max(1, Math.min(concurrency, queue.length));
  await Promise.all(Array.from({ length: lanes }, lane));
}
