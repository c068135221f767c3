// Offline from the first visit: reads answered while no service worker was in control are kept by the page, and readiness follows.
import { waitFor } from '@testing-library/react';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { apiCacheName, CACHED_AT_HEADER, NEXT_PAGE_HEADER } from '@/lib/offline/cacheNames';
import { keepAnswer } from '@/lib/offline/keepOnPage';
import { createFirstVisit, readAndKeep, type FirstVisit } from '@/lib/offline/firstVisit';
import { refreshSavedCopies, selectReadiness } from '@/lib/offline/offlineReady';
import {
  offlineReducer,
  savedCopiesRead,
  savedCopiesWanted,
  shellChanged,
} from '@/lib/offline/offlineSlice';
import { ownerKnown, sessionEnded } from '@/lib/session';
import { MemoryCacheStorage, tokenWithSub } from './fakeCaches';

const BASE = 'https://portal.example/api/';
const thandi = tokenWithSub('11');
const sipho = tokenWithSub('12');

const offlineStore = () => configureStore({ reducer: { offline: offlineReducer } });

let storage: MemoryCacheStorage;
let network: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let firstVisit: FirstVisit;
let store: ReturnType<typeof offlineStore>;

const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

/** An answer that left while no service worker was in control, with the copy the page keeps. */
const answer = (path: string, token: string, status = 200, body = `{"path":"${path}"}`) => {
  const response = json(body, status);
  return {
    request: new Request(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } }),
    response,
    sentWhileControlled: false,
    unkept: response.clone(),
  };
};

let onSaved = () => {};
/** Waits until what is saved on the device was read again (after the page kept a copy). */
const saved = () =>
  new Promise<void>((resolve) => {
    onSaved = resolve;
  });
/** The store's dispatch, telling the test when what is saved was read again. */
const dispatch = (action: UnknownAction) => {
  store.dispatch(action);
  if (savedCopiesRead.match(action)) onSaved();
};
/** What the app's listeners do after each answer, and when the session's vet is known or gone. */
const afterApiRead = (meta: ReturnType<typeof answer>) => firstVisit.afterApiRead(meta, dispatch);
const sessionChanged = () => firstVisit.sessionChanged(dispatch);
/** Whether the store hears that reads still wait to be kept. */
const readsWaiting = () => store.getState().offline.readiness.readsWaiting.length > 0;
/** The body kept on this device for `path` in vet `userId`'s cache, or undefined. */
const keptBody = async (userId: string, path: string) => {
  const cache = storage.caches.get(apiCacheName(userId));
  return (await cache?.match(`${BASE}${path}`))?.text();
};

function signIn(token: string, owner: string | null) {
  localStorage.setItem('authToken', token);
  if (owner) localStorage.setItem('authOwner', owner);
  else localStorage.removeItem('authOwner');
}

