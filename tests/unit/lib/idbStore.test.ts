// IndexedDB across the back/forward cache (node, fake-indexeddb): no transaction may stay open while
// the page is cached (WebKit freezes it with its locks held); work is run again when it returns.
import { createStore, promisifyRequest } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { cacheSafe, windowLifecycle, type PageEvents } from '@/lib/storage/idbStore';

/** A window stand-in that fires pagehide/pageshow as a browser does. */
function fakePage() {
  const target = new EventTarget();
  const fire = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
    target.dispatchEvent(Object.assign(new Event(type), { persisted }));
  return {
    lifecycle: windowLifecycle(target as unknown as PageEvents),
    intoCache: () => fire('pagehide', true),
    unload: () => fire('pagehide', false),
    back: () => fire('pageshow', true),
  };
}

let counter = 0;
const freshStore = () => createStore(`idb-store-test-${++counter}-${Date.now()}`, 'items');
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('IndexedDB stores safe across the back/forward cache', () => {
  it('aborts a transaction still running as the page is cached, and runs it again on return', async () => {
    const page = fakePage();
    const raw = freshStore();
    const store = cacheSafe(raw, page.lifecycle);
    let runs = 0;
    const write = store('readwrite', (s) => {
      runs += 1;
      s.put(`written by run ${runs}`, 'key');
      if (runs === 1) {
        // A frozen page: its transaction never ends by itself (kept busy, as WebKit keeps it open).
        const hold = () => {
          s.get('key').onsuccess = hold;
        };
        hold();
        page.intoCache(); // the vet leaves while the write is under way
      }
      return promisifyRequest(s.transaction as unknown as IDBRequest);
    });
    const settled = write.then(
      () => 'done',
      (error: unknown) => `failed: ${String(error)}`,
    );
    // While cached nothing is held: the same database takes another write at once.
    await expect(raw('readwrite', (s) => promisifyRequest(s.put('free', 'other')))).resolves.toBe(
      'other',
    );
    expect(await raw('readonly', (s) => promisifyRequest(s.get('key')))).toBeUndefined();
    expect(runs).toBe(1);

    page.back();
    expect(await settled).toBe('done');
    expect(runs).toBe(2);
    expect(await raw('readonly', (s) => promisifyRequest(s.get('key')))).toBe('written by run 2');
  });

  it('starts no transaction while the page is cached: it waits for the page to be shown', async () => {
    const page = fakePage();
    const raw = freshStore();
    const store = cacheSafe(raw, page.lifecycle);
    page.intoCache();
    let started = false;
    const write = store('readwrite', (s) => {
      started = true;
      return promisifyRequest(s.put('after return', 'key'));
    });
    await tick();
    expect(started).toBe(false);
    page.back();
    await write;
    expect(await raw('readonly', (s) => promisifyRequest(s.get('key')))).toBe('after return');
  });

  it('leaves a page that unloads (not cached) alone, and passes other failures through', async () => {
    const page = fakePage();
    const store = cacheSafe(freshStore(), page.lifecycle);
    page.unload();
    await expect(store('readwrite', (s) => promisifyRequest(s.put('v', 'k')))).resolves.toBe('k');
    await expect(
      store('readwrite', () => Promise.reject(new Error('a put the engine refused'))),
    ).rejects.toThrow('a put the engine refused');
  });
});
