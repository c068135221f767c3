// A login flood gets quick 503s with Retry-After once password checks are busy, instead of a
// queue that makes every sign-in (and, through libuv's shared pool, every read) wait.
import { describe, expect, it } from 'vitest';
import { busyMessage } from '../../server/routes/auth.js';
import { call, login } from './helpers.js';
import { useServer } from './useServer.js';

// One hashing worker that may keep a check waiting at most 200 ms: a burst must overflow it.
const server = useServer({ passwordHashing: { workers: 1, maxWaitMs: 200 } });

describe('password checks under a flood', () => {
  it('refuses what the pool cannot check in time with 503 and Retry-After; reads still answer', async () => {
    const access = await login(server, 'verified@vets.example');
    const flood = Array.from({ length: 60 }, (_, n) =>
      call(server, 'POST', '/api/login/', {
        json: { username: `nobody-${n}@vets.example`, password: 'not the password' },
      }),
    );
    const balance = await call(server, 'GET', '/api/wallet/wallet-balance/', { token: access });
    const answers = await Promise.all(flood);
    expect(balance.status).toBe(200);
    const busy = answers.filter((answer) => answer.status === 503);
    const checked = answers.filter((answer) => answer.status === 401);
    expect(busy.length).toBeGreaterThan(0);
    expect(checked.length).toBeGreaterThan(0);
    expect(busy.length + checked.length).toBe(answers.length);
    for (const answer of busy) {
      const seconds = Number(answer.headers.get('retry-after'));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(answer.body).toEqual({ error: busyMessage(seconds) });
    }
    // Once the burst has drained, a sign-in works again.
    expect(await login(server, 'second@vets.example')).toBeTypeOf('string');
  });
});
