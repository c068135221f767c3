// IndexedDB stores that never leave a transaction frozen in the back/forward cache (WebKit).
import { createStore, type UseStore } from 'idb-keyval';

/**
 * When the page is put into the back/forward cache, and when it is shown again. WebKit suspends a
 * cached page with its IndexedDB transactions unfinished; their locks stay held, so every later
 * transaction on that database, in every page of the portal, waits until the cached page is
 * evicted. A report confirmed later then hangs on "Sending..." and is never saved.
 */
export interface PageLifecycle {
  /** True between a `pagehide` that keeps the page (persisted) and the next `pageshow`. */
  cached: () => boolean;
  /** Resolves once the page is live (at once unless it is cached). */
  whenLive: () => Promise<void>;
  /** Calls `run` as the page goes into the cache; returns an unsubscribe. */
  onCache: (run: () => void) => () => void;
}

/** What the lifecycle needs of a window (this file is also built into the service worker). */
export interface PageEvents {
  addEventListener: (
    type: 'pagehide' | 'pageshow',
    listener: (event: { persisted: boolean }) => void,
  ) => void;
}

/** The window's lifecycle; a worker or a test without `window` is always live. */
export function windowLifecycle(
  page = (globalThis as { window?: unknown }).window as PageEvents | undefined,
): PageLifecycle {
  if (page === undefined) {
    return { cached: () => false, whenLive: () => Promise.resolve(), onCache: () => () => {} };
  }
  let cached = false;
  let shown: (() => void) | null = null;
  let live = Promise.resolve();
  const listeners = new Set<() => void>();
  page.addEventListener('pagehide', (event) => {
    if (!event.persisted) return;
    cached = true;
    live = new Promise((resolve) => (shown = resolve));
    for (const run of listeners) run();
  });
  page.addEventListener('pageshow', () => {
    cached = false;
    shown?.();
    shown = null;
  });
  return {
    cached: () => cached,
    whenLive: () => live,
    onCache: (run) => {
      listeners.add(run);
      return () => listeners.delete(run);
    },
  };
}

let shared: PageLifecycle | null = null;
const pageLifecycle = () => (shared ??= windowLifecycle());

/**
 * Wraps a store so that no transaction spans the page's stay in the back/forward cache: none is
 * started while the page is cached (it waits for `pageshow`), and those still running as the page
 * goes in are aborted (releasing their locks) and run again, whole, when it comes back. A
 * transaction is all or nothing, so running it again is safe; if the page never comes back the
 * work is dropped with the page, as a closed tab's would be, and nothing else is blocked.
 */
export function cacheSafe(store: UseStore, lifecycle: PageLifecycle = pageLifecycle()): UseStore {
  const running = new Set<IDBTransaction>();
  const abortedForCache = new WeakSet<IDBTransaction>();
  lifecycle.onCache(() => {
    for (const transaction of running) {
      abortedForCache.add(transaction);
      try {
        transaction.abort();
      } catch {
        // Already finished: nothing is held.
      }
    }
  });
  return async (mode, callback) => {
    for (;;) {
      await lifecycle.whenLive();
      const attempt: { transaction?: IDBTransaction } = {};
      try {
        return await store(mode, (objectStore) => {
          const { transaction } = objectStore;
          attempt.transaction = transaction;
          running.add(transaction);
          if (lifecycle.cached()) {
            abortedForCache.add(transaction); // the page went into the cache meanwhile
            transaction.abort();
          }
          return callback(objectStore);
        });
      } catch (error) {
        if (!attempt.transaction || !abortedForCache.has(attempt.transaction)) throw error;
      } finally {
        if (attempt.transaction) running.delete(attempt.transaction);
      }
    }
  };
}

/** The portal's way to open an idb-keyval store: safe across the back/forward cache. */
export function openStore(dbName: string, storeName: string): UseStore {
  return cacheSafe(createStore(dbName, storeName));
}