beforeEach(() => {
  storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  network = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(json('{"fresh":true}')),
  );
  vi.stubGlobal('fetch', network);
  // As a browser's container with no worker registered yet: `ready` waits until one is active.
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: null, ready: new Promise(() => {}) },
    configurable: true,
  });
  signIn(thandi, '11');
  store = offlineStore();
  firstVisit = createFirstVisit();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('reads made while no service worker was in control', () => {
  it('are kept by the page under the vet’s cache, stamped, with no second read', async () => {
    const done = saved();
    afterApiRead(answer('dashboard/assigned-orders/', thandi));
    await done;
    expect(await keptBody('11', 'dashboard/assigned-orders/')).toBe(
      '{"path":"dashboard/assigned-orders/"}',
    );
    const cache = storage.caches.get(apiCacheName('11'));
    const kept = await cache?.match(`${BASE}dashboard/assigned-orders/`);
    expect(kept?.headers.get(CACHED_AT_HEADER)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(network).not.toHaveBeenCalled();
    expect(readsWaiting()).toBe(false);
    expect(store.getState().offline.readiness.saved).toHaveProperty(
      '/api/dashboard/assigned-orders/',
    );
  });

  it('are said to wait at once, and written once the page is idle after drawing', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const done = saved();
    afterApiRead(answer('wallet/transaction-history/', thandi));
    afterApiRead(answer('wallet/wallet-balance/', thandi));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Readiness waits for them, and nothing is written while the screen is being drawn.
    expect(readsWaiting()).toBe(true);
    expect(storage.caches.size).toBe(0);
    expect(idle).toHaveLength(1); // one write-up for the burst
    idle[0]?.();
    await done;
    expect(await keptBody('11', 'wallet/transaction-history/')).toBe(
      '{"path":"wallet/transaction-history/"}',
    );
    expect(await keptBody('11', 'wallet/wallet-balance/')).toBe(
      '{"path":"wallet/wallet-balance/"}',
    );
    expect(readsWaiting()).toBe(false);
  });

  it('wait for the session’s profile to name the vet, then are kept under that vet', async () => {
    signIn(thandi, null); // a new session: its vet is not known yet
    afterApiRead(answer('wallet/wallet-balance/', thandi));
    await Promise.resolve();
    expect(readsWaiting()).toBe(true);
    expect(storage.caches.size).toBe(0);

    const done = saved();
    signIn(thandi, '11'); // the profile's answer named Thandi
    sessionChanged();
    await done;
    expect(await keptBody('11', 'wallet/wallet-balance/')).toBe(
      '{"path":"wallet/wallet-balance/"}',
    );
    expect(readsWaiting()).toBe(false);
  });

  it('are never kept for another vet', async () => {
    signIn(thandi, null);
    afterApiRead(answer('profile', thandi));
    signIn(sipho, '12'); // Thandi logged out, Sipho logged in before her vet was known
    sessionChanged();
    await waitFor(() => expect(readsWaiting()).toBe(false));
    expect(storage.caches.size).toBe(0);
  });

  it('leave out failures, writes, reads a worker saw and reads not kept for offline use', async () => {
    afterApiRead(answer('profile', thandi, 500));
    afterApiRead(answer('dashboard/order-details/4/', thandi));
    afterApiRead({
      request: new Request(`${BASE}login/`, { method: 'POST', body: '{}' }),
      response: json('{}'),
      sentWhileControlled: false,
      unkept: json('{}'),
    });
    afterApiRead({ ...answer('wallet/wallet-balance/', thandi), sentWhileControlled: true });
    expect(readsWaiting()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.caches.size).toBe(0);
  });

  it('keep the newest answer when one arrives while the last is being written', async () => {
    const first = saved();
    afterApiRead(answer('wallet/wallet-balance/', thandi, 200, '{"balance":"1.00"}'));
    afterApiRead(answer('wallet/wallet-balance/', thandi, 200, '{"balance":"2.00"}'));
    await first;
    await waitFor(() => expect(readsWaiting()).toBe(false));
    expect(await keptBody('11', 'wallet/wallet-balance/')).toBe('{"balance":"2.00"}');
  });
});

