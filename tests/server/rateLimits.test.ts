// Login, register and refresh are rate limited per IP and per username: 429 with Retry-After.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, tooManyMessage } from '../../server/rateLimits.js';
import { TEST_RATE_LIMITS } from '../support/server.js';
import { PASSWORD, call } from './helpers.js';
import { useServer, withServer } from './useServer.js';

const server = useServer({
  rateLimits: {
    login: { perIp: 6, perUsername: 3, windowMs: 60_000 },
    register: { perIp: 2, perUsername: 100, windowMs: 60_000 },
    refresh: { perIp: 100, perUsername: 2, windowMs: 60_000 },
  },
});

const login = (username: string, password = 'wrong password') =>
  call(server, 'POST', '/api/login/', { json: { username, password } });

function expectTooMany(response: { status: number; body: unknown; headers: Headers }): void {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.body).toEqual({ error: tooManyMessage(retryAfter) });
}

describe('rate limits', () => {
  it('the defaults limit every route per IP and per username', () => {
    const defaults = DEFAULT_RATE_LIMITS;
    for (const limit of [defaults.login, defaults.register, defaults.refresh]) {
      expect(limit.perUsername).toBeLessThan(limit.perIp);
      expect(limit.perIp).toBeLessThan(TEST_RATE_LIMITS.login.perIp);
    }
    expect(DEFAULT_RATE_LIMITS.login.perUsername).toBeLessThanOrEqual(10);
  });

  it('login: per username, even with the right password, whatever the spelling', async () => {
    for (const spelling of ['second@vets.example', 'SECOND@vets.example', 'second@vets.example']) {
      expect((await login(spelling)).status).toBe(401);
    }
    expectTooMany(await login('second@vets.example', PASSWORD));
    // Another username from the same IP is still allowed (the IP limit is higher).
    expect((await login('verified@vets.example', PASSWORD)).status).toBe(200);
  });

  it('login: per IP across usernames', async () => {
    expect((await login('a-user')).status).toBe(401);
    expectTooMany(await login('b-user')); // the 7th from this IP (5 in the test above)
    expectTooMany(await login('verified@vets.example', PASSWORD));
  });

  it('register: per IP', async () => {
    const attempt = (n: number) =>
      call(server, 'POST', '/api/register/', {
        json: { username: `r${n}`, email: `r${n}@vets.example`, password: 'x', role: 'vet' },
      });
    expect((await attempt(1)).status).toBe(400);
    expect((await attempt(2)).status).toBe(400);
    expectTooMany(await attempt(3));
  });

  it('refresh: per user, counting only tokens this server signed', async () => {
    const limits = {
      ...TEST_RATE_LIMITS,
      refresh: { perIp: 100, perUsername: 2, windowMs: 60_000 },
    };
    await withServer({ rateLimits: limits }, async (fresh) => {
      const signedIn = await call<{ refresh: string }>(fresh, 'POST', '/api/login/', {
        json: { username: 'verified@vets.example', password: PASSWORD },
      });
      expect(signedIn.status).toBe(200);
      let refresh = signedIn.body.refresh;
      for (let turn = 0; turn < 2; turn += 1) {
        const answer = await call<{ refresh: string }>(fresh, 'POST', '/api/token/refresh/', {
          json: { refresh },
        });
        expect(answer.status).toBe(200);
        refresh = answer.body.refresh;
      }
      expectTooMany(await call(fresh, 'POST', '/api/token/refresh/', { json: { refresh } }));
    });
  });
});
