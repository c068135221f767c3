// Bodies nobody has to read are never read: unrouted paths and methods answer 404 before the body
// arrives, the sign-in routes refuse a body over their small limit at once, logout-everywhere
// checks the token first.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_BODY_LIMIT } from '../../server/routes/auth.js';
import { call } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();

/**
 * Sends the headers of a 600 KB JSON body and only its first kilobyte of nesting, then waits for
 * the answer: a server that reads (and parses) the body first never answers.
 */
function answerBeforeBody(
  method: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(url, server.base), {
      method,
      headers: { 'Content-Type': 'application/json', 'Content-Length': '600000', ...headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.write('['.repeat(1024));
  });
}

describe('bodies on unrouted paths and methods', () => {
  it.each([
    ['POST', '/api/nothing/'],
    ['DELETE', '/api/profile/'],
    ['OPTIONS', '/api/wallet/withdraw/'],
    ['PUT', '/elsewhere'],
  ])('%s %s answers 404 before its body has arrived', async (method, url) => {
    expect(await answerBeforeBody(method, url)).toEqual({
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
      expect(await answerBeforeBody('POST', url)).toEqual({
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
    expect(await answerBeforeBody('POST', '/api/logout-everywhere/')).toEqual({
      status: 401,
      body: { error: 'Authentication credentials were not provided.' },
    });
  });
});
