// Login failures count on the account itself (every spelling of its phone number or email is the
// same account), slow the guesser down, and never lock the owner out of a known device.
import { describe, expect, it } from 'vitest';
import { TEST_RATE_LIMITS } from '../support/server.js';
import { PASSWORD, call } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer({
  trustProxy: true,
  rateLimits: {
    ...TEST_RATE_LIMITS,
    login: {
      perIp: 1000,
      perUsername: 3,
      perAddressAndAccount: 2,
      baseDelayMs: 60_000,
      maxDelayMs: 600_000,
      windowMs: 600_000,
    },
  },
});

let nextAddress = 1;
/** A login from its own client address (the server trusts X-Forwarded-For here). */
const loginFrom = (
  username: string,
  password: string,
  options: { address?: string; cookie?: string } = {},
) =>
  call<{ access?: string }>(server, 'POST', '/api/login/', {
    json: { username, password },
    headers: {
      'X-Forwarded-For': options.address ?? `198.51.100.${nextAddress++}`,
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
  });

const deviceCookie = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('the per-account login limit', () => {
  it('counts every spelling of a phone number as the one account', async () => {
    for (const spelling of ['0 831234568', '(083) 123 4568', '+27831234568']) {
      expect((await loginFrom(spelling, 'wrong guess')).status).toBe(401);
    }
    const fourth = await loginFrom('27 83 123 4568', PASSWORD);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('slows guesses from rotating addresses but lets the owner in from a known device', async () => {
    const home = '203.0.113.7';
    const owner = await loginFrom('verified@vets.example', PASSWORD, { address: home });
    expect(owner.status).toBe(200);
    const cookie = deviceCookie(owner.headers);
    expect(cookie).toMatch(/^vp_device=/);
    // Eleven addresses, ten wrong passwords: the account is now being slowed down.
    const guesses = [];
    for (let n = 0; n < 11; n += 1) guesses.push((await loginFrom('0821234567', 'guess')).status);
    expect(guesses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(guesses.slice(3).every((status) => status === 429)).toBe(true);
    // Even the right password from a new address waits: the guesser learns nothing.
    expect((await loginFrom('verified@vets.example', PASSWORD)).status).toBe(429);
    // The owner: from the known address, and with the device cookie from anywhere.
    expect((await loginFrom('verified@vets.example', PASSWORD, { address: home })).status).toBe(
      200,
    );
    const travelling = await loginFrom('Verified@Vets.Example', PASSWORD, { cookie });
    expect(travelling.status).toBe(200);
  });

  it('a device cookie counts only for its own account and only as signed', async () => {
    const owner = await loginFrom('newvet@vets.example', PASSWORD);
    const cookie = deviceCookie(owner.headers);
    const other = deviceCookie((await loginFrom('nobank@vets.example', PASSWORD)).headers);
    for (let n = 0; n < 3; n += 1) {
      expect((await loginFrom('newvet@vets.example', 'guess')).status).toBe(401);
    }
    const at = cookie.length - 10;
    const tampered = `${cookie.slice(0, at)}${cookie[at] === 'A' ? 'B' : 'A'}${cookie.slice(at + 1)}`;
    for (const wrong of [other, tampered]) {
      expect((await loginFrom('newvet@vets.example', PASSWORD, { cookie: wrong })).status).toBe(
        429,
      );
    }
    expect((await loginFrom('newvet@vets.example', PASSWORD, { cookie })).status).toBe(200);
  });

  it('stops one address guessing at one account before the account-wide count', async () => {
    const address = '192.0.2.50';
    for (let n = 0; n < 2; n += 1) {
      expect((await loginFrom('pending@vets.example', 'guess', { address })).status).toBe(401);
    }
    expect((await loginFrom('pending@vets.example', PASSWORD, { address })).status).toBe(429);
    // Another address is not held up by that address's count.
    expect((await loginFrom('pending@vets.example', PASSWORD)).status).toBe(200);
  });

  it('a known address skips the wait for one try, not for whoever else shares it', async () => {
    const shared = '203.0.113.80'; // a clinic's network, a carrier's NAT
    const owner = await loginFrom('applicant@vets.example', PASSWORD, { address: shared });
    expect(owner.status).toBe(200);
    const cookie = deviceCookie(owner.headers);
    for (let n = 0; n < 3; n += 1) {
      expect((await loginFrom('applicant@vets.example', 'guess')).status).toBe(401);
    }
    expect((await loginFrom('applicant@vets.example', 'guess')).status).toBe(429);
    // Someone else on the shared address: one try is checked, then the account-wide wait holds.
    expect((await loginFrom('applicant@vets.example', 'guess', { address: shared })).status).toBe(
      401,
    );
    expect((await loginFrom('applicant@vets.example', 'guess', { address: shared })).status).toBe(
      429,
    );
    expect((await loginFrom('applicant@vets.example', PASSWORD, { address: shared })).status).toBe(
      429,
    );
    // The owner's browser still gets in with its device cookie.
    const back = await loginFrom('applicant@vets.example', PASSWORD, { address: shared, cookie });
    expect(back.status).toBe(200);
  });
});
