// Test sessions: a token stored together with its vet, as the app holds it once the session's profile was read.
import { jwtClaims } from '@contract/jwt';
import { mirrorToken } from '@/lib/session/tokenMirror';
import { OWNER_KEY, TOKEN_KEY } from '@/lib/session/token';

/** The vet a test token was made for (the reference server's and the fakes' put it in `sub`). */
export function ownerOfTestToken(token: string): string {
  const sub = jwtClaims(token)?.sub;
  if (typeof sub !== 'string' && typeof sub !== 'number')
    throw new Error('a test token without sub');
  return String(sub);
}

/**
 * Stores `token` as the session of vet `ownerId` (the test token's own vet unless told), at once in
 * local storage; the promise is the service worker's copy.
 */
export function storeSession(token: string, ownerId = ownerOfTestToken(token)): Promise<void> {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(OWNER_KEY, ownerId);
  return mirrorToken(token, ownerId);
}
