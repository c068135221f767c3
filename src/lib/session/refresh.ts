// Quiet renewal of the access token with the stored refresh token: one at a time, ahead of expiry and once on a 401.
import { isAnyOf } from '@reduxjs/toolkit';
import { expiresSoon, issuedAt, tokenExpiresAt } from '@contract/jwt';
import { paths } from '@contract/paths';
import type { TokenRefreshRequest, TokenRefreshResponse } from '@contract/wire/auth';
import { firstAnswers } from '@contract/wire/load';
import { readMirroredToken } from './tokenMirror';
import { isOnline } from '../offline/online';
import { getConfig } from '../api/config';
import { connectionRestored, pageVisible } from '../page/pageEvents';
import type { Hear } from '../page/storeHost';
import { readRefreshToken, readToken, storeRefreshToken, storeToken } from './token';

/**
 * 'renewed': a fresh access token is stored; 'refused': the server turned the refresh token down (the
 * session is over); 'unavailable': nothing to renew with, or no usable answer (offline, 5xx) — try later.
 */
export type RenewOutcome = 'renewed' | 'refused' | 'unavailable';

/** Renew this long before the access token expires (or at half its life when that is shorter). */
export const RENEW_AHEAD_MS = 30 * 60 * 1000;
const LOCK_NAME = 'vet-portal-token-renewal';
/** How long a tab that waited for another tab's renewal waits for its localStorage to show it. */
const CATCH_UP_MS = 1000;

let inFlight: Promise<RenewOutcome> | null = null;

const isOffline = () => !isOnline();

/** When this tab first saw each token (epoch ms): a bound on its issue time that `iat` may not give. */
const firstSeen = new Map<string, number>();

/** When this tab first saw `token` (now, the first time it is asked). */
function seenAt(token: string | null, now: number): number | undefined {
  if (!token) return undefined;
  let seen = firstSeen.get(token);
  if (seen === undefined) {
    if (firstSeen.size >= 16) firstSeen.clear();
    seen = now;
    firstSeen.set(token, seen);
  }
  return seen;
}

/** When `token` should be renewed (epoch ms), or null when it carries no expiry. */
export function renewalDueAt(token: string | null, now = Date.now()): number | null {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return null;
  const issued = issuedAt(token, seenAt(token, now));
  const ahead =
    issued === null ? RENEW_AHEAD_MS : Math.min(RENEW_AHEAD_MS, (expiresAt - issued) / 2);
  return expiresAt - ahead;
}

/** True when a request should not go out with `token` before it is renewed (contract/jwt.ts). */
const needsRenewal = (token: string | null, now = Date.now()): boolean =>
  expiresSoon(token, now, seenAt(token, now));

/** The refresh answer's tokens, or null when it is not one (no access token, not JSON). */
async function tokensOf(body: unknown): Promise<TokenRefreshResponse | null> {
  try {
    return (await firstAnswers()).decodeTokenRefresh(body);
  } catch {
    return null;
  }
}

