// Whether this phone is ready to work offline (selectors over the offline slice), and this vet's saved copies read from Cache Storage.
import { createSelector } from '@reduxjs/toolkit';
import { PROFILE_READ } from '@contract/panels';
import { paths } from '@contract/paths';
import { msg } from '@/lib/text/messages';
import type { StoreHost } from '@/lib/page/storeHost';
import { readOwner } from '@/lib/session/token';
import { nextPageUrl } from '@contract/paging';
import { apiCacheName, CACHED_AT_HEADER, NEXT_PAGE_HEADER } from './cacheNames';
import {
  savedCopiesRead,
  selectReadinessState,
  selectStalled,
  type ShellState,
} from './offlineSlice';

export interface OfflineReadiness {
  shell: ShellState;
  /** The vet these copies belong to, or null before anything was read. */
  userId: string | null;
  /** API path (e.g. /api/wallet/wallet-balance/) -> ISO time its copy was saved on this device. */
  saved: Readonly<Record<string, string>>;
  /** The lists the vet's screens open, to be saved beside the profile (less those refused). */
  wanted: readonly string[];
  /** The shell is kept, the profile and every wanted list are saved (every page of each). */
  ready: boolean;
  /** What to say while not ready: getting ready, or taking longer than it should (the registration stalled). */
  gettingReady: string;
}

/** When the copy of the API path `path` (e.g. 'dashboard/assigned-orders/') was saved; undefined when none is. */
export const savedAt = (
  saved: Readonly<Record<string, string>>,
  path: string,
): string | undefined =>
  Object.entries(saved).find(([savedPath]) => savedPath.endsWith(`/${path}`))?.[1];

/** True when a copy of the API path `path` is saved. */
export const isSaved = (saved: Readonly<Record<string, string>>, path: string): boolean =>
  savedAt(saved, path) !== undefined;

/** The shell is kept, the profile and every wanted list are saved (every page of each). */
export const selectOfflineReady = createSelector(
  [selectReadinessState],
  (state) =>
    state.shell === 'ready' &&
    isSaved(state.saved, paths[PROFILE_READ.name]) &&
    state.wanted.every((path) => isSaved(state.saved, path)),
);

export const selectReadiness = createSelector(
  [selectReadinessState, selectOfflineReady, selectStalled],
  ({ shell, userId, saved, wanted }, ready, stalled): OfflineReadiness => ({
    shell,
    userId,
    saved,
    wanted,
    ready,
    gettingReady: stalled ? msg.offlineStalled : msg.offlineDownloading,
  }),
);

interface KeptCopy {
  storedAt: string;
  /** The link to the next page, for a page of a longer list. */
  next: string | null;
}

/** True when the list whose first page is kept at `first` has every later page kept too. */
function everyPageKept(first: string, kept: ReadonlyMap<string, KeptCopy>): boolean {
  const seen = new Set([first]);
  for (let url = first, link = kept.get(first)?.next; link; link = kept.get(url)?.next) {
    const next = nextPageUrl(link, url);
    if (seen.has(next)) return true; // a link back to a page already kept
    if (!kept.has(next)) return false;
    seen.add(next);
    url = next;
  }
  return true;
}

/**
 * The copies saved for `userId`, read from Cache Storage (the service worker writes them, or the
 * the page's reads through it). A list read in pages counts as saved once every page is.
 */
export async function readSavedCopies(userId: string): Promise<Record<string, string>> {
  const saved: Record<string, string> = {};
  if (typeof caches === 'undefined' || !(await caches.has(apiCacheName(userId)))) return saved;
  const cache = await caches.open(apiCacheName(userId));
  const kept = new Map<string, KeptCopy>();
  for (const request of await cache.keys()) {
    const headers = (await cache.match(request))?.headers;
    const storedAt = headers?.get(CACHED_AT_HEADER);
    if (storedAt) kept.set(request.url, { storedAt, next: headers?.get(NEXT_PAGE_HEADER) ?? null });
  }
  for (const [url, copy] of kept) {
    const { pathname, search } = new URL(url);
    // A later page (?page=2) counts with its list's first page.
    if (search === '' && everyPageKept(url, kept)) saved[pathname] = copy.storedAt;
  }
  return saved;
}

/**
 * Reads again what is saved for the signed-in vet (after reads or a session change)
 * and tells the store.
 */
export async function refreshSavedCopies(dispatch: StoreHost['dispatch']): Promise<void> {
  const userId = readOwner();
  let saved: Record<string, string> = {};
  try {
    if (userId) saved = await readSavedCopies(userId);
  } catch (error) {
    console.warn('Could not read what is saved on this device', error);
  }
  if (userId !== readOwner()) return; // the session changed meanwhile
  dispatch(savedCopiesRead({ userId, saved }));
}
