// The vet's user id (JWT `sub`) from a request's Authorization header, decoded without verifying.

/** Only used to choose whose cache an answer belongs to; the server checks the token itself. */
export function bearerSubject(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  const payload = match?.[1]?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return null;
    const sub = claims.sub;
    if (typeof sub === 'number' && Number.isFinite(sub)) return String(sub);
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}
