// The worker's periodic refresh: every page of each kept read saved for the mirrored vet, a list only when whole,
// a refused token purges; a newly assigned order is told once, and the device's first look tells nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshInBackground } from '../../../sw/backgroundRefresh';
import { newlyAssigned } from '../../../sw/newOrders';
import { forgetPurges } from '../../../sw/purge';
import { KEPT_OFFLINE } from '@contract/panels';
import { paths } from '@contract/paths';
import { apiCacheName, CACHED_AT_HEADER } from '@/lib/offline/cacheNames';
import { clearMirroredToken, mirrorToken, readMirroredToken } from '@/lib/session/tokenMirror';
import { orderWith } from '../orders/orderFixture';
import { MemoryCacheStorage } from './fakeCaches';

const API_BASE = 'https://api.marketplace.example/api/';
const ORDERS = `${API_BASE}${paths.assignedOrders}`;
const ORDERS_PAGE_2 = `${ORDERS}?page=2`;
const TOKEN = 'thandi-token';
/** Each vet's test gets its own id, so what the device knew in one test is not another's. */
let vet = 0;
let userId = '';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: the assigned orders in two DRF pages, the other kept reads as small answers. */
let assigned: ReturnType<typeof orderWith>[];
let failSecondPage = false;
let refuse = false;
const requested: string[] = [];
function server(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  requested.push(url);
  if (refuse) return Promise.resolve(json({ detail: 'Token is invalid' }, 401));
  expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  if (url === ORDERS) {
    return Promise.resolve(
      json({
        count: assigned.length,
        next: ORDERS_PAGE_2,
        previous: null,
        results: assigned.slice(0, 2),
      }),
    );
  }
  if (url === ORDERS_PAGE_2) {
    if (failSecondPage)
      return Promise.resolve(new Response('<html>portal</html>', { status: 200 }));
    return Promise.resolve(
      json({ count: assigned.length, next: null, previous: ORDERS, results: assigned.slice(2) }),
    );
  }
  return Promise.resolve(json(url.endsWith(paths.profile) ? { id: 11 } : []));
}

let storage: MemoryCacheStorage;
const showNotification = vi.fn<(title: string, options?: NotificationOptions) => Promise<void>>();
const registration = { showNotification } as unknown as ServiceWorkerRegistration;
const refresh = () => refreshInBackground(registration, API_BASE);

async function keptIds(url: string): Promise<number[]> {
  const kept = await (await storage.open(apiCacheName(userId))).match(url);
  return ((await kept?.json()) as { results: { id: number }[] }).results.map((row) => row.id);
}

beforeEach(async () => {
  vet += 1;
  userId = `vet-${vet}`;
  storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', vi.fn(server));
  vi.stubGlobal('Notification', { permission: 'granted' });
  showNotification.mockReset().mockResolvedValue(undefined);
  forgetPurges();
  assigned = [orderWith(1), orderWith(2), orderWith(3)];
  failSecondPage = false;
  refuse = false;
  requested.length = 0;
  await mirrorToken(TOKEN, userId);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearMirroredToken();
});

describe('the periodic refresh', () => {
  it('reads every kept read, every page, and saves each for the mirrored vet, stamped', async () => {
    await refresh();
    for (const { name } of KEPT_OFFLINE) expect(requested).toContain(`${API_BASE}${paths[name]}`);
    expect(requested).toContain(ORDERS_PAGE_2);
    expect(await keptIds(ORDERS)).toEqual([1, 2]);
    expect(await keptIds(ORDERS_PAGE_2)).toEqual([3]);
    const kept = await (await storage.open(apiCacheName(userId))).match(ORDERS);
    expect(kept?.headers.get(CACHED_AT_HEADER)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('keeps the last copy of a list whole when one of its pages does not come', async () => {
    await refresh();
    // The new first page came, its second did not: neither is saved.
    assigned = [orderWith(4), orderWith(1), orderWith(2), orderWith(3)];
    failSecondPage = true;
    await refresh();
    expect(await keptIds(ORDERS)).toEqual([1, 2]);
    expect(await keptIds(ORDERS_PAGE_2)).toEqual([3]);
  });

  it('reads nothing with nobody signed in', async () => {
    await clearMirroredToken();
    await refresh();
    expect(requested).toEqual([]);
  });

  it('purges the vet’s copies and forgets the token the server refuses', async () => {
    await refresh();
    refuse = true;
    await refresh();
    expect(await storage.keys()).not.toContain(apiCacheName(userId));
    expect(await readMirroredToken()).toBeNull();
  });

  it('tells a newly assigned order once, and nothing on the device’s first look', async () => {
    await refresh();
    expect(showNotification).not.toHaveBeenCalled();

    assigned = [...assigned, orderWith(9)];
    await refresh();
    expect(showNotification).toHaveBeenCalledTimes(1);
    expect(showNotification.mock.calls[0]?.[0]).toBe('New order assigned');
    expect(showNotification.mock.calls[0]?.[1]?.body).toContain('ORD-2026-0009');
    expect(showNotification.mock.calls[0]?.[1]?.data).toEqual({
      url: '/vet-profile?panel=ManageOrder&order=9',
    });

    await refresh();
    await refresh();
    expect(showNotification).toHaveBeenCalledTimes(1);
  });

  it('after the saved copies were purged, tells only what came since, not every order again', async () => {
    await refresh();
    await storage.delete(apiCacheName(userId)); // a logout, or a 401 in a tab
    assigned = [...assigned, orderWith(9)];
    await refresh();
    expect(showNotification).toHaveBeenCalledTimes(1);
    expect(showNotification.mock.calls[0]?.[1]?.body).toMatch(/^ORD-2026-0009/);
  });

  it('tells nothing without the vet’s permission, and not later what was new then', async () => {
    await refresh();
    vi.stubGlobal('Notification', { permission: 'default' });
    assigned = [...assigned, orderWith(9)];
    await refresh();
    vi.stubGlobal('Notification', { permission: 'granted' });
    await refresh();
    expect(showNotification).not.toHaveBeenCalled();
  });
});

describe('newlyAssigned', () => {
  const list = (...ids: number[]) => ids.map((id) => orderWith(id));

  it('is nothing on the first look (no record, no kept copy)', () => {
    expect(newlyAssigned(undefined, null, list(1, 2))).toEqual({ news: [], known: [1, 2] });
  });

  it('counts the orders in the copy kept before as known', () => {
    const found = newlyAssigned(undefined, list(1, 2), list(1, 2, 3));
    expect(found.news.map((order) => order.id)).toEqual([3]);
  });

  it('tells only pending orders, and remembers only those still pending', () => {
    const done = orderWith(5, { vet_completed: true });
    const found = newlyAssigned([1, 4], null, [...list(1, 2), done]);
    expect(found.news.map((order) => order.id)).toEqual([2]);
    expect(found.known).toEqual([1, 2]);
  });
});
