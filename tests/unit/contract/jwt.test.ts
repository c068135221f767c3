// A token's expiry as the tabs and the worker judge it: short-lived tokens are not "about to expire" when issued, and an old iat is bounded by when the token was first seen.
import { describe, expect, it } from 'vitest';
import { EXPIRY_SLACK_MS, expiresSoon, issuedAt } from '@contract/jwt';

const tokenWith = (claims: object) =>
  `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
const NOW = Date.UTC(2026, 11, 2, 8, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('expiresSoon', () => {
  it('is true within the slack of a long-lived token’s expiry, and false before', () => {
    const token = tokenWith({ iat: seconds(NOW - 3_600_000), exp: seconds(NOW + 30_000) });
    expect(expiresSoon(token, NOW)).toBe(true);
    expect(expiresSoon(token, NOW - EXPIRY_SLACK_MS)).toBe(false);
  });

  it('gives a token that lives 20 s a quarter of its life, not the whole slack', () => {
    const token = tokenWith({ iat: seconds(NOW), exp: seconds(NOW + 20_000) });
    expect(expiresSoon(token, NOW)).toBe(false);
    expect(expiresSoon(token, NOW + 16_000)).toBe(true);
  });

  it('reads the life from when the token was first seen when its iat is older (SimpleJWT 5.2)', () => {
    const token = tokenWith({ iat: seconds(NOW - 3_600_000), exp: seconds(NOW + 20_000) });
    expect(expiresSoon(token, NOW)).toBe(true); // by its iat, it lived an hour
    expect(expiresSoon(token, NOW, NOW)).toBe(false);
    expect(issuedAt(token, NOW)).toBe(NOW);
  });

  it('never judges a token that names no expiry', () => {
    expect(expiresSoon('opaque-token', NOW)).toBe(false);
    expect(expiresSoon(null, NOW)).toBe(false);
  });
});
