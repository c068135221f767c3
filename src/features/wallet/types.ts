// The wallet's shapes as the API sends them: money as decimal strings, transactions oldest first.

export interface WalletBalance {
  balance: string;
  escrow_balance: string;
}

export type TransactionType = 'credit' | 'debit';

export interface Transaction {
  id: number;
  reference: string;
  created_at: string;
  description: string;
  transaction_type: TransactionType;
  amount: string;
}

export interface LoadWalletRequest {
  transaction_ref: string;
  description: 'Balance Topup';
  amount: number;
}

/** A sandbox checkout the server recorded: its reference is credited only for this amount. */
export interface SandboxCheckout {
  reference: string;
  amount: string;
}
