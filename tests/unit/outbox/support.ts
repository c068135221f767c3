// Test doubles for the outbox: a manual clock, fake tokens, a fake API honouring Idempotency-Key.
import type { UnknownAction } from '@reduxjs/toolkit';
import { createOutboxPort } from '@/lib/outbox/port';
import type { OutboxThunk } from '@/lib/outbox/queue';
import { createStore } from 'idb-keyval';
import { openOutboxDb, type OutboxDb } from '@/lib/outbox/db';
import { createRunner, type RunnerDeps } from '@/lib/outbox/runner';
import { fetchTransport, type Transport } from '@/lib/outbox/transport';
import type { OutboxItem, StoredFile } from '@/lib/outbox/types';
import type { Session } from '@contract/owner';
import { paths } from '@contract/paths';
import { fakeHear } from '../../support/hear';
import { ownerOfTestToken } from '../../support/session';
import { REPORT_CERTIFICATE_FIELD } from '@contract/wire/order';
import { REPORT_TOPIC } from '@/features/orders/reportOutbox';
import { askArrival } from '@/lib/outbox/arrival';
import { leaseLock } from '@/lib/outbox/lock';
import type { OutboxState } from '@/lib/outbox/outboxSlice';
import { startOutbox, type OutboxOptions } from '@/lib/outbox/startOutbox';
import { appOutboxTopics } from '@/app/outboxTopics';

/** The topics the app registers (inspection reports): their words, arrival lists and old records. */
export const topics = appOutboxTopics;

export const API = 'http://api.test/api/';

