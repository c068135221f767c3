// Saving ahead: the kept reads with no saved copy are read through the service worker (which keeps them), and readiness waits for them.
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api';
import { setConfig } from '@/lib/api/config';
import { connectionRestored } from '@/lib/page/pageEvents';
import { apiCacheName, CACHED_AT_HEADER } from '@/lib/offline/cacheNames';
import { refreshSavedCopies, selectReadiness } from '@/lib/offline/offlineReady';
import {
  offlineReducer,
  savedCopiesWanted,
  savedCopyForgone,
  shellChanged,
} from '@/lib/offline/offlineSlice';
import { startSavingAhead } from '@/lib/offline/saveAhead';
import { NO_IDLE_DELAY_MS } from '@/lib/page/whenIdle';
import { sessionEnded } from '@/lib/session/session';
import type { Hear } from '@/lib/page/storeHost';
import { MemoryCacheStorage, tokenWithSub } from './fakeCaches';

const thandi = tokenWithSub('11');
const sipho = tokenWithSub('12');
const LISTS = ['dashboard/assigned-orders/', 'dashboard/get-completed-orders/'];
/** Long enough for anything saving ahead might wait for. */
const A_WHILE_MS = 1000;

/** A store with the offline and API slices, hearing actions as the app's does (src/lib/page/storeHost.ts). */
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
let stop: () => void;
let online = true;
let store: ReturnType<typeof offlineStore>;
const readiness = () => selectReadiness(store.getState());
const want = (lists: readonly string[]) => store.dispatch(savedCopiesWanted(lists));

/** Saves a copy as the service worker does, stamped with its time. */
async function keep(url: string) {
  const cache = await storage.open(apiCacheName('11'));
  await cache.put(
    url,
    new Response('[]', { headers: { [CACHED_AT_HEADER]: '2026-11-25T09:30:00.000Z' } }),
  );
}

const urlOf = (input: string | Request) => (typeof input === 'string' ? input : input.url);
const asked = () => network.mock.calls.map(([input]) => new URL(urlOf(input)).pathname);

