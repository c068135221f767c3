// Token refresh: only tokens this server signed count against a user's refresh limit, and each
// refresh token works once (rotation); a spent one coming back ends that whole session.
import { describe, expect, it } from 'vitest';
import { TEST_RATE_LIMITS } from '../support/server.js';
import { PASSWORD, call } from './helpers.js';
import { useServer } from './useServer.js';

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
    // The thief replays the spent token: refused, and the family it came from is ended.
    expect((await refreshWith(phone.refresh)).status).toBe(401);
    expect((await refreshWith(first.body.refresh)).status).toBe(401);
    expect(await profileStatus(first.body.access)).toBe(401);
    expect(await profileStatus(phone.access)).toBe(401);
    // The vet's other sign-in is a family of its own.
    expect(await profileStatus(laptop.access)).toBe(200);
    const next = await refreshWith(laptop.refresh);
    expect(next.status).toBe(200);
    expect((await refreshWith(next.body.refresh)).status).toBe(200);
  });
});
