// The outbox runner against the real reference server (node, fake-indexeddb).
// docs/offline-and-outbox.md scenarios covered here: 2 (response dropped after commit: replay gives
// one report and one wallet credit), 3 (captive-portal HTML not counted), 4 (removal after
// confirmation fails: replay harmless), 5 (a 5 MB certificate upload broken off half-way: retried,
// arrives intact byte for byte), 6 (5xx and 429 + Retry-After retried), 7 (a 4xx parks one item
// while the next goes out), 8 (401 pauses, sign-in resumes), 9 (same key, other payload: conflict
// shown, nothing lost), 10 (two runners racing: one report per item), 19 (the multipart body
// arrives intact; the browser half, with the service worker active, is in
// tests/e2e/outbox.test.ts).
import { ordersMsg } from '@/features/orders/messages';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxMsg } from '@/features/orders/messages';
import type { OutboxDb } from '@/lib/outbox/db';
import type { RunnerDeps } from '@/lib/outbox/runner';
import { fetchTransport, TransportError, type Transport } from '@/lib/outbox/transport';
import type { OutboxItem } from '@/lib/outbox/types';
import { ownerOfTestToken } from '../support/session';
import { startTestServer, type TestServer } from '../support/server';
import {
  certificateFile,
  fakeToken,
  forOrder,
  freshDb,
  manualClock,
  sha256,
  wiredRunner,
} from '../unit/outbox/support';

const VET = 'verified@vets.example';
let server: TestServer;
let token: string;
let owner: string;

interface ApiOrder {
  id: number;
  order_number: string;
  vet_completed: boolean;
  certificate_of_safety: string | null;
  inspection_health_state: string | null;
}

// A fresh server (fresh demo data: four pending orders) for every test.
beforeEach(async () => {
  server = await startTestServer();
  token = await server.tokenFor(VET);
  owner = ownerOfTestToken(token);
});
afterEach(async () => {
  await server.close();
});

async function api<T>(path: string, bearer = token): Promise<T> {
  const response = await fetch(`${server.apiBaseUrl}${path}`, {
    headers: { Authorization: `Bearer ${bearer}` },
  });
  return (await response.json()) as T;
}

const pendingOrders = async () =>
  (await api<ApiOrder[]>('dashboard/assigned-orders/')).filter((order) => !order.vet_completed);

async function inspectionCredits(orderNumber: string): Promise<number> {
  const history = await api<{ reference: string; transaction_type: string }[]>(
    'wallet/transaction-history/',
  );
  return history.filter(
    (t) => t.reference === `INS-${orderNumber}` && t.transaction_type === 'credit',
  ).length;
}

/** A real PDF header followed by recognisable bytes, `size` bytes in all. */
function pdfBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  const header = new TextEncoder().encode('%PDF-1.4\n');
  bytes.set(header);
  for (let i = header.length; i < size; i++) bytes[i] = (i * 31 + 7) % 251;
  return bytes;
}

let counter = 0;
function reportItem(order: ApiOrder, overrides: Partial<OutboxItem> = {}): OutboxItem {
  counter++;
  return {
    v: 2,
    id: crypto.randomUUID(),
    ownerId: owner,
    ...forOrder(order.id, order.order_number),
    fields: { inspection_health_state: 'Good', inspection_description: `Checked ${counter}` },
    file: null,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: counter,
    updatedAt: counter,
    ...overrides,
  };
}

function runnerFor(db: OutboxDb, overrides: Partial<RunnerDeps> = {}) {
  const wired = wiredRunner(
    db,
    {
      transport: fetchTransport(),
      apiBaseUrl: server.apiBaseUrl,
      token,
      clock: manualClock(Date.now()),
    },
    overrides,
  );
  /** Lets the backoff run out and drains again. */
  const retry = async () => {
    wired.clock.advance(60 * 60_000);
    await wired.runner.trigger('backoff timer');
  };
  return { ...wired, retry, unauthorized: wired.unauthorizedCount };
}

/** The server's side of the next request to `url`, once it has read its headers. */
function serverReceives(url: string): Promise<IncomingMessage> {
  const { pathname, search } = new URL(url);
  return new Promise((resolve) => {
    const onRequest = (incoming: IncomingMessage) => {
      if (incoming.url !== `${pathname}${search}`) return;
      server.app.server.off('request', onRequest);
      resolve(incoming);
    };
    server.app.server.on('request', onRequest);
  });
}

/**
 * Sends the first `fraction` of the multipart body, then the connection dies (no answer): once the
 * server is reading the upload, and settled once the server has seen it die.
 */
