// Saving ahead: the portal's lists the vet has not opened are read through the service worker (and so saved), and readiness waits for them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionRestored } from '@/lib/pageEvents';
import { apiCacheName, CACHED_AT_HEADER } from '@/lib/offline/cacheNames';
import { fakeHear } from '../../support/hear';
import { MemoryCacheStorage, tokenWithSub } from './fakeCaches';

type Readiness = typeof import('@/lib/offline/offlineReady');
type SaveAhead = typeof import('@/lib/offline/saveAhead');

const thandi = tokenWithSub('11');
const sipho = tokenWithSub('12');
const LISTS = ['dashboard/assigned-orders/', 'dashboard/get-completed-orders/'];

let storage: MemoryCacheStorage;
let network: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let readiness: Readiness;
let saveAhead: SaveAhead;
let stop: () => void;
let online = true;
let store: ReturnType<typeof fakeHear>;

/** Saves a copy as the service worker does, stamped with its time. */
async function keep(url: string) {
  const cache = await storage.open(apiCacheName('11'));
  await cache.put(
    url,
    new Response('[]', { headers: { [CACHED_AT_HEADER]: '2026-11-25T09:30:00.000Z' } }),
  );
}

const asked = () => network.mock.calls.map(([url]) => new URL(url).pathname);

beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  online = true;
  store = fakeHear();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  Object.defineProperty(navigator, 'serviceWorker', {
    value: Object.assign(new EventTarget(), { controller: {} }),
    configurable: true,
  });
  storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  // The service worker in between: a successful read is kept under the vet's cache.
  network = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (url) => {
    if (!online) throw new TypeError('Failed to fetch');
    await keep(url);
    return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', network);
  localStorage.setItem('authToken', thandi);
  localStorage.setItem('authOwner', '11');
  readiness = await import('@/lib/offline/offlineReady');
  saveAhead = await import('@/lib/offline/saveAhead');
  await keep(`${location.origin}/api/profile`);
  await readiness.refreshSavedCopies();
  readiness.setShellState('ready');
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('saving ahead', () => {
  it('reads each wanted list not saved yet, with the vet’s token, and then the vet is ready', async () => {
    await keep(`${location.origin}/api/dashboard/assigned-orders/`);
    await readiness.refreshSavedCopies();
    stop = saveAhead.startSavingAhead(store.hear);
    readiness.wantSavedCopies(LISTS);
    expect(readiness.offlineReadiness.get().ready).toBe(false);

    // The screen's own reads go first.
    await vi.advanceTimersByTimeAsync(saveAhead.SAVE_AHEAD_DELAY_MS - 1);
    expect(network).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(readiness.offlineReadiness.get().ready).toBe(true));

    expect(asked()).toEqual(['/api/dashboard/get-completed-orders/']);
    const headers = network.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${thandi}`);
  });

  it('waits for signal, and goes when it returns', async () => {
    online = false;
    stop = saveAhead.startSavingAhead(store.hear);
    readiness.wantSavedCopies(LISTS);
    await vi.advanceTimersByTimeAsync(5 * saveAhead.SAVE_AHEAD_DELAY_MS);
    expect(network).not.toHaveBeenCalled();

    online = true;
    store.dispatch(connectionRestored());
    await vi.advanceTimersByTimeAsync(saveAhead.SAVE_AHEAD_DELAY_MS);
    await vi.waitFor(() => expect(readiness.offlineReadiness.get().ready).toBe(true));
    expect(asked().sort()).toEqual(LISTS.map((path) => `/api/${path}`).sort());
  });

  it('asks once per page for a list that could not be read, then again when signal returns', async () => {
    network.mockImplementation(() => Promise.resolve(new Response('{}', { status: 503 })));
    stop = saveAhead.startSavingAhead(store.hear);
    readiness.wantSavedCopies(LISTS);
    await vi.advanceTimersByTimeAsync(saveAhead.SAVE_AHEAD_DELAY_MS);
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(2));
    readiness.setShellState('downloading');
    readiness.setShellState('ready');
    await vi.advanceTimersByTimeAsync(5 * saveAhead.SAVE_AHEAD_DELAY_MS);
    expect(network).toHaveBeenCalledTimes(2);
    expect(readiness.offlineReadiness.get().ready).toBe(false);

    store.dispatch(connectionRestored());
    await vi.advanceTimersByTimeAsync(saveAhead.SAVE_AHEAD_DELAY_MS);
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(4));
  });

  it('does not wait for a list the server refuses this vet', async () => {
    const saveOrRefuse = network.getMockImplementation()!;
    network.mockImplementation((url, init) =>
      url.endsWith('/get-completed-orders/')
        ? Promise.resolve(new Response('{}', { status: 403 }))
        : saveOrRefuse(url, init),
    );
    stop = saveAhead.startSavingAhead(store.hear);
    readiness.wantSavedCopies(LISTS);
    await vi.advanceTimersByTimeAsync(saveAhead.SAVE_AHEAD_DELAY_MS);
    await vi.waitFor(() => expect(readiness.offlineReadiness.get().ready).toBe(true));
    expect(readiness.offlineReadiness.get().wanted).toEqual(['dashboard/assigned-orders/']);

    // The portal opened again names the same lists: the refused one is still not waited for.
    readiness.wantSavedCopies(LISTS);
    expect(readiness.offlineReadiness.get()).toMatchObject({
      ready: true,
      wanted: ['dashboard/assigned-orders/'],
    });
  });

  it('never reads with another vet’s token, nor before a service worker is in control', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      value: Object.assign(new EventTarget(), { controller: null }),
      configurable: true,
    });
    stop = saveAhead.startSavingAhead(store.hear);
    readiness.wantSavedCopies(LISTS);
    await vi.advanceTimersByTimeAsync(5 * saveAhead.SAVE_AHEAD_DELAY_MS);
    expect(network).not.toHaveBeenCalled();

    Object.defineProperty(navigator, 'serviceWorker', {
      value: Object.assign(new EventTarget(), { controller: {} }),
      configurable: true,
    });
    localStorage.setItem('authToken', sipho);
    localStorage.setItem('authOwner', '12'); // Thandi's copies are loaded; Sipho is signed in
    readiness.wantSavedCopies([...LISTS].reverse());
    await vi.advanceTimersByTimeAsync(5 * saveAhead.SAVE_AHEAD_DELAY_MS);
    expect(network).not.toHaveBeenCalled();
  });

  it('forgets the wanted and the refused lists when the session ends', () => {
    stop = saveAhead.startSavingAhead(store.hear);
    readiness.wantSavedCopies(LISTS);
    readiness.forgoSavedCopy(LISTS[1]!);
    readiness.forgetSavedCopies();
    expect(readiness.offlineReadiness.get().wanted).toEqual([]);
    // The next vet's portal wants every list again, the one refused to the last vet too.
    readiness.wantSavedCopies(LISTS);
    expect(readiness.offlineReadiness.get().wanted).toEqual(LISTS);
  });
});
