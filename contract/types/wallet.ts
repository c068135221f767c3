// The wallet's shapes on the wire: money as two-decimal strings, transactions oldest first.
import type { TransactionType } from '../limits.js';

export interface WalletBalance {
  balance: string;
  escrow_balance: string;
}

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
