// Early reads claimed by the app: one that left before a service worker was in control is read again
// through it (so the portal opens offline), one a service worker answered is not asked for twice.
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
import { clearToken, storeToken } from '@/lib/token';
import { startTestServer, type TestServer } from '../support/server';

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
  clearToken();
  container.controller = null;
});

/** How many times the page asked for the profile. */
const profileReads = () =>
  fetchSpy.mock.calls.filter(([input]) =>
    (input instanceof Request ? input.url : input.toString()).endsWith('/api/profile'),
  ).length;

/** Opens /vet-profile: the early reads leave (controlled or not), then the app claims them. */
async function open(controlledBeforeStart: boolean) {
  const token = await server.tokenFor('verified@vets.example');
  void storeToken(token);
  container.controller = controlledBeforeStart ? worker : null;
  const location = { pathname: '/vet-profile', search: '' };
  startEarlyReads(location, token, controlledBeforeStart, server.apiBaseUrl);
  expect(profileReads()).toBe(1);
  // A service worker takes control before the app's code claims the reads (a first visit).
  container.controller = worker;
  const store = makeStore();
  void warmStart(store, location);
  await waitFor(() =>
    expect(store.getState().api.queries['profile(undefined)']?.status).toBe('fulfilled'),
  );
}

it('reads an early answer that left before a service worker took control again, through it', async () => {
  await open(false);
  await waitFor(() => expect(profileReads()).toBe(2));
  // Once: the wallet's answers, coming just after, do not start a second read of the profile.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(profileReads()).toBe(2);
});

it('does not ask again for an early answer a service worker gave (it kept a copy)', async () => {
  await open(true);
  // The re-read would leave at once, in the same turn as the answer was handled.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(profileReads()).toBe(1);
});
