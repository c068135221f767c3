// When the device knows it is offline (node). docs/offline-and-outbox.md scenarios: 11
// (navigator.onLine false: no attempt on save, app start or visibility, yet the backoff, `online`
// and "Send now" still try, so a wrong onLine cannot strand a report), 12 (Background Sync is asked
// for on each save and after a send that got no answer; without it nothing changes).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_SYNC_TAG } from '@/lib/outbox/backgroundSync';
import { buildReportItem } from '@/features/orders/reportItem';
import { queueItem, sendNow } from '@/lib/outbox/queue';
import { connectionRestored, pageVisible } from '@/lib/page/pageEvents';
import { fakeApi, freshDb, makeItem, startedOutbox } from './support';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

const report = {
  orderId: 5,
  orderNumber: 'ORD-5',
  kind: 'send' as const,
  fields: { inspection_health_state: 'Good' as const, inspection_description: 'Fine' },
  certificate: null,
};

/** A service worker registration with (or without) Background Sync, recording registered tags. */
function stubServiceWorker(withSync: boolean) {
  const tags: string[] = [];
  const registration = {
    active: {},
    ...(withSync
      ? { sync: { register: (tag: string) => Promise.resolve(void tags.push(tag)) } }
      : {}),
  };
  vi.stubGlobal('navigator', {
    onLine: true,
    serviceWorker: { getRegistration: () => Promise.resolve(registration) },
  });
  return tags;
}

describe('the device says it is offline', () => {
  it('11: a save starts no attempt; the report waits for signal and goes when it returns', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const device = { offline: true };
    const h = startedOutbox(db, api, stops, { deviceOffline: () => device.offline });
    await vi.waitFor(() => expect(h.lastMirror()).toBeDefined());

    await h.run(queueItem(buildReportItem(report)));
    const [saved] = await db.list();
    expect(saved).toMatchObject({ state: 'queued', attempts: 0 });
    // The page becoming visible does not start an attempt either.
    h.heard(pageVisible());
    await vi.waitFor(() => expect(h.clock.pendingDelay()).not.toBeNull());
    expect(api.requests).toHaveLength(0);
    expect((await db.list())[0]).toMatchObject({ state: 'queued', attempts: 0 });

    device.offline = false;
    h.heard(connectionRestored());
    await vi.waitFor(() => expect(api.reports).toHaveLength(1));
    expect(await db.list()).toEqual([]);
  });

  it('11: app start while offline waits, but the backoff still tries (onLine can be wrong)', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    await db.add(makeItem(), null);
    const h = startedOutbox(db, api, stops, { deviceOffline: () => true });
    await vi.waitFor(() => expect(h.clock.pendingDelay()).not.toBeNull());
    expect(api.requests).toHaveLength(0);
    // Not an immediate retry: the timer waits at least the minimum backoff.
    expect(h.clock.pendingDelay()).toBeGreaterThanOrEqual(5_000);

    // The device was wrong: the network works, and the backoff's attempt sends the report.
    h.clock.runNextTimer();
    await vi.waitFor(() => expect(api.reports).toHaveLength(1));
    expect(await db.list()).toEqual([]);
  });

  it('11: "Send now" tries even while the device says offline', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    await db.add(makeItem(), null);
    const h = startedOutbox(db, api, stops, { deviceOffline: () => true });
    await h.run(sendNow());
    expect(api.reports).toHaveLength(1);
  });
});

describe('Background Sync requests', () => {
  it('12: each save and each send without an answer register the outbox sync', async () => {
    const tags = stubServiceWorker(true);
    const { db } = freshDb();
    const api = fakeApi();
    const h = startedOutbox(db, api, stops);
    api.script.push('network');
    await h.run(queueItem(buildReportItem(report)));
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    // One for the save, one for the attempt that got no answer.
    await vi.waitFor(() => expect(tags).toEqual([OUTBOX_SYNC_TAG, OUTBOX_SYNC_TAG]));
    expect((await db.list())[0]).toMatchObject({ state: 'queued', attempts: 1 });
  });

  it('12: without Background Sync (Firefox, Safari) saving and sending work as before', async () => {
    stubServiceWorker(false);
    const { db } = freshDb();
    const api = fakeApi();
    const h = startedOutbox(db, api, stops);
    await h.run(queueItem(buildReportItem(report)));
    await vi.waitFor(() => expect(api.reports).toHaveLength(1));
    expect(await db.list()).toEqual([]);
  });
});
