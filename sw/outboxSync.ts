// The Background Sync sender: the same outbox runner as the tabs, with the mirrored token, fetch and a time budget.
import {
  openBroadcastChannel,
  type OutboxChannel,
  type OutboxMessage,
} from '../src/lib/outbox/channel';
import { expiresSoon } from '../contract/jwt';
import type { AskArrival } from '../src/lib/outbox/arrival';
import { openOutboxDb, type OutboxDb } from '../src/lib/outbox/db';
import { defaultLock, type DrainLock } from '../src/lib/outbox/lock';
import { createRunner } from '../src/lib/outbox/runner';
import type { OutboxTopics } from '../src/lib/outbox/topics';
import { forgetRefusedToken, readMirroredToken } from '../src/lib/session/tokenMirror';
import { fetchTransport, type Transport } from '../src/lib/outbox/transport';

/**
 * How long one sync event may send. Chrome gives a sync event a few minutes before it stops the
 * worker; what does not fit stays queued (never half-marked) for the next sync or the app.
 */
export const SYNC_BUDGET_MS = 150_000;
/** No new upload starts with less time than this left. */
export const MIN_SEND_WINDOW_MS = 20_000;

export interface OutboxSyncDeps {
  apiBaseUrl: string;
  /** What the features registered for their items (the same as the tabs'). */
  topics: OutboxTopics;
  db?: OutboxDb;
  transport?: Transport;
  /** Asks the API whether an item already arrived (fetch unless a test says). */
  askArrival?: AskArrival;
  lock?: DrainLock;
  now?: () => number;
  random?: () => number;
  openChannel?: ((onMessage: (message: OutboxMessage) => void) => OutboxChannel) | null;
  log?: (message: string, error?: unknown) => void;
}

export interface SyncRun {
  /** The browser's last try for this sync: what is left waits for the app (never dropped). */
  lastChance: boolean;
  budgetMs?: number;
}

/** 'retry-later': reports are still queued, so the browser should fire the sync again later. */
export type SyncResult = 'done' | 'retry-later';

/** Caps each request to the time left, so a long upload ends as a retry instead of being cut off. */
function withinBudget(transport: Transport, remaining: () => number): Transport {
  return (request) =>
    transport({ ...request, timeoutMs: Math.min(request.timeoutMs, remaining()) });
}

/** Stops the drain between two reports once too little time is left for another upload. */
function budgetedLock(lock: DrainLock, remaining: () => number): DrainLock {
  return {
    runExclusive: (work) =>
      lock.runExclusive((stillHeld) =>
        work(async () => remaining() >= MIN_SEND_WINDOW_MS && (await stillHeld())),
      ),
  };
}

/** Sends what is queued for the vet whose token is mirrored; tabs hear of it on the channel. */
export async function runOutboxSync(deps: OutboxSyncDeps, run: SyncRun): Promise<SyncResult> {
  const now = deps.now ?? Date.now;
  const deadline = now() + (run.budgetMs ?? SYNC_BUDGET_MS);
  const remaining = () => Math.max(deadline - now(), 0);
  const log =
    deps.log ?? ((message, error) => console.warn(`[outbox sync] ${message}`, error ?? ''));
  const db = deps.db ?? openOutboxDb({ topics: deps.topics });
  const openChannel = deps.openChannel === undefined ? openBroadcastChannel : deps.openChannel;
  const announce = openChannel?.(() => undefined) ?? null;

  const first = await readMirroredToken();
  // Nobody signed in: the reports wait, paused, until their vet signs in again in the app.
  if (!first) return 'done';

  let last: { token: string; ownerId: string } | null = null;
  let refusal: { token: string; ownerId: string } | null = null;
  const runner = createRunner({
    db,
    topics: deps.topics,
    transport: withinBudget(deps.transport ?? fetchTransport(), remaining),
    ...(deps.askArrival ? { askArrival: deps.askArrival } : {}),
    lock: budgetedLock(deps.lock ?? defaultLock(db, crypto.randomUUID(), now), remaining),
    now,
    random: deps.random ?? Math.random,
    // Read again before every report: a sign-out or another vet signing in takes effect at once.
    // The worker cannot renew a token: with an expired one the reports wait for the app, which
    // renews first and then sends them.
    readSession: async () => {
      if (refusal !== null) return null; // refused once: the rest waits for the app to renew
      const mirrored = await readMirroredToken();
      const usable = mirrored !== null && !expiresSoon(mirrored.token, now(), mirrored.savedAt);
      last = usable ? { token: mirrored.token, ownerId: mirrored.userId } : null;
      return last;
    },
    apiBaseUrl: () => deps.apiBaseUrl,
    // No timers in a service worker: the browser fires the sync again, or the app takes over.
    setTimer: () => null,
    clearTimer: () => undefined,
    openChannel,
    // A 401: the reports stay queued (no sign-in prompt) and the tabs are told, to renew the token.
    renew: () => {
      refusal = last;
      return Promise.resolve('unavailable');
    },
    log,
  });
  try {
    await runner.sendNow();
  } finally {
    runner.stop();
  }
  // Read through a function: TypeScript cannot see the runner's callback set it.
  const refused = ((): { token: string; ownerId: string } | null => refusal)();
  if (refused !== null) {
    // The server refused this token: forget it (unless a newer one came meanwhile), tell the tabs
    // (an open one renews it, or ends the session if the refresh token is refused too).
    await forgetRefusedToken(refused.token);
    announce?.post({ type: 'unauthorized', ownerId: refused.ownerId });
    announce?.close();
    return 'done';
  }
  announce?.close();
  const left = (await db.list()).filter(
    (item) =>
      item.ownerId === first.userId && (item.state === 'queued' || item.state === 'sending'),
  );
  return left.length > 0 && !run.lastChance ? 'retry-later' : 'done';
}
