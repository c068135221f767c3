// Token refresh: only tokens this server signed count against a user's refresh limit, and each
// refresh token works once (rotation); a spent one coming back after the grace ends that whole
// session, while a retry within it (a lost answer, twin requests) gets the same new pair.
import { describe, expect, it, vi } from 'vitest';
import { REFRESH_GRACE_MS } from '../../server/auth/sessions.js';
import { TEST_RATE_LIMITS } from '../support/server.js';
import { PASSWORD, call } from './helpers.js';
import { useServer, withServer } from './useServer.js';

interface Tokens {
  access: string;
  refresh: string;
}

const server = useServer({
  rateLimits: {
    ...TEST_RATE_LIMITS,
    refresh: { perIp: 1000, perUsername: 10, windowMs: 60_000 },
  },
});

async function signIn(username: string): Promise<Tokens> {
  const response = await call<Tokens>(server, 'POST', '/api/login/', {
    json: { username, password: PASSWORD },
  });
  expect(response.status).toBe(200);
  return response.body;
}

const refreshWith = (refresh: string) =>
  call<Tokens>(server, 'POST', '/api/token/refresh/', { json: { refresh } });
const profileStatus = async (access: string) =>
  (await call(server, 'GET', '/api/profile/', { token: access })).status;

/** A token-shaped string naming `sub` that this server never signed. */
function forged(sub: string, n: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = { sub, token_type: 'refresh', exp: 4_102_444_800, jti: `x${n}` };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(body)}.${'A'.repeat(43)}`;
}

const subOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string })
    .sub;

describe('token refresh under abuse', () => {
  it('forged tokens naming a user do not use up that user’s refresh limit', async () => {
    const { refresh } = await signIn('second@vets.example');
    for (let n = 0; n < 12; n += 1) {
      expect((await refreshWith(forged(subOf(refresh), n))).status).toBe(401);
    }
    expect((await refreshWith(refresh)).status).toBe(200);
  });

  it('rotates the refresh token; a spent one ends its session, other sessions live on', async () => {
    const phone = await signIn('verified@vets.example');
    const laptop = await signIn('verified@vets.example');
    const first = await refreshWith(phone.refresh);
    expect(first.status).toBe(200);
    expect(first.body.refresh).not.toBe(phone.refresh);
    // The thief replays the spent token after the grace: refused, and its family is ended.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + REFRESH_GRACE_MS + 1000);
      expect((await refreshWith(phone.refresh)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect((await refreshWith(first.body.refresh)).status).toBe(401);
    expect(await profileStatus(first.body.access)).toBe(401);
    expect(await profileStatus(phone.access)).toBe(401);
    // The vet's other sign-in is a family of its own.
    expect(await profileStatus(laptop.access)).toBe(200);
    const next = await refreshWith(laptop.refresh);
    expect(next.status).toBe(200);
    expect((await refreshWith(next.body.refresh)).status).toBe(200);
  });

  it('ten concurrent refreshes with one token all get the same new pair; the session lives on', async () => {
    // A server of its own: this block's server allows only 10 refreshes per user.
    await withServer({}, async (own) => {
      const refresh = (token: string) =>
        call<Tokens>(own, 'POST', '/api/token/refresh/', { json: { refresh: token } });
      const profile = async (access: string) =>
        (await call(own, 'GET', '/api/profile/', { token: access })).status;
      const signedIn = await call<Tokens>(own, 'POST', '/api/login/', {
        json: { username: 'nobank@vets.example', password: PASSWORD },
      });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => refresh(signedIn.body.refresh)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      const pair = answers[0]?.body;
      for (const answer of answers) expect(answer.body).toEqual(pair);
      expect(await profile(pair?.access ?? '')).toBe(200);
      // A retry of the spent token whose answer was lost, within the grace: the same pair again.
      expect((await refresh(signedIn.body.refresh)).body).toEqual(pair);
      const next = await refresh(pair?.refresh ?? '');
      expect(next.status).toBe(200);
      expect(await profile(next.body.access)).toBe(200);
    });
  });
});
