// Sandbox payments (demo mode only): the server issues and records each sandbox checkout, with its
// amount and payer, and later confirms only a reference it issued, for that payer and amount.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/schema.js';
import type { PaymentVerifier, VerifiedPayment } from './verifier.js';

export const SANDBOX_PREFIX = 'sandbox_';

/** Records a sandbox checkout of `amountCents` for the user; returns its reference. */
export function openSandboxCheckout(db: Db, userId: number, amountCents: number): string {
  const reference = `${SANDBOX_PREFIX}${randomUUID()}`;
  db.prepare(
    'INSERT INTO sandbox_checkouts (reference, user_id, amount_cents, created_at) VALUES (?, ?, ?, ?)',
  ).run(reference, userId, amountCents, new Date().toISOString());
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
