// CORS (corsOrigins / CORS_ORIGINS): allowed origins get the headers on /api/ answers (errors too)
// and preflights; other origins, other paths and the default server get none.
import { describe, expect, it } from 'vitest';
import {
  CORS_ALLOW_HEADERS,
  CORS_ALLOW_METHODS,
  corsOriginsFromEnv,
  normalizeOrigin,
} from '../../server/cors.js';
import { login, stats } from './helpers.js';
import { useServer } from './useServer.js';

const PWA = 'https://portal.example.com';
const OTHER = 'https://evil.example.net';

const server = useServer({ corsOrigins: [PWA, 'http://localhost:5173'] });
const plain = useServer();
const limited = useServer({
  corsOrigins: [PWA],
  rateLimits: {
    login: { perIp: 1, perUsername: 1, windowMs: 60_000 },
    register: { perIp: 1, perUsername: 1, windowMs: 60_000 },
    refresh: { perIp: 1, perUsername: 1, windowMs: 60_000 },
  },
});

function corsHeaders(headers: Record<string, unknown>): string[] {
  return Object.keys(headers).filter((name) => name.startsWith('access-control-'));
}

function vary(headers: Record<string, string | string[] | number | undefined>): string[] {
  const value = headers.vary;
  return (Array.isArray(value) ? value.join(',') : String(value ?? ''))
    .split(',')
    .map((value) => value.trim().toLowerCase());
}

describe('uploaded files with CORS on', () => {
  it('may be shown by the portal on another host (Cross-Origin-Resource-Policy)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/media/nothing-here.png' });
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const same = await plain.app.inject({ method: 'GET', url: '/media/nothing-here.png' });
    expect(same.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('CORS for allowed origins', () => {
  it('marks a read from an allowed origin, keeping the security headers', async () => {
    const token = await login(server, 'verified@vets.example');
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: { origin: PWA, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(PWA);
    expect(vary(response.headers)).toContain('origin');
    expect(response.headers['access-control-expose-headers']).toContain('Date');
    expect(response.headers['access-control-expose-headers']).toContain('Retry-After');
    // No cookies: the app sends a Bearer header.
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps Vary: accept-encoding beside Origin on a compressed answer', async () => {
    const token = await login(server, 'verified@vets.example');
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/wallet/transaction-history/',
      headers: { origin: PWA, authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(vary(response.headers)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
    expect(response.headers['access-control-allow-origin']).toBe(PWA);
  });

  it('marks error answers too, so the app can read them (401, 400, 404)', async () => {
    const unauthorized = await server.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: { origin: PWA },
    });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['access-control-allow-origin']).toBe(PWA);

    const invalid = await server.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { origin: PWA, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe(PWA);

    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/no-such-thing/',
      headers: { origin: PWA },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe(PWA);
  });

  it('marks a 429 with its Retry-After (exposed) for an allowed origin', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/login/',
        headers: { origin: PWA, 'content-type': 'application/json' },
        payload: { username: 'verified@vets.example', password: 'wrong password' },
      });
    expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers['access-control-allow-origin']).toBe(PWA);
    expect(refused.headers['access-control-expose-headers']).toContain('Retry-After');
  });

  it('answers a preflight carrying Idempotency-Key on routes that only define POST or GET', async () => {
    const before = await stats(server);
    for (const [url, method] of [
      ['/api/dashboard/send-inspection-report/1/', 'POST'],
      ['/api/login/', 'POST'],
      ['/api/dashboard/assigned-orders/', 'GET'],
      ['/api/profile/', 'PATCH'],
      ['/api/profile', 'GET'],
    ] as const) {
      const response = await server.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type,idempotency-key',
        },
      });
      expect(response.statusCode, url).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(response.headers['access-control-allow-methods']).toBe(CORS_ALLOW_METHODS);
      expect(response.headers['access-control-allow-headers']).toBe(CORS_ALLOW_HEADERS);
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'idempotency-key',
      );
      expect(response.headers['access-control-max-age']).toBe('600');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(vary(response.headers)).toContain('origin');
    }
    // Preflights are answered before the routes: nothing counted them as requests.
    expect((await stats(server)).requests).toEqual(before.requests);
  });

  it('works over a real connection as well', async () => {
    const response = await fetch(`${server.base}/api/dashboard/send-inspection-report/1/`, {
      method: 'OPTIONS',
      headers: {
        Origin: PWA,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(PWA);
  });
});

describe('no CORS headers', () => {
  it('for an origin not in the list (reads and preflights)', async () => {
    const token = await login(server, 'verified@vets.example');
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: { origin: OTHER, authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(corsHeaders(read.headers)).toEqual([]);
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/login/',
      headers: { origin: OTHER, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).not.toBe(204);
    expect(corsHeaders(preflight.headers)).toEqual([]);
    // A look-alike of an allowed origin is another origin.
    const lookalike = await server.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: { origin: `${PWA}.evil.example.net` },
    });
    expect(corsHeaders(lookalike.headers)).toEqual([]);
  });

  it('outside /api/ (media and the app pages stay same-origin)', async () => {
    for (const url of ['/media/x.pdf', '/', '/orders']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { origin: PWA } });
      expect(corsHeaders(response.headers), url).toEqual([]);
    }
  });

  it('on a server built without corsOrigins (the default)', async () => {
    const token = await login(plain, 'verified@vets.example');
    const read = await plain.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: { origin: PWA, authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(corsHeaders(read.headers)).toEqual([]);
    expect(vary(read.headers)).not.toContain('origin');
    const preflight = await plain.app.inject({
      method: 'OPTIONS',
      url: '/api/login/',
      headers: { origin: PWA, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).not.toBe(204);
    expect(corsHeaders(preflight.headers)).toEqual([]);
  });
});

describe('CORS_ORIGINS', () => {
  it('is a comma-separated list of origins, empty by default', () => {
    expect(corsOriginsFromEnv(undefined)).toEqual([]);
    expect(corsOriginsFromEnv('  ')).toEqual([]);
    expect(corsOriginsFromEnv('https://Portal.Example.com/, http://localhost:5173,')).toEqual([
      'https://portal.example.com',
      'http://localhost:5173',
    ]);
    expect(() => corsOriginsFromEnv('*')).toThrow(/CORS_ORIGINS/);
    expect(() => corsOriginsFromEnv('https://portal.example.com/app')).toThrow(/CORS_ORIGINS/);
    expect(normalizeOrigin('http://[::1]:8080')).toBe('http://[::1]:8080');
  });
});
