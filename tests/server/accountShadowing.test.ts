// No account can shadow another's login (username vs email vs phone, both directions), and the
// server's password rule (not blank or only spaces, at least 8 characters) with field errors.
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_BLANK,
  PASSWORD_INVISIBLE,
  PASSWORD_TOO_SHORT,
} from '../../server/auth/passwordRules.js';
import { USERNAME_IS_PHONE } from '../../server/auth/registration.js';
import { PASSWORD, call } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();

const register = (fields: Record<string, unknown>) =>
  call<Record<string, string[]>>(server, 'POST', '/api/register/', {
    json: { password: 'a fine password', role: 'vet', terms_accepted: true, ...fields },
  });

const loginAs = async (username: string, password: string) =>
  call<{ access: string }>(server, 'POST', '/api/login/', { json: { username, password } });

const whoIs = async (access: string) =>
  (await call<{ user: { email: string } }>(server, 'GET', '/api/profile/', { token: access })).body
    .user.email;

describe('usernames, emails and phones never name two accounts', () => {
  it("refuses a username equal to another user's email; the victim still logs in by email", async () => {
    const attack = await register({ username: 'verified@vets.example', email: 'evil@x.example' });
    expect(attack.status).toBe(400);
    expect(attack.body.username).toEqual(['A user with that username already exists.']);
    const victim = await loginAs('verified@vets.example', PASSWORD);
    expect(victim.status).toBe(200);
    expect(await whoIs(victim.body.access)).toBe('verified@vets.example');
  });

  it("refuses an email equal to another user's username (the other direction)", async () => {
    const first = await register({ username: 'plainname', email: 'plain@vets.example' });
    expect(first.status).toBe(201);
    const second = await register({ username: 'someoneelse', email: 'plainname' });
    expect(second.status).toBe(400); // not even a valid email
    const clash = await register({ username: 'name@clinic.example', email: 'name@clinic.example' });
    expect(clash.status).toBe(201);
    const shadow = await register({ username: 'other', email: 'name@clinic.example' });
    expect(shadow.status).toBe(400);
    expect(shadow.body.email).toEqual(['A user with that email already exists.']);
    const owner = await loginAs('name@clinic.example', 'a fine password');
    expect(await whoIs(owner.body.access)).toBe('name@clinic.example');
  });

  it('refuses a username that reads as a phone number, so phone logins stay unambiguous', async () => {
    for (const username of ['0821234567', '27821234567', '821234567']) {
      const response = await register({ username, email: `p${username}@vets.example` });
      expect(response.status, username).toBe(400);
      expect(response.body.username).toEqual([USERNAME_IS_PHONE]);
    }
    const thandi = await loginAs('0821234567', PASSWORD);
    expect(await whoIs(thandi.body.access)).toBe('verified@vets.example');
  });

  it('lets a new vet use their own email as username (as the demo accounts do)', async () => {
    const response = await register({ username: 'me@vets.example', email: 'me@vets.example' });
    expect(response.status).toBe(201);
  });
});

describe('password rule', () => {
  it.each([
    ['only spaces', '          ', PASSWORD_BLANK],
    ['only tabs and newlines', '\t\t\n\n\t\t\n\n', PASSWORD_INVISIBLE],
    ['seven characters', 'abc1234', PASSWORD_TOO_SHORT],
  ])('refuses %s with a field error', async (_label, password, message) => {
    const response = await register({
      username: `pw${password.length}x`,
      email: `pw${password.length}@vets.example`,
      password,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ password: [message] });
  });
});
