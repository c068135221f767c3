// "Last updated …": which API answers came from the device (and when they were stored), by URL.
import { CACHED_AT_HEADER } from './cacheNames';
import { tinyStore, useTinyStore } from './tinyStore';

/** Path of each API read (e.g. /api/wallet/wallet-balance/) -> ISO time of the stored copy, or null when fresh. */
type Freshness = ReadonlyMap<string, string | null>;

const freshness = tinyStore<Freshness>(new Map());

/** Called by the API base query after every answer: fresh, or a stored copy from the service worker. */
export function noteApiAnswer(meta: { request: Request; response?: Response } | undefined): void {
  if (!meta?.response || meta.request.method !== 'GET') return;
  const path = new URL(meta.request.url).pathname;
  const storedAt = meta.response.headers.get(CACHED_AT_HEADER);
  const current = freshness.get();
  if (current.has(path) && current.get(path) === storedAt) return;
  freshness.set(new Map(current).set(path, storedAt));
}

/** Forgets everything (the session ended: the next vet starts with nothing). */
export function clearLastUpdated(): void {
  freshness.set(new Map());
}

/** The stored time shown for a list, e.g. useLastUpdated('dashboard/assigned-orders'); null when fresh. */
export function lastUpdatedFor(entries: Freshness, pathFragment: string): string | null {
  for (const [path, storedAt] of entries) {
    if (path.includes(pathFragment)) return storedAt;
  }
  return null;
}

/** The oldest stored copy on screen, or null when everything came from the network. */
export function oldestStoredAt(entries: Freshness): string | null {
  let oldest: string | null = null;
  for (const storedAt of entries.values()) {
    if (storedAt && (oldest === null || storedAt < oldest)) oldest = storedAt;
  }
  return oldest;
}

/**
 * For tests: true while any answer on screen is a stored copy.
 * @internal
 */
export function hasStoredAnswers(): boolean {
  return oldestStoredAt(freshness.get()) !== null;
}

/** ISO time the answer for `pathFragment` was stored on the device, or null when it is fresh. */
export function useLastUpdated(pathFragment: string): string | null {
  return lastUpdatedFor(useTinyStore(freshness), pathFragment);
}

/** ISO time of the oldest stored answer the app is showing, or null when all are fresh. */
export function useOldestStoredAt(): string | null {
  return oldestStoredAt(useTinyStore(freshness));
}
