// The store's handle on the outbox running in this tab: set by startOutbox, awaited by the outbox thunks.
import type { OutboxDb } from './db';
import type { Runner } from './runner';
import type { Session } from '@contract/owner';

export interface RunningOutbox {
  db: OutboxDb;
  runner: Runner;
  readSession: () => Session | null;
  now: () => number;
}

export interface OutboxPort {
  /** Makes `outbox` the one the thunks use; returns a function that lets it go again. */
  attach(outbox: RunningOutbox): () => void;
  /** The running outbox, once started (its code loads beside the first screen). */
  running(): Promise<RunningOutbox>;
}

/** One port per store (passed to thunks as the store's extra argument), not a module singleton. */
export function createOutboxPort(): OutboxPort {
  let active: RunningOutbox | null = null;
  const waiting: ((outbox: RunningOutbox) => void)[] = [];
  return {
    attach(outbox) {
      active = outbox;
      for (const resolve of waiting.splice(0)) resolve(outbox);
      return () => {
        if (active === outbox) active = null;
      };
    },
    running() {
      return active ? Promise.resolve(active) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}
