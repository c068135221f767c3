// Per-vet rate limits: top-up checks (each may ask the payment provider), withdrawals, writes that
// store a reply (reports, sandbox checkouts) and transaction-history reads.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keyedLimiter, tooMany } from './rateLimits.js';

export interface WindowLimit {
  /** Requests one vet may make per window. */
  max: number;
  windowMs: number;
}

export interface VetLimits {
  /** POST wallet/load-wallet/: each new reference is checked with the payment provider. */
  loadWallet: WindowLimit;
  /** POST wallet/withdraw/. */
  withdraw: WindowLimit;
  /** Report sends and updates (each may store a reply under its Idempotency-Key), sandbox checkouts. */
  writes: WindowLimit;
  /** GET wallet/transaction-history/, paged or not. */
  history: WindowLimit;
}

const MINUTE = 60_000;

export const DEFAULT_VET_LIMITS: VetLimits = {
  loadWallet: { max: 10, windowMs: MINUTE },
  withdraw: { max: 30, windowMs: 60 * MINUTE },
  writes: { max: 60, windowMs: MINUTE },
  history: { max: 60, windowMs: MINUTE },
};

/** Counts a request against its vet; a 429 with Retry-After when over the limit. */
export type VetLimiter = (request: FastifyRequest, vetId: number) => Promise<void>;

/**
 * One limiter per kind, counted per vet id (never per address: a vet on a shared network is not
 * slowed by another). Needs @fastify/rate-limit registered on `app` or a parent.
 */
export function vetLimiters(
  app: FastifyInstance,
  limits: VetLimits,
): Record<keyof VetLimits, VetLimiter> {
  const make = (name: keyof VetLimits): VetLimiter => {
    const { max, windowMs } = limits[name];
    const limiter = keyedLimiter(app, `vet:${name}`, max, windowMs);
    return async (request, vetId) => {
      const wait = await limiter(request, String(vetId));
      if (wait > 0) throw tooMany(wait);
    };
  };
  return {
    loadWallet: make('loadWallet'),
    withdraw: make('withdraw'),
    writes: make('writes'),
    history: make('history'),
  };
}
