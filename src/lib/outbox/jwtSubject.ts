// The user id (`sub` claim) of a JWT, decoded without verifying: shared by the pages and the service worker.

/** Only used to match reports and caches to their vet; the server checks the token itself. */
export function jwtSubject(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1];
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
