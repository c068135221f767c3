// The service worker's API reads: network first, the vet's stored copy on failure or timeout, purge on 401,
// each kept for the vet its token belongs to (named by the page or by the profile answer, never by a claim).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApiRead, forgetSlowNetwork } from '../../../sw/apiCache';
import { forgetPurges, purgeApiCaches } from '../../../sw/purge';
import { apiCacheName, CACHED_AT_HEADER } from '@/lib/offline/cacheNames';
import { forgetOwners, learnOwner } from '../../../sw/owners';
import { fakeEvent, MemoryCacheStorage } from './fakeCaches';

/** The marketplace's API on another host than the portal. */
const API_BASE = 'https://api.marketplace.example/api/';
const URL_BALANCE = `${API_BASE}wallet/wallet-balance/`;
const URL_PROFILE = `${API_BASE}profile`;
/** Opaque tokens: nothing in them names the vet. */
const thandi = 'Bearer thandi-token';
const sipho = 'Bearer sipho-token';

const request = (authorization?: string, url = URL_BALANCE) =>
  new Request(url, { headers: authorization ? { Authorization: authorization } : {} });

const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let storage: MemoryCacheStorage;
let network: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

beforeEach(() => {
  storage = new MemoryCacheStorage();
  network = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', network);
  forgetSlowNetwork();
  forgetPurges();
  forgetOwners();
  learnOwner('thandi-token', '11');
  learnOwner('sipho-token', '12');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The network's answer to the next read, given only when the test says so. */
function answerWhenTold(): (response: Response) => void {
  let answer: (response: Response) => void = () => undefined;
  network.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  return (response) => answer(response);
}

/** Starts a read whose network timeout of `timeoutMs` is then let pass on a fake clock. */
async function readPastTimeout(authorization: string, timeoutMs: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { event, settled } = fakeEvent();
  let answered = false;
  const response = answerApiRead(request(authorization), event, API_BASE, timeoutMs).finally(() => {
    answered = true;
  });
  await vi.advanceTimersByTimeAsync(timeoutMs);
  return { response, settled, answered: () => answered };
}

/** One read as the page would make it; waits for the background work too. */
async function read(authorization?: string, timeoutMs = 50, url = URL_BALANCE) {
  const { event, settled } = fakeEvent();
  const response = await answerApiRead(request(authorization, url), event, API_BASE, timeoutMs);
  await settled();
  return response;
}

describe('answerApiRead', () => {
  it('answers from the network and keeps a copy for that vet', async () => {
    network.mockResolvedValue(jsonAnswer({ balance: '150.00' }));
    const response = await read(thandi);
    expect(await response.json()).toEqual({ balance: '150.00' });
    expect(response.headers.get(CACHED_AT_HEADER)).toBeNull();
    expect(storage.caches.has(apiCacheName('11'))).toBe(true);
    expect(storage.caches.has(apiCacheName('12'))).toBe(false);
  });

  it('answers the stored copy, marked with its time, when the network fails', async () => {
    network.mockResolvedValueOnce(jsonAnswer({ balance: '150.00' }));
    await read(thandi);
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const response = await read(thandi);
    expect(await response.json()).toEqual({ balance: '150.00' });
    expect(Date.parse(response.headers.get(CACHED_AT_HEADER) ?? '')).not.toBeNaN();
  });

  it('answers the stored copy when the network does not answer in time', async () => {
    network.mockResolvedValueOnce(jsonAnswer({ balance: '150.00' }));
    await read(thandi);
    const answerLate = answerWhenTold();
    const slow = await readPastTimeout(thandi, 20);
    const response = await slow.response;
    expect(await response.json()).toEqual({ balance: '150.00' });
    expect(response.headers.get(CACHED_AT_HEADER)).not.toBeNull();
    // The slow answer still arrives and refreshes the stored copy for next time.
    answerLate(jsonAnswer({ balance: '175.00' }));
    await slow.settled();
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await read(thandi)).json()).toEqual({ balance: '175.00' });
  });

  it('waits for the network when nothing is stored yet, and passes a failure on', async () => {
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(read(thandi)).rejects.toThrow('Failed to fetch');
    const answerLate = answerWhenTold();
    const slow = await readPastTimeout(thandi, 10);
    expect(slow.answered()).toBe(false); // the timeout passed with nothing stored: still waiting
    answerLate(jsonAnswer({ balance: '1.00' }));
    expect(await (await slow.response).json()).toEqual({ balance: '1.00' });
    await slow.settled();
  });

  it('never shows one vet the copy stored for another', async () => {
    network.mockResolvedValueOnce(jsonAnswer({ balance: '150.00' }));
    await read(thandi);
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(read(sipho)).rejects.toThrow('Failed to fetch');
  });

  it('stores nothing without a token, and no error or non-JSON answers', async () => {
    network.mockResolvedValueOnce(jsonAnswer({ balance: '150.00' }));
    await read(undefined);
    network.mockResolvedValueOnce(jsonAnswer({ error: 'Server error' }, 500));
    await read(thandi);
    network.mockResolvedValueOnce(new Response('<html></html>', { status: 200 }));
    await read(thandi);
    const cache = storage.caches.get(apiCacheName('11'));
    expect(cache?.entries.size ?? 0).toBe(0);
    expect(storage.caches.size).toBeLessThanOrEqual(1);
  });

  it('a 401 purges that vet’s stored answers (and only theirs)', async () => {
    network.mockResolvedValueOnce(jsonAnswer({ balance: '150.00' }));
    await read(thandi);
    network.mockResolvedValueOnce(jsonAnswer({ balance: '20.00' }));
    await read(sipho);
    network.mockResolvedValueOnce(jsonAnswer({ detail: 'Token expired' }, 401));
    expect((await read(thandi)).status).toBe(401);
    expect(storage.caches.has(apiCacheName('11'))).toBe(false);
    expect(storage.caches.has(apiCacheName('12'))).toBe(true);
  });

  it('does not refill a purged cache with an answer that was already on its way', async () => {
    const answerLate = answerWhenTold();
    const { event, settled } = fakeEvent();
    const pending = answerApiRead(request(thandi), event, API_BASE, 1000);
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(1)); // the request is on its way
    await purgeApiCaches('11');
    answerLate(jsonAnswer({ balance: '150.00' }));
    await pending;
    await settled();
    expect(storage.caches.get(apiCacheName('11'))?.entries.size ?? 0).toBe(0);
  });

  it('once the network timed out, answers stored copies at once and refreshes them behind', async () => {
    network.mockResolvedValue(jsonAnswer({ balance: '150.00' }));
    await read(thandi);
    answerWhenTold(); // never told: this answer never comes
    const timedOut = await readPastTimeout(thandi, 20);
    expect((await timedOut.response).headers.get(CACHED_AT_HEADER)).not.toBe(null);
    vi.useRealTimers();
    // The next read does not wait out another timeout (a long one here) for the stored copy.
    const answerLate = answerWhenTold();
    const second = fakeEvent();
    const response = await answerApiRead(request(thandi), second.event, API_BASE, 60_000);
    expect(await response.json()).toEqual({ balance: '150.00' });
    answerLate(jsonAnswer({ balance: '175.00' }));
    await second.settled();
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await read(thandi)).json()).toEqual({ balance: '175.00' });
  });

  it('goes back to network first once an answer comes quickly', async () => {
    network.mockResolvedValueOnce(jsonAnswer({ balance: '150.00' }));
    await read(thandi);
    const answerLate = answerWhenTold();
    const slow = await readPastTimeout(thandi, 20); // times out: the network is slow
    expect((await slow.response).headers.get(CACHED_AT_HEADER)).not.toBeNull();
    answerLate(jsonAnswer({ balance: '155.00' }));
    await slow.settled();
    vi.useRealTimers();
    network.mockResolvedValueOnce(jsonAnswer({ balance: '160.00' }));
    await read(thandi); // answered from the device, refreshed quickly behind
    network.mockResolvedValueOnce(jsonAnswer({ balance: '170.00' }));
    const fresh = await read(thandi);
    expect(await fresh.json()).toEqual({ balance: '170.00' });
    expect(fresh.headers.get(CACHED_AT_HEADER)).toBeNull();
  });

  it('learns whose a new token is from its profile answer, and keeps the reads beside it for that vet', async () => {
    const fresh = 'Bearer new-session-token';
    const answerWallet = answerWhenTold();
    const { event, settled } = fakeEvent();
    const wallet = answerApiRead(request(fresh), event, API_BASE, 1000);
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(1));
    answerWallet(jsonAnswer({ balance: '150.00' }));
    // The profile (DRF's shape: the user id inside `user`, no claim in the token) names the vet.
    network.mockResolvedValueOnce(
      jsonAnswer({ id: 3, user: { id: 42, email: 'vet@example.com' }, first_name: 'Thandi' }),
    );
    await read(fresh, 50, URL_PROFILE);
    expect(await (await wallet).json()).toEqual({ balance: '150.00' });
    await settled();
    const kept = storage.caches.get(apiCacheName('42'));
    expect([...(kept?.entries.keys() ?? [])].sort()).toEqual([URL_BALANCE, URL_PROFILE].sort());
    // Offline, the next read with that token is answered from the device.
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await read(fresh)).json()).toEqual({ balance: '150.00' });
  });

  it('keeps nothing for a token whose vet nobody names', async () => {
    network.mockResolvedValueOnce(jsonAnswer({ balance: '150.00' }));
    const { event, settled } = fakeEvent();
    const response = await answerApiRead(request('Bearer stranger'), event, API_BASE, 50, 30);
    expect(await response.json()).toEqual({ balance: '150.00' });
    await settled();
    expect(storage.caches.size).toBe(0);
  });
});
