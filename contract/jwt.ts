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
 * True when a request should not go out with `token` before it is renewed (expired or about to).
 * A token that names no expiry is never judged so: the server's 401 says.
 */
export function expiresSoon(token: string | null | undefined, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - now <= EXPIRY_SLACK_MS;
}
