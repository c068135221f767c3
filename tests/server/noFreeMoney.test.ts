// No free money: sandbox references only from a checkout the server recorded (amount and payer bound),
// and amounts exact to the cent (no rounding of long decimals, no exponent form).
import { beforeAll, describe, expect, it } from 'vitest';
import { topLevelNumberSources } from '../../server/body.js';
import { call, cents, login, wallet } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();
let token: string;
beforeAll(async () => {
  token = await login(server, 'verified@vets.example');
});

/** Posts a raw JSON text (so number literals arrive exactly as written). */
async function postRaw(url: string, text: string, bearer = token) {
  const response = await fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const checkout = async (amount: number | string, bearer = token) =>
  call<{ reference: string; amount: string }>(server, 'POST', '/api/wallet/sandbox-checkout/', {
    token: bearer,
    json: { amount },
  });

describe('sandbox payments', () => {
  it('refuses references the client made up, whatever the amount', async () => {
    const before = await wallet(server, token);
    for (const ref of ['sandbox_free_money', `sandbox_${crypto.randomUUID()}`]) {
      const response = await call(server, 'POST', '/api/wallet/load-wallet/', {
        token,
        json: { transaction_ref: ref, amount: 100000 },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'Payment could not be verified.' });
    }
    expect(await wallet(server, token)).toEqual(before);
  });

  it('credits a recorded checkout only for its amount and only to the vet it was issued to', async () => {
    const before = await wallet(server, token);
    const issued = await checkout(25);
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ amount: '25.00' });
    expect(issued.body.reference).toMatch(/^sandbox_[0-9a-f-]{36}$/);
    const other = await login(server, 'second@vets.example');
    const load = (amount: number, bearer = token) =>
      call(server, 'POST', '/api/wallet/load-wallet/', {
        token: bearer,
        json: { transaction_ref: issued.body.reference, amount },
      });
    expect((await load(100000)).status).toBe(400); // amount bound to the reference
    expect((await load(25, other)).status).toBe(400); // payer bound to the reference
    expect((await load(25)).status).toBe(200);
    expect((await load(25)).body).toMatchObject({ duplicate: true });
    expect(cents((await wallet(server, token)).balance)).toBe(cents(before.balance) + 2500);
  });

  it('checks the checkout amount like any other amount', async () => {
    for (const amount of [0, -5, 100000.01, '1e3', 'abc']) {
      expect((await checkout(amount)).status, String(amount)).toBe(400);
    }
  });
});

describe('amounts are exact decimals', () => {
  it('reads number literals as written', () => {
    const text = '{"a":{"amount":1},"amount":1.999999999999999999,"list":[2e3],"s":"3"}';
    expect(topLevelNumberSources(text)).toEqual(new Map([['amount', '1.999999999999999999']]));
  });

  it.each([
    ['more than two decimals', '1.999999999999999999'],
    ['three decimals', '10.005'],
    ['exponent form', '1e2'],
    ['exponent form with decimals', '2.5E1'],
  ])('refuses %s as a JSON number, debiting nothing', async (_label, literal) => {
    const before = await wallet(server, token);
    const response = await postRaw('/api/wallet/withdraw/', `{"amount": ${literal}}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      amount: ['Enter a positive amount with at most two decimals.'],
    });
    const asString = await postRaw('/api/wallet/withdraw/', `{"amount": "${literal}"}`);
    expect(asString.status).toBe(400);
    expect(await wallet(server, token)).toEqual(before);
  });

  it('still takes whole and two-decimal numbers', async () => {
    const response = await postRaw('/api/wallet/withdraw/', '{"amount": 11.50}');
    expect(response.status).toBe(200);
  });
});
