// The outbox's IndexedDB store and queueing (node, fake-indexeddb). docs/offline-and-outbox.md
// scenarios: 1 (killed between writing the report and its certificate: both or neither), 13
// (QuotaExceededError on save: nothing half-saved, the caller is told), 14 (connection closed
// mid-session: reopened and retried), 16 (items written before an app update survive a restart and
// are sent), plus enqueue/restore with the Blob intact and navigator.storage.persist() on the first
// save.
import { createStore, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOutboxDb, type OutboxDb } from '@/lib/outbox/db';
import type { UnknownAction } from '@reduxjs/toolkit';
import { createOutboxPort } from '@/lib/outbox/port';
import type { OutboxThunk } from '@/lib/outbox/queue';
import { buildReportItem } from '@/features/orders/reportItem';
import { loadItem, OutboxQuotaError, OutboxSaveTimeoutError, queueItem } from '@/lib/outbox/queue';
import { startOutbox } from '@/lib/outbox/startOutbox';
import { TransportError } from '@/lib/outbox/transport';
import { fetchTransport } from '@/lib/outbox/transport';
import {
  certificateBytes,
  fakeApi,
  fakeToken,
  freshDb,
  makeItem,
  manualClock,
  sha256,
  sessionOf,
  topics,
} from './support';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const offline = () => Promise.reject(new TransportError('network'));

function start(db: OutboxDb, options: Partial<Parameters<typeof startOutbox>[1]> = {}) {
  const actions: { type: string; payload?: unknown }[] = [];
  const clock = manualClock();
  const port = createOutboxPort();
  const dispatch = (action: UnknownAction) => void actions.push(action);
  const stop = startOutbox(
    { dispatch, subscribe: () => () => undefined, port },
    {
      topics,
      db,
      transport: offline,
      readSession: () => sessionOf(fakeToken('7')),
      now: clock.now,
      setTimer: clock.setTimer,
      clearTimer: clock.clearTimer,
      openChannel: null,
      log: () => undefined,
      apiBaseUrl: () => 'http://api.test/api/',
      ...options,
    },
  );
  stops.push(stop);
  /** Runs an outbox thunk as the store would (this outbox as its extra argument). */
  const run = <R>(thunk: OutboxThunk<R>): R => thunk(dispatch, () => ({}), { outbox: port });
  return { actions, stop, clock, run };
}

const draft = (certificate: Blob | null) =>
  buildReportItem({
    orderId: 12,
    orderNumber: 'ORD-0012',
    kind: 'send' as const,
    fields: { inspection_health_state: 'Excellent' as const, inspection_description: 'All well.' },
    certificate,
  });

