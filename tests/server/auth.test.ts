// Login, registration, tokens and the 401 answers of the reference API.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET, PASSWORD, call, login } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();

interface Tokens {
  access: string;
  refresh: string;
  role?: string;
}

describe('POST /api/login/', () => {
  it.each([
    ['the email', 'verified@vets.example'],
    ['the email in capitals', 'VERIFIED@Vets.Example'],
    ['the phone as 0821234567', '0821234567'],
    ['the phone as 821234567', '821234567'],
    ['the phone as 27821234567', '27821234567'],
    ['the phone as +27 82 123 4567', '+27 82 123 4567'],
  ])('signs Thandi in with %s', async (_label, username) => {
    const response = await call<Tokens>(server, 'POST', '/api/login/', {
      json: { username, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.body.role).toBe('vet');
    expect(response.body.access.split('.')).toHaveLength(3);
    expect(response.body.refresh.split('.')).toHaveLength(3);
    const profile = await call<{ first_name: string }>(server, 'GET', '/api/profile', {
      token: response.body.access,
    });
    expect(profile.body.first_name).toBe('Thandi');
  });

  it('signs in by a username that is not an email', async () => {
    const registered = await call(server, 'POST', '/api/register/', {
      json: {
        username: 'Dr.Lerato',
        email: 'lerato@clinic.example',
        password: 'long-enough-1',
        role: 'vet',
        terms_accepted: true,
      },
    });
    expect(registered.status).toBe(201);
    const response = await call<Tokens>(server, 'POST', '/api/login/', {
      json: { username: 'DR.LERATO', password: 'long-enough-1' },
    });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    for (const username of ['verified@vets.example', 'nobody@vets.example']) {
      const response = await call(server, 'POST', '/api/login/', {
        json: { username, password: 'wrong-password' },
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Invalid username or password.' });
    }
  });

  it('lists each missing field', async () => {
    const response = await call(server, 'POST', '/api/login/', { json: { username: '  ' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      username: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const response = await fetch(`${server.base}/api/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Malformed JSON body.' });
  });
});

describe('POST /api/register/', () => {
  const valid = {
    username: 'NewDoc',
    email: ' NewDoc@Clinic.Example ',
    password: 'Sup3r-secret',
    role: 'vet',
    terms_accepted: true,
  };

  it('creates a vet with no application and default settings', async () => {
    const response = await call<Tokens>(server, 'POST', '/api/register/', { json: valid });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(['access', 'refresh']);
    const profile = await call(server, 'GET', '/api/profile/', { token: response.body.access });
    expect(profile.body).toMatchObject({
      first_name: '',
      last_name: '',
      phone: null,
      user: { username: 'newdoc', email: 'newdoc@clinic.example' },
      profile_picture: null,
      communication_means: 'both',
      account_number: '0',
      bank_name: '0',
      bank_confirmation_certificate: null,
      clinic_name: '',
      has_applied: false,
      is_verified: false,
      is_disabled: false,
      applications: [],
    });
    expect(await login(server, 'newdoc@clinic.example', 'Sup3r-secret')).toBeTypeOf('string');
  });

  it('refuses a taken username and a taken email', async () => {
    const username = await call(server, 'POST', '/api/register/', {
      json: { ...valid, username: 'verified@vets.example', email: 'other@clinic.example' },
    });
    expect(username.status).toBe(400);
    expect(username.body).toEqual({ username: ['A user with that username already exists.'] });
    const email = await call(server, 'POST', '/api/register/', {
      json: { ...valid, username: 'someone-else', email: 'SECOND@vets.example' },
    });
    expect(email.status).toBe(400);
    expect(email.body).toEqual({ email: ['A user with that email already exists.'] });
  });

  it('requires the terms to be accepted', async () => {
    for (const terms of [false, undefined, 'yes']) {
      const response = await call(server, 'POST', '/api/register/', {
        json: {
          ...valid,
          username: 'termless',
          email: 'termless@clinic.example',
          terms_accepted: terms,
        },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        terms_accepted: ['You must accept the terms and conditions.'],
      });
    }
  });

  it('accepts only the vet role', async () => {
    const response = await call(server, 'POST', '/api/register/', {
      json: { ...valid, username: 'admin1', email: 'admin1@clinic.example', role: 'admin' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ role: ['"admin" is not a valid choice.'] });
  });

  it('checks username characters and length, email form and password length together', async () => {
    const response = await call<Record<string, string[]>>(server, 'POST', '/api/register/', {
      json: {
        username: 'a b',
        email: 'not-an-email',
        password: 'short',
        role: 'vet',
        terms_accepted: true,
      },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body).sort()).toEqual(['email', 'password', 'username']);
    expect(response.body.password).toEqual([
      'This password is too short. It must contain at least 8 characters.',
    ]);
    const tooShort = await call<Record<string, string[]>>(server, 'POST', '/api/register/', {
      json: { ...valid, username: 'ab', email: 'ab@clinic.example' },
    });
    expect(tooShort.body.username).toEqual(['Ensure this field has at least 3 characters.']);
    const empty = await call<Record<string, string[]>>(server, 'POST', '/api/register/', {
      json: {},
    });
    expect(empty.body).toMatchObject({
      username: ['This field is required.'],
      email: ['This field is required.'],
      password: ['This field is required.'],
      role: ['This field is required.'],
    });
  });
});

describe('tokens', () => {
  it('answers 401 without a token and with a bad one, on every protected route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/profile'],
      ['GET', '/api/profile/'],
      ['PATCH', '/api/profile/'],
      ['GET', '/api/dashboard/assigned-orders/'],
      ['GET', '/api/wallet/wallet-balance/'],
      ['POST', '/api/wallet/withdraw/'],
      ['POST', '/api/dashboard/send-inspection-report/1/'],
    ];
    for (const [method, url] of routes) {
      const missing = await call(server, method, url);
      expect(missing.status, `${method} ${url}`).toBe(401);
      expect(missing.body).toEqual({ error: 'Authentication credentials were not provided.' });
      const bad = await call(server, method, url, { token: 'not.a.token' });
      expect(bad.status).toBe(401);
      expect(bad.body).toEqual({ error: 'Token is invalid or expired.' });
    }
  });

  it('refuses an expired token, a refresh token and a token signed with another secret', async () => {
    const expired = await new SignJWT({ role: 'vet', token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const other = await new SignJWT({ role: 'vet', token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret'));
    const tokens = await call<Tokens>(server, 'POST', '/api/login/', {
      json: { username: 'verified@vets.example', password: PASSWORD },
    });
    for (const token of [expired, other, tokens.body.refresh]) {
      const response = await call(server, 'GET', '/api/profile/', { token });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Token is invalid or expired.' });
    }
  });

  it('issues a 12 hour access token with sub and role, and refreshes it', async () => {
    const tokens = await call<Tokens>(server, 'POST', '/api/login/', {
      json: { username: 'second@vets.example', password: PASSWORD },
    });
    const [, payload = ''] = tokens.body.access.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub: string;
      role: string;
      exp: number;
      iat: number;
    };
    expect(claims.role).toBe('vet');
    expect(claims.sub).toMatch(/^\d+$/);
    expect(claims.exp - claims.iat).toBe(12 * 60 * 60);
    const refreshed = await call<{ access: string }>(server, 'POST', '/api/token/refresh/', {
      json: { refresh: tokens.body.refresh },
    });
    expect(refreshed.status).toBe(200);
    const profile = await call<{ first_name: string }>(server, 'GET', '/api/profile/', {
      token: refreshed.body.access,
    });
    expect(profile.body.first_name).toBe('Sipho');
    const misuse = await call(server, 'POST', '/api/token/refresh/', {
      json: { refresh: tokens.body.access },
    });
    expect(misuse.status).toBe(401);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await call(server, 'GET', '/api/no-such-thing/');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Not found.' });
  });
});
