// The vet's wallet: balance, transaction history (plain, or in pages), withdrawal (idempotent) and
// card top-up (load-wallet), each limited per vet.
import { paths, route } from '../../contract/paths.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireVerifiedVet } from '../auth/guard.js';
import { TINY_BODY_LIMIT } from '../bodyGate.js';
import { exactField, jsonObject, textField, type WireBody } from '../body.js';
import type { AppContext } from '../context.js';
import type { TransactionRow } from '../db/rows.js';
import { FieldErrorCollector, REQUIRED, httpError } from '../errors.js';
import {
  readIdempotencyKey,
  replayStored,
  requestHash,
  storeResponse,
  type StoredResponse,
} from '../idempotency.js';
import { vetLimiters } from '../vetLimits.js';
import { historyPage, type PageQuery } from './historyPages.js';
import { balanceCents, credit, debit, escrowCents, randomReference } from '../ledger.js';
import { MAX_TOP_UP_CENTS } from '../../contract/limits.js';
import { sharedMsg } from '../../contract/messages.js';
import { centsToDecimal } from '../../contract/money.js';
import { hasBankAccount } from '../../contract/rules/bank.js';
import { parseAmountToCents } from '../money.js';
import {
  PAYMENT_REFERENCE,
  PaymentProviderUnavailable,
  paidByUser,
  verifyPayment,
  type VerifiedPayment,
} from '../payments/verifier.js';
import { openSandboxCheckout } from '../payments/sandbox.js';
import { transactionJson } from '../serializers/transaction.js';
import type {
  AmountRequest,
  LoadWalletRequest,
  LoadWalletResponse,
  SandboxCheckout,
  WalletBalance,
  WithdrawResponse,
} from '../../contract/wire/wallet.js';

export const AMOUNT_MESSAGE = 'Enter a positive amount with at most two decimals.';
const NOT_VERIFIED = 'Payment could not be verified.';
export const INVALID_REFERENCE = 'Enter a valid payment reference.';
/** The smallest withdrawal: a bank transfer costs more than a few cents to make. */
export const MIN_WITHDRAWAL_CENTS = 1_000;
export const BELOW_MIN_WITHDRAWAL = `The smallest withdrawal is R ${centsToDecimal(MIN_WITHDRAWAL_CENTS)}.`;
/**
 * The server's own references (INS-<order> fees, WD- withdrawals, TOP- seeded top-ups, PAY: moved
 * top-ups): a payment reference in this namespace is refused, so it can never take a fee's place.
 */
export const SERVER_REFERENCE = /^(?:INS|WD|TOP|PAY)[-:]/i;

/**
 * The body's amount in cents, read as written (never through a float); 400 when not exact. A body
 * of another contract type passes only while that type has the amount too.
 */