describe('outbox store', () => {
  it('queues a report and restores it with its certificate Blob intact', async () => {
    const { db } = freshDb();
    const { run } = start(db);
    const bytes = certificateBytes(2 * 1024 * 1024);
    const summary = await run(
      queueItem(draft(new File([bytes], 'certificate.pdf', { type: 'application/pdf' }))),
    );

    expect(summary).toMatchObject({
      subject: { key: 12, label: 'ORD-0012' },
      state: 'queued',
    });
    const restored = await run(loadItem(summary.id));
    expect(restored?.item.fields).toEqual(draft(null).fields);
    expect(restored?.item.file).toEqual({
      field: 'certificate_of_safety',
      name: 'certificate.pdf',
      type: 'application/pdf',
      size: bytes.length,
      sha256: await sha256(bytes),
    });
    const blob = restored!.file!;
    expect(blob).toBeInstanceOf(Blob);
    expect(await sha256(new Uint8Array(await blob.arrayBuffer()))).toBe(await sha256(bytes));
    expect(restored?.item.ownerId).toBe('7'); // the signed-in vet owns it
  });

  it('never hangs on a save the device does not finish: the caller is told in time', async () => {
    const { db } = freshDb();
    // A write that never settles, as a frozen IndexedDB transaction in WebKit did.
    const stalled: OutboxDb = { ...db, add: () => new Promise<void>(() => undefined) };
    const { run } = start(stalled);
    await expect(run(queueItem(draft(null), 200))).rejects.toBeInstanceOf(OutboxSaveTimeoutError);
  });

  it('asks for persistent storage when the first report is queued', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', { storage: { persist } });
    const { db } = freshDb();
    const { run } = start(db);
    await run(queueItem(draft(null)));
    await run(queueItem(draft(null)));
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('1: a write killed between the report and its certificate leaves neither behind', async () => {
    const { db, name } = freshDb();
    // The certificate write fails inside the transaction (as a tab dying mid-write aborts it).
    const notStorable = { then: () => undefined, fn: () => undefined } as unknown as Blob;
    await expect(db.add(makeItem(), notStorable)).rejects.toThrow();

    const afterRestart = openOutboxDb({ topics, makeStore: () => createStore(name, 'items') });
    expect(await afterRestart.list()).toEqual([]);
  });

  it('1: an aborted transaction (tab closed before commit) leaves neither behind', async () => {
    const { name } = freshDb();
    const base = createStore(name, 'items');
    // Same store, but the transaction is aborted after both writes were issued, before commit.
    const db = openOutboxDb({
      makeStore: () => (mode, callback) =>
        base(mode, (store) => {
          const result = callback(store);
          if (mode === 'readwrite') store.transaction.abort();
          return result;
        }),
    });
    const item = makeItem();
    await expect(db.add(item, new Blob(['pdf']))).rejects.toBeTruthy();

    const afterRestart = openOutboxDb({ topics, makeStore: () => createStore(name, 'items') });
    expect(await afterRestart.get(item.id)).toBeUndefined();
    expect(await afterRestart.file(item.id)).toBeUndefined();
  });

  it('13: a QuotaExceededError on save is reported as such and nothing is stored', async () => {
    const { db } = freshDb();
    const { run } = start(db);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(run(queueItem(draft(new Blob(['x']))))).rejects.toBeInstanceOf(OutboxQuotaError);
    vi.restoreAllMocks();
    expect(await db.list()).toEqual([]);
  });

  it('14: reopens a connection the browser closed mid-session and retries', async () => {
    const { name } = freshDb();
    const connections: IDBDatabase[] = [];
    const realOpen = indexedDB.open.bind(indexedDB);
    vi.spyOn(indexedDB, 'open').mockImplementation((dbName, version) => {
      const request = realOpen(dbName, version);
      request.addEventListener('success', () => connections.push(request.result));
      return request;
    });
    const db = openOutboxDb({ topics, makeStore: () => createStore(name, 'items') });
    await db.add(makeItem(), null);
    expect(connections).toHaveLength(1);

    connections[0]!.close(); // what iOS does to a backgrounded page
    await db.add(makeItem(), null);

    expect(connections).toHaveLength(2);
    expect(await db.list()).toHaveLength(2);
  });

  it('16: reports queued before an app update (version-1 records) survive it and are sent by the new version', async () => {
    const { name } = freshDb();
    const bytes = certificateBytes(4096);
    // Exactly what the first outbox version wrote: one record per report, its certificate beside it.
    const oldStore = createStore(name, 'items');
    const id = crypto.randomUUID();
    await set(
      `item:${id}`,
      {
        v: 1,
        id,
        ownerId: '7',
        orderId: 12,
        orderNumber: 'ORD-0012',
        kind: 'send',
        fields: { inspection_health_state: 'Average', inspection_description: 'Queued before.' },
        certificate: {
          name: 'c.pdf',
          type: 'application/pdf',
          size: bytes.length,
          sha256: await sha256(bytes),
        },
        state: 'queued',
        attempts: 2,
        nextAttemptAt: 0,
        lastError: null,
        createdAt: 1,
        updatedAt: 1,
      },
      oldStore,
    );
    await set(`blob:${id}`, new Blob([bytes], { type: 'application/pdf' }), oldStore);

    // New version: a fresh connection, a fresh runner, the same database.
    const api = fakeApi();
    const newVersion = openOutboxDb({ topics, makeStore: () => createStore(name, 'items') });
    expect(await newVersion.get(id)).toMatchObject({
      v: 2,
      method: 'POST',
      path: 'dashboard/send-inspection-report/12/',
      subject: { key: 12, label: 'ORD-0012' },
      file: { field: 'certificate_of_safety', name: 'c.pdf', size: bytes.length },
    });
    const { actions } = start(newVersion, { transport: fetchTransport(api.fetch) });
    await vi.waitFor(async () => expect(await newVersion.list()).toEqual([]));

    expect(api.requests).toEqual([expect.objectContaining({ key: id, method: 'POST' })]);
    expect(api.requests[0]!.url).toMatch(/dashboard\/send-inspection-report\/12\/$/);
    expect(api.reports[0]).toMatchObject({ state: 'Average', description: 'Queued before.' });
    expect(api.reports[0]!.certificate!.size).toBe(bytes.length);
    expect(actions.some((a) => a.type === 'outbox/itemSent')).toBe(true);
  });
});
