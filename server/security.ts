// Security headers on every response: helmet with the app's CSP, Permissions-Policy, no-store API.
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';

/** Which outside hosts the built app talks to (the same VITE_* settings the build used). */
export interface ClientHosts {
  /** The tile URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
  tileUrl: string;
  /** Nominatim's origin when the geo provider is nominatim, else null. */
  nominatimUrl: string | null;
  /** Whether the Paystack inline checkout is configured. */
  paystack: boolean;
  /**
   * The API's origin when the build talks to it on another host (an absolute VITE_API_BASE_URL),
   * else null or absent: the API is on the page's own origin, which 'self' covers.
   */
  apiOrigin?: string | null;
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

/** The origin of an absolute http(s) API base URL; null for a path such as /api/ (same origin). */
function apiOriginOf(baseUrl: string | undefined): string | null {
  if (!baseUrl || !/^https?:\/\//i.test(baseUrl.trim())) return null;
  try {
    return new URL(baseUrl.trim()).origin;
  } catch {
    return null;
  }
}

/** Reads the client's outside hosts from VITE_* settings (defaults as in src/lib/api/config.ts). */
export function clientHostsFromEnv(env: Record<string, string | undefined>): ClientHosts {
  return {
    tileUrl: env.VITE_TILE_URL || DEFAULT_TILE_URL,
    nominatimUrl:
      env.VITE_GEO_PROVIDER === 'nominatim'
        ? env.VITE_NOMINATIM_URL || DEFAULT_NOMINATIM_URL
        : null,
    paystack: env.VITE_PAYMENT_PROVIDER === 'paystack',
    apiOrigin: apiOriginOf(env.VITE_API_BASE_URL),
  };
}

export function cspDirectives(hosts: ClientHosts): Record<string, string[]> {
  const self = "'self'";
  const tiles = templateOrigin(hosts.tileUrl);
  const nominatim = hosts.nominatimUrl ? templateOrigin(hosts.nominatimUrl) : null;
  const paystack = hosts.paystack ? PAYSTACK_SOURCES : [];
  const api = hosts.apiOrigin ?? null;
  // Each source once, in order (an API on the tile host is still one entry).
  const only = (...values: (string | null)[]): string[] => [
    ...new Set(values.filter((value): value is string => value !== null)),
  ];
  return {
    'default-src': [self],
    'script-src': [self, ...paystack],
    'style-src': [self, ...paystack],
    // The API's host too: the pictures in its answers (profile pictures, livestock) are its files.
    'img-src': only(self, 'data:', 'blob:', tiles, api),
    'font-src': [self],
    // The tiles too: the service worker fetches the tiles it keeps, and a worker's fetch falls
    // under connect-src (without it every tile failed once the worker controlled the page).
    // The API when it is on another host (a static host serves the app, VITE_API_BASE_URL).
    'connect-src': only(self, api, tiles, nominatim, ...(hosts.paystack ? [PAYSTACK_API] : [])),
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

/**
 * Whether a request is for the API, judged on the path the router matched: the router decodes
 * the address (/%61pi/profile is /api/profile), so the raw URL alone would let such an answer
 * out without no-store.
 */
function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && (route === '/api' || route.startsWith('/api/'))) return true;
  const pathname = request.url.split('?')[0] ?? '';
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: the router does not match it either
  }
  return decoded === '/api' || decoded.startsWith('/api/');
}

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
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** What a bare answer carries without registerSecurityHeaders: not security headers. */
const TRANSPORT_HEADERS = new Set([
  'connection',
  'content-length',
  'content-type',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * The security headers a page of the app gets from this server, name (lower case) -> value, read
 * from the answer of a bare server with registerSecurityHeaders: what helmet sends with these
 * settings plus Permissions-Policy. A static host sends these same headers
 * (scripts/deploy-config.ts writes them for nginx, Caddy and _headers).
 */
export async function securityHeaders(hosts: ClientHosts): Promise<Record<string, string>> {
  const app = Fastify({ logger: false });
  try {
    await registerSecurityHeaders(app, hosts);
    app.get('/', (_request, reply) => reply.code(204).send());
    const response = await app.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (TRANSPORT_HEADERS.has(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return headers;
  } finally {
    await app.close();
  }
}
