// The wallet on the wire: balance, transactions (oldest first), withdrawal and top-up, money as two-decimal text.
import * as v from 'valibot';
import { TRANSACTION_TYPES } from '../limits.js';
import { decoder, list, record } from './decode.js';
import { dateTime, flag, id, money, oneOf, requiredText, text } from './fields.js';

export const walletBalance = record({ balance: money, escrow_balance: money });
export type WalletBalance = v.InferOutput<typeof walletBalance>;

export const transaction = record({
  id,
  reference: text,
  created_at: dateTime,
  description: text,
  transaction_type: oneOf(TRANSACTION_TYPES),
  amount: money,
});
export type Transaction = v.InferOutput<typeof transaction>;

/** The transaction history in the order the server sent it (an array, or DRF's pages joined). */
export const transactionList = list(transaction);

/** POST wallet/withdraw/ and wallet/sandbox-checkout/: the amount in rands (a JSON number). */
export const amountRequest = v.object({ amount: v.number() });
export type AmountRequest = v.InferOutput<typeof amountRequest>;

/** POST wallet/withdraw/: the answer once the payout is booked, with the balance after it. */
export const withdrawResponse = record({ message: text, balance: money });
export type WithdrawResponse = v.InferOutput<typeof withdrawResponse>;

export const loadWalletRequest = v.object({
  transaction_ref: v.string(),
  description: v.literal('Balance Topup'),
  amount: v.number(),
});
export type LoadWalletRequest = v.InferOutput<typeof loadWalletRequest>;

/** POST wallet/load-wallet/: credited now, or `duplicate` when this reference was credited before (then no amount). */
export const loadWalletResponse = record({
  message: text,
  duplicate: flag,
  amount: v.optional(money),
  balance: money,
});
export type LoadWalletResponse = v.InferOutput<typeof loadWalletResponse>;

/** A sandbox checkout the server recorded: its reference is credited only for this amount, so it must be there. */
export const sandboxCheckout = record({ reference: requiredText, amount: money });
export type SandboxCheckout = v.InferOutput<typeof sandboxCheckout>;

export const decodeWalletBalance = decoder(walletBalance, 'wallet');
export const decodeTransactions = decoder(transactionList, 'transactions');
export const decodeSandboxCheckout = decoder(sandboxCheckout, 'checkout');
