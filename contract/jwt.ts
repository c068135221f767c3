// A JWT's claims and user id (`sub`), decoded without verifying: to key per-user data in the app and the service worker.

/** The claims of a JWT, or null when it is not one; only to key per-user data and plan renewals. */
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

/** Only used to match reports and caches to their vet; the server checks the token itself. */
export function jwtSubject(token: string | null | undefined): string | null {
  const sub = jwtClaims(token)?.sub;
  if (typeof sub === 'number' && Number.isFinite(sub)) return String(sub);
  return typeof sub === 'string' && sub !== '' ? sub : null;
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(authorization: string | null | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? null;
}
