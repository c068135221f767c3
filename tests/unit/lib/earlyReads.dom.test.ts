// Early reads: started for the portal's address before the app's code runs, claimed once by the matching request.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type EarlyReads = typeof import('@/lib/earlyReads');

const API = 'https://portal.example/api/';
const answered = new Response('{}');
let network: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let early: EarlyReads;

beforeEach(async () => {
  vi.resetModules();
  network = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(answered),
  );
  vi.stubGlobal('fetch', network);
  early = await import('@/lib/earlyReads');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const asked = () =>
  network.mock.calls.map(([url, init]) => [url, new Headers(init?.headers).get('Authorization')]);
const get = (path: string, token = 'thandi') =>
  new Request(`${API}${path}`, { headers: { Authorization: `Bearer ${token}` } });

describe('starting early reads', () => {
  it('asks for the profile and the wallet on /vet-profile (the default panel)', () => {
    early.startEarlyReads({ pathname: '/vet-profile', search: '' }, 'thandi', true, API);
    expect(asked()).toEqual([
      [`${API}profile`, 'Bearer thandi'],
      [`${API}wallet/wallet-balance/`, 'Bearer thandi'],
      [`${API}wallet/transaction-history/`, 'Bearer thandi'],
    ]);
  });

  it('asks for the profile and the open tab’s order list for Manage Orders, only the profile elsewhere', () => {
    early.startEarlyReads(
      { pathname: '/vet-profile', search: '?panel=ManageOrder' },
      'thandi',
      true,
      API,
    );
    early.startEarlyReads(
      { pathname: '/vet-profile', search: '?panel=ManageOrder&tab=completed' },
      'lwazi',
      true,
      API,
    );
    early.startEarlyReads(
      { pathname: '/vet-profile', search: '?panel=Account' },
      'sipho',
      true,
      API,
    );
    expect(asked()).toEqual([
      [`${API}profile`, 'Bearer thandi'],
      [`${API}dashboard/assigned-orders/`, 'Bearer thandi'],
      [`${API}profile`, 'Bearer lwazi'],
      [`${API}dashboard/get-completed-orders/`, 'Bearer lwazi'],
      [`${API}profile`, 'Bearer sipho'],
    ]);
  });

  it('asks on a first visit too, with no service worker yet', () => {
    early.startEarlyReads({ pathname: '/vet-profile', search: '' }, 'thandi', false, API);
    expect(asked()).toEqual([
      [`${API}profile`, 'Bearer thandi'],
      [`${API}wallet/wallet-balance/`, 'Bearer thandi'],
      [`${API}wallet/transaction-history/`, 'Bearer thandi'],
    ]);
  });

  it('asks for nothing without a session, or off the portal', () => {
    early.startEarlyReads({ pathname: '/vet-profile', search: '' }, null, true, API);
    early.startEarlyReads({ pathname: '/verify', search: '' }, 'thandi', true, API);
    expect(network).not.toHaveBeenCalled();
  });
});

describe('claiming an early read', () => {
  beforeEach(() => {
    early.startEarlyReads({ pathname: '/vet-profile', search: '' }, 'thandi', true, API);
  });

  it('hands the answer to the same GET with the same token, once', async () => {
    const claimed = early.takeEarlyRead(get('profile'));
    expect(claimed).not.toBeNull();
    expect(await claimed?.answer).toBe(answered);
    expect(early.takeEarlyRead(get('profile'))).toBeNull();
  });

  it('is not handed to another token, another method or another address', () => {
    expect(early.takeEarlyRead(get('profile', 'sipho'))).toBeNull();
    expect(
      early.takeEarlyRead(new Request(`${API}profile`, { method: 'POST', body: '{}' })),
    ).toBeNull();
    expect(early.takeEarlyRead(get('dashboard/assigned-orders/'))).toBeNull();
    // Still there for the request it belongs to.
    expect(early.takeEarlyRead(get('profile'))).not.toBeNull();
  });
});

it('tells whether a service worker answered the read (and so kept a copy for offline use)', () => {
  early.startEarlyReads({ pathname: '/vet-profile', search: '' }, 'thandi', true, API);
  expect(early.takeEarlyRead(get('profile'))?.controlled).toBe(true);
  early.startEarlyReads({ pathname: '/vet-profile', search: '' }, 'thandi', false, API);
  expect(early.takeEarlyRead(get('profile'))?.controlled).toBe(false);
});

it('reads each answer in as it arrives, before the app claims it', async () => {
  const body = '{"first_name":"Thandi"}';
  let readToTheEnd = 0;
  network.mockImplementation(() => {
    let sent = false;
    // Nothing is pulled from the network until someone reads (highWaterMark 0).
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent) {
            readToTheEnd += 1;
            controller.close();
          } else {
            sent = true;
            controller.enqueue(new TextEncoder().encode(body));
          }
        },
      },
      { highWaterMark: 0 },
    );
    return Promise.resolve(new Response(stream));
  });
  early.startEarlyReads({ pathname: '/vet-profile', search: '' }, 'thandi', true, API);
  await vi.waitFor(() => expect(readToTheEnd).toBe(3));
  const claimed = early.takeEarlyRead(get('profile'));
  expect(await (await claimed?.answer)?.text()).toBe(body);
});

it('drops an answer nobody claimed in time: it would be stale', () => {
  vi.useFakeTimers();
  early.startEarlyReads({ pathname: '/vet-profile', search: '' }, 'thandi', true, API);
  vi.advanceTimersByTime(early.EARLY_READ_TTL_MS);
  expect(early.takeEarlyRead(get('profile'))).toBeNull();
});
