// The outbox sender, in the tabs and in the service worker alike: due items one by one under the drain lock.
import { MIN_DELAY_MS, nextDelay } from './backoff';
import type { OutboxChannel, OutboxMessage } from './channel';
import { sha256Hex } from './checksum';
import { classifyFailure, classifyResponse, type Outcome, type TransportFailure } from './classify';
import type { OutboxDb } from './db';
import type { DrainLock } from './lock';
import { askArrival, type AskArrival } from './arrival';
import { buildRequest } from './request';
import { TransportError, type Transport } from './transport';
import type { Session } from '@contract/owner';
import type { OutboxTopics } from './topics';
import { summarize, type OutboxItem, type OutboxItemState, type OutboxSummary } from './types';

/** How soon to look again when another tab held the lock and items are due. */
export const LOCK_RETRY_MS = 5_000;

export interface RunnerDeps {
  db: OutboxDb;
  /** The features' topics: the words for each item's troubles, where its arrival shows. */
  topics: OutboxTopics;
  transport: Transport;
  lock: DrainLock;
  now: () => number;
  random: () => number;
  /**
   * The signed-in vet and their current token, read at send time, never cached: an item goes only
   * with its owner's token (the service worker reads the IndexedDB mirror, hence a promise).
   */
  readSession: () => Session | null | Promise<Session | null>;
  apiBaseUrl: () => string;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** Opens this tab's link to the others (BroadcastChannel); null where there is none. */
  openChannel?: ((onMessage: (message: OutboxMessage) => void) => OutboxChannel) | null;
  /** Every stored item, after each change made here or in another tab. */
  onItems?: (items: OutboxItem[]) => void;
  /** The server confirmed an item (here or in another tab). */
  onSent?: (item: OutboxSummary) => void;
  /**
   * After a 401, renews the session's token (the tabs: one renewal across tabs). 'renewed': the
   * item goes again at once with the new token; 'unavailable' (no answer, a fault): it waits,
   * queued, for its next try. 'refused', or no `renew`: the queue waits for sign-in.
   */
  renew?: () => Promise<'renewed' | 'refused' | 'unavailable'>;
  /**
   * A 401 that no renewal mended: the queue waits for the vet to sign in again. `renewalTried`:
   * this runner renewed already (a 401 told by another tab or the worker is false).
   */
  onUnauthorized?: (renewalTried: boolean) => void;
  onProgress?: (id: string, loaded: number, total: number) => void;
  /**
   * True when the device knows it has no network (navigator.onLine false): opportunistic
   * triggers (`nudge`) then start no attempt. Decisive ones still try: onLine can lie.
   */
  deviceOffline?: () => boolean;
  /** A send got no answer (no signal, or it timed out): ask for a Background Sync. */
  onNoSignal?: () => void;
  /** Asks the API whether an item already arrived (its topic's lists); fetch unless a test says. */
  askArrival?: AskArrival;
  log?: (message: string, error?: unknown) => void;
}

export interface Runner {
  /** Drains what is due (or joins the drain under way); resolves when that work is done. */
  trigger: (reason: string) => Promise<void>;
  /** Like trigger, but starts nothing while the device says it is offline (save, app start, tabs). */
  nudge: (reason: string) => Promise<void>;
  /** Everything queued is due now: the "Send now" button, and signal or the vet coming back. */
  sendNow: () => Promise<void>;
  /** Re-reads the store and tells onItems. */
  refresh: () => Promise<void>;
  /** App start or a token change: the owner's paused and waiting items are due now. */
  tokenChanged: () => Promise<void>;
  /** Tell the other tabs that the store changed (after a save or discard in this tab). */
  announce: () => void;
  stop: () => void;
}

type Step = 'next' | 'stop';

/** The one state check: `item` belongs to the vet `who` and is in one of `states`. */
function ownedIn(item: OutboxItem, who: string, ...states: OutboxItemState[]): boolean {
  return item.ownerId === who && states.includes(item.state);
}

async function fileIntact(blob: Blob | undefined, item: OutboxItem): Promise<boolean> {
  const expected = item.file;
  if (!expected) return true;
  if (!blob || blob.size !== expected.size || expected.size === 0) return false;
  if (!expected.sha256) return true;
  try {
    return (await sha256Hex(blob)) === expected.sha256;
  } catch {
    return false; // the bytes behind the Blob can no longer be read
  }
}

