// Bodies nobody has to read are never read: unrouted paths and methods answer 404 before the body
// arrives, the sign-in routes refuse a body over their small limit at once, logout-everywhere
// checks the token first.
import { describe, expect, it } from 'vitest';
import { SIGN_IN_BODY_LIMIT } from '../../server/routes/auth.js';
import { answerBeforeBody, call } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();

/** A 600 KB body's headers and first kilobyte: a server that parses it first never answers. */
const unsent = (method: string, url: string) => answerBeforeBody(server.base, method, url, 600_000);

describe('bodies on unrouted paths and methods', () => {
  it.each([
    ['POST', '/api/nothing/'],
    ['DELETE', '/api/profile/'],
    ['OPTIONS', '/api/wallet/withdraw/'],
    ['PUT', '/elsewhere'],
  ])('%s %s answers 404 before its body has arrived', async (method, url) => {
    expect(await unsent(method, url)).toEqual({
      status: 404,
      body: { error: 'Not found.' },
    });
  });

  it('still answers a request without a body on an unrouted path', async () => {
    expect((await call(server, 'POST', '/api/nothing/')).status).toBe(404);
  });
});

describe('the sign-in routes', () => {
  it.each(['/api/login/', '/api/register/', '/api/token/refresh/'])(
    '%s refuses a large body by its length, before reading it',
    async (url) => {
      expect(await unsent('POST', url)).toEqual({
        status: 413,
        body: { error: 'Request body is too large.' },
      });
    },
  );

  it('read a sign-in of the largest name and password the rules allow', async () => {
    const body = { username: `${'a'.repeat(240)}@x.example`, password: 'é'.repeat(128) };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(SIGN_IN_BODY_LIMIT);
    const response = await call(server, 'POST', '/api/login/', { json: body });
    expect(response.status).toBe(401);
  });

  it('logout-everywhere checks the token before reading a body', async () => {
    expect(await unsent('POST', '/api/logout-everywhere/')).toEqual({
      status: 401,
      body: { error: 'Authentication credentials were not provided.' },
    });
  });
});
