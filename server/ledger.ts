// Wallet bookkeeping: balance moves paired with their transaction rows; escrow derived from orders.
import { randomBytes } from 'node:crypto';
import type { Db } from './db/schema.js';

export interface LedgerEntry {
  userId: number;
  amountCents: number;
  reference: string;
  description: string;
  createdAt?: string;
}

/** Adds to the balance and records a credit; call inside a transaction. Returns the row id. */
export function credit(db: Db, entry: LedgerEntry): number {
  db.prepare('UPDATE users SET balance_cents = balance_cents + ? WHERE id = ?').run(
    entry.amountCents,
    entry.userId,
  );
  return insertTransaction(db, entry, 'credit');
}

/**
 * Takes from the balance only if it covers the amount (one conditional UPDATE, so concurrent
 * debits can never overdraw) and records a debit. Returns false when the balance is too low.
 */
export function debit(db: Db, entry: LedgerEntry): boolean {
  const result = db
    .prepare(
      'UPDATE users SET balance_cents = balance_cents - ? WHERE id = ? AND balance_cents >= ?',
    )
    .run(entry.amountCents, entry.userId, entry.amountCents);
  if (result.changes !== 1) return false;
  insertTransaction(db, entry, 'debit');
  return true;
}

function insertTransaction(db: Db, entry: LedgerEntry, type: 'credit' | 'debit'): number {
  const result = db
    .prepare(
      `INSERT INTO transactions (user_id, reference, created_at, description, transaction_type, amount_cents)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      entry.userId,
      entry.reference,
      entry.createdAt ?? new Date().toISOString(),
      entry.description,
      type,
      entry.amountCents,
    );
  return Number(result.lastInsertRowid);
}

/** Funds held for the vet's open orders: the sum of fees of orders neither completed nor cancelled. */
export function escrowCents(db: Db, userId: number): number {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(inspection_fee_cents), 0) AS cents FROM orders
       WHERE vet_id = ? AND status = 'pending' AND vet_completed = 0`,
    )
    .get(userId) as { cents: number };
  return row.cents;
}

export function balanceCents(db: Db, userId: number): number {
  const row = db.prepare('SELECT balance_cents FROM users WHERE id = ?').get(userId) as
    { balance_cents: number } | undefined;
  return row?.balance_cents ?? 0;
}

/** A short random reference such as WD-7F3A9C21B4. */
export function randomReference(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;
}
