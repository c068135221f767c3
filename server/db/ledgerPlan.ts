// Plans believable wallet histories (top-ups, withdrawals, fixed fee credits) that never go negative.
import { randomBytes } from 'node:crypto';
import type { TransactionType } from '../../contract/limits.js';

export interface PlannedTransaction {
  reference: string;
  description: string;
  type: TransactionType;
  amountCents: number;
  createdAt: string;
}

export interface LedgerPlanOptions {
  /** How many transactions to plan in total (fixed ones included when they fit). */
  count: number;
  startCents: number;
  /** The balance the last planned transaction should land on. */
  targetCents: number;
  from: Date;
  to: Date;
  /** Credits that must appear (e.g. inspection fees of completed orders), placed at their dates. */
  fixed?: PlannedTransaction[];
  seed?: number;
}

export const TOPUP_DESCRIPTION = 'Balance Topup';
export const WITHDRAWAL_DESCRIPTION = 'Withdrawal to bank account';

/** Small deterministic PRNG (mulberry32) so seeded histories look the same on every run. */
export function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function uniqueReference(prefix: string): string {
  return `${prefix}-${randomBytes(6).toString('hex').toUpperCase()}`;
}

function topup(amountCents: number, createdAt: string): PlannedTransaction {
  return {
    reference: uniqueReference('TOP'),
    description: TOPUP_DESCRIPTION,
    type: 'credit',
    amountCents,
    createdAt,
  };
}

function withdrawal(amountCents: number, createdAt: string): PlannedTransaction {
  return {
    reference: uniqueReference('WD'),
    description: WITHDRAWAL_DESCRIPTION,
    type: 'debit',
    amountCents,
    createdAt,
  };
}

/**
 * Returns `count` transactions in time order whose running balance (from startCents) never drops
 * below zero and ends on targetCents, plus the balance it ends on (targetCents unless count is 0).
 */
export function planLedger(options: LedgerPlanOptions): {
  transactions: PlannedTransaction[];
  endCents: number;
} {
  const { count, startCents, targetCents } = options;
  if (count <= 0) return { transactions: [], endCents: startCents };
  const rng = createRng(options.seed ?? 42);
  const fixed = (options.fixed ?? []).length < count ? (options.fixed ?? []) : [];
  const genericCount = count - fixed.length - 1; // the last one lands on the target
  const fromMs = options.from.getTime();
  const toMs = options.to.getTime();
  const step = genericCount > 0 ? (toMs - fromMs) / (genericCount + 1) : 0;

  type Slot = { at: number; fixed?: PlannedTransaction };
  const slots: Slot[] = [];
  for (let i = 0; i < genericCount; i += 1) {
    slots.push({ at: Math.round(fromMs + step * (i + 0.5 + rng() * 0.5)) });
  }
  for (const tx of fixed) slots.push({ at: Date.parse(tx.createdAt), fixed: tx });
  slots.sort((a, b) => a.at - b.at);

  const transactions: PlannedTransaction[] = [];
  let balance = startCents;
  for (const slot of slots) {
    if (slot.fixed) {
      transactions.push(slot.fixed);
      balance += slot.fixed.type === 'credit' ? slot.fixed.amountCents : -slot.fixed.amountCents;
      continue;
    }
    const createdAt = new Date(slot.at).toISOString();
    if (balance >= 80_000 && rng() < 0.45) {
      const share = 0.3 + rng() * 0.5;
      const amount = Math.max(5_000, Math.floor((balance * share) / 5_000) * 5_000);
      transactions.push(withdrawal(amount, createdAt));
      balance -= amount;
    } else {
      const amount = (6 + Math.floor(rng() * 45)) * 5_000; // R 300 .. R 2 500
      transactions.push(topup(amount, createdAt));
      balance += amount;
    }
  }

  const lastAt = new Date(Math.max(toMs, slots.at(-1)?.at ?? toMs)).toISOString();
  let diff = targetCents - balance;
  if (diff === 0) {
    // Nudge the latest credit so that a final withdrawal is needed and the count stays exact.
    const lastCredit = transactions.findLast((tx) => tx.type === 'credit' && !fixed.includes(tx));
    if (lastCredit) {
      lastCredit.amountCents += 5_000;
      balance += 5_000;
      diff = -5_000;
    } else {
      diff = 5_000; // only possible with no credits planned: end slightly above the target
    }
  }
  if (diff > 0) transactions.push(topup(diff, lastAt));
  else transactions.push(withdrawal(-diff, lastAt));
  return { transactions, endCents: balance + diff };
}
