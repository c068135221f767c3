// Early reads claimed by the app: one that left before a service worker was in control is kept by
// the page (so the portal opens offline), and neither it nor one a worker answered is asked for twice.
import { QueryStatus } from '@reduxjs/toolkit/query';
import { waitFor } from '@testing-library/react';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { makeStore } from '@/app/store';
import { warmStart } from '@/app/warmStart';
import { setConfig } from '@/lib/config';
import { startEarlyReads } from '@/lib/earlyReads';
import { apiCacheName } from '@/lib/offline/cacheNames';
import { clearToken, storeToken } from '@/lib/token';
import { startTestServer, type TestServer } from '../support/server';
import { MemoryCacheStorage } from '../unit/sw/fakeCaches';

let server: TestServer;
let fetchSpy: MockInstance<typeof fetch>;
/** A service-worker container whose controller the test sets. */
/** A service worker as the page sees it: it takes messages (the session's vet, purges). */
const worker = { postMessage: () => undefined };
const container = { controller: null as object | null, addEventListener: () => undefined };

beforeAll(async () => {
  server = await startTestServer();
  setConfig({ apiBaseUrl: server.apiBaseUrl });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});
afterAll(() => server.close());
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearToken();
  container.controller = null;
});

/** How many times the page asked for the profile. */
const profileReads = () =>
  fetchSpy.mock.calls.filter(([input]) =>
    (input instanceof Request ? input.url : input.toString()).endsWith('/api/profile'),
  ).length;

/**
 * Opens /vet-profile: the early reads leave (controlled or not), then the app claims them. Resolves
 * once the app has handled the answer to each of them (one query each): a read that an answer
 * starts again leaves in the same turn as the answer is handled, so it has left by then.
 */
async function open(controlledBeforeStart: boolean) {
  const token = await server.tokenFor('verified@vets.example');
  void storeToken(token);
  container.controller = controlledBeforeStart ? worker : null;
  const location = { pathname: '/vet-profile', search: '' };
  const before = fetchSpy.mock.calls.length;
  startEarlyReads(location, token, controlledBeforeStart, server.apiBaseUrl);
  const earlyReads = fetchSpy.mock.calls.length - before;
  expect(profileReads()).toBe(1);
  // A service worker takes control before the app's code claims the reads (a first visit).
  container.controller = worker;
  const store = makeStore();
  void warmStart(store, location);
  await waitFor(() => {
    const queries = Object.values(store.getState().api.queries);
    expect(
      queries.filter((query) => query?.status === QueryStatus.fulfilled).length,
    ).toBeGreaterThanOrEqual(earlyReads);
    expect(queries.every((query) => query?.status === QueryStatus.fulfilled)).toBe(true);
  });
}

it('keeps an early answer that left before a service worker took control, read once', async () => {
  const storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  await open(false);
  expect(profileReads()).toBe(1);
  // Kept under the vet the profile named, once it did.
  await waitFor(async () => {
    const names = await storage.keys();
    expect(names).toHaveLength(1);
    const cache = await storage.open(names[0]!);
    expect((await cache.keys()).map((request) => new URL(request.url).pathname)).toContain(
      '/api/profile',
    );
  });
  expect((await storage.keys())[0]).toMatch(new RegExp(`^${apiCacheName('')}.+`));
});

it('does not ask again for an early answer a service worker gave (it kept a copy)', async () => {
  await open(true);
  expect(profileReads()).toBe(1);
});
