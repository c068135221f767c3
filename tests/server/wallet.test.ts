// Wallet: balance and escrow, history, withdrawals that never overdraw, and verified top-ups.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assignedOrders, call, cents, login, wallet, type RunningServer } from './helpers.js';
import { useServer, withServer } from './useServer.js';
import { TEST_RATE_LIMITS } from '../support/server.js';

interface Transaction {
  id: number;
  reference: string;
  created_at: string;
  description: string;
  transaction_type: 'credit' | 'debit';
  amount: string;
}

async function history(server: RunningServer, token: string): Promise<Transaction[]> {
  const response = await call<Transaction[]>(server, 'GET', '/api/wallet/transaction-history/', {
    token,
  });
  expect(response.status).toBe(200);
  return response.body;
}

function net(transactions: Transaction[]): number {
  return transactions.reduce(
    (sum, t) => sum + (t.transaction_type === 'credit' ? cents(t.amount) : -cents(t.amount)),
    0,
  );
}

describe('balance, escrow and history', () => {
  const server = useServer();

  it("shows the verified vet's seeded wallet, consistent with history and open orders", async () => {
    const token = await login(server, 'verified@vets.example');
    const balance = await wallet(server, token);
    expect(balance.balance).toBe('4250.00');
    const pending = (await assignedOrders(server, token)).filter((o) => !o.vet_completed);
    const escrow = pending.reduce((sum, o) => sum + cents(o.inspection_fees), 0);
    expect(cents(balance.escrow_balance)).toBe(escrow);
    const rows = await history(server, token);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(net(rows)).toBe(cents(balance.balance));
    const times = rows.map((t) => Date.parse(t.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b)); // oldest first
    let running = 0;
    for (const row of rows) {
      running += row.transaction_type === 'credit' ? cents(row.amount) : -cents(row.amount);
      expect(running).toBeGreaterThanOrEqual(0);
      expect(row.amount).toMatch(/^\d+\.\d{2}$/);
    }
    const kinds = new Set(rows.map((t) => t.description.split(' ')[0]));
    expect(kinds).toEqual(new Set(['Balance', 'Withdrawal', 'Inspection']));
    const completed = (await assignedOrders(server, token)).filter((o) => o.vet_completed);
    for (const order of completed) {
      expect(rows.find((t) => t.reference === `INS-${order.order_number}`)?.amount).toBe(
        order.inspection_fees,
      );
    }
  });

  it('keeps each vet to their own history', async () => {
    const thandi = await history(server, await login(server, 'verified@vets.example'));
    const sipho = await history(server, await login(server, 'second@vets.example'));
    expect(sipho.length).toBeGreaterThan(0);
    const ids = new Set(thandi.map((t) => t.id));
    expect(sipho.some((t) => ids.has(t.id))).toBe(false);
    const nobank = await login(server, 'nobank@vets.example');
    expect(await wallet(server, nobank)).toEqual({ balance: '800.00', escrow_balance: '0.00' });
    expect(net(await history(server, nobank))).toBe(80_000);
  });
});

describe('POST /api/wallet/withdraw/', () => {
  const server = useServer({}, { fresh: 'each' });
  let token: string;
  beforeEach(async () => {
    token = await login(server, 'verified@vets.example');
  });

  it('pays out to the bank account and records a debit', async () => {
    const response = await call(server, 'POST', '/api/wallet/withdraw/', {
      token,
      json: { amount: 250.5 },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Disbursement will be made within 24 - 48 business hours.',
      balance: '3999.50',
    });
    const last = (await history(server, token)).at(-1);
    expect(last).toMatchObject({
      transaction_type: 'debit',
      amount: '250.50',
      description: 'Withdrawal to bank account',
    });
    expect(last?.reference).toMatch(/^WD-[0-9A-F]+$/);
  });

  it.each([
    [-5],
    [0],
    ['0.00'],
    ['1.234'],
    [12.345],
    ['abc'],
    ['1,000'],
    [1e21],
    ['1e3'],
    [1000000.01],
    [true],
    [[100]],
    [''],
  ])('refuses the amount %j', async (amount) => {
    const response = await call<Record<string, string[]>>(server, 'POST', '/api/wallet/withdraw/', {
      token,
      json: { amount },
    });
    expect(response.status).toBe(400);
    expect(response.body.amount?.length).toBe(1);
    if (amount !== '') {
      expect(response.body).toEqual({
        amount: ['Enter a positive amount with at most two decimals.'],
      });
    }
  });

  it('accepts a numeric string and refuses more than the balance', async () => {
    const ok = await call(server, 'POST', '/api/wallet/withdraw/', {
      token,
      json: { amount: '4250' },
    });
    expect(ok.status).toBe(200);
    const over = await call(server, 'POST', '/api/wallet/withdraw/', {
      token,
      json: { amount: '10.00' },
    });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ error: 'Insufficient Balance' });
    expect((await wallet(server, token)).balance).toBe('0.00');
  });

  it('refuses a vet without a bank account', async () => {
    const nobank = await login(server, 'nobank@vets.example');
    const response = await call(server, 'POST', '/api/wallet/withdraw/', {
      token: nobank,
      json: { amount: 100 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'No Bank Account - Go To Settings' });
    expect((await wallet(server, nobank)).balance).toBe('800.00');
  });

  it('never overdraws under concurrent withdrawals', async () => {
    const pair = await Promise.all([
      call(server, 'POST', '/api/wallet/withdraw/', { token, json: { amount: 3000 } }),
      call(server, 'POST', '/api/wallet/withdraw/', { token, json: { amount: 3000 } }),
    ]);
    expect(pair.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await wallet(server, token)).balance).toBe('1250.00');

    const many = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(server, 'POST', '/api/wallet/withdraw/', { token, json: { amount: '300.00' } }),
      ),
    );
    expect(many.filter((r) => r.status === 200)).toHaveLength(4);
    expect(many.filter((r) => r.status === 400)).toHaveLength(6);
    expect((await wallet(server, token)).balance).toBe('50.00');
    expect(net(await history(server, token))).toBe(5_000);
  });
});

