// The reply check: a documented endpoint's 2xx answer that its contract schema cannot read becomes a 500, never a wrong answer sent.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerReplyCheck } from '../../server/replyCheck.js';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server whose balance endpoint answers `balance` with `status`, checked as the real one is. */
async function answering(balance: unknown, status = 200) {
  app = Fastify();
  registerReplyCheck(app);
  app.get('/api/wallet/wallet-balance/', (_request, reply) =>
    reply.code(status).send({ balance, escrow_balance: '0.00' }),
  );
  app.get('/api/not-in-the-contract/', () => ({ anything: true }));
  return app.inject({ method: 'GET', url: '/api/wallet/wallet-balance/' });
}

describe('the reply check', () => {
  it('lets an answer the schema reads go out as it is', async () => {
    const answer = await answering('1500.00');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ balance: '1500.00', escrow_balance: '0.00' });
  });

  it('turns an answer the schema cannot read into a 500 that names the field', async () => {
    const answer = await answering('lots');
    expect(answer.statusCode).toBe(500);
    expect(answer.json<{ message: string }>().message).toMatch(
      /WalletBalance\.balance: expected an amount of money, got "lots"/,
    );
  });

  it('refuses a 2xx status the contract does not document for the endpoint', async () => {
    expect((await answering('1.00', 201)).statusCode).toBe(500);
  });

  it('leaves errors and endpoints outside the contract alone', async () => {
    expect((await answering('lots', 400)).statusCode).toBe(400);
    const other = await app!.inject({ method: 'GET', url: '/api/not-in-the-contract/' });
    expect(other.json()).toEqual({ anything: true });
  });
});
