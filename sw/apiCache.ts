// API reads: network first with a short timeout, falling back to the vet's last good answer.
import { apiCacheName } from '../src/lib/sw/cacheNames';
import { isStorable, stampCachedAt } from './apiRules';
import { bearerSubject } from './jwt';
import { purgeApiCaches, purgedSince } from './purge';

/** One bar of signal should not leave the vet staring at a spinner for longer than this. */
export const NETWORK_TIMEOUT_MS = 4000;

/**
 * After a timeout the network is known to be poor: for this long, reads that have a stored copy
 * answer it at once (and refresh it in the background) instead of each waiting out the timeout.
 */
export const SLOW_NETWORK_MS = 30_000;

let slowUntil = 0;

/** For tests: forget that the network was slow. */
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
 * Answers one API read. Without a vet's token nothing is cached. The network keeps running after
 * a timeout (under waitUntil) so the next visit finds a fresher copy.
 */
export async function answerApiRead(
  request: Request,
  event: { waitUntil(promise: Promise<unknown>): void },
  timeoutMs = NETWORK_TIMEOUT_MS,
): Promise<Response> {
  const userId = bearerSubject(request.headers.get('Authorization'));
  if (!userId) return fetch(request);

  const startedAt = Date.now();
  const hurry = startedAt < slowUntil;
  const network = fetch(request);
  const kept = network.then(
    (response) => {
      if (Date.now() - startedAt < timeoutMs) slowUntil = 0; // a quick answer: the network is fine
      return keep(userId, request.url, response.clone(), startedAt);
    },
    () => undefined,
  );
  event.waitUntil(kept.catch(() => undefined));

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
