// A JWT's claims, decoded without verifying (only to plan renewals), and the token of a Bearer header.

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
