// Withdrawals honour Idempotency-Key as reports do: a retry after a lost answer pays out once and
// gets the first answer again; the key with another amount is refused. A minimum applies.
import { describe, expect, it } from 'vitest';
import { BELOW_MIN_WITHDRAWAL } from '../../server/routes/wallet.js';
import { call, faults, login, wallet } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer({}, { fresh: 'each' });

const withdraw = (token: string, amount: string, key?: string) =>
  call(server, 'POST', '/api/wallet/withdraw/', {
    token,
    json: { amount },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

describe('withdrawals', () => {
  it('pay out once per Idempotency-Key, however often a lost answer is retried', async () => {
    const token = await login(server, 'verified@vets.example');
    const before = (await wallet(server, token)).balance;
    // The first answer is lost on its way back (the debit has been committed).
    await faults(server, { paths: 'wallet/withdraw', dropNextResponses: 1 });
    await expect(withdraw(token, '100.00', 'withdraw-attempt-1')).rejects.toThrow();
    const retries = await Promise.all([
      withdraw(token, '100.00', 'withdraw-attempt-1'),
      withdraw(token, '100.00', 'withdraw-attempt-1'),
    ]);
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
    }
    const after = (await wallet(server, token)).balance;
    expect(Number(before) - Number(after)).toBe(100);
    expect((await withdraw(token, '200.00', 'withdraw-attempt-1')).status).toBe(422);
    expect((await withdraw(token, '100.00', 'withdraw-attempt-2')).status).toBe(200);
    expect(Number(before) - Number((await wallet(server, token)).balance)).toBe(200);
  });

  it('refuse an amount below the minimum', async () => {
    const token = await login(server, 'verified@vets.example');
    const response = await withdraw(token, '9.99');
    expect(response).toMatchObject({ status: 400, body: { error: BELOW_MIN_WITHDRAWAL } });
  });
});
