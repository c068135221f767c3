// The wallet transaction JSON (amounts as two-decimal strings).
import type { Transaction } from '../../contract/wire/wallet.js';
import type { TransactionRow } from '../db/rows.js';
import { centsToDecimal } from '../../contract/money.js';

export function transactionJson(row: TransactionRow): Transaction {
  return {
    id: row.id,
    reference: row.reference,
    created_at: row.created_at,
    description: row.description,
    transaction_type: row.transaction_type,
    amount: centsToDecimal(row.amount_cents),
  };
}
