// API reads: network first with a short timeout, falling back to the vet's last good answer.
import { apiCacheName } from '../src/lib/offline/cacheNames';
import { ownerKeyOf } from '../contract/owner';
import { isStorable, stampCachedAt } from '../src/lib/offline/keptAnswer';
import { isProfileRead } from './apiRules';
import { bearerToken, learnOwner, ownerOfToken, waitForOwner } from './owners';
import { purgeApiCaches, purgedSince } from './purge';

/** One bar of signal should not leave the vet staring at a spinner for longer than this. */
export const NETWORK_TIMEOUT_MS = 4000;

/**
 * After a timeout the network is known to be poor: for this long, reads that have a stored copy
 * answer it at once (and refresh it in the background) instead of each waiting out the timeout.
 */
export const SLOW_NETWORK_MS = 30_000;

/**
 * A new session's first reads leave beside its profile, which names the vet: how long a read's
 * answer waits for it before it is passed on unkept.
 */
export const OWNER_WAIT_MS = 10_000;

/** How long a new session's answer waits for its vet to be named before it is passed on. */
const KEEP_WAIT_MS = 2_000;

let slowUntil = 0;

/**
 * For tests: forget that the network was slow.
 * @internal
 */
export function forgetSlowNetwork(): void {
  slowUntil = 0;
}

type Outcome = { kind: 'network'; response: Response } | { kind: 'failed' } | { kind: 'timeout' };

const wait = (ms: number) =>
  new Promise<Outcome>((resolve) => setTimeout(() => resolve({ kind: 'timeout' }), ms));

async function storedAnswer(userId: string, url: string): Promise<Response | undefined> {
  const cache = await caches.open(apiCacheName(userId));
  return cache.match(url, { ignoreVary: true });
}

/** Keeps a good answer under the vet's cache; a 401 purges that vet's answers instead. */
async function keep(userId: string, url: string, response: Response, startedAt: number) {
  if (response.status === 401) {
    await purgeApiCaches(userId);
    return;
  }
  if (!isStorable(response) || purgedSince(userId, startedAt)) return;
  const stamped = await stampCachedAt(response, new Date());
  if (purgedSince(userId, startedAt)) return;
  const cache = await caches.open(apiCacheName(userId));
  await cache.put(url, stamped);
}

/**
 * Whose answer this is when the token's vet is not known yet: a good profile answer names its vet
 * (learnt for the token's next reads); another read waits for that.
 */
async function ownerFromAnswer(
  token: string,
  response: Response,
  profile: boolean,
  waitMs: number,
) {
  if (profile && isStorable(response)) {
    const owner = ownerKeyOf(await response.json().catch(() => null));
    if (owner) {
      learnOwner(token, owner);
      return owner;
    }
  }
  return waitForOwner(token, waitMs);
}

/**
 * Answers one API read (`apiBase`: the configured API base, any origin). Without a vet's token
 * nothing is cached. The network keeps running after a timeout (under waitUntil) so the next visit
 * finds a fresher copy.
 */
export async function answerApiRead(
  request: Request,
  event: { waitUntil(promise: Promise<unknown>): void },
  apiBase: string,
  timeoutMs = NETWORK_TIMEOUT_MS,
  ownerWaitMs = OWNER_WAIT_MS,
): Promise<Response> {
  const token = bearerToken(request.headers.get('Authorization'));
  if (!token) return fetch(request);
  const userId = await ownerOfToken(token);

  const startedAt = Date.now();
  const hurry = userId !== null && startedAt < slowUntil;
  const network = fetch(request);
  const kept = network.then(
    async (response) => {
      if (Date.now() - startedAt < timeoutMs) slowUntil = 0; // a quick answer: the network is fine
      const copy = response.clone();
      const owner =
        userId ??
        (await ownerFromAnswer(
          token,
          response.clone(),
          isProfileRead(request.url, apiBase),
          ownerWaitMs,
        ));
      if (owner) await keep(owner, request.url, copy, startedAt);
    },
    () => undefined,
  );
  event.waitUntil(kept.catch(() => undefined));

  if (userId === null) {
    // No saved copy can stand in for a vet not known yet. The answer waits briefly for its keeping,
    // so the page that asked finds it saved, as with a known vet's.
    const response = await network;
    await Promise.race([kept, wait(KEEP_WAIT_MS)]);
    return response;
  }
  if (hurry) {
    const stored = await storedAnswer(userId, request.url);
    if (stored) return stored;
  }

  const outcome = await Promise.race([
    network.then(
      (response): Outcome => ({ kind: 'network', response }),
      (): Outcome => ({ kind: 'failed' }),
    ),
    wait(timeoutMs),
  ]);
  if (outcome.kind === 'network') {
    await kept.catch(() => undefined);
    return outcome.response;
  }
  if (outcome.kind === 'timeout') slowUntil = Date.now() + SLOW_NETWORK_MS;
  const stored = await storedAnswer(userId, request.url);
  // Nothing kept yet: keep waiting for the network (or pass its failure on to the app).
  return stored ?? network;
}
