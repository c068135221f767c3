// The service worker's API reads: network first, the vet's stored copy on failure or timeout, purge on 401.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApiRead, forgetSlowNetwork } from '../../../sw/apiCache';
import { forgetPurges, purgeApiCaches } from '../../../sw/purge';
import { apiCacheName, CACHED_AT_HEADER } from '@/lib/sw/cacheNames';
import { fakeEvent, MemoryCacheStorage, tokenWithSub } from './fakeCaches';

const URL_BALANCE = 'https://portal.example/api/wallet/wallet-balance/';
const thandi = `Bearer ${tokenWithSub('11')}`;
const sipho = `Bearer ${tokenWithSub('12')}`;

const request = (authorization?: string) =>
  new Request(URL_BALANCE, { headers: authorization ? { Authorization: authorization } : {} });

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
  const response = answerApiRead(request(authorization), event, timeoutMs).finally(() => {
    answered = true;
  });
  await vi.advanceTimersByTimeAsync(timeoutMs);
  return { response, settled, answered: () => answered };
}

/** One read as the page would make it; waits for the background work too. */
async function read(authorization?: string, timeoutMs = 50) {
  const { event, settled } = fakeEvent();
  const response = await answerApiRead(request(authorization), event, timeoutMs);
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
    const pending = answerApiRead(request(thandi), event, 1000);
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
    const response = await answerApiRead(request(thandi), second.event, 60_000);
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
});
