// Per-vet rate limits: top-up checks (each asks the payment provider), withdrawals, report writes
// and transaction-history reads answer 429 with Retry-After past their limit, for that vet only.
import { describe, expect, it } from 'vitest';
import { TEST_RATE_LIMITS } from '../support/server.js';
import { call, form, login, pendingOrder, type JsonResponse } from './helpers.js';
import { useServer } from './useServer.js';

const window = { max: 3, windowMs: 60_000 };
let providerCalls = 0;
const server = useServer({
  rateLimits: {
    ...TEST_RATE_LIMITS,
    perVet: { loadWallet: window, withdraw: window, writes: window, history: window },
  },
  paystack: {
    secretKey: 'sk_test_fake',
    apiBase: 'https://paystack.invalid',
    fetchImpl: () => {
      providerCalls += 1;
      return Promise.resolve(Response.json({ status: false }, { status: 404 }));
    },
  },
});

/** The statuses of `n` calls one after another. */
async function statuses(n: number, send: () => Promise<JsonResponse>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const response = await send();
    seen.push(response.status);
    if (response.status === 429)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  return seen;
}

describe('per-vet rate limits', () => {
  it('load-wallet: the provider is asked at most the limit per window', async () => {
    const token = await login(server, 'verified@vets.example');
    const before = providerCalls;
    const seen = await statuses(5, () =>
      call(server, 'POST', '/api/wallet/load-wallet/', {
        token,
        json: { transaction_ref: `T_${providerCalls}_${Date.now()}`, amount: '10.00' },
      }),
    );
    expect(seen).toEqual([400, 400, 400, 429, 429]);
    expect(providerCalls - before).toBe(3);
    // Another vet is not held up.
    const other = await login(server, 'second@vets.example');
    const theirs = await call(server, 'POST', '/api/wallet/load-wallet/', {
      token: other,
      json: { transaction_ref: 'T_OTHER', amount: '10.00' },
    });
    expect(theirs.status).toBe(400);
  });

  it('withdrawals', async () => {
    const token = await login(server, 'verified@vets.example');
    const seen = await statuses(4, () =>
      call(server, 'POST', '/api/wallet/withdraw/', { token, json: { amount: '10.00' } }),
    );
    expect(seen).toEqual([200, 200, 200, 429]);
  });

  it('transaction-history reads, paged or not', async () => {
    const token = await login(server, 'second@vets.example');
    const urls = ['', '?page=1', '', '?page=1'];
    const seen: number[] = [];
    for (const query of urls) {
      seen.push(
        (await call(server, 'GET', `/api/wallet/transaction-history/${query}`, { token })).status,
      );
    }
    expect(seen).toEqual([200, 200, 200, 429]);
  });

  it('report writes', async () => {
    const token = await login(server, 'verified@vets.example');
    const order = await pendingOrder(server, token);
    const seen = await statuses(4, () =>
      call(server, 'PATCH', `/api/dashboard/update-inspection-report/${order.id}/`, {
        token,
        form: form({ inspection_description: 'Checked again.' }),
      }),
    );
    // The order is not completed: refused, but each write counts.
    expect(seen).toEqual([400, 400, 400, 429]);
  });
});