/** An unsigned JWT-shaped token whose `sub` is `subject` (the client never verifies tokens). */
export function fakeToken(subject: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ sub: subject })}.signature`;
}

/** The session a fake token stands for, as the app reads it once the profile named the vet. */
export function sessionOf(token: string | null): Session | null {
  return token ? { token, ownerId: ownerOfTestToken(token) } : null;
}

let dbCounter = 0;
/** A fresh outbox database (its own name) so tests never see each other's items. */
export function freshDb(): { db: OutboxDb; name: string } {
  const name = `outbox-test-${++dbCounter}-${Date.now()}`;
  return { db: openOutboxDb({ topics, makeStore: () => createStore(name, 'items') }), name };
}

export interface ManualClock {
  now: () => number;
  advance: (ms: number) => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** The delay of the one timer the runner keeps, or null when none is set. */
  pendingDelay: () => number | null;
  /** Moves time to the earliest timer and runs it (the backoff running out); false when none. */
  runNextTimer: () => boolean;
}

export function manualClock(start = Date.UTC(2026, 0, 5, 8, 0, 0)): ManualClock {
  let time = start;
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
    setTimer: (run, ms) => {
      timers.set(++next, { run, ms });
      return next;
    },
    clearTimer: (handle) => {
      timers.delete(handle as number);
    },
    pendingDelay: () => {
      const all = [...timers.values()];
      return all.length ? Math.min(...all.map((t) => t.ms)) : null;
    },
    runNextTimer: () => {
      const [handle, timer] = [...timers.entries()].sort((a, b) => a[1].ms - b[1].ms)[0] ?? [];
      if (handle === undefined || !timer) return false;
      timers.delete(handle);
      time += timer.ms;
      timer.run();
      return true;
    },
  };
}

export type Behaviour =
  | 'ok'
  | 'network'
  | 'drop-after-commit'
  | 'html'
  | { status: number; body?: unknown; headers?: Record<string, string> };

export interface ReceivedReport {
  key: string;
  orderId: number;
  method: string;
  state: string;
  description: string;
  certificate: { name: string; size: number; bytes: Uint8Array<ArrayBuffer> } | null;
}

/** A fake reference API: honours Idempotency-Key like the real one; `script` scripts failures. */
export function fakeApi() {
  const committed = new Map<string, { fingerprint: string; body: unknown }>();
  const reports: ReceivedReport[] = [];
  /** The sends (POST, PATCH) that reached it; the reads asked before resends are in `reads`. */
  const requests: { url: string; method: string; key: string | null; auth: string | null }[] = [];
  const reads: string[] = [];
  const script: Behaviour[] = [];
  /** A send met 'network' (no signal): the read asked right after it fails too. */
  let down = false;

  /** The order lists, as far as the reports received make them: the outbox asks them before a resend. */
  const list = (url: string) =>
    Response.json(
      url.endsWith(paths.completedOrders)
        ? reports.map((r) => ({
            id: r.orderId,
            order_number: `ORD-${r.orderId}`,
            created_at: '2026-01-05T08:00:00Z',
            inspection_fees: '450.00',
            vet_completed: true,
            inspection_health_state: r.state,
            inspection_description: r.description,
          }))
        : [],
    );

  const fetchImpl: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const headers = new Headers(init?.headers);
    const key = headers.get('Idempotency-Key');
    const method = init?.method ?? 'GET';
    if (method === 'GET') {
      reads.push(url);
      if (down) {
        down = false;
        throw new TypeError('fetch failed');
      }
      return list(url);
    }
    requests.push({ url, method, key, auth: headers.get('Authorization') });
    const behaviour = script.shift() ?? 'ok';
    down = behaviour === 'network';
    if (behaviour === 'network') throw new TypeError('fetch failed');
    if (behaviour === 'html') {
      return new Response('<html><body>Sign in to the Wi-Fi</body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
    }
    if (typeof behaviour === 'object') {
      return new Response(behaviour.body === undefined ? '' : JSON.stringify(behaviour.body), {
        status: behaviour.status,
        headers: { 'Content-Type': 'application/json', ...behaviour.headers },
      });
    }
    const form = init?.body as FormData;
    const file = form.get('certificate_of_safety');
    const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
    const orderId = Number(/\/(\d+)\/$/.exec(url)?.[1]);
    const state = form.get('inspection_health_state') as string;
    const description = form.get('inspection_description') as string;
    const fingerprint = JSON.stringify([orderId, state, description, bytes?.length ?? 0]);
    const previous = key ? committed.get(key) : undefined;
    if (previous && previous.fingerprint !== fingerprint) {
      return Response.json(
        { error: 'This report conflicts with one already sent with the same Idempotency-Key.' },
        { status: 422 },
      );
    }
    const body = previous?.body ?? { id: orderId, vet_completed: true };
    if (!previous) {
      reports.push({
        key: key ?? '',
        orderId,
        method: init?.method ?? 'POST',
        state,
        description,
        certificate:
          file instanceof File && bytes ? { name: file.name, size: file.size, bytes } : null,
      });
      if (key) committed.set(key, { fingerprint, body });
    }
    if (behaviour === 'drop-after-commit') throw new TypeError('socket hang up');
    return Response.json(body, { status: 200 });
  };

  return { fetch: fetchImpl, reports, requests, reads, script };
}

/** The request and subject of a first report for `orderId` (POST send-inspection-report). */
export function forOrder(orderId: number, orderNumber = `ORD-${orderId}`) {
  return {
    method: 'POST' as const,
    path: paths.sendReport(orderId),
    subject: { topic: REPORT_TOPIC, key: orderId, label: orderNumber },
  };
}

/** The same report for a completed order: PATCH update-inspection-report. */
export function asUpdate(item: OutboxItem): OutboxItem {
  return { ...item, method: 'PATCH', path: paths.updateReport(item.subject.key) };
}

/** A stored certificate as the report's file. */
export function certificateFile(info: Omit<StoredFile, 'field'>): StoredFile {
  return { field: REPORT_CERTIFICATE_FIELD, ...info };
}

let itemCounter = 0;
/** A queued report as the wizard would store it. */
export function makeItem(overrides: Partial<OutboxItem> = {}): OutboxItem {
  const n = ++itemCounter;
  return {
    v: 2,
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    ownerId: '7',
    ...forOrder(100 + n, `ORD-${1000 + n}`),
    fields: { inspection_health_state: 'Good', inspection_description: `Healthy herd ${n}` },
    file: null,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: n,
    updatedAt: n,
    ...overrides,
  };
}

/** Where a test runner sends its reports, and from which token and time it starts. */
export interface RunnerWiring {
  transport: Transport;
  apiBaseUrl: string;
  token: string;
  clock?: ManualClock;
}

/**
 * A runner with a manual clock and a token the test can change, recording what it sent and how often
 * it was refused (401).
 */
export function wiredRunner(
  db: OutboxDb,
  wiring: RunnerWiring,
  overrides: Partial<RunnerDeps> = {},
) {
  const clock = wiring.clock ?? manualClock();
  const tokens = { current: wiring.token as string | null };
  const sent: string[] = [];
  let unauthorized = 0;
  const runner = createRunner({
    db,
    topics,
    transport: wiring.transport,
    lock: leaseLock(db, crypto.randomUUID(), clock.now),
    now: clock.now,
    random: () => 0.5,
    readSession: () => sessionOf(tokens.current),
    apiBaseUrl: () => wiring.apiBaseUrl,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    openChannel: null,
    onSent: (item) => sent.push(item.id),
    onUnauthorized: () => {
      unauthorized++;
    },
    log: () => undefined,
    ...overrides,
  });
  return { runner, clock, tokens, sent, unauthorizedCount: () => unauthorized };
}

/** A runner wired to the fake API. */
export function testRunner(
  db: OutboxDb,
  api: ReturnType<typeof fakeApi>,
  overrides: Partial<RunnerDeps> = {},
) {
  return wiredRunner(
    db,
    { transport: fetchTransport(api.fetch), apiBaseUrl: API, token: fakeToken('7') },
    { askArrival: askArrival(api.fetch), ...overrides },
  );
}

/** The sha256 of some bytes, as the outbox stores it. */
export async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Buffer.from(digest).toString('hex');
}

/** A certificate of `size` bytes with recognisable content. */
export function certificateBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) % 251;
  return bytes;
}

/**
 * The outbox started as the app starts it (startOutbox), with a fake store to hear actions from,
 * fake token, time and API; `stops` collects the stop function for afterEach.
 */
export function startedOutbox(
  db: OutboxDb,
  api: ReturnType<typeof fakeApi>,
  stops: (() => void)[],
  overrides: Partial<OutboxOptions> = {},
) {
  const actions: { type: string; payload?: unknown }[] = [];
  const listeners = new Set<() => void>();
  const store = fakeHear();
  const tokens = { current: fakeToken('7') as string | null };
  const clock = manualClock();
  let unauthorized = 0;
  const port = createOutboxPort();
  const dispatch = (action: UnknownAction) => {
    actions.push(action);
  };
  const stop = startOutbox(
    {
      dispatch,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      port,
      hear: store.hear,
    },
    {
      topics,
      db,
      transport: fetchTransport(api.fetch),
      askArrival: askArrival(api.fetch),
      readSession: () => sessionOf(tokens.current),
      now: clock.now,
      setTimer: clock.setTimer,
      clearTimer: clock.clearTimer,
      openChannel: null,
      log: () => undefined,
      apiBaseUrl: () => 'http://api.test/api/',
      onUnauthorized: () => {
        unauthorized++;
        tokens.current = null;
      },
      ...overrides,
    },
  );
  stops.push(stop);
  const lastMirror = () =>
    [...actions].reverse().find((a) => a.type === 'outbox/outboxLoaded')?.payload as
      Pick<OutboxState, 'items' | 'otherAccounts'> | undefined;
  /** The app dispatched an action after which the token may be another (e.g. signedIn). */
  const storeChanged = () => {
    for (const listener of listeners) listener();
  };
  /** Runs an outbox thunk as the store would (this outbox as its extra argument). */
  const run = <R>(thunk: OutboxThunk<R>): R => thunk(dispatch, () => ({}), { outbox: port });
  return {
    run,
    actions,
    /** The app's store dispatched an action (e.g. connectionRestored): the outbox hears it. */
    heard: store.dispatch,
    tokens,
    clock,
    lastMirror,
    storeChanged,
    unauthorized: () => unauthorized,
  };
}
