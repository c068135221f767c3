// When the outbox drains and whom it shows (node). docs/offline-and-outbox.md scenarios: 8 (resumes
// when the vet signs in again, seen through the store), 12 (no Background Sync: drains on app open,
// `online`, visibility and after each save), 17 (another vet's reports are neither shown nor sent;
// counted).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxDb } from '@/lib/outbox/db';
import { buildReportItem } from '@/features/orders/reportItem';
import { queueItem, sendNow } from '@/lib/outbox/queue';
import { connectionRestored, pageVisible } from '@/lib/page/pageEvents';
import { fakeApi, fakeToken, freshDb, makeItem, startedOutbox } from './support';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Room for the queue's IndexedDB writes on a busy machine (vi.waitFor's default is 1 s). */
const waitFor = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 10_000 });

const harness = (db: OutboxDb, api: ReturnType<typeof fakeApi>) => startedOutbox(db, api, stops);

describe('outbox triggers', () => {
  it('12: drains on app start', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    await db.add(makeItem(), null);
    harness(db, api);
    await waitFor(() => expect(api.reports).toHaveLength(1));
  });

  it('12: drains when signal returns and when the page becomes visible', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push('network');
    await db.add(makeItem(), null);
    const h = harness(db, api);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.reports).toHaveLength(0);

    // The backoff is not over, but signal is back: it is sent at once.
    h.heard(connectionRestored());
    await waitFor(() => expect(api.reports).toHaveLength(1));

    // A report in the middle of a long backoff goes as soon as the vet looks at the app again.
    await db.add(makeItem({ attempts: 6, nextAttemptAt: h.clock.now() + 9 * 60_000 }), null);
    h.heard(pageVisible());
    await waitFor(() => expect(api.reports).toHaveLength(2));
  });

  it('12: drains right after a save, and on "Send now" even inside a backoff wait', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const h = harness(db, api);
    api.script.push('network');
    await h.run(
      queueItem(
        buildReportItem({
          orderId: 5,
          orderNumber: 'ORD-5',
          kind: 'send',
          fields: { inspection_health_state: 'Good', inspection_description: 'Fine' },
          certificate: null,
        }),
      ),
    );
    await waitFor(() => expect(api.requests).toHaveLength(1));
    // The failed attempt is written back after its request: under load, a moment later.
    await waitFor(async () =>
      expect((await db.list())[0]).toMatchObject({ state: 'queued', attempts: 1 }),
    );

    await h.run(sendNow());
    expect(api.reports).toHaveLength(1);
    expect(await db.list()).toEqual([]);
  });

  it('8: after a 401 the queue waits, and resumes when the vet signs in again', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push({ status: 401, body: { detail: 'Given token not valid' } });
    await db.add(makeItem(), null);
    const h = harness(db, api);
    await waitFor(() => expect(h.unauthorized()).toBe(1));
    expect(await db.list()).toMatchObject([{ state: 'waiting-for-sign-in' }]);
    h.storeChanged(); // the app dispatches sessionEnded
    await waitFor(() => expect(h.lastMirror()?.items).toEqual([])); // signed out: nothing shown
    expect(api.requests).toHaveLength(1);

    h.tokens.current = fakeToken('7') + 'renewed';
    h.storeChanged();
    await waitFor(() => expect(api.reports).toHaveLength(1));
    expect(api.requests[1]!.auth).toBe(`Bearer ${h.tokens.current}`);
  });

  it("17: shows and sends only the signed-in vet's reports; another vet's are counted and kept", async () => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push({ status: 503 });
    const mine = makeItem({ ownerId: '7' });
    const theirs = makeItem({ ownerId: '9' });
    await db.add(mine, null);
    await db.add(theirs, null);
    const h = harness(db, api);

    await waitFor(() => expect(h.lastMirror()?.items[0]?.attempts).toBe(1));
    expect(h.lastMirror()).toMatchObject({ items: [{ id: mine.id }], otherAccounts: 1 });
    expect(api.requests.map((r) => r.key)).toEqual([mine.id]);
    expect(await db.get(theirs.id)).toMatchObject({ state: 'queued', attempts: 0 });
  });
});
