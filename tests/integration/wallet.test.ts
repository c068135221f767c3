// The wallet against the real reference server: no overdraft under concurrency, a top-up credited once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDecimal } from '@contract/money';
import { toCents } from '@/lib/text/format';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor('verified@vets.example');
});
afterAll(() => server.close());

const call = async (path: string, body?: unknown) => {
  const response = await fetch(`${server.apiBaseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const balanceCents = async () =>
  toCents((await call('wallet/wallet-balance/')).body.balance as string);

interface Row {
  reference: string;
  transaction_type: string;
  amount: string;
}
const history = async () =>
  (await fetch(`${server.apiBaseUrl}wallet/transaction-history/`, {
    headers: { Authorization: `Bearer ${token}` },
  }).then((r) => r.json())) as Row[];

describe('wallet on the reference server', () => {
  it('two withdrawals that together exceed the balance: one succeeds, one fails, never negative', async () => {
    const before = await balanceCents();
    expect(before).toBeGreaterThan(0n);
    const each = (before * 6n) / 10n; // 60 % each: one fits, both do not.
    const amount = Number(centsToDecimal(each));

    const results = await Promise.all([
      call('wallet/withdraw/', { amount }),
      call('wallet/withdraw/', { amount }),
    ]);

    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400);
    expect(refused?.body.error).toBe('Insufficient Balance');
    const after = await balanceCents();
    expect(after).toBe(before - each);
    expect(after).toBeGreaterThanOrEqual(0n);
  });

  it('credits a card top-up reference once, however often it is posted', async () => {
    const before = await balanceCents();
    const checkout = await call('wallet/sandbox-checkout/', { amount: 150.25 });
    expect(checkout.status).toBe(201);
    const topUp = {
      transaction_ref: checkout.body.reference as string,
      description: 'Balance Topup',
      amount: 150.25,
    };

    const first = await call('wallet/load-wallet/', topUp);
    const again = await Promise.all([
      call('wallet/load-wallet/', topUp),
      call('wallet/load-wallet/', topUp),
    ]);

    expect(first.status).toBe(200);
    for (const response of again) expect(response.status).toBe(200);
    expect(await balanceCents()).toBe(before + 15_025n);
    const rows = (await history()).filter((row) => row.reference === topUp.transaction_ref);
    expect(rows).toEqual([
      expect.objectContaining({ transaction_type: 'credit', amount: '150.25' }),
    ]);
  });

  it('refuses a withdrawal beyond the balance and a non-positive amount, changing nothing', async () => {
    const before = await balanceCents();
    const tooMuch = Number(centsToDecimal(before + 1n));
    expect((await call('wallet/withdraw/', { amount: tooMuch })).status).toBe(400);
    expect((await call('wallet/withdraw/', { amount: 0 })).status).toBe(400);
    expect((await call('wallet/withdraw/', { amount: -5 })).status).toBe(400);
    expect(await balanceCents()).toBe(before);
  });
});