async function askServer(fetchImpl: typeof fetch): Promise<RenewOutcome> {
  const refresh = readRefreshToken();
  if (!refresh) return 'refused'; // nothing to renew with: the session is over
  let response: Response;
  try {
    response = await fetchImpl(`${getConfig().apiBaseUrl}${paths.tokenRefresh}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh } satisfies TokenRefreshRequest),
    });
  } catch {
    return 'unavailable'; // no signal: keep both tokens, try again later
  }
  // Another tab renewed (and maybe rotated the refresh token), or the vet logged out, meanwhile.
  if (readRefreshToken() !== refresh) return readToken() ? 'renewed' : 'refused';
  if ([400, 401, 403].includes(response.status)) return 'refused';
  if (!response.ok) return 'unavailable';
  const tokens = await tokensOf(await response.json().catch(() => null));
  if (!tokens) return 'unavailable';
  const { access, refresh: rotated } = tokens;
  // The rotated refresh token first: a tab that sees the new access token sees it too.
  if (rotated) storeRefreshToken(rotated);
  await storeToken(access); // the same vet: the server binds the refresh token to its user
  return 'renewed';
}

/** Runs `work` under a lock shared by this origin's tabs, where the browser has navigator.locks. */
function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return work();
  return locks.request(LOCK_NAME, work) as Promise<T>;
}

/**
 * The stored access token once this tab's localStorage shows what the mirror (IndexedDB) holds.
 * Another tab's localStorage writes reach this tab's renderer a moment later, maybe after its
 * lock was released: read at once, the renewal it waited for would be missed and its spent
 * (blacklisted) refresh token sent again. The mirror is written before the lock is let go.
 */
async function caughtUpToken(): Promise<string | null> {
  const mirrored = (await readMirroredToken().catch(() => null))?.token ?? null;
  const until = Date.now() + CATCH_UP_MS;
  while (mirrored !== null && readToken() !== mirrored && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return readToken();
}

/**
 * Renews the access token with the stored refresh token. One renewal at a time: callers that arrive
 * while one runs share its outcome; a tab that waited for another tab's renewal uses its token.
 */
export function renewAccessToken(fetchImpl: typeof fetch = fetch): Promise<RenewOutcome> {
  if (inFlight) return inFlight;
  const before = readToken();
  inFlight = acrossTabs(async () => {
    const current = await caughtUpToken();
    if (current && current !== before && !needsRenewal(current)) return 'renewed';
    return askServer(fetchImpl);
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Before a request: renews first when the token has (nearly) expired and there is signal. */
export async function renewIfExpiring(): Promise<void> {
  const token = readToken();
  if (!token || !readRefreshToken() || isOffline() || !needsRenewal(token)) return;
  await renewAccessToken();
}

/**
 * A background request was refused (401): renew once. Only a refused refresh token `end`s the
 * session; with no answer (no signal, a server fault) it stays, for a later try. True when renewed.
 */
export async function renewOrEndSession(end: () => void): Promise<boolean> {
  const outcome = await renewAccessToken();
  if (outcome === 'refused') end();
  return outcome === 'renewed';
}

export interface QuietRefreshOptions {
  /** Calls back when the token changed (sign-in, session end, another tab), so it is planned for. */
  subscribe: (listener: () => void) => () => void;
  /** The server refused the refresh token: end the session. */
  onRefused: () => void;
  now?: () => number;
  fetchImpl?: typeof fetch;
  /** Tells it when signal returns or the vet looks at the app again (connectionRestored, pageVisible). */
  hear?: Hear;
}

const MAX_TIMER_MS = 2 ** 31 - 1;
const RETRY_MS = 60 * 1000;

/** Keeps the access token fresh while the app is open and online; returns a stop function. */
export function startQuietRefresh(options: QuietRefreshOptions): () => void {
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const isStopped = () => stopped;
  let planned: string | null = null;

  const schedule = (ms: number) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void check(), Math.min(Math.max(ms, 0), MAX_TIMER_MS));
  };

  async function check(): Promise<void> {
    if (isStopped()) return;
    const token = readToken();
    planned = token;
    const dueAt = renewalDueAt(token, now());
    if (!token || dueAt === null || !readRefreshToken()) return;
    if (now() < dueAt) {
      schedule(dueAt - now());
      return;
    }
    if (isOffline()) return; // connectionRestored checks again
    const outcome = await renewAccessToken(options.fetchImpl);
    if (isStopped()) return;
    if (outcome === 'refused') options.onRefused();
    else if (outcome === 'unavailable') schedule(RETRY_MS);
    else void check();
  }

  const onStoreChange = () => {
    if (readToken() !== planned) void check();
  };
  const stops = [
    options.subscribe(onStoreChange),
    options.hear?.(isAnyOf(connectionRestored, pageVisible), () => void check()),
  ];
  void check();

  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    for (const stop of stops) stop?.();
  };
}
