// The vet's kept reads read again by the worker (every page of each) and saved in that vet's cache, a list only once all of it came.
import { readAllPages, type PageRead } from '../contract/paging';
import { KEPT_OFFLINE, type ReadName } from '../contract/panels';
import { paths } from '../contract/paths';
import { apiCacheName } from '../src/lib/offline/cacheNames';
import { isStorable, stampCachedAt } from '../src/lib/offline/keptAnswer';
import { purgeApiCaches, purgedSince } from './purge';

/** One kept read as it came: its joined body (every page's rows) and each page's answer. */
interface ReadWhole {
  body: unknown;
  pages: { url: string; response: Response }[];
}

/** Why a read was not saved: the server refused the token (401), or gave no usable answer. */
type Failure = 'refused' | 'failed';

export interface RefreshResult {
  /** The joined body of each kept read that was read again and saved. */
  fresh: Partial<Record<ReadName, unknown>>;
  /** The server refused the token: the vet's copies were purged, as a 401 in a tab does. */
  refused: boolean;
}

/** A read's address under the API base (absolute, ending in a slash). */
export const readUrl = (apiBase: string, name: ReadName) => `${apiBase}${paths[name]}`;

/** Reads every page of `url` with `token`; a page that is not a good JSON answer fails it all. */
async function readWhole(url: string, token: string): Promise<ReadWhole | Failure> {
  const pages: ReadWhole['pages'] = [];
  const list = await readAllPages<Failure>(url, async (pageUrl): Promise<PageRead<Failure>> => {
    try {
      const response = await fetch(pageUrl, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        cache: 'no-store',
      });
      if (response.status === 401) return { error: 'refused' };
      if (!isStorable(response)) return { error: 'failed' };
      pages.push({ url: pageUrl, response: response.clone() });
      return { body: await response.json(), url: pageUrl };
    } catch {
      return { error: 'failed' };
    }
  });
  return 'error' in list ? list.error : { body: list.body, pages };
}

/**
 * The joined body of the read kept at `url` for the vet, every page of it from the cache; null
 * when it (or one of its pages) is not kept.
 */
export async function keptBody(userId: string, url: string): Promise<unknown> {
  const cache = await caches.open(apiCacheName(userId));
  const list = await readAllPages<null>(url, async (pageUrl) => {
    const kept = await cache.match(pageUrl, { ignoreVary: true });
    if (!kept) return { error: null };
    try {
      return { body: await kept.json(), url: pageUrl };
    } catch {
      return { error: null };
    }
  });
  return 'error' in list ? null : list.body;
}

/**
 * Reads each kept read (contract/panels.ts KEPT_OFFLINE) for vet `userId` with `token`, and saves
 * each one that came whole, page by page, stamped with the time. A list that failed keeps its
 * last copy whole. A refused token purges the vet's copies and stops.
 */
export async function refreshKeptReads(
  apiBase: string,
  session: { token: string; userId: string },
  now: () => Date = () => new Date(),
): Promise<RefreshResult> {
  const result: RefreshResult = { fresh: {}, refused: false };
  for (const { name } of KEPT_OFFLINE) {
    const startedAt = Date.now();
    const read = await readWhole(readUrl(apiBase, name), session.token);
    if (read === 'refused') {
      await purgeApiCaches(session.userId);
      result.refused = true;
      return result;
    }
    if (read === 'failed' || purgedSince(session.userId, startedAt)) continue;
    const storedAt = now();
    const stamped = await Promise.all(
      read.pages.map(async ({ url, response }) => ({
        url,
        response: await stampCachedAt(response, storedAt),
      })),
    );
    // A logout while this list was read: its copies stay gone.
    if (purgedSince(session.userId, startedAt)) continue;
    const cache = await caches.open(apiCacheName(session.userId));
    await Promise.all(stamped.map(({ url, response }) => cache.put(url, response)));
    result.fresh[name] = read.body;
  }
  return result;
}
