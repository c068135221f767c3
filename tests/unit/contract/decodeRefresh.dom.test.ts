// The quiet renewal reads SimpleJWT's refresh answer through the decoder: {access} alone, {access, refresh} with rotation.
import { afterEach, describe, expect, it } from 'vitest';
import { renewAccessToken } from '@/lib/session/refresh';
import {
  clearRefreshToken,
  readRefreshToken,
  readToken,
  storeRefreshToken,
} from '@/lib/session/token';

const answer =
  (body: unknown): typeof fetch =>
  () =>
    Promise.resolve(Response.json(body));

afterEach(() => clearRefreshToken());

describe('renewAccessToken and the refresh answer', () => {
  it('keeps the new access token and the refresh token it has when the answer is {access}', async () => {
    storeRefreshToken('refresh-1');
    expect(await renewAccessToken(answer({ access: 'access-2' }))).toBe('renewed');
    expect(readToken()).toBe('access-2');
    expect(readRefreshToken()).toBe('refresh-1');
  });

  it('keeps the rotated refresh token when the answer carries one', async () => {
    storeRefreshToken('refresh-1');
    const rotated = answer({ access: 'access-3', refresh: 'refresh-2', extra: true });
    expect(await renewAccessToken(rotated)).toBe('renewed');
    expect(readToken()).toBe('access-3');
    expect(readRefreshToken()).toBe('refresh-2');
  });

  it('treats an answer without an access token as no usable answer, keeping the tokens', async () => {
    storeRefreshToken('refresh-1');
    expect(await renewAccessToken(answer({ refresh: 'refresh-2' }))).toBe('unavailable');
    expect(await renewAccessToken(answer({ access: 42.5 }))).toBe('unavailable');
    expect(readRefreshToken()).toBe('refresh-1');
  });
});
