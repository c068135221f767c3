// Backoff schedule (docs/offline-and-outbox.md scenario 6): full jitter from 5 s to 10 min,
// Retry-After respected.
import { describe, expect, it } from 'vitest';
import {
  backoffCeiling,
  backoffDelay,
  MAX_DELAY_MS,
  MIN_DELAY_MS,
  nextDelay,
  parseRetryAfter,
} from '@/lib/outbox/backoff';

describe('backoff', () => {
  it('doubles the ceiling after each failure, from 10 s up to 10 min', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(backoffCeiling)).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 600_000, 600_000, 600_000,
    ]);
  });

  it('spreads the wait over the whole range (full jitter), never below 5 s', () => {
    expect(backoffDelay(3, () => 0)).toBe(MIN_DELAY_MS);
    expect(backoffDelay(3, () => 0.5)).toBe(22_500);
    expect(backoffDelay(3, () => 0.999_999)).toBeCloseTo(40_000, -1);
    expect(backoffDelay(1000, () => 0.999_999)).toBeLessThanOrEqual(MAX_DELAY_MS);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.UTC(2026, 0, 5, 8, 0, 0);
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(new Date(now + 30_000).toUTCString(), now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('999999', now)).toBe(60 * 60_000);
  });

  it("uses the server's Retry-After (at least 5 s) instead of jitter", () => {
    expect(nextDelay(1, () => 0.9, 120_000)).toBe(120_000);
    expect(nextDelay(1, () => 0.9, 0)).toBe(MIN_DELAY_MS);
    expect(nextDelay(2, () => 0, null)).toBe(MIN_DELAY_MS);
  });
});
