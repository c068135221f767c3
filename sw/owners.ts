// Whose answers a request's token reads: the vet the page named for it (the mirrored session) or its profile answer named.
import { bearerToken } from '../contract/jwt';
import { readMirroredToken } from '../src/lib/session/tokenMirror';

/** Token -> vet, as learnt in this worker's life (from the mirror or a profile answer). */
const owners = new Map<string, string>();
/** Reads waiting to learn whose token they went with. */
const waiting = new Map<string, ((owner: string | null) => void)[]>();

/** The token of an Authorization header (or null). */
export { bearerToken };

/**
 * For tests: forget every token's vet.
 * @internal
 */
export function forgetOwners(): void {
  owners.clear();
}

/** `token` belongs to vet `owner` (its profile said so, or the page did). */
export function learnOwner(token: string, owner: string): void {
  owners.set(token, owner);
  for (const resolve of waiting.get(token) ?? []) resolve(owner);
  waiting.delete(token);
}

/** The page stored a session (or its vet became known): read the mirrored one again. */
export async function rereadSession(): Promise<void> {
  const mirrored = await readMirroredToken();
  if (mirrored) learnOwner(mirrored.token, mirrored.userId);
}

/**
 * The vet whose token this is, or null when not known (yet). Only used to choose whose saved
 * answers a read belongs to; the server checks the token itself.
 */
export async function ownerOfToken(token: string): Promise<string | null> {
  const known = owners.get(token);
  if (known) return known;
  const mirrored = await readMirroredToken();
  if (mirrored?.token !== token) return null;
  owners.set(token, mirrored.userId);
  return mirrored.userId;
}

/**
 * Waits up to `ms` for the vet of `token` to be learnt (a new session's first reads leave beside its
 * profile, which names the vet); null when nobody says.
 */
export function waitForOwner(token: string, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (owner: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const left = (waiting.get(token) ?? []).filter((entry) => entry !== done);
      if (left.length > 0) waiting.set(token, left);
      else waiting.delete(token);
      resolve(owner);
    };
    waiting.set(token, [...(waiting.get(token) ?? []), done]);
    const timer = setTimeout(() => done(owners.get(token) ?? null), ms);
    void ownerOfToken(token).then((owner) => owner && done(owner));
  });
}
