// The token is checked before a body is read, and each route reads at most the body it needs.
import { describe, expect, it } from 'vitest';
import { answerBeforeBody, call, login } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();

/** A 1 MB POST's headers and first kilobyte: a server that reads it before the token never answers. */
const postWithoutSendingBody = (url: string, headers: Record<string, string> = {}) =>
  answerBeforeBody(server.base, 'POST', url, 1_048_000, headers);

describe('request bodies', () => {
  it('are not read without a token: 401 before the body has arrived', async () => {
    const answer = await postWithoutSendingBody('/api/wallet/withdraw/');
    expect(answer).toEqual({
      status: 401,
      body: { error: 'Authentication credentials were not provided.' },
    });
    const forged = await postWithoutSendingBody('/api/dashboard/set-appointment/1/', {
      Authorization: 'Bearer not-a-token',
    });
    expect(forged).toEqual({ status: 401, body: { error: 'Token is invalid or expired.' } });
  });

  it('are limited to what the route needs: a withdrawal of 10 KB is refused with 413', async () => {
    const token = await login(server, 'verified@vets.example');
    const before = await call<{ balance: string }>(server, 'GET', '/api/wallet/wallet-balance/', {
      token,
    });
    const padded = await call(server, 'POST', '/api/wallet/withdraw/', {
      token,
      json: { amount: '10.00', note: 'x'.repeat(10_000) },
    });
    expect(padded).toMatchObject({ status: 413, body: { error: 'Request body is too large.' } });
    const after = await call<{ balance: string }>(server, 'GET', '/api/wallet/wallet-balance/', {
      token,
    });
    expect(after.body.balance).toBe(before.body.balance);
    const plain = await call(server, 'POST', '/api/wallet/withdraw/', {
      token,
      json: { amount: '10.00' },
    });
    expect(plain.status).toBe(200);
  });
});
