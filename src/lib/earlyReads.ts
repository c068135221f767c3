// Reads started before the app's code runs (src/early.ts), each handed once to the app's first matching request.
// Module-level on purpose: early.ts fills it before the store exists, so it cannot live in the store or behind a port.
import { firstReadPaths } from './portal/panels';

/** An unclaimed early answer is dropped after this long: it would be stale. */
export const EARLY_READ_TTL_MS = 10_000;

export interface EarlyRead {
  authorization: string;
  answer: Promise<Response>;
  /** Whether a service worker answered it (and so kept a copy for offline use). */
  controlled: boolean;
}

const started = new Map<string, EarlyRead>();

/**
 * On the portal's address with a session, the profile and the open panel's reads (the panel
 * table's) are asked for now rather than after the app's code has run: from the device's saved
 * copies when a service worker is in control, and on a first visit beside the app's scripts, so
 * the portal's largest paint does not wait for them to leave after the scripts.
 */
export function startEarlyReads(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  token: string | null,
  controlled: boolean,
  apiBaseUrl: string,
  reads: readonly string[] = firstReadPaths(search),
): void {
  if (!token || pathname !== '/vet-profile') return;
  const authorization = `Bearer ${token}`;
  for (const path of reads) {
    const url = new URL(`${apiBaseUrl}${path}`, location.href).href;
    const answer = fetch(url, { headers: { Authorization: authorization } });
    answer.catch(() => {}); // a failure is the app's to see, when it claims the read
    // Its body is read in as it arrives (a copy's reading fills the answer's own): the app claims
    // it only once its code has run, and would then wait for the body to be read in.
    answer.then((response) => response.clone().arrayBuffer()).catch(() => {});
    started.set(url, { authorization, answer, controlled });
    setTimeout(() => {
      if (started.get(url)?.answer === answer) started.delete(url);
    }, EARLY_READ_TTL_MS);
  }
}

/** True while an early read of `url` waits for the app to claim it (saving ahead leaves it be). */
export function earlyReadPending(url: string): boolean {
  return started.has(url);
}

/** The early read for this request (same GET, same token), once; null when there is none. */
export function takeEarlyRead(request: Request): EarlyRead | null {
  const early = started.get(request.url);
  if (
    !early ||
    request.method !== 'GET' ||
    request.headers.get('Authorization') !== early.authorization
  ) {
    return null;
  }
  started.delete(request.url);
  return early;
}
