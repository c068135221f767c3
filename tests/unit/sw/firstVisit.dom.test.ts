// Offline from the first visit: reads answered before the service worker took control are saved through it, and readiness follows.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCacheName, CACHED_AT_HEADER } from '@/lib/offline/cacheNames';
import { MemoryCacheStorage, tokenWithSub } from './fakeCaches';

type FirstVisit = typeof import('@/lib/offline/firstVisit');
type Readiness = typeof import('@/lib/offline/offlineReady');

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

let container: FakeContainer;
let network: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let firstVisit: FirstVisit;
let readiness: Readiness;

/** An answer that left before a service worker was in control. */
const answer = (path: string, token: string, status = 200) => ({
  request: new Request(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } }),
  response: new Response('{}', { status, headers: { 'Content-Type': 'application/json' } }),
  sentWhileControlled: false,
});

let onSaved = () => {};
/** Waits until the re-reads settled and the caller was told. */
const saved = () =>
  new Promise<void>((resolve) => {
    onSaved = resolve;
  });
/** What the app's listener does after each answer. */
const afterApiRead = (meta: ReturnType<typeof answer>) =>
  firstVisit.afterApiRead(meta, () => onSaved());

beforeEach(async () => {
  vi.resetModules();
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  network = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response('{}')),
  );
  vi.stubGlobal('fetch', network);
  localStorage.setItem('authToken', thandi);
  localStorage.setItem('authOwner', '11');
  firstVisit = await import('@/lib/offline/firstVisit');
  readiness = await import('@/lib/offline/offlineReady');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('reads made before the service worker took control', () => {
  it('are read again through it, with the current token, once it takes over', async () => {
    afterApiRead(answer('profile', thandi));
    afterApiRead(answer('dashboard/assigned-orders/', thandi));
    expect(firstVisit.hasReadsToSave()).toBe(true);
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
    expect(firstVisit.hasReadsToSave()).toBe(false);
  });

  it('are never read again with another vet’s token', async () => {
    afterApiRead(answer('profile', thandi));
    localStorage.setItem('authToken', sipho);
    localStorage.setItem('authOwner', '12'); // Thandi logged out, Sipho logged in
    const done = saved();
    container.take();
    await done;
    expect(network).not.toHaveBeenCalled();
    expect(firstVisit.hasReadsToSave()).toBe(false);
  });

  it('leave out failures, writes and reads the service worker does not keep', () => {
    afterApiRead(answer('profile', thandi, 500));
    afterApiRead(answer('dashboard/order-details/4/', thandi));
    afterApiRead({
      request: new Request(`${BASE}login/`, { method: 'POST', body: '{}' }),
      response: new Response('{}'),
      sentWhileControlled: false,
    });
    expect(firstVisit.hasReadsToSave()).toBe(false);
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

  it('is ready once the shell is kept and the vet’s profile is saved', async () => {
    const storage = new MemoryCacheStorage();
    vi.stubGlobal('caches', storage);
    const { offlineReadiness, refreshSavedCopies, setShellState } = readiness;

    setShellState('downloading');
    await saveCopy('profile', storage);
    await refreshSavedCopies();
    expect(offlineReadiness.get()).toMatchObject({ shell: 'downloading', ready: false });

    setShellState('ready');
    expect(offlineReadiness.get().ready).toBe(true);
    expect(offlineReadiness.get().saved.get('/api/profile')).toBe('2026-11-23T09:30:00.000Z');
  });

  it('is not ready while a read of this session still waits to be saved', async () => {
    const storage = new MemoryCacheStorage();
    vi.stubGlobal('caches', storage);
    await saveCopy('profile', storage);
    readiness.setShellState('ready');
    afterApiRead(answer('wallet/wallet-balance/', thandi));
    await readiness.refreshSavedCopies();
    expect(readiness.offlineReadiness.get().ready).toBe(false);
  });

  it('is not ready without the profile, nor after the session ended', async () => {
    const storage = new MemoryCacheStorage();
    vi.stubGlobal('caches', storage);
    readiness.setShellState('ready');
    await saveCopy('wallet/wallet-balance/', storage);
    await readiness.refreshSavedCopies();
    expect(readiness.offlineReadiness.get().ready).toBe(false);

    await saveCopy('profile', storage);
    await readiness.refreshSavedCopies();
    expect(readiness.offlineReadiness.get().ready).toBe(true);
    readiness.forgetSavedCopies();
    expect(readiness.offlineReadiness.get()).toMatchObject({ ready: false, userId: null });
  });
});