describe('a copy the page keeps', () => {
  it('is taken out again when the session ended while it was written', async () => {
    const put = vi.spyOn(storage, 'open');
    put.mockImplementationOnce(async (name) => {
      localStorage.clear(); // the vet logged out meanwhile
      put.mockRestore();
      return storage.open(name);
    });
    const kept = await keepAnswer(`${BASE}profile`, json('{}'), { token: thandi, ownerId: '11' });
    expect(kept).toBe(false);
    expect(await keptBody('11', 'profile')).toBeUndefined();
  });

  it('is written by the page only when no service worker answered the read', async () => {
    expect(await readAndKeep(`${BASE}wallet/transactions/`, thandi, '11')).toBe(200);
    expect(await keptBody('11', 'wallet/transactions/')).toBe('{"fresh":true}');
    const headers = network.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${thandi}`);

    storage.caches.clear();
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: {}, ready: new Promise(() => {}) },
      configurable: true,
    });
    expect(await readAndKeep(`${BASE}wallet/transactions/`, thandi, '11')).toBe(200);
    expect(storage.caches.size).toBe(0); // the worker keeps what it answers
  });

  it('keeps every page of a list read in pages', async () => {
    const HISTORY = `${BASE}wallet/transaction-history/`;
    network.mockImplementation((url: string) => {
      const page = new URL(url).searchParams.get('page');
      const next =
        page === null ? 'http://inner:8000/api/wallet/transaction-history/?page=2' : null;
      return Promise.resolve(json(JSON.stringify({ count: 2, next, results: [{ page }] })));
    });
    expect(await readAndKeep(HISTORY, thandi, '11')).toBe(200);
    expect(network.mock.calls.map(([url]) => url)).toEqual([HISTORY, `${HISTORY}?page=2`]);
    expect(await keptBody('11', 'wallet/transaction-history/?page=2')).toContain('"page":"2"');
  });
});

describe('offline readiness', () => {
  async function saveCopy(path: string) {
    const cache = await storage.open(apiCacheName('11'));
    await cache.put(
      `${BASE}${path}`,
      new Response('{}', { headers: { [CACHED_AT_HEADER]: '2026-11-23T09:30:00.000Z' } }),
    );
  }
  const readiness = () => selectReadiness(store.getState());

  it('is ready once the shell is kept and the vet’s profile is saved', async () => {
    dispatch(shellChanged('downloading'));
    await saveCopy('profile');
    await refreshSavedCopies(dispatch);
    expect(readiness()).toMatchObject({ shell: 'downloading', ready: false });

    dispatch(shellChanged('ready'));
    expect(readiness().ready).toBe(true);
    expect(readiness().saved['/api/profile']).toBe('2026-11-23T09:30:00.000Z');
  });

  it('is not ready while a read of this session still waits to be kept', async () => {
    await saveCopy('profile');
    dispatch(shellChanged('ready'));
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(true);
    vi.spyOn(storage, 'open').mockReturnValueOnce(new Promise(() => {})); // the write takes a while
    afterApiRead(answer('wallet/wallet-balance/', thandi));
    expect(readiness().ready).toBe(false);
  });

  it('waits for every page of a list read in pages', async () => {
    await saveCopy('profile');
    dispatch(shellChanged('ready'));
    dispatch(savedCopiesWanted(['wallet/transaction-history/']));
    const cache = await storage.open(apiCacheName('11'));
    const page = (path: string, next: string | null) =>
      cache.put(
        `${BASE}${path}`,
        new Response('{}', {
          headers: {
            [CACHED_AT_HEADER]: '2026-11-23T09:30:00.000Z',
            ...(next ? { [NEXT_PAGE_HEADER]: next } : {}),
          },
        }),
      );
    await page(
      'wallet/transaction-history/',
      'http://inner/api/wallet/transaction-history/?page=2',
    );
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(false);

    await page('wallet/transaction-history/?page=2', `${BASE}wallet/transaction-history/?page=3`);
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(false);

    await page('wallet/transaction-history/?page=3', null);
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(true);
  });

  it('is not ready without the profile, nor after the session ended', async () => {
    dispatch(shellChanged('ready'));
    await saveCopy('wallet/wallet-balance/');
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(false);

    await saveCopy('profile');
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(true);
    dispatch(sessionEnded({ reason: 'logout', userId: '11' }));
    expect(readiness()).toMatchObject({ ready: false, userId: null });
  });

  it('belongs to its store: first-visit reads one store heard are not another’s', async () => {
    await saveCopy('profile');
    const [heard, other] = [makeStore(), makeStore()];
    for (const each of [heard, other]) {
      each.dispatch(shellChanged('ready'));
      await refreshSavedCopies(each.dispatch);
    }
    const answered = (path: string) => ({
      type: 'test/answer',
      meta: { baseQueryMeta: answer(path, thandi) },
    });

    signIn(thandi, null); // the session's vet is not known yet
    heard.dispatch(answered('wallet/wallet-balance/')); // waits for the vet to be named
    expect(selectReadiness(heard.getState()).ready).toBe(false);
    expect(selectReadiness(other.getState()).ready).toBe(true);

    signIn(thandi, '11');
    other.dispatch(ownerKnown({ userId: '11' })); // another tab's store: not its read to keep
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await keptBody('11', 'wallet/wallet-balance/')).toBeUndefined();
    heard.dispatch(ownerKnown({ userId: '11' }));
    await waitFor(async () =>
      expect(await keptBody('11', 'wallet/wallet-balance/')).toBe(
        '{"path":"wallet/wallet-balance/"}',
      ),
    );
  });
});
