// Offline from the first visit: reads answered before the service worker took control are saved through it, and readiness follows.
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { apiCacheName, CACHED_AT_HEADER } from '@/lib/offline/cacheNames';
import { createFirstVisit, type FirstVisit } from '@/lib/offline/firstVisit';
import { refreshSavedCopies, selectReadiness } from '@/lib/offline/offlineReady';
import { offlineReducer, savedCopiesRead, shellChanged } from '@/lib/offline/offlineSlice';
import { sessionEnded } from '@/lib/session';
import { MemoryCacheStorage, tokenWithSub } from './fakeCaches';

const BASE = 'https://portal.example/api/';
const thandi = tokenWithSub('11');
const sipho = tokenWithSub('12');

/** A service-worker container whose controller the test sets, firing controllerchange. */
class FakeContainer extends EventTarget {
  controller: object | null = null;
  take() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const offlineStore = () => configureStore({ reducer: { offline: offlineReducer } });

let container: FakeContainer;
let network: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let firstVisit: FirstVisit;
let store: ReturnType<typeof offlineStore>;

/** An answer that left before a service worker was in control. */
const answer = (path: string, token: string, status = 200) => ({
  request: new Request(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } }),
  response: new Response('{}', { status, headers: { 'Content-Type': 'application/json' } }),
  sentWhileControlled: false,
});

let onSaved = () => {};
/** Waits until the re-reads settled and what is saved on the device was read again. */
const saved = () =>
  new Promise<void>((resolve) => {
    onSaved = resolve;
  });
/** The store's dispatch, telling the test when what is saved was read again. */
const dispatch = (action: UnknownAction) => {
  store.dispatch(action);
  if (savedCopiesRead.match(action)) onSaved();
};
/** What the app's listener does after each answer. */
const afterApiRead = (meta: ReturnType<typeof answer>) => firstVisit.afterApiRead(meta, dispatch);
/** Whether the store hears that reads still wait to be saved. */
const readsWaiting = () => store.getState().offline.readiness.readsWaiting.length > 0;

beforeEach(() => {
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  network = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response('{}')),
  );
  vi.stubGlobal('fetch', network);
  localStorage.setItem('authToken', thandi);
  localStorage.setItem('authOwner', '11');
  store = offlineStore();
  firstVisit = createFirstVisit();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('reads made before the service worker took control', () => {
  it('are read again through it, with the current token, once it takes over', async () => {
    afterApiRead(answer('profile', thandi));
    afterApiRead(answer('dashboard/assigned-orders/', thandi));
    expect(readsWaiting()).toBe(true);
    expect(network).not.toHaveBeenCalled();

    const done = saved();
    container.take();
    await done;
    expect(network.mock.calls.map(([url]) => url)).toEqual([
      `${BASE}profile`,
      `${BASE}dashboard/assigned-orders/`,
    ]);
    const headers = network.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${thandi}`);
    expect(readsWaiting()).toBe(false);
  });

  it('are never read again with another vet’s token', async () => {
    afterApiRead(answer('profile', thandi));
    localStorage.setItem('authToken', sipho);
    localStorage.setItem('authOwner', '12'); // Thandi logged out, Sipho logged in
    const done = saved();
    container.take();
    await done;
    expect(network).not.toHaveBeenCalled();
    expect(readsWaiting()).toBe(false);
  });

  it('leave out failures, writes and reads the service worker does not keep', () => {
    afterApiRead(answer('profile', thandi, 500));
    afterApiRead(answer('dashboard/order-details/4/', thandi));
    afterApiRead({
      request: new Request(`${BASE}login/`, { method: 'POST', body: '{}' }),
      response: new Response('{}'),
      sentWhileControlled: false,
    });
    expect(readsWaiting()).toBe(false);
  });

  it('are read once each when answers arrive while a batch is being read again', async () => {
    container.controller = {};
    let answerProfile = () => {};
    network.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answerProfile = () => resolve(new Response('{}'));
        }),
    );
    afterApiRead(answer('profile', thandi)); // its batch waits for the network
    const walletSaved = saved();
    afterApiRead(answer('wallet/wallet-balance/', thandi)); // the next batch leaves the profile to it
    await walletSaved;
    expect(readsWaiting()).toBe(true); // the profile is still on its way

    const profileSaved = saved();
    answerProfile();
    await profileSaved;
    expect(network.mock.calls.map(([url]) => url)).toEqual([
      `${BASE}profile`,
      `${BASE}wallet/wallet-balance/`,
    ]);
    expect(readsWaiting()).toBe(false);
  });

  it('go at once when the service worker took over while the answer was on its way', async () => {
    container.controller = {};
    const done = saved();
    afterApiRead(answer('wallet/wallet-balance/', thandi));
    await done;
    expect(network).toHaveBeenCalledTimes(1);
  });
});

describe('offline readiness', () => {
  async function saveCopy(path: string, storage: MemoryCacheStorage) {
    const cache = await storage.open(apiCacheName('11'));
    await cache.put(
      `${BASE}${path}`,
      new Response('{}', { headers: { [CACHED_AT_HEADER]: '2026-11-23T09:30:00.000Z' } }),
    );
  }
  const readiness = () => selectReadiness(store.getState());

  it('is ready once the shell is kept and the vet’s profile is saved', async () => {
    const storage = new MemoryCacheStorage();
    vi.stubGlobal('caches', storage);

    dispatch(shellChanged('downloading'));
    await saveCopy('profile', storage);
    await refreshSavedCopies(dispatch);
    expect(readiness()).toMatchObject({ shell: 'downloading', ready: false });

    dispatch(shellChanged('ready'));
    expect(readiness().ready).toBe(true);
    expect(readiness().saved['/api/profile']).toBe('2026-11-23T09:30:00.000Z');
  });

  it('is not ready while a read of this session still waits to be saved', async () => {
    const storage = new MemoryCacheStorage();
    vi.stubGlobal('caches', storage);
    await saveCopy('profile', storage);
    dispatch(shellChanged('ready'));
    afterApiRead(answer('wallet/wallet-balance/', thandi));
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(false);
  });

  it('is not ready without the profile, nor after the session ended', async () => {
    const storage = new MemoryCacheStorage();
    vi.stubGlobal('caches', storage);
    dispatch(shellChanged('ready'));
    await saveCopy('wallet/wallet-balance/', storage);
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(false);

    await saveCopy('profile', storage);
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(true);
    dispatch(sessionEnded({ reason: 'logout', userId: '11' }));
    expect(readiness()).toMatchObject({ ready: false, userId: null });
  });

  it('belongs to its store: first-visit reads one store heard are not another’s', async () => {
    const storage = new MemoryCacheStorage();
    vi.stubGlobal('caches', storage);
    await saveCopy('profile', storage);
    const [heard, other] = [makeStore(), makeStore()];
    for (const each of [heard, other]) {
      each.dispatch(shellChanged('ready'));
      await refreshSavedCopies(each.dispatch);
    }
    const answered = (path: string) => ({
      type: 'test/answer',
      meta: { baseQueryMeta: answer(path, thandi) },
    });

    heard.dispatch(answered('wallet/wallet-balance/')); // waits for a service worker
    expect(selectReadiness(heard.getState()).ready).toBe(false);
    expect(selectReadiness(other.getState()).ready).toBe(true);

    container.controller = {};
    other.dispatch(answered('dashboard/assigned-orders/')); // read again at once, alone
    await vi.waitFor(() => expect(network).toHaveBeenCalled());
    expect(network.mock.calls.map(([url]) => url)).toEqual([`${BASE}dashboard/assigned-orders/`]);
  });
});
