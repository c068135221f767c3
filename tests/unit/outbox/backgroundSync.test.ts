// The service worker's Background Sync sender (sw/outboxSync.ts) on fake-indexeddb (node): the same
// runner as the tabs, with the mirrored token. docs/offline-and-outbox.md scenarios on the worker
// path: 2 (answer lost after commit: the next sync creates nothing new), 5 (a certificate's bytes
// arrive intact), 6 (no answer or 5xx: kept, the browser fires the sync again; on its last chance
// the app takes over), 8 (401: the mirrored token is forgotten, the queue waits for sign-in, the
// tabs are told), 10 (a tab and the worker at once: one request per item), 17 (never sent with
// another vet's token; none without a token), 20 (nothing dropped), and a sync event running out of
// time (the item stays queued, never 'sending'; a stale 'sending' left by a stopped worker is sent
// by the next sync).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@/lib/outbox/channel';
import type { OutboxDb } from '@/lib/outbox/db';
import { askArrival } from '@/lib/outbox/arrival';
import { leaseLock } from '@/lib/outbox/lock';
import { clearMirroredToken, mirrorToken, readMirroredToken } from '@/lib/session/tokenMirror';
import { fetchTransport, TransportError, type Transport } from '@/lib/outbox/transport';
import { MIN_SEND_WINDOW_MS, runOutboxSync, type OutboxSyncDeps } from '../../../sw/outboxSync';
import {
  API,
  certificateBytes,
  fakeApi,
  fakeToken,
  freshDb,
  makeItem,
  sha256,
  testRunner,
  certificateFile,
  topics,
} from './support';
import { ownerOfTestToken } from '../../support/session';

const VET = fakeToken('7');

beforeEach(async () => {
  await mirrorToken(VET, ownerOfTestToken(VET));
});
afterEach(async () => {
  await clearMirroredToken();
});

/** The worker's sender wired to the fake API; records what it told the tabs. */
function workerSync(
  db: OutboxDb,
  api: ReturnType<typeof fakeApi>,
  extra: Partial<OutboxSyncDeps> = {},
) {
  const told: OutboxMessage[] = [];
  const deps: OutboxSyncDeps = {
    apiBaseUrl: API,
    topics,
    db,
    transport: fetchTransport(api.fetch),
    askArrival: askArrival(api.fetch),
    random: () => 0.5,
    openChannel: () => ({ post: (message) => told.push(message), close: () => undefined }),
    log: () => undefined,
    ...extra,
  };
  return {
    told,
    run: (lastChance = false, budgetMs?: number) =>
      runOutboxSync(deps, { lastChance, ...(budgetMs === undefined ? {} : { budgetMs }) }),
  };
}