/** Opens a sandbox checkout for `amount` rand and returns the reference the server issued. */
async function sandboxCheckout(
  server: RunningServer,
  token: string,
  amount: number,
): Promise<string> {
  const response = await call<{ reference: string; amount: string }>(
    server,
    'POST',
    '/api/wallet/sandbox-checkout/',
    { token, json: { amount } },
  );
  expect(response.status).toBe(201);
  return response.body.reference;
}

describe('POST /api/wallet/load-wallet/ (sandbox)', () => {
  const server = useServer();

  it('credits a sandbox payment once, however often the reference is posted', async () => {
    const token = await login(server, 'nobank@vets.example');
    const reference = await sandboxCheckout(server, token, 150.25);
    const body = {
      transaction_ref: reference,
      description: 'Balance Topup',
      amount: 150.25,
    };
    const first = await call(server, 'POST', '/api/wallet/load-wallet/', { token, json: body });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ duplicate: false, amount: '150.25', balance: '950.25' });
    const again = await Promise.all([
      call(server, 'POST', '/api/wallet/load-wallet/', { token, json: body }),
      call(server, 'POST', '/api/wallet/load-wallet/', { token, json: body }),
    ]);
    for (const response of again) {
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ message: 'Already processed.', duplicate: true });
    }
    expect((await wallet(server, token)).balance).toBe('950.25');
    const topups = (await history(server, token)).filter((t) => t.reference === reference);
    expect(topups).toEqual([
      expect.objectContaining({
        description: 'Balance Topup',
        transaction_type: 'credit',
        amount: '150.25',
      }),
    ]);
    const thief = await login(server, 'second@vets.example');
    const stolen = await call(server, 'POST', '/api/wallet/load-wallet/', {
      token: thief,
      json: body,
    });
    expect(stolen.status).toBe(400);
  });

  it('refuses unverifiable references and bad amounts', async () => {
    const token = await login(server, 'verified@vets.example');
    const cases: [Record<string, unknown>, number, unknown][] = [
      [
        { transaction_ref: 'T123456789', amount: 100 },
        400,
        { error: 'Payment could not be verified.' },
      ],
      [
        { transaction_ref: 'sandbox_', amount: 100 },
        400,
        { error: 'Payment could not be verified.' },
      ],
      [
        { transaction_ref: 'sandbox_big', amount: 100000.01 },
        400,
        { error: 'Payment could not be verified.' },
      ],
      [
        { transaction_ref: 'sandbox_neg', amount: -1 },
        400,
        { amount: ['Enter a positive amount with at most two decimals.'] },
      ],
      [{ amount: 10 }, 400, { transaction_ref: ['This field is required.'] }],
      [
        { transaction_ref: 'bad ref with spaces', amount: 10 },
        400,
        { transaction_ref: ['Enter a valid payment reference.'] },
      ],
    ];
    for (const [body, status, expected] of cases) {
      const response = await call(server, 'POST', '/api/wallet/load-wallet/', {
        token,
        json: body,
      });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body).toEqual(expected);
    }
    expect((await wallet(server, token)).balance).toBe('4250.00');
  });

  it('refuses sandbox references when the sandbox is off', async () => {
    await withServer({ paymentSandbox: false }, async (strict) => {
      const token = await login(strict, 'verified@vets.example');
      const response = await call(strict, 'POST', '/api/wallet/load-wallet/', {
        token,
        json: { transaction_ref: 'sandbox_free_money', description: 'Balance Topup', amount: 500 },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'Payment could not be verified.' });
      expect((await wallet(strict, token)).balance).toBe('4250.00');
    });
  });
});

