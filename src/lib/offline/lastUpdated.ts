// "Last updated …": which API answers on screen came from the device, and when they were stored (the offline slice keeps them).
import { useSharedSelector } from '@/lib/hooks/redux';
import { selectStoredAt } from './offlineSlice';

/** Path of each API read -> ISO time of the stored copy, or null when fresh. */
type Freshness = Readonly<Record<string, string | null>>;

/** The stored time shown for a list, e.g. lastUpdatedFor(entries, 'dashboard/assigned-orders'); null when fresh. */
function lastUpdatedFor(entries: Freshness, pathFragment: string): string | null {
  for (const [path, storedAt] of Object.entries(entries)) {
    if (path.includes(pathFragment)) return storedAt;
  }
  return null;
}

/** The oldest stored copy on screen, or null when everything came from the network. */
function oldestStoredAt(entries: Freshness): string | null {
  let oldest: string | null = null;
  for (const storedAt of Object.values(entries)) {
    if (storedAt && (oldest === null || storedAt < oldest)) oldest = storedAt;
  }
  return oldest;
}

/** ISO time the answer for `pathFragment` was stored on the device, or null when it is fresh. */
export function useLastUpdated(pathFragment: string): string | null {
  return useSharedSelector((state) => lastUpdatedFor(selectStoredAt(state), pathFragment));
}

/** ISO time of the oldest stored answer the app is showing, or null when all are fresh. */
export function useOldestStoredAt(): string | null {
  return useSharedSelector((state) => oldestStoredAt(selectStoredAt(state)));
}
