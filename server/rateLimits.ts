// Rate limits on login, register and token refresh, per IP and per username (@fastify/rate-limit).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type {} from '@fastify/rate-limit';
import { HttpError } from './errors.js';

export interface RateLimit {
  /** Requests allowed per window from one IP address. */
  perIp: number;
  /** Requests allowed per window for one username (or, for refresh, one user). */
  perUsername: number;
  windowMs: number;
}

export interface RateLimits {
  login: RateLimit;
  register: RateLimit;
  refresh: RateLimit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { perIp: 50, perUsername: 10, windowMs: 15 * MINUTE },
  register: { perIp: 10, perUsername: 5, windowMs: 60 * MINUTE },
  refresh: { perIp: 120, perUsername: 60, windowMs: 15 * MINUTE },
};

export function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * A preHandler counting the request against its IP and against the key `subject` reads (the
 * username); a 429 with Retry-After when either count is over its limit. Needs the
 * @fastify/rate-limit plugin registered (global: false) on `app` or a parent.
 */
export function rateLimited(
  app: FastifyInstance,
  name: string,
  limit: RateLimit,
  subject: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const byIp = app.createRateLimit({
    max: limit.perIp,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const bySubject = app.createRateLimit({
    max: limit.perUsername,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:user:${subject(request)}`,
  });
  return async (request) => {
    const results = [await byIp(request), await bySubject(request)];
    const waits = results.map((result) =>
      !result.isAllowed && result.isExceeded ? result.ttlInSeconds : 0,
    );
    const wait = Math.max(...waits);
    if (wait > 0) {
      throw new HttpError(429, { error: tooManyMessage(wait) }, { 'retry-after': String(wait) });
    }
  };
}
