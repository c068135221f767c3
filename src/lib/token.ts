// The access token in local storage (key authToken), read fresh at every use, never cached.
import { clearMirroredToken, mirrorToken } from '@/lib/outbox/tokenMirror';

export const TOKEN_KEY = 'authToken';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  void mirrorToken(token); // the service worker sends queued reports with it while no tab is open
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  void clearMirroredToken();
}

/** The user id (`sub` claim) inside a JWT, without verifying it: used only to key per-user data. */
export function tokenSubject(token: string | null = readToken()): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    if (typeof claims === 'object' && claims !== null && 'sub' in claims) {
      const sub = claims.sub;
      return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
    }
    return null;
  } catch {
    return null;
  }
}
