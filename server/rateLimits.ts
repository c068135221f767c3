// Rate limits on login, register and token refresh (@fastify/rate-limit): per IP before any work,
// per username on register, per verified user on refresh; login's per-account rules are in
// auth/loginThrottle.ts (they need the resolved account).
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type {} from '@fastify/rate-limit';
import { HttpError } from './errors.js';
import type { VetLimits } from './vetLimits.js';

export interface RateLimit {
  /** Requests allowed per window from one IP address. */
  perIp: number;
  /**
   * Requests per window for one username (register) or one verified user (refresh); for login,
   * the failures on one account (from anywhere) before each further try has to wait.
   */
  perUsername: number;
  windowMs: number;
}

export interface LoginLimit extends RateLimit {
  /** Failures from one address (or known device) on one account before it waits out the window. */
  perAddressAndAccount?: number;
  /** The first wait past perUsername failures (it doubles with each further failure). */
  baseDelayMs?: number;
  /** The longest wait. */
  maxDelayMs?: number;
}

export interface RateLimits {
  login: LoginLimit;
  register: RateLimit;
  refresh: RateLimit;
  /** Per-vet limits on the wallet and on stored replies (DEFAULT_VET_LIMITS for those not given). */
  perVet?: Partial<VetLimits>;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: {
    perIp: 50,
    perUsername: 10,
    perAddressAndAccount: 5,
    baseDelayMs: 30 * SECOND,
    maxDelayMs: 15 * MINUTE,
    windowMs: 15 * MINUTE,
  },
  register: { perIp: 10, perUsername: 5, windowMs: 60 * MINUTE },
  refresh: { perIp: 120, perUsername: 60, windowMs: 15 * MINUTE },
};

export function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The 429 for a wait of `seconds`, with Retry-After. */
export function tooMany(seconds: number): HttpError {
  return new HttpError(429, { error: tooManyMessage(seconds) }, { 'retry-after': String(seconds) });
}

/** Counts the request against `key`; the seconds to wait when over `max`, else 0. */
export type KeyedLimiter = (request: FastifyRequest, key: string) => Promise<number>;

/**
 * A counter of `max` requests per window per key. Needs the @fastify/rate-limit plugin registered
 * (global: false) on `app` or a parent.
 */
export function keyedLimiter(
  app: FastifyInstance,
  name: string,
  max: number,
  windowMs: number,
): KeyedLimiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${keys.get(request) ?? ''}`,
  });
  return async (request, key) => {
    keys.set(request, key);
    const result = await limit(request);
    return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : 0;
  };
}

/** An onRequest hook: a 429 when the request's IP is over `limit.perIp`, before the body is read. */
export function ipLimited(
  app: FastifyInstance,
  name: string,
  limit: RateLimit,
): onRequestAsyncHookHandler {
  const byIp = keyedLimiter(app, `${name}:ip`, limit.perIp, limit.windowMs);
  return async (request) => {
    const wait = await byIp(request, request.ip);
    if (wait > 0) throw tooMany(wait);
  };
}
