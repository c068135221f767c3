// Stored replies (Idempotency-Key) and demo sandbox checkouts are bounded per vet: they expire, and
// only the newest are kept, so fresh keys cannot grow the database without end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_TTL_MS,
  MAX_STORED_REPLIES,
  pruneStoredReplies,
  replayStored,
  storeResponse,
} from '../../server/idempotency.js';
import { openDatabase, type Db } from '../../server/db/schema.js';
import {
  MAX_OPEN_CHECKOUTS,
  SANDBOX_CHECKOUT_TTL_MS,
  openSandboxCheckout,
} from '../../server/payments/sandbox.js';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vet-portal-replies-'));
  db = openDatabase(path.join(dir, 'db.sqlite'));
  for (const name of ['a@farm.example', 'b@farm.example']) {
    db.prepare(
      `INSERT INTO users (username, email, password_hash, role, created_at)
       VALUES (?, ?, 'x', 'vet', '2026-01-01T00:00:00Z')`,
    ).run(name, name);
  }
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = (table: string, userId: number) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).get(userId) as { n: number })
    .n;
const reply = { statusCode: 200, body: { message: 'ok' } };

describe('stored replies', () => {
  it('keeps the newest MAX_STORED_REPLIES per vet, the other vet untouched', () => {
    storeResponse(db, 2, 'other-vet-key', 'h', reply);
    const start = Date.now();
    db.transaction(() => {
      for (let n = 0; n <= MAX_STORED_REPLIES + 20; n += 1) {
        storeResponse(db, 1, `key-${n}`, 'h', reply, start + n);
      }
    })();
    expect(count('idempotency_keys', 1)).toBe(MAX_STORED_REPLIES);
    expect(replayStored(db, 1, 'key-0', 'h')).toBeNull();
    expect(replayStored(db, 1, `key-${MAX_STORED_REPLIES + 20}`, 'h')).toEqual(reply);
    expect(count('idempotency_keys', 2)).toBe(1);
  });

  it('expires: an old reply is not replayed, and is dropped', () => {
    const long = Date.now() - IDEMPOTENCY_TTL_MS - 1000;
    storeResponse(db, 1, 'old-key', 'h', reply, long);
    storeResponse(db, 2, 'old-key', 'h', reply, long);
    expect(replayStored(db, 1, 'old-key', 'h')).toBeNull();
    // The key may be used again, for another request.
    storeResponse(db, 1, 'old-key', 'other', reply);
    expect(replayStored(db, 1, 'old-key', 'other')).toEqual(reply);
    pruneStoredReplies(db);
    expect(count('idempotency_keys', 2)).toBe(0);
  });
});

describe('sandbox checkouts', () => {
  it('keeps the newest open ones per vet and drops expired ones', () => {
    const long = Date.now() - SANDBOX_CHECKOUT_TTL_MS - 1000;
    const old = openSandboxCheckout(db, 2, 100, long);
    openSandboxCheckout(db, 2, 100);
    for (let n = 0; n < MAX_OPEN_CHECKOUTS + 5; n += 1) openSandboxCheckout(db, 1, 100);
    expect(count('sandbox_checkouts', 1)).toBe(MAX_OPEN_CHECKOUTS);
    const left = db.prepare('SELECT reference FROM sandbox_checkouts WHERE user_id = 2').all();
    expect(left).not.toContainEqual({ reference: old });
    expect(left).toHaveLength(1);
  });
});
