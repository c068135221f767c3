// A JWT's claims, decoded without verifying (only to plan renewals: its expiry), and the token of a Bearer header.

/**
 * The claims of a JWT, or null when it is not one; only to plan renewals (`exp`, `iat`). Whose data
 * is whose comes from the profile (contract/owner.ts): the spec fixes no claim.
 */
export function jwtClaims(token: string | null | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(authorization: string | null | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? null;
}

/** When `token` expires (epoch ms, from its `exp` claim), or null when it names no expiry. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  const exp = jwtClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** A request is not sent with a token this close to its expiry; it is renewed first. */
export const EXPIRY_SLACK_MS = 60 * 1000;

/**
 * When `token` was issued (epoch ms), as far as its `iat` and `seenAt` (when its holder first had
 * it) tell: the later of the two. SimpleJWT (5.2) copies the refresh token's `iat` into every
 * access token renewed with it, so a renewed token may claim the session's start.
 */
export function issuedAt(token: string | null | undefined, seenAt?: number): number | null {
  const iat = jwtClaims(token)?.iat;
  const claimed = typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : null;
  if (claimed === null) return seenAt ?? null;
  return seenAt === undefined ? claimed : Math.max(claimed, seenAt);
}

/**
 * True when a request should not go out with `token` before it is renewed: it has expired or is
 * about to. "About to" is EXPIRY_SLACK_MS, or a quarter of the token's life when that is shorter
 * (a token that lives a minute is not about to expire the moment it is issued). A token that
 * names no expiry is never judged so: the server's 401 says.
 */
export function expiresSoon(
  token: string | null | undefined,
  now = Date.now(),
  seenAt?: number,
): boolean {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return false;
  const issued = issuedAt(token, seenAt);
  const life = issued === null ? Infinity : expiresAt - issued;
  return expiresAt - now <= Math.min(EXPIRY_SLACK_MS, life / 4);
}
