// The token answer decoders: log-in, registration and token refresh, from the reference server and from SimpleJWT.
import { decodeLogin, decodeRegister, decodeTokenRefresh } from '@contract/wire/auth';
import { describe, expect, it } from 'vitest';
import { decodeErrorOf } from './decodeSupport';

const ACCESS = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzIn0.sig';
const REFRESH = 'eyJhbGciOiJIUzI1NiJ9.eyJ0b2tlbl90eXBlIjoicmVmcmVzaCJ9.sig';

describe('decodeLogin', () => {
  it('reads the reference server’s answer with its role', () => {
    const reference = { access: ACCESS, refresh: REFRESH, role: 'vet' };
    expect(decodeLogin(reference)).toEqual(reference);
  });

  it('reads SimpleJWT’s answer, which has no role, as role ""', () => {
    expect(decodeLogin({ access: ACCESS, refresh: REFRESH })).toEqual({
      access: ACCESS,
      refresh: REFRESH,
      role: '',
    });
  });

  it('needs an access token', () => {
    expect(decodeErrorOf(() => decodeLogin({ refresh: REFRESH })).field).toBe('login.access');
    expect(decodeErrorOf(() => decodeLogin({ access: '', refresh: REFRESH })).field).toBe(
      'login.access',
    );
    expect(decodeErrorOf(() => decodeLogin({ access: { token: ACCESS } })).field).toBe(
      'login.access',
    );
  });
});

describe('decodeRegister', () => {
  it('reads the new vet’s tokens, ignoring what else comes with them', () => {
    expect(decodeRegister({ access: ACCESS, refresh: REFRESH })).toEqual({
      access: ACCESS,
      refresh: REFRESH,
    });
    expect(
      decodeRegister({ access: ACCESS, refresh: REFRESH, user: { id: 3, username: 'thandi' } }),
    ).toEqual({ access: ACCESS, refresh: REFRESH });
    expect(decodeErrorOf(() => decodeRegister({ id: 3, username: 'thandi' })).field).toBe(
      'register.access',
    );
  });
});

describe('decodeTokenRefresh', () => {
  it('reads {access} alone (SimpleJWT without rotation, the reference server)', () => {
    expect(decodeTokenRefresh({ access: ACCESS })).toEqual({ access: ACCESS, refresh: null });
  });

  it('reads the rotated refresh token when there is one', () => {
    expect(decodeTokenRefresh({ access: ACCESS, refresh: REFRESH })).toEqual({
      access: ACCESS,
      refresh: REFRESH,
    });
  });

  it('names the missing access token', () => {
    expect(decodeErrorOf(() => decodeTokenRefresh({ refresh: REFRESH })).field).toBe(
      'tokenRefresh.access',
    );
    expect(decodeErrorOf(() => decodeTokenRefresh(null)).field).toBe('tokenRefresh');
    expect(decodeErrorOf(() => decodeTokenRefresh({ access: 42 })).detail).toBe(
      'expected a token, got 42',
    );
    expect(decodeErrorOf(() => decodeTokenRefresh({ access: ACCESS, refresh: 7 })).field).toBe(
      'tokenRefresh.refresh',
    );
  });
});
