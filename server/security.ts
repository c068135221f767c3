// Security headers on every response: helmet with the app's CSP, Permissions-Policy, no-store API.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Which outside hosts the built app talks to (the same VITE_* settings the build used). */
export interface ClientHosts {
  /** The tile URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
  tileUrl: string;
  /** Nominatim's origin when the geo provider is nominatim, else null. */
  nominatimUrl: string | null;
  /** Whether the Paystack inline checkout is configured. */
  paystack: boolean;
}

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_NOMINATIM_URL = 'https://nominatim.openstreetmap.org';
const PAYSTACK_SOURCES = ['https://js.paystack.co', 'https://checkout.paystack.com'];
const PAYSTACK_API = 'https://api.paystack.co';

/** The origin a URL template loads from; a {s} subdomain becomes a wildcard. */
export function templateOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/]+)/i.exec(template.trim());
  if (!match) return null;
  const host = (match[2] ?? '').replace(/\{[a-z]+\}/gi, '*');
  if (!/^(\*\.)?[\w.-]+(:\d+)?$/.test(host)) return null;
  return `${(match[1] ?? 'https').toLowerCase()}://${host.toLowerCase()}`;
}

/** Reads the client's outside hosts from VITE_* settings (defaults as in src/lib/config.ts). */
export function clientHostsFromEnv(env: Record<string, string | undefined>): ClientHosts {
  return {
    tileUrl: env.VITE_TILE_URL || DEFAULT_TILE_URL,
    nominatimUrl:
      env.VITE_GEO_PROVIDER === 'nominatim'
        ? env.VITE_NOMINATIM_URL || DEFAULT_NOMINATIM_URL
        : null,
    paystack: env.VITE_PAYMENT_PROVIDER === 'paystack',
  };
}

export function cspDirectives(hosts: ClientHosts): Record<string, string[]> {
  const self = "'self'";
  const tiles = templateOrigin(hosts.tileUrl);
  const nominatim = hosts.nominatimUrl ? templateOrigin(hosts.nominatimUrl) : null;
  const paystack = hosts.paystack ? PAYSTACK_SOURCES : [];
  const only = (...values: (string | null)[]): string[] =>
    values.filter((value): value is string => value !== null);
  return {
    'default-src': [self],
    'script-src': [self, ...paystack],
    'style-src': [self, ...paystack],
    'img-src': only(self, 'data:', 'blob:', tiles),
    'font-src': [self],
    // The tiles too: the service worker fetches the tiles it keeps, and a worker's fetch falls
    // under connect-src (without it every tile failed once the worker controlled the page).
    'connect-src': only(self, tiles, nominatim, ...(hosts.paystack ? [PAYSTACK_API] : [])),
    'frame-src': hosts.paystack ? paystack : ["'none'"],
    'worker-src': [self],
    'manifest-src': [self],
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
}

export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(self), microphone=(), payment=()';

/** Registers helmet for every route (the 404 and SPA fallback too) and the extra headers. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  hosts: ClientHosts,
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(hosts) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // The PWA loads tiles from another host: no cross-origin isolation needed or wanted.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers carry personal data: no browser or proxy cache keeps them (the service worker
    // keeps its own copies in the Cache API, which ignores this header).
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
