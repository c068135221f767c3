// Fresh lists while the portal is open: the kept lists read again at each open and when the page becomes visible
// with signal (what WebKit, Firefox and a tab get), not again within a minute, not offline, not while fresh.
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api';
import { pageVisible } from '@/lib/page/pageEvents';
import { apiCacheName, CACHED_AT_HEADER } from '@/lib/offline/cacheNames';
import { FRESH_FOR_MS, REFRESH_GAP_MS, startFreshLists } from '@/lib/offline/freshLists';
import { refreshSavedCopies } from '@/lib/offline/offlineReady';
import { offlineReducer, savedCopiesWanted, shellChanged } from '@/lib/offline/offlineSlice';
import type { Hear } from '@/lib/page/storeHost';
import { MemoryCacheStorage, tokenWithSub } from './fakeCaches';

const LISTS = ['dashboard/assigned-orders/', 'wallet/wallet-balance/'];
const NOW = Date.parse('2026-11-25T12:00:00.000Z');

function offlineStore() {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: { offline: offlineReducer, api: api.reducer },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
  });
  const hear: Hear = (matches, effect) =>
    listeners.startListening({ predicate: (action) => matches(action), effect });
  return Object.assign(store, { hear });
}

let storage: MemoryCacheStorage;
type Fetch = (input: string | Request, init?: RequestInit) => Promise<Response>;
let network: ReturnType<typeof vi.fn<Fetch>>;
let online = true;
let store: ReturnType<typeof offlineStore>;
let stop: () => void = () => undefined;
/** When the copies the service worker keeps are stamped. */
let stampedAt = NOW - 2 * FRESH_FOR_MS;

async function keep(url: string) {
  const cache = await storage.open(apiCacheName('11'));
  await cache.put(
    url,
    new Response('[]', { headers: { [CACHED_AT_HEADER]: new Date(stampedAt).toISOString() } }),
  );
}

const urlOf = (input: string | Request) => (typeof input === 'string' ? input : input.url);
const asked = () => network.mock.calls.map(([input]) => new URL(urlOf(input)).pathname);
const visible = async () => {
  store.dispatch(pageVisible());
  await vi.advanceTimersByTimeAsync(1);
};

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW });
  online = true;
  stampedAt = NOW - 2 * FRESH_FOR_MS;
  store = offlineStore();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  Object.defineProperty(navigator, 'serviceWorker', {
    value: Object.assign(new EventTarget(), { controller: {} }),
    configurable: true,
  });
  storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  // The service worker in between: a read is kept under the vet's cache.
  network = vi.fn<Fetch>(async (input) => {
    if (!online) throw new TypeError('Failed to fetch');
    await keep(urlOf(input));
    return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', network);
  localStorage.setItem('authToken', tokenWithSub('11'));
  localStorage.setItem('authOwner', '11');
  for (const path of ['profile', ...LISTS]) await keep(`${location.origin}/api/${path}`);
  await refreshSavedCopies(store.dispatch);
  store.dispatch(shellChanged('ready'));
  store.dispatch(savedCopiesWanted(LISTS));
  network.mockClear();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('fresh lists', () => {
  it('reads each kept list again when the portal opens, with the vet’s token', async () => {
    stop = startFreshLists(store);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked().sort()).toEqual(LISTS.map((path) => `/api/${path}`).sort());
    const headers = new Headers(network.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${tokenWithSub('11')}`);
  });

  it('reads them again when the page becomes visible with signal, not within a minute', async () => {
    stop = startFreshLists(store);
    await vi.advanceTimersByTimeAsync(1);
    network.mockClear();
    await visible();
    expect(asked()).toEqual([]);
    await vi.advanceTimersByTimeAsync(REFRESH_GAP_MS);
    await visible();
    expect(asked()).toHaveLength(LISTS.length);
  });

  it('reads nothing while the phone is offline', async () => {
    online = false;
    stop = startFreshLists(store);
    await vi.advanceTimersByTimeAsync(REFRESH_GAP_MS);
    await visible();
    expect(network).not.toHaveBeenCalled();
  });

  it('leaves a copy saved in the last few minutes alone', async () => {
    stampedAt = NOW - FRESH_FOR_MS / 2;
    for (const path of LISTS) await keep(`${location.origin}/api/${path}`);
    await refreshSavedCopies(store.dispatch);
    stop = startFreshLists(store);
    await vi.advanceTimersByTimeAsync(1);
    expect(network).not.toHaveBeenCalled();
  });
});
