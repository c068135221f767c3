// CORS for /api/ (CORS_ORIGINS): the listed origins may call the API from another host; none by default.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CORS_ALLOW_METHODS = 'GET, POST, PATCH, PUT, DELETE, OPTIONS';
/** The app sends a Bearer token (never cookies), JSON or multipart bodies, and report keys. */
export const CORS_ALLOW_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
/** Read by the app on cross-origin answers: the outbox's backoff and the clock check. */
export const CORS_EXPOSE_HEADERS = 'Date, Retry-After, Idempotent-Replayed';
export const CORS_MAX_AGE_SECONDS = 600;

/**
 * An origin as browsers send it (scheme://host[:port], lower case, no path), or null when the
 * text is not one.
 */
export function normalizeOrigin(text: string): string | null {
  const match = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?\/?$/i.exec(text.trim());
  if (!match) return null;
  return `${match[1]}://${match[2]}${match[3] ?? ''}`.toLowerCase();
}

/** CORS_ORIGINS: a comma-separated list of origins; empty or unset = no CORS headers at all. */
export function corsOriginsFromEnv(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  const origins: string[] = [];
  for (const part of raw.split(',')) {
    if (!part.trim()) continue;
    const origin = normalizeOrigin(part);
    if (!origin) {
      throw new Error(
        `CORS_ORIGINS: "${part.trim()}" is not an origin (scheme://host[:port], e.g. https://portal.example.com).`,
      );
    }
    origins.push(origin);
  }
  return [...new Set(origins)];
}

function isApi(request: FastifyRequest): boolean {
  const url = request.url;
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');
}

function addVaryOrigin(reply: FastifyReply): void {
  const existing = reply.getHeader('vary');
  const values = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value.toLowerCase() === 'origin' || value === '*')) {
    values.push('Origin');
  }
  reply.header('vary', values.join(', '));
}

/**
 * Answers preflights for /api/ and marks every /api/ answer (errors, 401s and 429s too, so the
 * browser lets the app read them) for an allowed Origin. Registered before the routes and the
 * fault switches: a preflight is answered here and counted by nothing else. No credentials: the
 * app authenticates with a Bearer header. Nothing is registered when `origins` is empty.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins.map((origin) => normalizeOrigin(origin) ?? origin));
  if (allowed.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApi(request)) return;
    // Which origins get the headers differs per Origin: a cache must not mix the answers.
    addVaryOrigin(reply);
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin.toLowerCase())) return;
    reply.header('access-control-allow-origin', origin);
    const preflight =
      request.method === 'OPTIONS' &&
      request.headers['access-control-request-method'] !== undefined;
    if (!preflight) {
      reply.header('access-control-expose-headers', CORS_EXPOSE_HEADERS);
      return;
    }
    reply
      .code(204)
      .header('access-control-allow-methods', CORS_ALLOW_METHODS)
      .header('access-control-allow-headers', CORS_ALLOW_HEADERS)
      .header('access-control-max-age', String(CORS_MAX_AGE_SECONDS));
    return reply.send();
  });
  // Uploaded files (signed, short-lived links) are shown by the portal on its own host: helmet's
  // Cross-Origin-Resource-Policy: same-origin would block its <img> of a profile picture.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/media/'))
      reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });
}