describe('POST /api/wallet/load-wallet/ (Paystack, against a local fake)', () => {
  interface Seen {
    url: string;
    authorization: string | undefined;
  }
  const seen: Seen[] = [];
  let fake: http.Server;
  let token: string;

  const answers: Record<string, { status: number; body: unknown }> = {
    T_OK_1: {
      status: 200,
      body: {
        status: true,
        message: 'Verification successful',
        data: {
          status: 'success',
          reference: 'T_OK_1',
          amount: 73_050,
          currency: 'ZAR',
          customer: { email: 'verified@vets.example' },
        },
      },
    },
    T_FAILED: {
      status: 200,
      body: {
        status: true,
        data: { status: 'failed', reference: 'T_FAILED', amount: 5000, currency: 'ZAR' },
      },
    },
    T_NAIRA: {
      status: 200,
      body: {
        status: true,
        data: { status: 'success', reference: 'T_NAIRA', amount: 5000, currency: 'NGN' },
      },
    },
    T_SOMEONE_ELSE: {
      status: 200,
      body: {
        status: true,
        data: {
          status: 'success',
          reference: 'T_SOMEONE_ELSE',
          amount: 5000,
          currency: 'ZAR',
          customer: { email: 'farmer@example.com' },
        },
      },
    },
    T_DOWN: { status: 502, body: { status: false } },
    T_NO_EMAIL: {
      status: 200,
      body: {
        status: true,
        data: { status: 'success', reference: 'T_NO_EMAIL', amount: 5000, currency: 'ZAR' },
      },
    },
  };

  beforeAll(async () => {
    fake = http.createServer((request, response) => {
      seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
      const ref = decodeURIComponent((request.url ?? '').replace('/transaction/verify/', ''));
      const answer = answers[ref] ?? {
        status: 404,
        body: { status: false, message: 'Transaction reference not found' },
      };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.close(resolve));
  });
  const server = useServer(() => ({
    paymentSandbox: false,
    // This block's checks run past the per-vet top-up limit, which has a test of its own.
    rateLimits: { ...TEST_RATE_LIMITS, perVet: { loadWallet: { max: 1000, windowMs: 60_000 } } },
    paystack: {
      secretKey: 'sk_test_local_fake',
      apiBase: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/`,
    },
  }));
  beforeAll(async () => {
    token = await login(server, 'verified@vets.example');
  });

  it('credits the amount Paystack reports, once', async () => {
    const body = { transaction_ref: 'T_OK_1', description: 'Balance Topup', amount: 1 };
    const response = await call(server, 'POST', '/api/wallet/load-wallet/', { token, json: body });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ amount: '730.50', balance: '4980.50', duplicate: false });
    expect(seen.at(-1)).toEqual({
      url: '/transaction/verify/T_OK_1',
      authorization: 'Bearer sk_test_local_fake',
    });
    const calls = seen.length;
    const again = await call(server, 'POST', '/api/wallet/load-wallet/', { token, json: body });
    expect(again.body).toMatchObject({ duplicate: true });
    expect(seen).toHaveLength(calls); // a known reference is not verified again
    expect((await wallet(server, token)).balance).toBe('4980.50');
  });

  it.each(['T_FAILED', 'T_NAIRA', 'T_SOMEONE_ELSE', 'T_NO_EMAIL', 'T_UNKNOWN', 'sandbox_x'])(
    'refuses %s',
    async (ref) => {
      const response = await call(server, 'POST', '/api/wallet/load-wallet/', {
        token,
        json: { transaction_ref: ref, description: 'Balance Topup', amount: 50 },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'Payment could not be verified.' });
    },
  );

  it.each(['..', '.', '.hidden', '-x'])(
    'refuses the reference %s as malformed, without asking Paystack',
    async (ref) => {
      const calls = seen.length;
      const response = await call(server, 'POST', '/api/wallet/load-wallet/', {
        token,
        json: { transaction_ref: ref, description: 'Balance Topup', amount: 50 },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ transaction_ref: ['Enter a valid payment reference.'] });
      expect(seen).toHaveLength(calls);
    },
  );

  it('answers 502 when Paystack itself fails, so the client can retry', async () => {
    const response = await call(server, 'POST', '/api/wallet/load-wallet/', {
      token,
      json: { transaction_ref: 'T_DOWN', description: 'Balance Topup', amount: 50 },
    });
    expect(response.status).toBe(502);
    expect((await wallet(server, token)).balance).toBe('4980.50');
  });
});

describe('a long history', () => {
  it('returns 10 000 transactions, oldest first and consistent with the balance', async () => {
    await withServer({ seedTransactions: 10_000 }, async (server) => {
      const token = await login(server, 'verified@vets.example');
      const started = performance.now();
      const rows = await history(server, token);
      const elapsed = performance.now() - started;
      console.log(`transaction-history with ${rows.length} rows: ${elapsed.toFixed(0)} ms`);
      expect(rows).toHaveLength(10_000);
      expect(net(rows)).toBe(cents((await wallet(server, token)).balance));
      const times = rows.map((t) => Date.parse(t.created_at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });
  });
});
