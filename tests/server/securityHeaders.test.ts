// Security headers on every response (helmet): CSP with only the configured outside hosts,
// frame-ancestors 'none', Referrer-Policy, Permissions-Policy; no-store on API answers.
import { describe, expect, it } from 'vitest';
import { cspDirectives, templateOrigin } from '../../server/security.js';
import { call, login } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer({
  clientHosts: {
    tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    nominatimUrl: null,
    paystack: false,
  },
});

function directives(header: string | null): Map<string, string> {
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('security headers', () => {
  it('sends the CSP, frame, referrer and permissions headers on API, 404 and media answers', async () => {
    for (const url of ['/api/login/', '/api/nothing/', '/media/x.pdf']) {
      const response = await fetch(`${server.base}${url}`);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('default-src'), url).toBe("'self'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('img-src')).toBe("'self' data: blob: https://*.tile.openstreetmap.org");
      // The service worker fetches the tiles it keeps: connect-src covers a worker's fetch.
      expect(csp.get('connect-src')).toBe("'self' https://*.tile.openstreetmap.org");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain(
        'geolocation=(self), camera=(self)',
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('allows the tile host, and Nominatim and Paystack only when they are configured', () => {
    const both = cspDirectives({
      tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      nominatimUrl: 'https://geo.example.org/search',
      paystack: true,
    });
    expect(both['connect-src']).toEqual([
      "'self'",
      'https://tiles.example.org',
      'https://geo.example.org',
      'https://api.paystack.co',
    ]);
    expect(both['script-src']).toContain('https://js.paystack.co');
    expect(both['img-src']).toContain('https://tiles.example.org');
    const none = cspDirectives({ tileUrl: 'not a url', nominatimUrl: null, paystack: false });
    expect(none['connect-src']).toEqual(["'self'"]);
    expect(none['frame-src']).toEqual(["'none'"]);
    expect(none['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(templateOrigin('https://{s}.tile.example.org:8443/{z}.png')).toBe(
      'https://*.tile.example.org:8443',
    );
  });

  it('marks personal API answers no-store', async () => {
    const token = await login(server, 'verified@vets.example');
    for (const path of ['profile/', 'dashboard/assigned-orders/', 'wallet/wallet-balance/']) {
      const response = await call(server, 'GET', `/api/${path}`, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('marks API answers no-store when the address spells /api with an escape', async () => {
    const token = await login(server, 'verified@vets.example');
    for (const url of ['/%61pi/profile', '/%61pi/profile/', '/%61pi/nothing/']) {
      const response = await call(server, 'GET', url, { token });
      expect(response.headers.get('cache-control'), url).toBe('no-store');
    }
    const answered = await call(server, 'GET', '/%61pi/profile', { token });
    expect(answered.status).toBe(200); // the router took it for /api/profile/
  });
});
