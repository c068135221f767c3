// One tab drains at a time: navigator.locks where it exists, else a lease record in IndexedDB.
import type { OutboxDb } from './db';

export const LOCK_NAME = 'vet-portal-outbox';
export const LEASE_MS = 60_000;

/** Runs `work` only if no other tab is draining; false when the lock was taken elsewhere. */
export interface DrainLock {
  /** `stillHeld()` renews the hold and says whether this tab still owns it (call before each send). */
  runExclusive(work: (stillHeld: () => Promise<boolean>) => Promise<void>): Promise<boolean>;
}

type Locks = Pick<LockManager, 'request'>;

/** The Web Locks API: the browser releases the lock by itself when a tab dies. */
export function webLock(locks: Locks, name = LOCK_NAME): DrainLock {
  return {
    runExclusive: async (work) => {
      const ran: unknown = await locks.request(name, { ifAvailable: true }, async (lock) => {
        if (!lock) return false;
        await work(() => Promise.resolve(true));
        return true;
      });
      return ran === true;
    },
  };
}

/**
 * The fallback: a lease record with an expiry, taken and renewed in readwrite transactions. A
 * tab that dies leaves a lease that runs out; if two tabs ever overlap, the Idempotency-Key keeps
 * the server from recording a request twice.
 */
export function leaseLock(
  db: OutboxDb,
  holder: string,
  now: () => number,
  ttl = LEASE_MS,
): DrainLock {
  const take = () =>
    db.updateLease((current) =>
      !current || current.expiresAt <= now() || current.holder === holder
        ? { holder, expiresAt: now() + ttl }
        : current,
    );
  return {
    runExclusive: async (work) => {
      const lease = await take();
      if (lease?.holder !== holder) return false;
      try {
        await work(async () => (await take())?.holder === holder);
      } finally {
        await db
          .updateLease((current) => (current?.holder === holder ? undefined : current))
          .catch(() => undefined); // an unreleased lease simply expires
      }
      return true;
    },
  };
}

/** navigator.locks when the browser has it, the IndexedDB lease otherwise. */
export function defaultLock(db: OutboxDb, holder: string, now: () => number): DrainLock {
  // navigator.locks exists in windows and workers alike.
  const locks = (globalThis.navigator as { locks?: Locks } | undefined)?.locks;
  return locks?.request ? webLock(locks) : leaseLock(db, holder, now);
}
