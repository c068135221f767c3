// Two tabs at once (docs/offline-and-outbox.md scenario 10): one request per item, with
// navigator.locks and with the IndexedDB lease fallback; a lease left by a dead tab runs out; and a
// "Send now" elsewhere leaves the report being uploaded marked as sending.
import { describe, expect, it } from 'vitest';
import { leaseLock, webLock } from '@/lib/outbox/lock';
import { fetchTransport } from '@/lib/outbox/transport';
import type { OutboxDb } from '@/lib/outbox/db';
import { fakeApi, freshDb, makeItem, testRunner } from './support';

/** An API that holds every request until the test opens the gate, so two drains surely overlap. */
function gatedApi() {
  const api = fakeApi();
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let firstArrived: () => void = () => undefined;
  const inFlight = new Promise<void>((resolve) => (firstArrived = resolve));
  let arrivals = 0;
  const gatedFetch: typeof fetch = async (input, init) => {
    arrivals += 1;
    firstArrived();
    await gate;
    return api.fetch(input, init);
  };
  return { ...api, fetch: gatedFetch, open, inFlight, arrivals: () => arrivals };
}

/** An in-memory stand-in for navigator.locks shared by two "tabs" (request with ifAvailable). */
function sharedLocks() {
  const held = new Set<string>();
  return {
    request: async (
      name: string,
      _options: LockOptions,
      callback: (lock: Lock | null) => Promise<unknown>,
    ) => {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        held.delete(name);
      }
    },
  } as unknown as LockManager;
}

describe('two tabs draining the same outbox', () => {
  it('10: with navigator.locks, each report is requested once', async () => {
    const { db } = freshDb();
    const api = gatedApi();
    const items = [makeItem(), makeItem(), makeItem(), makeItem()];
    for (const item of items) await db.add(item, null);
    const locks = sharedLocks();
    const tabA = testRunner(db, api, {
      lock: webLock(locks),
      transport: fetchTransport(api.fetch),
    });
    const tabB = testRunner(db, api, {
      lock: webLock(locks),
      transport: fetchTransport(api.fetch),
    });

    const drainA = tabA.runner.trigger('start');
    await api.inFlight; // tab A holds the lock, its first request on the way
    await tabB.runner.trigger('start'); // tab B finds the lock taken and sends nothing
    expect(api.arrivals()).toBe(1);
    api.open();
    await drainA;
    // The tab that found the lock taken looks again later; nothing is left for it.
    await Promise.all([tabA.runner.trigger('timer'), tabB.runner.trigger('timer')]);

    expect(api.requests.map((r) => r.key).sort()).toEqual(items.map((i) => i.id).sort());
    expect(api.reports).toHaveLength(4);
    expect(await db.list()).toEqual([]);
  });

  it('10: where navigator.locks is missing, the IndexedDB lease keeps it to one request per item', async () => {
    const { db } = freshDb();
    const api = gatedApi();
    const items = [makeItem(), makeItem(), makeItem()];
    for (const item of items) await db.add(item, null);
    const tabA = testRunner(db, api, { transport: fetchTransport(api.fetch) });
    const tabB = testRunner(db, api, {
      transport: fetchTransport(api.fetch),
      now: tabA.clock.now,
      lock: leaseLock(db, 'tab-b', tabA.clock.now),
    });

    const drainA = tabA.runner.trigger('start');
    await api.inFlight; // tab A holds the lease, its first request on the way
    await tabB.runner.trigger('start'); // tab B finds the lease taken and sends nothing
    expect(api.arrivals()).toBe(1);
    api.open();
    await drainA;
    await Promise.all([tabA.runner.trigger('timer'), tabB.runner.trigger('timer')]);

    expect(api.requests).toHaveLength(3);
    expect(api.reports).toHaveLength(3);
  });

  it('10: the tab that found the lock taken looks again a few seconds later', async () => {
    const { db } = freshDb();
    await db.add(makeItem(), null);
    let now = 1_000;
    await db.updateLease(() => ({ holder: 'other-tab', expiresAt: now + 60_000 }));
    const api = fakeApi();
    const tab = testRunner(db, api, { lock: leaseLock(db, 'this-tab', () => now), now: () => now });

    await tab.runner.trigger('start');
    expect(api.requests).toHaveLength(0);
    expect(tab.clock.pendingDelay()).toBe(5_000);

    // The other tab dies without releasing: its lease runs out and this tab takes over.
    now += 61_000;
    await tab.runner.trigger('timer');
    expect(api.requests).toHaveLength(1);
  });

  it('10: a lease renewed by its holder is not taken over', async () => {
    const { db } = freshDb();
    let now = 0;
    const a = leaseLock(db, 'a', () => now, 1_000);
    const b = leaseLock(db, 'b', () => now, 1_000);
    const order: string[] = [];
    await a.runExclusive(async (stillHeld) => {
      now = 900;
      expect(await stillHeld()).toBe(true); // renewed until 1900
      now = 1_500;
      expect(await b.runExclusive(() => Promise.resolve(void order.push('b')))).toBe(false);
      order.push('a');
    });
    expect(await b.runExclusive(() => Promise.resolve(void order.push('b')))).toBe(true);
    expect(order).toEqual(['a', 'b']);
  });

  it('10: "Send now" in another tab (or the worker) leaves the upload under way marked sending', async () => {
    const { db } = freshDb();
    const api = gatedApi();
    const item = makeItem();
    await db.add(item, null);
    const locks = sharedLocks();
    const tabA = testRunner(db, api, {
      lock: webLock(locks),
      transport: fetchTransport(api.fetch),
    });
    // Tab B read the list just before tab A took the report to 'sending'.
    const before = await db.list();
    const staleList: OutboxDb = { ...db, list: () => Promise.resolve(before) };
    const tabB = testRunner(staleList, api, { lock: webLock(locks) });

    const drainA = tabA.runner.trigger('start');
    await api.inFlight;
    await tabB.runner.sendNow(); // finds the lock taken, after making what it read due
    expect((await db.get(item.id))?.state).toBe('sending');

    api.open();
    await drainA;
    expect(api.reports).toHaveLength(1);
    expect(await db.list()).toEqual([]);
  });
});
