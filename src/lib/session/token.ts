// The session on this device: the access token (key authToken), the refresh token and the vet it belongs to, read fresh at every use.
import type { Session } from '@contract/owner';
import { clearMirroredToken, mirrorToken } from '@/lib/session/tokenMirror';
import { LAST_OWNER_KEY, readToken, TOKEN_KEY } from './storedToken';

export { readToken, TOKEN_KEY };
export type { Session };

/** Kept so the access token can be renewed quietly (a deviation: the spec stores only authToken). */
export const REFRESH_TOKEN_KEY = 'refreshToken';

/**
 * The signed-in vet's key (contract/owner.ts), learnt from the profile the session read: every
 * per-vet store is filed under it. Tokens stay opaque; the spec fixes none of their claims.
 */
export const OWNER_KEY = 'authOwner';

/** Keeps a renewed or new access token; the vet it belongs to stays as known. */
export function storeToken(token: string): Promise<void> {
  localStorage.setItem(TOKEN_KEY, token);
  // The service worker sends queued reports with it while no tab is open.
  return mirrorToken(token, readOwner());
}

/** A new session starts: its vet is not known until its profile is read. */
export function startSession(token: string): Promise<void> {
  forgetOwner();
  return storeToken(token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  forgetOwner();
  void clearMirroredToken();
}

function forgetOwner(): void {
  try {
    localStorage.removeItem(OWNER_KEY);
  } catch {
    // storage unavailable: nothing stored to remove
  }
}

/** The signed-in vet's key, or null while signed out or before the session's profile was read. */
export function readOwner(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) === null ? null : localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

/** The stored token and its vet, or null while either is unknown. */
export function readSession(): Session | null {
  const token = readToken();
  const ownerId = readOwner();
  return token && ownerId ? { token, ownerId } : null;
}

/**
 * The profile read with `token` names vet `ownerId`: kept for the session if `token` is still the
 * stored one. Resolves true when this made the vet known (or changed it).
 */
export async function ownerLearned(token: string | null, ownerId: string | null): Promise<boolean> {
  if (!token || !ownerId || token !== readToken() || readOwner() === ownerId) return false;
  localStorage.setItem(OWNER_KEY, ownerId);
  localStorage.setItem(LAST_OWNER_KEY, ownerId);
  await mirrorToken(token, ownerId);
  return true;
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
