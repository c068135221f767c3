// Idempotency-Key support: remembers (vet, key) -> request hash and response; replays or refuses.
// Replies are kept for IDEMPOTENCY_TTL_MS and at most MAX_STORED_REPLIES per vet.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from './db/schema.js';
import { httpError } from './errors.js';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

/** How long a stored reply can be replayed: a retry after days offline still finds it. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Stored replies kept per vet (the newest): a vet sends a few dozen reports a week. */
export const MAX_STORED_REPLIES = 500;

const cutoff = (now: number) => new Date(now - IDEMPOTENCY_TTL_MS).toISOString();

export const KEY_CONFLICT =
  'This report conflicts with one already sent with the same Idempotency-Key.';

/** The request's Idempotency-Key (8-200 visible characters), null when absent, 400 when malformed. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !/^[\x21-\x7e]{8,200}$/.test(raw.trim())) {
    throw httpError(400, 'Idempotency-Key must be 8 to 200 visible characters.');
  }
  return raw.trim();
}

/** sha256 of a canonical JSON rendering of what the request asks for. */
export function requestHash(canonical: Record<string, string | number | null>): string {
  const sorted = Object.keys(canonical)
    .sort()
    .map((key) => [key, canonical[key] ?? null]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/**
 * The stored response for (user, key) when the same request was seen before; null when the key
 * is new; a 422 when the key was used for a different request. Call inside the write transaction.
 */
export function replayStored(
  db: Db,
  userId: number,
  key: string,
  hash: string,
): StoredResponse | null {
  const row = db
    .prepare(
      `SELECT request_hash, status_code, response_body FROM idempotency_keys
       WHERE user_id = ? AND key = ? AND created_at >= ?`,
    )
    .get(userId, key, cutoff(Date.now())) as
    { request_hash: string; status_code: number; response_body: string } | undefined;
  if (!row) return null;
  if (row.request_hash !== hash) throw httpError(422, KEY_CONFLICT);
  return { statusCode: row.status_code, body: JSON.parse(row.response_body) as unknown };
}

/**
 * Remembers a successful response under (user, key), replacing an expired one, and drops the
 * user's expired replies and those past the newest MAX_STORED_REPLIES. Call in the same
 * transaction as the write.
 */
export function storeResponse(
  db: Db,
  userId: number,
  key: string,
  hash: string,
  response: StoredResponse,
  now: number = Date.now(),
): void {
  db.prepare(
    `INSERT OR REPLACE INTO idempotency_keys
       (user_id, key, request_hash, status_code, response_body, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    key,
    hash,
    response.statusCode,
    JSON.stringify(response.body),
    new Date(now).toISOString(),
  );
  db.prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND created_at < ?').run(
    userId,
    cutoff(now),
  );
  db.prepare(
    `DELETE FROM idempotency_keys WHERE user_id = ? AND rowid NOT IN (
       SELECT rowid FROM idempotency_keys WHERE user_id = ?
       ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
  ).run(userId, userId, MAX_STORED_REPLIES);
}

/** Drops every user's expired replies (at start-up: a vet who stopped writing keeps none). */
export function pruneStoredReplies(db: Db, now: number = Date.now()): void {
  db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(cutoff(now));
}
