// A withdrawal attempt carries its Idempotency-Key to an API on the portal's own origin, and none to another origin's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { walletApi } from '@/features/wallet/api';
import { setConfig } from '@/lib/api/config';

afterEach(() => vi.unstubAllGlobals());

/** The Idempotency-Key of each withdrawal the API got, for `apiBaseUrl`. */
async function keysSent(apiBaseUrl: string, attempts: string[]): Promise<(string | null)[]> {
  setConfig({ apiBaseUrl });
  const keys: (string | null)[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    keys.push(request.headers.get('Idempotency-Key'));
    return Promise.resolve(new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
  });
  const store = makeStore();
  for (const attemptKey of attempts) {
    await store.dispatch(walletApi.endpoints.withdraw.initiate({ amount: 100, attemptKey }));
  }
  return keys;
}

describe('a withdrawal', () => {
  it('sent again with its attempt’s key carries the same Idempotency-Key', async () => {
    expect(await keysSent(`${location.origin}/api/`, ['a', 'a', 'b'])).toEqual(['a', 'a', 'b']);
  });

  it('carries no such header to an API on another origin, whose CORS may refuse it', async () => {
    expect(await keysSent('https://api.market.example/api/', ['a'])).toEqual([null]);
  });
});
