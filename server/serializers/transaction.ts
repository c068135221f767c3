// The wallet transaction JSON (amounts as two-decimal strings).
import type { TransactionRow, TransactionType } from '../db/rows.js';
import { centsToDecimal } from '../money.js';

export interface TransactionJson {
  id: number;
  reference: string;
  created_at: string;
  description: string;
  transaction_type: TransactionType;
  amount: string;
}

export function transactionJson(row: TransactionRow): TransactionJson {
  return {
    id: row.id,
    reference: row.reference,
    created_at: row.created_at,
    description: row.description,
    transaction_type: row.transaction_type,
    amount: centsToDecimal(row.amount_cents),
  };
}