function amountOrThrow(
  request: FastifyRequest,
  body: WireBody<AmountRequest>,
  maxCents?: number,
): number {
  const errors = new FieldErrorCollector();
  const raw = exactField(request, body, 'amount');
  if (raw === undefined || raw === null || raw === '') errors.add('amount', REQUIRED);
  const cents = parseAmountToCents(raw, maxCents);
  if (cents === null && !errors.has('amount')) errors.add('amount', AMOUNT_MESSAGE);
  errors.throwIfAny();
  return cents ?? 0;
}

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limit = vetLimiters(app, ctx.vetLimits);
  const history = ctx.db.prepare(
    `SELECT id, user_id, reference, created_at, description, transaction_type, amount_cents
     FROM transactions WHERE user_id = ? ORDER BY created_at ASC, id ASC`,
  );

  app.get(route(paths.walletBalance), async (request) => {
    const vet = await requireVerifiedVet(ctx, request);
    return {
      balance: centsToDecimal(balanceCents(ctx.db, vet.id)),
      escrow_balance: centsToDecimal(escrowCents(ctx.db, vet.id)),
    } satisfies WalletBalance;
  });

  /** The plain list as the spec has it; with ?page=N, DRF-style pages (historyPages.ts). */
  app.get<{ Querystring: PageQuery }>(route(paths.transactionHistory), async (request) => {
    const vet = await requireVerifiedVet(ctx, request);
    await limit.history(request, vet.id);
    if (request.query.page === undefined) {
      return (history.all(vet.id) as TransactionRow[]).map(transactionJson);
    }
    return historyPage(ctx.db, request, vet.id);
  });

  /**
   * A withdrawal; with an Idempotency-Key, the same key and amount answers as the first time
   * (the vet is paid once however often a lost answer is retried).
   */
  app.post(route(paths.withdraw), { bodyLimit: TINY_BODY_LIMIT }, async (request, reply) => {
    const vet = await requireVerifiedVet(ctx, request);
    await limit.withdraw(request, vet.id);
    const key = readIdempotencyKey(request);
    const cents = amountOrThrow(request, jsonObject(request));
    const hash = requestHash({ kind: 'withdraw', amount_cents: cents });
    const send = (stored: StoredResponse, replayed: boolean) => {
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(stored.statusCode).send(stored.body);
    };
    const earlier = key ? replayStored(ctx.db, vet.id, key, hash) : null;
    if (earlier) return send(earlier, true);
    if (!hasBankAccount(vet)) throw httpError(400, sharedMsg.noBankAccount);
    if (cents < MIN_WITHDRAWAL_CENTS) throw httpError(400, BELOW_MIN_WITHDRAWAL);
    const outcome = ctx.db.transaction((): { stored: StoredResponse; replayed: boolean } => {
      // Again inside the transaction: a twin request with the same key may have won.
      const twin = key ? replayStored(ctx.db, vet.id, key, hash) : null;
      if (twin) return { stored: twin, replayed: true };
      const paid = debit(ctx.db, {
        userId: vet.id,
        amountCents: cents,
        reference: randomReference('WD'),
        description: 'Withdrawal to bank account',
      });
      if (!paid) throw httpError(400, sharedMsg.insufficientBalance);
      const stored: StoredResponse = {
        statusCode: 200,
        body: {
          message: sharedMsg.withdrawSuccess,
          balance: centsToDecimal(balanceCents(ctx.db, vet.id)),
        } satisfies WithdrawResponse,
      };
      if (key) storeResponse(ctx.db, vet.id, key, hash, stored);
      return { stored, replayed: false };
    })();
    return send(outcome.stored, outcome.replayed);
  });

  /** Demo mode: records a sandbox checkout whose reference load-wallet will accept once. */
  app.post(route(paths.sandboxCheckout), { bodyLimit: TINY_BODY_LIMIT }, async (request, reply) => {
    if (!ctx.sandboxPayments) throw httpError(404, 'Not found.');
    const vet = await requireVerifiedVet(ctx, request);
    await limit.writes(request, vet.id);
    const cents = amountOrThrow(request, jsonObject(request), MAX_TOP_UP_CENTS);
    const reference = openSandboxCheckout(ctx.db, vet.id, cents);
    return reply
      .code(201)
      .send({ reference, amount: centsToDecimal(cents) } satisfies SandboxCheckout);
  });

  app.post(route(paths.loadWallet), { bodyLimit: TINY_BODY_LIMIT }, async (request) => {
    const vet = await requireVerifiedVet(ctx, request);
    // Each new reference is checked with the provider under the merchant's key: counted per vet.
    await limit.loadWallet(request, vet.id);
    const body: WireBody<LoadWalletRequest> = jsonObject(request);
    const reference = textField(body, 'transaction_ref')?.trim() ?? '';
    const errors = new FieldErrorCollector();
    if (!reference) errors.add('transaction_ref', REQUIRED);
    else if (!PAYMENT_REFERENCE.test(reference) || SERVER_REFERENCE.test(reference)) {
      errors.add('transaction_ref', INVALID_REFERENCE);
    }
    errors.throwIfAny();
    const claimed = amountOrThrow(request, body);

    const seen = (): { user_id: number } | undefined =>
      ctx.db
        .prepare('SELECT user_id FROM wallet_topups WHERE transaction_ref = ?')
        .get(reference) as { user_id: number } | undefined;
    const duplicate = (owner: { user_id: number }): LoadWalletResponse => {
      if (owner.user_id !== vet.id) throw httpError(400, NOT_VERIFIED);
      return {
        message: 'Already processed.',
        duplicate: true,
        balance: centsToDecimal(balanceCents(ctx.db, vet.id)),
      };
    };
    const before = seen();
    if (before) return duplicate(before);
    // A reference some other row already carries (never a payment's) is not a payment's.
    if (ctx.db.prepare('SELECT 1 FROM transactions WHERE reference = ?').get(reference)) {
      throw httpError(400, NOT_VERIFIED);
    }

    let payment: VerifiedPayment | null;
    try {
      payment = await verifyPayment(ctx.verifiers, reference, claimed, { userId: vet.id });
    } catch (error) {
      if (error instanceof PaymentProviderUnavailable) {
        throw httpError(502, 'The payment provider could not be reached. Please try again.');
      }
      throw error;
    }
    if (!payment || !paidByUser(payment, vet)) throw httpError(400, NOT_VERIFIED);

    const result = ctx.db.transaction((): LoadWalletResponse => {
      const raced = seen();
      if (raced) return duplicate(raced);
      const now = new Date().toISOString();
      ctx.db
        .prepare(
          'INSERT INTO wallet_topups (transaction_ref, user_id, amount_cents, created_at) VALUES (?, ?, ?, ?)',
        )
        .run(reference, vet.id, payment.amountCents, now);
      credit(ctx.db, {
        userId: vet.id,
        amountCents: payment.amountCents,
        reference,
        description: 'Balance Topup',
        createdAt: now,
      });
      return {
        message: 'Wallet loaded successfully.',
        duplicate: false,
        amount: centsToDecimal(payment.amountCents),
        balance: centsToDecimal(balanceCents(ctx.db, vet.id)),
      };
    })();
    return result;
  });
}
