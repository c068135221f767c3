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

/** The precache as the install fills it (keys are Workbox's, always strings here). */
export interface PrecacheStore {
  match: (key: string) => Promise<Response | undefined>;
  put: (key: string, response: Response) => Promise<void>;
}

/** Whether each target is kept already, looked up all at once before any fetch. */
export const keptAlready = (targets: readonly FillTarget[], cache: PrecacheStore) =>
  Promise.all(targets.map(async (target) => Boolean(await cache.match(target.cacheKey))));

interface FillOptions {
  cache: PrecacheStore;
  fetcher?: (url: string, init: RequestInit) => Promise<Response>;
  concurrency?: number;
}

/**
 * Workbox precaches one file at a time (workbox#2528, to spare Chromium's resources), so on a
 * first visit over 3G every file cost a round trip of its own. Filled here a few at a time first,
 * Workbox's pass finds each file in place and skips it (it fetches only what is missing here, and
 * fails the install if a file cannot be had). What the precache holds is not fetched again.
 *
 * Chromium runs a cache's writes one at a time, and a lookup waits for the write before it; a
 * `put` of an answer still arriving lasts as long as its download. So what is kept is looked up
 * once before any fetch, and each body is read whole before its quick `put`: the downloads run
 * side by side instead of queueing behind each other's writes. Revisioned files are asked for first.
 */
export async function fillPrecache(
  targets: readonly FillTarget[],
  { cache, fetcher = (url, init) => fetch(url, init), concurrency = FILL_CONCURRENCY }: FillOptions,
): Promise<void> {
  const kept = await keptAlready(targets, cache);
  // Files with a revision come from the network; hashed ones mostly from the HTTP cache, once the
  // page that loads them has them. The first go first: behind a file the page is still
  // downloading, a lane waits for that download, and the web manifest waited so after a first
  // Log In on 3G, the last file the install lacked.
  const queue = targets.filter((target, i) => !kept[i] && target.reload);
  queue.push(...targets.filter((target, i) => !kept[i] && !target.reload));
  const lane = async (): Promise<void> => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      try {
        const response = await fetcher(target.url, {
          cache: target.reload ? 'reload' : 'default',
          credentials: 'same-origin',
        });
        // As Workbox keeps them: a whole 200 answer, never a redirect's.
        if (response.status !== 200 || response.redirected) continue;
        const body = await response.blob();
        // Kept without the host's Vary, as Workbox's own pass keeps them (sw/withoutVary.ts).
        const headers = new Headers(response.headers);
        headers.delete('Vary');
        const { status, statusText } = response;
        await cache.put(target.cacheKey, new Response(body, { status, statusText, headers }));
      } catch {
        // Left to Workbox's pass, which fetches it again and reports what fails.
      }
    }
  };
  const lanes = Math.max(1, Math.min(concurrency, queue.length));
  await Promise.all(Array.from({ length: lanes }, lane));
}