export function createRunner(deps: RunnerDeps): Runner {
  const { db, now } = deps;
  const log = deps.log ?? ((message, error) => console.warn(`[outbox] ${message}`, error ?? ''));
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: unknown = null;

  const channel = deps.openChannel?.((message) => void onRemote(message)) ?? null;

  const ask = deps.askArrival ?? askArrival();
  /** The API refused the Idempotency-Key header once: no later send carries it. */
  let keyRefused = false;

  const owner = async () => (await deps.readSession())?.ownerId ?? null;
  const isDue = (item: OutboxItem, who: string) =>
    ownedIn(item, who, 'queued', 'sending') && item.nextAttemptAt <= now();

  async function refresh() {
    try {
      deps.onItems?.(await db.list());
    } catch (error) {
      log('could not read the outbox', error);
    }
  }

  async function publish() {
    await refresh();
    channel?.post({ type: 'changed' });
  }

  async function onRemote(message: OutboxMessage) {
    if (stopped) return;
    if (message.type === 'sent') deps.onSent?.(message.item);
    if (message.type === 'progress') deps.onProgress?.(message.id, message.loaded, message.total);
    if (message.type === 'unauthorized' && message.ownerId === (await owner())) {
      deps.onUnauthorized?.(false);
    }
    if (message.type === 'changed' || message.type === 'sent') {
      await refresh();
      void nudge('another tab changed the outbox');
    }
  }

  const patch = (id: string, change: Partial<OutboxItem>) =>
    db.patch(id, () => ({ ...change, updatedAt: now() }));

  function progressReporter(id: string) {
    let lastPercent = -1;
    return (loaded: number, total: number) => {
      const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
      if (percent === lastPercent) return;
      lastPercent = percent;
      deps.onProgress?.(id, loaded, total);
      channel?.post({ type: 'progress', id, loaded, total });
    };
  }

  async function confirmSent(item: OutboxItem) {
    try {
      await db.remove(item.id);
    } catch (error) {
      // If even this fails the item is simply sent again: the Idempotency-Key makes that harmless.
      log('could not remove a sent item; it will be confirmed again', error);
      await patch(item.id, { state: 'sent', lastError: null }).catch(() => undefined);
    }
    const sent = summarize({ ...item, state: 'sent', lastError: null });
    if (item.ownerId === (await owner())) deps.onSent?.(sent);
    channel?.post({ type: 'sent', item: sent });
  }

  async function settle(item: OutboxItem, outcome: Exclude<Outcome, { kind: 'sent' }>) {
    const attempts = item.attempts + 1;
    if (outcome.kind === 'retry') {
      await patch(item.id, {
        state: 'queued',
        attempts,
        lastError: outcome.message,
        nextAttemptAt: now() + nextDelay(attempts, deps.random, outcome.retryAfterMs),
      });
    } else if (outcome.kind === 'rejected') {
      await patch(item.id, { state: 'needs-attention', attempts, lastError: outcome.message });
    } else {
      // 401: the whole queue of this vet waits for a new sign-in; nothing is dropped.
      await patch(item.id, { attempts });
      for (const other of await db.list()) {
        if (ownedIn(other, item.ownerId, 'queued', 'sending')) {
          await patch(other.id, { state: 'waiting-for-sign-in', lastError: outcome.message });
        }
      }
    }
  }

  /** One request for `item`: the server's answer classified, or how it failed to come. */
  async function sendAttempt(
    item: OutboxItem,
    file: Blob | null,
    token: string,
    withKey: boolean,
  ): Promise<Outcome | TransportFailure> {
    const request = buildRequest(item, file, deps.apiBaseUrl(), token, { idempotencyKey: withKey });
    request.onProgress = progressReporter(item.id);
    try {
      return classifyResponse(await deps.transport(request), now(), deps.topics.of(item).texts);
    } catch (error) {
      return error instanceof TransportError ? error.failure : 'network';
    }
  }

  /** No answer from the server: retried later, when there is signal (Background Sync too). */
  function noSignal(item: OutboxItem, failure: TransportFailure): Outcome {
    deps.onNoSignal?.();
    return classifyFailure(failure, deps.topics.of(item).texts);
  }

  /**
   * Sends `item` once, without relying on the server's idempotency. After an attempt that may have
   * reached the server unanswered, the server's lists are asked first and nothing is sent again if
   * the item is there. A send that fails at the network level while the API answers its reads
   * (a CORS refusal looks so) is not a lost signal: it goes again without the optional
   * Idempotency-Key, and is then reported as refused, the item kept.
   */
  async function deliver(item: OutboxItem, file: Blob | null, token: string): Promise<Outcome> {
    const arrived: Outcome = { kind: 'sent', body: null };
    const base = deps.apiBaseUrl();
    const { texts, arrival: whereItShows } = deps.topics.of(item);
    const isThere = () => ask(whereItShows(item), base, token);
    /** Asks whether the item is there: an outcome if that settles it, else null (send). */
    const settledByServer = async (): Promise<Outcome | null> => {
      const arrival = await isThere();
      if (arrival === 'arrived') return arrived;
      if (arrival === 'no-answer') return noSignal(item, 'network');
      await patch(item.id, { uncertain: false });
      return null;
    };
    /**
     * One send; a failure answer or none may still have left the item on the server. A refusal
     * is checked too: a browser resends a request whose connection dropped unanswered, and the
     * server refuses the copy ("already sent") of an item it has.
     */
    const send = async (withKey: boolean): Promise<Outcome | TransportFailure> => {
      const result = await sendAttempt(item, file, token, withKey);
      const unsure = typeof result === 'string' || result.kind === 'retry';
      if (unsure) await patch(item.id, { uncertain: true });
      if (typeof result !== 'string' && result.kind === 'rejected') {
        if ((await isThere()) === 'arrived') return arrived;
      }
      return result;
    };

    if (item.uncertain) {
      const settled = await settledByServer();
      if (settled) return settled;
    }
    const withKey = !item.withoutKey && !keyRefused;
    const first = await send(withKey);
    if (typeof first !== 'string') return first;
    if (first === 'timeout') return noSignal(item, 'timeout');
    // No answer at all, yet the API may answer its reads: the send was refused, not lost.
    const afterFirst = await settledByServer();
    if (afterFirst) return afterFirst;
    if (withKey) {
      await patch(item.id, { withoutKey: true });
      const plain = await send(false);
      if (typeof plain !== 'string') {
        // Refused with the header, taken without it: later sends leave it out from the start.
        if (plain.kind === 'sent') keyRefused = true;
        return plain;
      }
      if (plain === 'timeout') return noSignal(item, 'timeout');
      const afterPlain = await settledByServer();
      if (afterPlain) return afterPlain;
    }
    return { kind: 'retry', message: texts.refusedByServer, retryAfterMs: null };
  }

  /**
   * A 401 with `renew`: the token renewed, the item goes again with it at once; renewal out of
   * reach, the item waits for its next try. Never a sign-in prompt while the session can be renewed.
   */
  async function afterRenewal(
    item: OutboxItem,
    file: Blob | null,
    refused: Outcome,
  ): Promise<Outcome> {
    const renewal = await deps.renew?.();
    if (renewal === 'unavailable') {
      const message = deps.topics.of(item).texts.serverNotAnswering;
      return { kind: 'retry', message, retryAfterMs: null };
    }
    const session = renewal === 'renewed' ? await deps.readSession() : null;
    if (!session || session.ownerId !== item.ownerId) return refused;
    return deliver(item, file, session.token);
  }

  async function sendOne(item: OutboxItem, token: string): Promise<Step> {
    const file = item.file ? await db.file(item.id) : undefined;
    if (!(await fileIntact(file, item))) {
      await patch(item.id, {
        state: 'needs-attention',
        lastError: deps.topics.of(item).texts.corruptFile,
      });
      await publish();
      return 'next';
    }
    await patch(item.id, { state: 'sending' });
    await publish();
    let outcome = await deliver(item, file ?? null, token);
    if (outcome.kind === 'unauthorized' && deps.renew) {
      outcome = await afterRenewal(item, file ?? null, outcome);
    }
    if (outcome.kind === 'sent') {
      await confirmSent(item);
    } else {
      await settle(item, outcome);
    }
    await publish();
    if (outcome.kind === 'unauthorized') {
      deps.onUnauthorized?.(deps.renew !== undefined);
      return 'stop';
    }
    return 'next';
  }

  /** One drain while holding the lock: due items of the signed-in vet, oldest first. */
  async function pass(stillHeld: () => Promise<boolean>) {
    const tried = new Set<string>();
    for (;;) {
      if (stopped) return;
      const session = await deps.readSession();
      if (!session) return;
      const { token, ownerId: who } = session;
      const items = await db.list();
      for (const leftover of items.filter((i) => ownedIn(i, who, 'sent'))) {
        await db.remove(leftover.id).catch(() => undefined);
      }
      const next = items.find((item) => isDue(item, who) && !tried.has(item.id));
      if (!next) return;
      tried.add(next.id);
      if (!(await stillHeld())) return;
      if ((await sendOne(next, token)) === 'stop') return;
    }
  }

  async function schedule(lockBusy: boolean) {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    if (stopped) return;
    const who = await owner();
    if (!who) return;
    const waiting = (await db.list()).filter((item) => ownedIn(item, who, 'queued', 'sending'));
    if (waiting.length === 0) return;
    let wakeAt = Math.min(...waiting.map((item) => item.nextAttemptAt));
    if (lockBusy) wakeAt = Math.max(wakeAt, now() + LOCK_RETRY_MS);
    // Known offline: no attempt right now, but the backoff keeps trying (navigator.onLine can lie).
    if (deps.deviceOffline?.()) wakeAt = Math.max(wakeAt, now() + MIN_DELAY_MS);
    timer = deps.setTimer(
      () => {
        timer = null;
        void trigger('backoff timer');
      },
      Math.max(wakeAt - now(), 0),
    );
  }

  async function attempt() {
    let lockBusy = false;
    try {
      lockBusy = !(await deps.lock.runExclusive(pass));
    } catch (error) {
      log('the drain stopped on an error; it will run again later', error);
    }
    try {
      await schedule(lockBusy);
    } catch (error) {
      log('could not schedule the next attempt', error);
    }
  }

  /** Read through a function: `again` is set by triggers arriving while a drain runs. */
  const shouldRepeat = () => again && !stopped;

  function trigger(_reason: string): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await attempt();
      } while (shouldRepeat());
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function nudge(reason: string): Promise<void> {
    if (!deps.deviceOffline?.()) return trigger(reason);
    // A drain under way schedules the next attempt itself; otherwise only the timer is set.
    return (running ?? schedule(false)).catch((error: unknown) => {
      log('could not schedule the next attempt', error);
    });
  }

  /**
   * Makes the selected items due now. Each is checked again in its write: another tab or the
   * worker may have taken it to 'sending' since the list was read.
   */
  async function requeue(select: (item: OutboxItem) => boolean, change: Partial<OutboxItem> = {}) {
    for (const item of await db.list()) {
      if (!select(item)) continue;
      await db.patch(item.id, (current) =>
        select(current)
          ? { state: 'queued', nextAttemptAt: now(), ...change, updatedAt: now() }
          : null,
      );
    }
  }

  return {
    trigger,
    nudge,
    refresh,
    announce: () => channel?.post({ type: 'changed' }),
    sendNow: async () => {
      const who = await owner();
      if (who) await requeue((item) => ownedIn(item, who, 'queued'));
      await publish();
      await trigger('send now');
    },
    tokenChanged: async () => {
      const who = await owner();
      if (who) {
        await requeue((item) => ownedIn(item, who, 'waiting-for-sign-in'), {
          lastError: null,
        });
        // A new session or a fresh app start: waiting out an old backoff helps nobody (with signal).
        if (!deps.deviceOffline?.()) {
          await requeue((item) => ownedIn(item, who, 'queued'));
        }
      }
      await publish();
      await nudge('signed in');
    },
    stop: () => {
      stopped = true;
      if (timer !== null) deps.clearTimer(timer);
      timer = null;
      channel?.close();
    },
  };
}