describe('the Background Sync sender', () => {
  it('sends every queued report of the mirrored vet once, certificate intact, and tells the tabs', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const bytes = certificateBytes(300_000);
    const withCertificate = makeItem({
      file: certificateFile({
        name: 'cert.pdf',
        type: 'application/pdf',
        size: bytes.length,
        sha256: await sha256(bytes),
      }),
    });
    await db.add(withCertificate, new Blob([bytes], { type: 'application/pdf' }));
    await db.add(makeItem({ attempts: 4, nextAttemptAt: Date.now() + 9 * 60_000 }), null);
    const sync = workerSync(db, api);

    expect(await sync.run()).toBe('done');
    expect(api.reports).toHaveLength(2);
    expect(api.requests.every((r) => r.auth === `Bearer ${VET}`)).toBe(true);
    expect(api.requests.map((r) => r.key)).toContain(withCertificate.id);
    expect(api.reports[0]!.certificate?.bytes).toEqual(bytes);
    expect(await db.list()).toEqual([]);
    expect(sync.told.filter((m) => m.type === 'sent')).toHaveLength(2);
  });

  it('2: an answer lost after commit is found on the server by the same sync: no second report', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    await db.add(makeItem(), null);
    api.script.push('drop-after-commit');
    const sync = workerSync(db, api);

    expect(await sync.run()).toBe('done');
    expect(api.requests).toHaveLength(1);
    expect(api.reads).toHaveLength(1); // asked whether it arrived, instead of sending it again
    expect(api.reports).toHaveLength(1);
    expect(await db.list()).toEqual([]);
  });

  it('6: no answer keeps the report; on the last chance it is left queued for the app', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    await db.add(makeItem(), null);
    api.script.push('network', { status: 503 });
    const sync = workerSync(db, api);

    expect(await sync.run()).toBe('retry-later');
    expect(await sync.run(true)).toBe('done');
    expect(await db.list()).toMatchObject([{ state: 'queued', attempts: 2 }]);
    expect(api.reports).toHaveLength(0);
  });

  it("17: sends nothing without a mirrored token, and never another vet's report", async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const other = makeItem({ ownerId: '8' });
    await db.add(other, null);
    const sync = workerSync(db, api);

    expect(await sync.run()).toBe('done');
    await clearMirroredToken();
    await db.add(makeItem(), null);
    expect(await sync.run()).toBe('done');
    expect(api.requests).toHaveLength(0);
    expect((await db.list()).map((item) => item.state)).toEqual(['queued', 'queued']);
  });

  it('8: a 401 keeps the queue waiting, with no sign-in prompt, forgets the token and tells the tabs', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    await db.add(makeItem(), null);
    await db.add(makeItem(), null);
    api.script.push({ status: 401, body: { detail: 'Token expired.' } });
    const sync = workerSync(db, api);

    expect(await sync.run()).toBe('done');
    expect(api.requests).toHaveLength(1);
    expect((await db.list()).map((item) => item.state)).toEqual(['queued', 'queued']);
    expect(await readMirroredToken()).toBeNull();
    expect(sync.told).toContainEqual({ type: 'unauthorized', ownerId: '7' });
  });

  it("8: a tab hears the worker's 401 and ends that vet's session, not another vet's", async () => {
    const { db } = freshDb();
    let deliver: (message: OutboxMessage) => void = () => undefined;
    const { runner, unauthorizedCount } = testRunner(db, fakeApi(), {
      openChannel: (onMessage) => {
        deliver = onMessage;
        return { post: () => undefined, close: () => undefined };
      },
    });
    deliver({ type: 'unauthorized', ownerId: '8' });
    await runner.trigger('after the message'); // IndexedDB round trips: the message was handled
    expect(unauthorizedCount()).toBe(0);
    deliver({ type: 'unauthorized', ownerId: '7' });
    await expect.poll(unauthorizedCount).toBe(1);
    runner.stop();
  });

  it('8: a token renewed while the refused one was in flight is kept', async () => {
    const { db } = freshDb();
    const renewed = `${VET}renewed`;
    await db.add(makeItem(), null);
    const refuseAfterRenewal: Transport = async () => {
      await mirrorToken(renewed, ownerOfTestToken(renewed)); // a tab signs in again while the request is out
      return { status: 401, header: () => 'application/json', text: '{"detail":"expired"}' };
    };
    const sync = workerSync(db, fakeApi(), { transport: refuseAfterRenewal });

    await sync.run();
    expect((await readMirroredToken())?.token).toBe(renewed);
  });

  it('a sync running out of time leaves the report queued, and a stale "sending" is sent next time', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const item = makeItem();
    await db.add(item, null);
    const timeouts: number[] = [];
    const outOfTime: Transport = (request) => {
      timeouts.push(request.timeoutMs);
      return Promise.reject(new TransportError('timeout'));
    };
    const budgetMs = MIN_SEND_WINDOW_MS + 5_000;

    expect(await workerSync(db, api, { transport: outOfTime }).run(false, budgetMs)).toBe(
      'retry-later',
    );
    // The upload was given no more than the event's time left, and the item is not stuck 'sending'.
    expect(timeouts[0]).toBeLessThanOrEqual(budgetMs);
    expect((await db.list())[0]).toMatchObject({ state: 'queued', attempts: 1 });

    // A worker stopped by the browser mid-upload leaves 'sending' behind: the next sync sends it.
    await db.patch(item.id, () => ({ state: 'sending', nextAttemptAt: 0 }));
    expect(await workerSync(db, api).run()).toBe('done');
    expect(api.reports).toHaveLength(1);
    expect(await db.list()).toEqual([]);
  });

  it('starts no new upload once too little of the time is left', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    await db.add(makeItem(), null);
    const sync = workerSync(db, api);
    expect(await sync.run(false, MIN_SEND_WINDOW_MS - 1)).toBe('retry-later');
    expect(api.requests).toHaveLength(0);
    expect((await db.list())[0]).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('10: a tab and the service worker draining at once send each report once', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    for (let i = 0; i < 6; i++) await db.add(makeItem(), null);
    // Requests are held until the tab or the worker has come and gone, so that one meets the other
    // mid-upload; two requests out at once (both draining) open the gate too, and are caught below.
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let inFlight = 0;
    const held: typeof fetch = async (input, init) => {
      inFlight += 1;
      if (inFlight > 1) open();
      await gate;
      inFlight -= 1;
      return api.fetch(input, init);
    };
    const { runner, clock } = testRunner(db, { ...api, fetch: held });
    const sync = workerSync(db, api, {
      transport: fetchTransport(held),
      askArrival: askArrival(held),
      now: clock.now,
      lock: leaseLock(db, 'service-worker', clock.now),
    });

    const tab = Promise.all([runner.trigger('tab'), runner.trigger('tab again')]);
    const worker = sync.run();
    await Promise.all([tab.finally(open), worker.finally(open)]);
    // Whoever did not get the lock leaves the rest to the next trigger or sync.
    await runner.trigger('tab after');
    await sync.run();
    expect(api.reports).toHaveLength(6);
    expect(new Set(api.requests.map((r) => r.key)).size).toBe(api.requests.length);
    expect(await db.list()).toEqual([]);
  });
});
