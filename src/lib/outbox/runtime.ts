// The outbox running in this tab (set by startOutbox), for the screens that queue or manage reports.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { OutboxDb } from './db';
import type { Runner } from './runner';

export interface OutboxRuntime {
  db: OutboxDb;
  runner: Runner;
  dispatch: (action: UnknownAction) => unknown;
  readToken: () => string | null;
  now: () => number;
}

let active: OutboxRuntime | null = null;

export function setOutboxRuntime(runtime: OutboxRuntime): void {
  active = runtime;
}

/** Forgets `runtime` if it is still the active one (a newer start is left alone). */
export function clearOutboxRuntime(runtime: OutboxRuntime): void {
  if (active === runtime) active = null;
}

export function outboxRuntime(): OutboxRuntime {
  if (!active) throw new Error('The outbox has not been started (startOutbox).');
  return active;
}
