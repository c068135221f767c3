// Sign-up refuses what lets one account pass for another or hides in plain sight: control and
// text-direction characters, emails that look like another account's, email-shaped usernames
// that are not one's own, and the most common or invisible passwords.
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_INVISIBLE,
  PASSWORD_TOO_COMMON,
  passwordProblem,
} from '../../server/auth/passwordRules.js';
import { DEMO_PASSWORD } from '../../server/config.js';
import {
  EMAIL_IS_USERNAME,
  EMAIL_LOOKS_TAKEN,
  USERNAME_IS_OTHER_EMAIL,
} from '../../server/auth/registration.js';
import { UNSAFE_CHARACTERS, nameProblem, skeleton } from '../../server/validation.js';
import { call } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();

let n = 0;
const register = (fields: Record<string, unknown>) => {
  n += 1;
  return call<Record<string, string[]>>(server, 'POST', '/api/register/', {
    json: {
      username: `newcomer${n}`,
      email: `newcomer${n}@vets.example`,
      password: 'a fine password',
      role: 'vet',
      terms_accepted: true,
      ...fields,
    },
  });
};

describe('emails and usernames', () => {
  it('refuses control and text-direction characters in an email', async () => {
    for (const email of [
      'vet\u202Emoc.elpmaxe@x.example',
      'vet\u0007@x.example',
      'v\u200Bet@x.example',
    ]) {
      const response = await register({ email });
      expect(response.status, JSON.stringify(email)).toBe(400);
      expect(response.body.email).toEqual([UNSAFE_CHARACTERS]);
    }
  });

  it("refuses an email that looks like another account's (other scripts, full-width letters)", async () => {
    const cyrillic = await register({ email: 'v\u0435rified@vets.example' });
    expect(cyrillic.status).toBe(400);
    expect(cyrillic.body.email).toEqual([EMAIL_LOOKS_TAKEN]);
    const lookAlike = await register({ email: 'verified@vets.exarnple' });
    expect(lookAlike.body.email).toEqual([EMAIL_LOOKS_TAKEN]);
    const fullWidth = await register({ email: 'ｖｅｒｉｆｉｅｄ@vets.example' });
    expect(fullWidth.body.email).toEqual([EMAIL_IS_USERNAME]);
  });

  it.each([
    ['\u1D20erified@vets.example', 'a small capital V'],
    ['ver\u0269fied@vets.example', 'a Latin iota'],
    ['verified@vets.exa\uA4DFple', 'a Lisu letter'],
  ])("refuses %j (%s) as another account's email, by Unicode's confusables", async (email) => {
    const response = await register({ email });
    expect(response.status).toBe(400);
    expect(response.body.email).toEqual([EMAIL_LOOKS_TAKEN]);
  });

  it("refuses a username that is someone else's email address", async () => {
    const response = await register({ username: 'not-yet-here@vets.example' });
    expect(response.status).toBe(400);
    expect(response.body.username).toEqual([USERNAME_IS_OTHER_EMAIL]);
  });
});

describe('passwords', () => {
  it.each([
    ['password', PASSWORD_TOO_COMMON],
    ['12345678', PASSWORD_TOO_COMMON],
    ['Qwerty123', PASSWORD_TOO_COMMON],
    ['P@ssw0rd123!', PASSWORD_TOO_COMMON],
    ['Dr@g0n2024', PASSWORD_TOO_COMMON],
    ['!!qwerty99', PASSWORD_TOO_COMMON],
    ['M0nk3y!!', PASSWORD_TOO_COMMON],
    ['\u200B'.repeat(8), PASSWORD_INVISIBLE],
    ['pass\u200Bword\u200B', PASSWORD_INVISIBLE],
  ])('refuses %j', async (password, message) => {
    const response = await register({ password });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ password: [message] });
  });

  it('accepts an uncommon password', async () => {
    expect((await register({ password: 'kudu ridge borehole' })).status).toBe(201);
    expect((await register({ password: 'Tr0ub4dor&3 kudu' })).status).toBe(201);
  });

  it('refuses the demo password in production, where no demo account uses it', () => {
    expect(passwordProblem(DEMO_PASSWORD, 'production')).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem(DEMO_PASSWORD)).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem(DEMO_PASSWORD, 'demo')).toBeNull();
  });
});

describe('names', () => {
  it('refuses control, direction and invisible characters; accepts any script', () => {
    expect(nameProblem('Thandi\u202E')).toBe(UNSAFE_CHARACTERS);
    expect(nameProblem('Th\u0000andi')).toBe(UNSAFE_CHARACTERS);
    expect(nameProblem('\u3164')).toBe(UNSAFE_CHARACTERS);
    expect(nameProblem('Nkosi-Dlamini')).toBeNull();
    expect(nameProblem('Zoë Ndlovu')).toBeNull();
    expect(nameProblem('Лена')).toBeNull();
  });

  it('compares look-alikes by skeleton', () => {
    expect(skeleton('vеrified')).toBe(skeleton('verified'));
    expect(skeleton('rnary')).toBe(skeleton('mary'));
    expect(skeleton('Zoë')).toBe(skeleton('zoe'));
    expect(skeleton('thandi')).not.toBe(skeleton('thandy'));
  });
});