function brokenOffTransport(fraction: number): Transport {
  return async (request) => {
    const encoded = new Response(request.body);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const received = serverReceives(request.url);
    await new Promise<void>((resolve) => {
      const req = httpRequest(request.url, {
        method: request.method,
        headers: {
          ...request.headers,
          'Content-Type': encoded.headers.get('content-type') ?? '',
          'Content-Length': String(bytes.length),
        },
      });
      req.on('error', () => undefined); // the connection is dropped on purpose
      req.write(bytes.subarray(0, Math.floor(bytes.length * fraction)), () => {
        void received.then((incoming) => {
          incoming.once('close', () => resolve());
          req.destroy();
        });
      });
    });
    throw new TransportError('network');
  };
}

describe('outbox against the reference server', () => {
  it('2: a report whose response was dropped after commit is found on the server: one report, one wallet credit', async () => {
    const [order] = await pendingOrders();
    const before = await server.stats();
    const { db } = freshDb();
    const item = reportItem(order!);
    await db.add(item, null);
    const { runner, sent } = runnerFor(db);

    await server.faults({ dropNextResponses: 1 });
    await runner.trigger('save');
    // Committed, answer lost: the completed list says it arrived, so it is not sent again.

    expect(sent).toEqual([item.id]);
    expect(await db.list()).toEqual([]);
    const after = await server.stats();
    expect(after.reports).toBe(before.reports + 1);
    expect(after.credits).toBe(before.credits + 1);
    expect(await inspectionCredits(order!.order_number)).toBe(1);
  });

  it('3: a captive-portal 200 HTML page is not counted as sent; the report goes later', async () => {
    const [order] = await pendingOrders();
    const { db } = freshDb();
    const item = reportItem(order!);
    await db.add(item, null);
    const { runner, retry, sent } = runnerFor(db);

    await server.faults({ htmlNext: 1 });
    await runner.trigger('save');
    expect(sent).toEqual([]);
    expect(await db.get(item.id)).toMatchObject({
      state: 'queued',
      lastError: outboxMsg.notTheServer,
    });

    await retry();
    expect(sent).toEqual([item.id]);
    expect((await api<ApiOrder[]>('dashboard/get-completed-orders/')).map((o) => o.id)).toContain(
      order!.id,
    );
  });

  it('4: if removing the confirmed item fails, the replay is harmless', async () => {
    const [order] = await pendingOrders();
    const before = await server.stats();
    const { db } = freshDb();
    let failing = true;
    const item = reportItem(order!);
    // Removing the item, and the fallback of marking it sent, both fail after the server confirmed.
    const flaky: OutboxDb = {
      ...db,
      remove: (id) => (failing ? Promise.reject(new Error('I/O error')) : db.remove(id)),
      patch: (id, change) =>
        failing && change(item)?.state === 'sent'
          ? Promise.reject(new Error('I/O error'))
          : db.patch(id, change),
    };
    await db.add(item, null);
    const { runner } = runnerFor(flaky);

    await runner.trigger('save');
    expect(await db.get(item.id)).toMatchObject({ state: 'sending' }); // confirmation not recorded
    expect((await server.stats()).reports).toBe(before.reports + 1);

    failing = false;
    await runner.trigger('app start');

    expect(await db.list()).toEqual([]);
    const after = await server.stats();
    expect(after.requests[`/api/dashboard/send-inspection-report/${order!.id}/`]).toBe(2);
    expect(after.reports).toBe(before.reports + 1);
    expect(after.credits).toBe(before.credits + 1);
  });

  it('5 and 19: a 5 MB certificate upload broken off half-way is retried and arrives intact', async () => {
    const [order] = await pendingOrders();
    const bytes = pdfBytes(5 * 1024 * 1024);
    const { db } = freshDb();
    const item = reportItem(order!, {
      file: certificateFile({
        name: 'health.pdf',
        type: 'application/pdf',
        size: bytes.length,
        sha256: await sha256(bytes),
      }),
    });
    await db.add(item, new Blob([bytes], { type: 'application/pdf' }));
    let attempt = 0;
    const firstBreaks: Transport = (request) =>
      attempt++ === 0 ? brokenOffTransport(0.5)(request) : fetchTransport()(request);
    const { runner, sent } = runnerFor(db, { transport: firstBreaks });

    // Broken off with the server still answering its reads: not there yet, so sent again at once.
    await runner.trigger('save');
    expect(attempt).toBe(2);
    expect(sent).toEqual([item.id]);
    const done = (await api<ApiOrder[]>('dashboard/get-completed-orders/')).find(
      (o) => o.id === order!.id,
    )!;
    expect(done.certificate_of_safety).toMatch(/^\/media\//);
    const stored = await fetch(`${server.baseURL}${done.certificate_of_safety!}`);
    const received = new Uint8Array(await stored.arrayBuffer());
    expect(received.length).toBe(bytes.length);
    expect(await sha256(received)).toBe(item.file!.sha256);
  });

  it('6: 5xx and 429 with Retry-After are retried, then the report goes through', async () => {
    const [order] = await pendingOrders();
    const { db } = freshDb();
    const item = reportItem(order!);
    await db.add(item, null);
    const { runner, retry, clock, sent } = runnerFor(db);

    await server.faults({ fail5xxNext: 1, failStatus: 503 });
    await runner.trigger('save');
    expect(await db.get(item.id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: outboxMsg.serverTrouble(503),
    });

    await server.faults({ fail5xxNext: 1, failStatus: 429, retryAfter: 90 });
    clock.advance(60 * 60_000);
    await runner.trigger('timer');
    const waiting = await db.get(item.id);
    expect(waiting).toMatchObject({ attempts: 2, lastError: outboxMsg.serverBusy });
    expect(waiting!.nextAttemptAt - clock.now()).toBe(90_000);

    await retry();
    expect(sent).toEqual([item.id]);
  });

  it("7: a 4xx parks only that report with the server's message; the next one goes out", async () => {
    const [order] = await pendingOrders();
    const otherVetToken = await server.tokenFor('second@vets.example');
    const [foreign] = await api<ApiOrder[]>('dashboard/assigned-orders/', otherVetToken);
    const { db } = freshDb();
    const bad = reportItem(foreign!); // another vet's order: 404 for this vet
    const good = reportItem(order!);
    await db.add(bad, null);
    await db.add(good, null);
    const { runner, sent } = runnerFor(db);

    await runner.trigger('save');

    expect(sent).toEqual([good.id]);
    const parked = await db.get(bad.id);
    expect(parked).toMatchObject({ state: 'needs-attention', attempts: 1 });
    expect(parked!.lastError).toBeTruthy();
    expect(parked!.lastError).not.toBe(ordersMsg.reportFailed);
  });

  it('8: a 401 pauses the queue; after signing in again the report is sent', async () => {
    const [order] = await pendingOrders();
    const { db } = freshDb();
    const item = reportItem(order!);
    await db.add(item, null);
    const { runner, tokens, sent, unauthorized } = runnerFor(db);

    tokens.current = fakeToken(owner); // same vet, but a token the server does not accept
    await runner.trigger('save');
    expect(unauthorized()).toBe(1);
    expect(await db.get(item.id)).toMatchObject({ state: 'waiting-for-sign-in' });

    tokens.current = await server.tokenFor(VET);
    await runner.tokenChanged();
    expect(sent).toEqual([item.id]);
  });

  it('9: the same Idempotency-Key with a different payload is shown as a conflict', async () => {
    const [order] = await pendingOrders();
    const { db } = freshDb();
    const item = reportItem(order!);
    await db.add(item, null);
    const { runner } = runnerFor(db);
    await runner.trigger('save');
    const before = await server.stats();

    await db.add(
      {
        ...item,
        fields: { inspection_health_state: 'Poor', inspection_description: 'Other' },
      },
      null,
    );
    await runner.trigger('again');

    expect(await db.get(item.id)).toMatchObject({
      state: 'needs-attention',
      lastError: 'This report conflicts with one already sent with the same Idempotency-Key.',
    });
    expect((await server.stats()).reports).toBe(before.reports);
  });

  it('10: two runners racing over one outbox send each report once', async () => {
    const orders = (await pendingOrders()).slice(0, 2);
    expect(orders).toHaveLength(2);
    const before = await server.stats();
    const { db } = freshDb();
    for (const order of orders) await db.add(reportItem(order), null);
    await server.faults({ latencyMs: 100 });
    const tabA = runnerFor(db);
    const tabB = runnerFor(db);

    await Promise.all([tabA.runner.trigger('start'), tabB.runner.trigger('start')]);
    await Promise.all([tabA.retry(), tabB.retry()]);

    const after = await server.stats();
    expect(after.reports).toBe(before.reports + 2);
    expect(after.credits).toBe(before.credits + 2);
    expect(after.requests[`/api/dashboard/send-inspection-report/${orders[0]!.id}/`]).toBe(1);
    expect(await db.list()).toEqual([]);
  });
});
