// A read the server throttles (DRF's 429 with Retry-After) is said, waited out and asked once more; a long wait is not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { walletApi } from '@/features/wallet/api';
import { setConfig } from '@/lib/api/config';
import { msg } from '@/lib/text/messages';
import { notify } from '@/lib/toasts/toast';

const API = 'https://api.market.example/api/';
const throttled = (retryAfter: string) =>
  new Response(
    JSON.stringify({ detail: 'Request was throttled. Expected available in 1 second.' }),
    {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
    },
  );
const balance = () =>
  new Response(JSON.stringify({ balance: '10.00', escrow_balance: '0.00' }), {
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a throttled read', () => {
  it('says the server is busy, waits out Retry-After, then asks once more', async () => {
    setConfig({ apiBaseUrl: API });
    const answers = [throttled('1'), balance()];
    const fetched = vi.fn(() => Promise.resolve(answers.shift() ?? balance()));
    vi.stubGlobal('fetch', fetched);
    const said = vi.spyOn(notify, 'info').mockReturnValue('toast');

    const store = makeStore();
    const result = await store.dispatch(walletApi.endpoints.walletBalance.initiate());

    expect(result.data).toEqual({ balance: '10.00', escrow_balance: '0.00' });
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(said).toHaveBeenCalledWith(msg.serverBusyRetrying(1), { background: true });
  });

  it('gives the error, in the server’s words, when the wait is long', async () => {
    setConfig({ apiBaseUrl: API });
    const fetched = vi.fn(() => Promise.resolve(throttled('3600')));
    vi.stubGlobal('fetch', fetched);
    vi.spyOn(notify, 'info').mockReturnValue('toast');

    const store = makeStore();
    const result = await store.dispatch(walletApi.endpoints.walletBalance.initiate());

    expect(fetched).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ status: 429 });
  });
});
