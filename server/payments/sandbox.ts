// Sandbox payments (demo mode only): the server issues and records each sandbox checkout, with its
// amount and payer, and later confirms only a reference it issued, for that payer and amount.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/schema.js';
import type { PaymentVerifier, VerifiedPayment } from './verifier.js';

export const SANDBOX_PREFIX = 'sandbox_';
/** A sandbox checkout can be paid for this long (a card form is filled in within minutes). */
export const SANDBOX_CHECKOUT_TTL_MS = 60 * 60 * 1000;
/** Open checkouts kept per vet (the newest). */
export const MAX_OPEN_CHECKOUTS = 10;

/**
 * Records a sandbox checkout of `amountCents` for the user and returns its reference; the user's
 * checkouts past SANDBOX_CHECKOUT_TTL_MS or the newest MAX_OPEN_CHECKOUTS are dropped (a paid one
 * is remembered by its top-up, so it is never credited again).
 */
export function openSandboxCheckout(
  db: Db,
  userId: number,
  amountCents: number,
  now: number = Date.now(),
): string {
  const reference = `${SANDBOX_PREFIX}${randomUUID()}`;
  db.transaction(() => {
    db.prepare(
      'INSERT INTO sandbox_checkouts (reference, user_id, amount_cents, created_at) VALUES (?, ?, ?, ?)',
    ).run(reference, userId, amountCents, new Date(now).toISOString());
    db.prepare('DELETE FROM sandbox_checkouts WHERE user_id = ? AND created_at < ?').run(
      userId,
      new Date(now - SANDBOX_CHECKOUT_TTL_MS).toISOString(),
    );
    db.prepare(
      `DELETE FROM sandbox_checkouts WHERE user_id = ? AND rowid NOT IN (
         SELECT rowid FROM sandbox_checkouts WHERE user_id = ?
         ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
    ).run(userId, userId, MAX_OPEN_CHECKOUTS);
  })();
  return reference;
}

export function createSandboxVerifier(db: Db): PaymentVerifier {
  const find = db.prepare(
    'SELECT user_id, amount_cents FROM sandbox_checkouts WHERE reference = ?',
  );
  return {
    name: 'sandbox',
    handles: (reference) => reference.startsWith(SANDBOX_PREFIX),
    verify(reference, claimedCents, payer): Promise<VerifiedPayment | null> {
      const checkout = find.get(reference) as { user_id: number; amount_cents: number } | undefined;
      const valid =
        checkout !== undefined &&
        checkout.user_id === payer.userId &&
        checkout.amount_cents === claimedCents;
      return Promise.resolve(
        valid
          ? {
              reference,
              amountCents: checkout.amount_cents,
              currency: 'ZAR',
              paidBy: { userId: checkout.user_id },
            }
          : null,
      );
    },
  };
}
