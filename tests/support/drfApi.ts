// A test double of the marketplace's API as Django REST Framework + SimpleJWT + django-cors-headers answer it: a proxy in front of a reference server.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReferenceServer, ServerStats } from './server.js';

/** django-cors-headers' default CORS_ALLOW_HEADERS (4.x): no Idempotency-Key. */
export const DRF_CORS_ALLOW_HEADERS = [
  'accept',
  'authorization',
  'content-type',
  'user-agent',
  'x-csrftoken',
  'x-requested-with',
] as const;
/** django-cors-headers' default CORS_ALLOW_METHODS. */
export const DRF_CORS_ALLOW_METHODS = ['DELETE', 'GET', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const;
/** django-cors-headers' default CORS_PREFLIGHT_MAX_AGE, in seconds. */
export const DRF_CORS_MAX_AGE = 86400;
/** The marketplace's TIME_ZONE (Africa/Johannesburg: UTC+2 all year); DRF renders datetimes in it. */
export const DRF_UTC_OFFSET = '+02:00';
/** The field added to every answered object, which the app must ignore. */
export const DRF_EXTRA_FIELD = 'modified_at';

export interface DrfApiOptions {
  /** The reference server answering behind the double (its API under `<baseURL>/api/`). */
  upstream: ReferenceServer;
  /** The port to listen on (127.0.0.1); 0 or absent: a free port. */
  port?: number;
  /** The PWA's origin, the one entry of CORS_ALLOWED_ORIGINS, e.g. http://localhost:4173 */
  allowedOrigin: string;
}

/** The upstream's counts (reports, credits, requests by path), and what reached the double. */
export interface DrfApiStats extends ServerStats {
  /** Requests that reached the double (preflights and redirects too), by "METHOD /api/path/". */
  proxied: Record<string, number>;
}

export interface DrfApi {
  /** Origin of the double, e.g. http://127.0.0.1:41234 (another origin than the PWA's). */
  baseURL: string;
  /** `${baseURL}/api/`, for the app's apiBaseUrl. */
  apiBaseUrl: string;
  /**
   * The next POST dashboard/send-inspection-report/{id}/ is forwarded and committed upstream, then
   * the client's connection is destroyed without an answer (a server without idempotency keys that
   * lost its answer). Each call arms one more.
   */
  loseNextReportAnswer: () => void;
  /** The upstream's stats with the double's own request counts (`proxied`). */
  stats: () => Promise<DrfApiStats>;
  /**
   * Requests that reached the double for a method and a path: absolute ("/api/profile/") or
   * relative to the API base ("profile/"); the query is ignored.
   */
  requests: (method: string, path: string) => number;
  close: () => Promise<void>;
}

const API_PREFIX = '/api/';
const TEST_PREFIX = '/api/__test__/';
const MEDIA_PREFIX = '/media/';
const TOKEN_PATHS = new Set(['/api/login/', '/api/register/', '/api/token/refresh/']);
const REFRESH_PATH = '/api/token/refresh/';
const REPORT_PATH = /^\/api\/dashboard\/send-inspection-report\/[^/]+\/$/;
/** File fields DRF renders as absolute URLs (a request in the serializer context). */
const FILE_FIELDS = new Set([
  'profile_picture',
  'bank_confirmation_certificate',
  'certificate_of_safety',
  'prod_picture',
]);
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const MAX_REFRESH_BODY = 64 * 1024;

function base64urlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** The (unverified) payload of a JWT, or null. */
function jwtPayload(token: string): Record<string, unknown> | null {
  const middle = token.split('.')[1];
  if (!middle) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(middle, 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** "dd-MM-yyyy" -> "yyyy-MM-dd" (DRF's DateField); anything else unchanged. */
export function drfDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
}

/** "hh:mm AM" -> "HH:MM:SS" (DRF's TimeField); anything else unchanged. */
export function drfTime(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = /^(\d{1,2}):(\d{2})\s*([AP])\.?M\.?$/i.exec(value.trim());
  if (!match) return value;
  const hour12 = Number(match[1]) % 12;
  const hour = (match[3] ?? '').toUpperCase() === 'P' ? hour12 + 12 : hour12;
  return `${String(hour).padStart(2, '0')}:${match[2]}:00`;
}

/**
 * A datetime the way DRF renders it in Africa/Johannesburg: "2026-11-29T08:15:00.123456+02:00",
 * the same instant (to the millisecond; the three extra digits are below JavaScript's precision).
 */
export function drfDateTime(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return value;
  const local = new Date(ms + 2 * 60 * 60 * 1000).toISOString(); // the wall clock at +02:00
  return `${local.slice(0, 23)}456${DRF_UTC_OFFSET}`;
}

/** "12345678" -> 12345678, "" -> null (an IntegerField); anything else unchanged. */
export function drfInteger(value: unknown): unknown {
  if (value === '') return null;
  if (typeof value === 'string' && /^\d+$/.test(value) && Number.isSafeInteger(Number(value))) {
    return Number(value);
  }
  return value;
}

/** "65000.00" -> 65000 (a DecimalField with COERCE_DECIMAL_TO_STRING = False). */
function drfDecimalNumber(value: unknown): unknown {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

/**
 * A JSON answer as the marketplace sends it, walking the value by field name: account numbers
 * as integers, `price` as a number (the other amounts stay decimal strings), ISO dates, 24-hour
 * times, datetimes with microseconds and an offset, absolute file URLs, and one extra field in
 * every object.
 */
export function drfShape(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => drfShape(item, origin));
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  const shaped: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(source)) {
    if (key === 'account_number') shaped[key] = drfInteger(field);
    else if (key === 'price') shaped[key] = drfDecimalNumber(field);
    else if (key === 'appointment_date') shaped[key] = drfDate(field);
    else if (key === 'appointment_time') shaped[key] = drfTime(field);
    else if (key === 'created_at') shaped[key] = drfDateTime(field);
    else if (FILE_FIELDS.has(key) && typeof field === 'string' && field.startsWith(MEDIA_PREFIX)) {
      shaped[key] = `${origin}${field}`;
    } else shaped[key] = drfShape(field, origin);
  }
  if (!(DRF_EXTRA_FIELD in shaped)) {
    shaped[DRF_EXTRA_FIELD] = drfDateTime(
      typeof source.created_at === 'string' ? source.created_at : new Date().toISOString(),
    );
  }
  return shaped;
}

/** Our SimpleJWT-shaped tokens and the upstream's real ones, both ways. */
class TokenMap {
  private readonly toUpstream = new Map<string, string>();
  private readonly fromUpstream = new Map<string, string>();

  /** The SimpleJWT-shaped twin of an upstream token (the same twin for the same token). */
  ours(upstream: string): string {
    const known = this.fromUpstream.get(upstream);
    if (known) return known;
    const claims = jwtPayload(upstream) ?? {};
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      token_type: claims.token_type === 'refresh' ? 'refresh' : 'access',
      exp: typeof claims.exp === 'number' ? claims.exp : now + 300,
      iat: typeof claims.iat === 'number' ? claims.iat : now,
      jti: randomBytes(16).toString('hex'),
      user_id: typeof claims.sub === 'string' && /^\d+$/.test(claims.sub) ? Number(claims.sub) : 0,
    };
    const token = [
      base64urlJson({ alg: 'HS256', typ: 'JWT' }),
      base64urlJson(payload),
      randomBytes(32).toString('base64url'),
    ].join('.');
    this.toUpstream.set(token, upstream);
    this.fromUpstream.set(upstream, token);
    return token;
  }

  /** The upstream token behind one of ours; an unknown token unchanged (the upstream refuses it). */
  upstream(token: string): string {
    return this.toUpstream.get(token) ?? token;
  }
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}

function countKey(method: string, path: string): string {
  const relative = pathOf(path);
  const absolute = relative.startsWith('/') ? relative : `${API_PREFIX}${relative}`;
  return `${method.toUpperCase()} ${absolute}`;
}

function readBody(stream: http.IncomingMessage, limit = Infinity): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        stream.destroy();
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * Starts the double: the API at `<baseURL>/api/` (and the upstream's signed media at /media/),
 * answering like the marketplace (see drfShape, TokenMap, the CORS and APPEND_SLASH handling
 * below). Idempotency-Key is never forwarded: the reference server has no switch to turn its
 * idempotency off, so dropping the header is what makes it behave like the marketplace.
 */
export async function startDrfApi(opts: DrfApiOptions): Promise<DrfApi> {
  const upstream = new URL(opts.upstream.baseURL);
  const allowedOrigin = opts.allowedOrigin.replace(/\/$/, '');
  const agent = new http.Agent({ keepAlive: true });
  const tokens = new TokenMap();
  const counts = new Map<string, number>();
  let reportAnswersToLose = 0;
  let origin = '';

  /** django-cors-headers: Vary: Origin always, Allow-Origin only for the allowed origin. */
  function corsHeaders(request: http.IncomingMessage): Record<string, string> {
    const headers: Record<string, string> = { vary: 'Origin' };
    if (request.headers.origin === allowedOrigin) {
      headers['access-control-allow-origin'] = allowedOrigin;
    }
    return headers;
  }

  function answer(
    response: http.ServerResponse,
    status: number,
    headers: Record<string, string>,
    body: string | Buffer = '',
  ): void {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    response.writeHead(status, { ...headers, 'content-length': String(bytes.length) });
    response.end(bytes);
  }

  /** The request headers to send upstream: our token swapped for the real one, no key. */
  function upstreamHeaders(request: http.IncomingMessage): http.OutgoingHttpHeaders {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      if (name === 'host' || name === 'idempotency-key' || name === 'accept-encoding') continue;
      headers[name] = value;
    }
    headers.host = upstream.host;
    // Plain answers: the double rewrites JSON bodies.
    headers['accept-encoding'] = 'identity';
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (bearer?.[1]) headers.authorization = `Bearer ${tokens.upstream(bearer[1])}`;
    return headers;
  }

  /** The upstream's answer headers that pass through (none of its CORS or CORP headers). */
  function answerHeaders(
    upstreamResponse: http.IncomingMessage,
  ): Record<string, string | string[]> {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(upstreamResponse.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      if (name.startsWith('access-control-') || name === 'cross-origin-resource-policy') continue;
      if (name === 'vary') continue;
      headers[name] = value;
    }
    const vary = upstreamResponse.headers.vary;
    if (vary) headers.vary = `${vary}, Origin`;
    return headers;
  }

  /** The JSON body of a 2xx answer, reshaped (tokens swapped on the sign-in routes). */
  function shapeAnswer(path: string, body: Buffer): Buffer | null {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return null;
    }
    if (TOKEN_PATHS.has(path) && typeof parsed === 'object' && parsed !== null) {
      const record = parsed as Record<string, unknown>;
      for (const name of ['access', 'refresh']) {
        const token = record[name];
        if (typeof token === 'string') record[name] = tokens.ours(token);
      }
    }
    return Buffer.from(JSON.stringify(drfShape(parsed, origin)), 'utf8');
  }

  async function forward(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    path: string,
    cors: Record<string, string>,
  ): Promise<void> {
    const method = request.method ?? 'GET';
    const headers = upstreamHeaders(request);
    let body: Buffer | null = null;
    if (path === REFRESH_PATH && method === 'POST') {
      body = await readBody(request, MAX_REFRESH_BODY);
      try {
        const parsed: unknown = JSON.parse(body.toString('utf8'));
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
          const record = parsed as Record<string, unknown>;
          if (typeof record.refresh === 'string') {
            record.refresh = tokens.upstream(record.refresh);
            body = Buffer.from(JSON.stringify(record), 'utf8');
          }
        }
      } catch {
        // Not JSON: forwarded as it came (the upstream answers the 400).
      }
      headers['content-length'] = String(body.length);
      delete headers['transfer-encoding'];
    }
    const loseAnswer = method === 'POST' && REPORT_PATH.test(path) && reportAnswersToLose > 0;
    if (loseAnswer) reportAnswersToLose -= 1;

    const upstreamRequest = http.request({
      host: upstream.hostname,
      port: upstream.port,
      method,
      path: request.url,
      headers,
      agent,
    });
    // The client gave up (or its socket was cut): stop the upstream request too.
    response.on('close', () => {
      if (!response.writableFinished) upstreamRequest.destroy();
    });
    upstreamRequest.on('response', (upstreamResponse) => {
      void (async () => {
        const status = upstreamResponse.statusCode ?? 502;
        if (loseAnswer) {
          // Committed upstream (the whole answer arrived); the client never hears back.
          await readBody(upstreamResponse);
          request.socket.destroy();
          return;
        }
        const passed = { ...answerHeaders(upstreamResponse), ...cors };
        const type = upstreamResponse.headers['content-type'] ?? '';
        const shape =
          status >= 200 &&
          status < 300 &&
          type.includes('application/json') &&
          !upstreamResponse.headers['content-encoding'] &&
          path.startsWith(API_PREFIX) &&
          !path.startsWith(TEST_PREFIX) &&
          method !== 'HEAD';
        if (shape) {
          const raw = await readBody(upstreamResponse);
          const shaped = shapeAnswer(path, raw) ?? raw;
          delete passed['content-length'];
          response.writeHead(status, { ...passed, 'content-length': String(shaped.length) });
          response.end(shaped);
          return;
        }
        response.writeHead(status, passed);
        upstreamResponse.pipe(response);
      })().catch(() => response.destroy());
    });
    upstreamRequest.on('error', () => {
      if (!response.headersSent) {
        answer(
          response,
          502,
          { ...cors, 'content-type': 'application/json' },
          '{"detail":"Bad gateway."}',
        );
      } else response.destroy();
    });
    if (body) upstreamRequest.end(body);
    else request.pipe(upstreamRequest);
  }

  const server = http.createServer((request, response) => {
    const method = (request.method ?? 'GET').toUpperCase();
    const url = request.url ?? '/';
    const path = pathOf(url);
    const key = countKey(method, path);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const cors = corsHeaders(request);

    // django-cors-headers answers a preflight itself, on any path, before Django routes it.
    if (method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      const preflight: Record<string, string> = { ...cors };
      if (cors['access-control-allow-origin']) {
        preflight['access-control-allow-headers'] = DRF_CORS_ALLOW_HEADERS.join(', ');
        preflight['access-control-allow-methods'] = DRF_CORS_ALLOW_METHODS.join(', ');
        preflight['access-control-max-age'] = String(DRF_CORS_MAX_AGE);
      }
      request.resume();
      answer(response, 200, preflight);
      return;
    }
    const isApi = path.startsWith(API_PREFIX) || path === '/api';
    if (!isApi && !path.startsWith(MEDIA_PREFIX)) {
      request.resume();
      answer(
        response,
        404,
        { ...cors, 'content-type': 'text/html; charset=utf-8' },
        '<h1>Not Found</h1><p>The requested resource was not found on this server.</p>',
      );
      return;
    }
    // APPEND_SLASH (CommonMiddleware): a read of a path without its slash is sent to the slash form.
    if (
      (method === 'GET' || method === 'HEAD') &&
      isApi &&
      !path.endsWith('/') &&
      !path.startsWith(TEST_PREFIX)
    ) {
      request.resume();
      const query = url.slice(path.length);
      answer(response, 301, {
        ...cors,
        location: `${path}/${query}`,
        'content-type': 'text/html; charset=utf-8',
      });
      return;
    }
    forward(request, response, path, cors).catch(() => {
      if (!response.headersSent) answer(response, 400, cors);
      else response.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const baseURL = `http://127.0.0.1:${port}`;
  origin = baseURL;

  return {
    baseURL,
    apiBaseUrl: `${baseURL}${API_PREFIX}`,
    loseNextReportAnswer: () => {
      reportAnswersToLose += 1;
    },
    stats: async () => ({
      ...(await opts.upstream.stats()),
      proxied: Object.fromEntries(counts),
    }),
    requests: (method, path) => counts.get(countKey(method, path)) ?? 0,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      agent.destroy();
    },
  };
}
