// Dropping a vet's cached API answers (logout, 401): the outbox and the app shell are left alone.
import { deleteApiCaches } from '../src/lib/offline/cacheNames';

/** When each user's answers were last purged, so a request already under way does not refill them. */
const purgedAt = new Map<string, number>();
let allPurgedAt = 0;

/**
 * For tests: forget earlier purges, so one test's purge cannot stop the next test's caching.
 * @internal
 */
export function forgetPurges(): void {
  purgedAt.clear();
  allPurgedAt = 0;
}

/** Deletes the API cache of `userId`, or every API cache when userId is null. */
export async function purgeApiCaches(userId: string | null): Promise<void> {
  const now = Date.now();
  if (userId) purgedAt.set(userId, now);
  else allPurgedAt = now;
  await deleteApiCaches(userId);
}

/** True when the user's cache was purged after a request that started at `startedAt`. */
export function purgedSince(userId: string, startedAt: number): boolean {
  return Math.max(allPurgedAt, purgedAt.get(userId) ?? 0) >= startedAt;
}