beforeEach(async () => {
  vi.useFakeTimers();
  online = true;
  store = offlineStore();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  Object.defineProperty(navigator, 'serviceWorker', {
    value: Object.assign(new EventTarget(), { controller: {} }),
    configurable: true,
  });
  storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  // The service worker in between: a successful read is kept under the vet's cache.
  network = vi.fn<Fetch>(async (input) => {
    if (!online) throw new TypeError('Failed to fetch');
    await keep(urlOf(input));
    return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', network);
  localStorage.setItem('authToken', thandi);
  localStorage.setItem('authOwner', '11');
  await keep(`${location.origin}/api/profile`);
  await refreshSavedCopies(store.dispatch);
  store.dispatch(shellChanged('ready'));
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
    await refreshSavedCopies(store.dispatch);
    stop = startSavingAhead(store);
    want(LISTS);
    expect(readiness().ready).toBe(false);

    // Once the phone is idle (jsdom has no idle callbacks: a short timer stands in).
    await vi.advanceTimersByTimeAsync(NO_IDLE_DELAY_MS);
    expect(network).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(readiness().ready).toBe(true));

    expect(asked()).toEqual(['/api/dashboard/get-completed-orders/']);
    const headers = network.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${thandi}`);
  });

  it('reads a list named while others were being read, once those are in', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const saveOrHold = network.getMockImplementation()!;
    network.mockImplementation(async (url, init) => {
      if (urlOf(url).endsWith(`/${LISTS[0]!}`)) await held;
      return saveOrHold(url, init);
    });
    stop = startSavingAhead(store);
    want([LISTS[0]!]);
    await vi.advanceTimersByTimeAsync(NO_IDLE_DELAY_MS);
    want(LISTS); // named while the first is on its way
    await vi.advanceTimersByTimeAsync(A_WHILE_MS);
    expect(asked()).toEqual([`/api/${LISTS[0]!}`]);
    release();
    await vi.waitFor(() => expect(readiness().ready).toBe(true));
    expect(asked()).toEqual(LISTS.map((path) => `/api/${path}`));
  });

  it('waits for signal, and goes when it returns', async () => {
    online = false;
    stop = startSavingAhead(store);
    want(LISTS);
    await vi.advanceTimersByTimeAsync(5 * A_WHILE_MS);
    expect(network).not.toHaveBeenCalled();

    online = true;
    store.dispatch(connectionRestored());
    await vi.advanceTimersByTimeAsync(A_WHILE_MS);
    await vi.waitFor(() => expect(readiness().ready).toBe(true));
    expect(asked().sort()).toEqual(LISTS.map((path) => `/api/${path}`).sort());
  });

  it('asks once per page for a list that could not be read, then again when signal returns', async () => {
    network.mockImplementation(() => Promise.resolve(new Response('{}', { status: 503 })));
    stop = startSavingAhead(store);
    want(LISTS);
    await vi.advanceTimersByTimeAsync(A_WHILE_MS);
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(2));
    store.dispatch(shellChanged('downloading'));
    store.dispatch(shellChanged('ready'));
    await vi.advanceTimersByTimeAsync(5 * A_WHILE_MS);
    expect(network).toHaveBeenCalledTimes(2);
    expect(readiness().ready).toBe(false);

    store.dispatch(connectionRestored());
    await vi.advanceTimersByTimeAsync(A_WHILE_MS);
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(4));
  });

  it('does not wait for a list the server refuses this vet', async () => {
    const saveOrRefuse = network.getMockImplementation()!;
    network.mockImplementation((url, init) =>
      urlOf(url).endsWith('/get-completed-orders/')
        ? Promise.resolve(new Response('{}', { status: 403 }))
        : saveOrRefuse(url, init),
    );
    stop = startSavingAhead(store);
    want(LISTS);
    await vi.advanceTimersByTimeAsync(A_WHILE_MS);
    await vi.waitFor(() => expect(readiness().ready).toBe(true));
    expect(readiness().wanted).toEqual(['dashboard/assigned-orders/']);

    // The portal opened again names the same lists: the refused one is still not waited for.
    want(LISTS);
    expect(readiness()).toMatchObject({
      ready: true,
      wanted: ['dashboard/assigned-orders/'],
    });
  });

  it('waits while a screen’s own read is on its way, then reads once the phone is idle', async () => {
    const screenApi = api.injectEndpoints({
      endpoints: (build) => ({
        screenProbe: build.query<unknown, void>({ query: () => 'probe/' }),
      }),
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const saveOrHold = network.getMockImplementation()!;
    network.mockImplementation(async (input, init) => {
      if (urlOf(input).endsWith('/probe/')) await held;
      return saveOrHold(input, init);
    });
    setConfig({ apiBaseUrl: `${location.origin}/api/` }); // fetchBaseQuery needs it absolute here
    const screenRead = store.dispatch(screenApi.endpoints.screenProbe.initiate());
    stop = startSavingAhead(store);
    want(LISTS);
    await vi.advanceTimersByTimeAsync(5 * A_WHILE_MS);
    expect(asked()).toEqual(['/api/probe/']);

    release();
    await screenRead;
    expect(asked()).toEqual(['/api/probe/']); // not before the phone is idle
    await vi.advanceTimersByTimeAsync(NO_IDLE_DELAY_MS);
    await vi.waitFor(() => expect(readiness().ready).toBe(true));
    expect(asked().slice(1).sort()).toEqual(LISTS.map((path) => `/api/${path}`).sort());
    screenRead.unsubscribe();
  });

  it('keeps the lists itself while no service worker is in control', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      value: Object.assign(new EventTarget(), { controller: null }),
      configurable: true,
    });
    // No worker in between: the network only answers.
    network.mockImplementation(() =>
      Promise.resolve(new Response('[]', { headers: { 'Content-Type': 'application/json' } })),
    );
    store.dispatch(shellChanged('downloading')); // the shell is still on its way
    stop = startSavingAhead(store);
    want(LISTS);
    await vi.advanceTimersByTimeAsync(NO_IDLE_DELAY_MS);
    expect(asked()).toEqual(LISTS.map((path) => `/api/${path}`));
    await vi.waitFor(() =>
      expect(Object.keys(readiness().saved).sort()).toEqual(
        ['/api/profile', ...LISTS.map((path) => `/api/${path}`)].sort(),
      ),
    );
    const kept = await (
      await storage.open(apiCacheName('11'))
    ).match(`${location.origin}/api/${LISTS[0]}`);
    expect(kept?.headers.get(CACHED_AT_HEADER)).toBeTruthy();
  });

  it('asks again for what is still missing when a worker takes control', async () => {
    const worker = Object.assign(new EventTarget(), { controller: {} });
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    online = false;
    stop = startSavingAhead(store);
    want(LISTS);
    await vi.advanceTimersByTimeAsync(A_WHILE_MS);
    expect(network).not.toHaveBeenCalled();
    online = true;
    worker.dispatchEvent(new Event('controllerchange'));
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(readiness().ready).toBe(true));
    expect(asked().sort()).toEqual(LISTS.map((path) => `/api/${path}`).sort());
  });

  it('reads every page of a list read in pages, and saves each', async () => {
    const HISTORY = 'wallet/transaction-history/';
    network.mockImplementation(async (input) => {
      const url = urlOf(input);
      await keep(url);
      const next = new URL(url).search === '' ? `${url}?page=2` : null;
      return new Response(JSON.stringify({ count: 2, next, results: [{}] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    stop = startSavingAhead(store);
    want([HISTORY]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(2));
    expect(network.mock.calls.map(([input]) => urlOf(input))).toEqual([
      `${location.origin}/api/${HISTORY}`,
      `${location.origin}/api/${HISTORY}?page=2`,
    ]);
  });

  it('never reads with another vet’s token, nor where the phone cannot keep the shell', async () => {
    store.dispatch(shellChanged('unsupported'));
    stop = startSavingAhead(store);
    want(LISTS);
    await vi.advanceTimersByTimeAsync(5 * A_WHILE_MS);
    expect(network).not.toHaveBeenCalled();

    store.dispatch(shellChanged('ready'));
    localStorage.setItem('authToken', sipho);
    localStorage.setItem('authOwner', '12'); // Thandi's copies are loaded; Sipho is signed in
    want([...LISTS].reverse());
    await vi.advanceTimersByTimeAsync(5 * A_WHILE_MS);
    expect(network).not.toHaveBeenCalled();
  });

  it('forgets the wanted and the refused lists when the session ends', () => {
    stop = startSavingAhead(store);
    want(LISTS);
    store.dispatch(savedCopyForgone(LISTS[1]!));
    store.dispatch(sessionEnded({ reason: 'logout', userId: '11' }));
    expect(readiness().wanted).toEqual([]);
    // The next vet's portal wants every list again, the one refused to the last vet too.
    want(LISTS);
    expect(readiness().wanted).toEqual(LISTS);
  });
});
