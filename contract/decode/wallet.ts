// Reads the wallet's answers (balance, transaction history, sandbox checkout) into contract/types/wallet.ts.
import { TRANSACTION_TYPES } from '../limits.js';
import type { SandboxCheckout, Transaction, WalletBalance } from '../types/wallet.js';
import {
  dateTime,
  fieldsOf,
  id,
  listOf,
  money,
  oneOf,
  requiredText,
  text,
  type Decoder,
} from './fields.js';

export function decodeWalletBalance(body: unknown): WalletBalance {
  const read = fieldsOf(body, 'wallet');
  return { balance: read('balance', money), escrow_balance: read('escrow_balance', money) };
}

const transactionType = oneOf(TRANSACTION_TYPES);

const transaction: Decoder<Transaction> = (value, field) => {
  const read = fieldsOf(value, field);
  return {
    id: read('id', id),
    reference: read('reference', text),
    created_at: read('created_at', dateTime),
    description: read('description', text),
    transaction_type: read('transaction_type', transactionType),
    amount: read('amount', money),
  };
};

const transactions = listOf(transaction);

/** The transaction history in the order the server sent it (an array, or DRF's pages joined). */
export function decodeTransactions(body: unknown): Transaction[] {
  return transactions(body, 'transactions');
}

/** A sandbox checkout: its reference is what the wallet is credited with, so it must be there. */
export function decodeSandboxCheckout(body: unknown): SandboxCheckout {
  const read = fieldsOf(body, 'checkout');
  return { reference: read('reference', requiredText), amount: read('amount', money) };
}
