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

/** POST wallet/withdraw/ and wallet/sandbox-checkout/: the amount in rands (a JSON number). */
export interface AmountRequest {
  amount: number;
}

/** POST wallet/withdraw/: the answer once the payout is booked. */
export interface WithdrawResponse {
  message: string;
  /** The balance after the payout. */
  balance: string;
}

export interface LoadWalletRequest {
  transaction_ref: string;
  description: 'Balance Topup';
  amount: number;
}

/** POST wallet/load-wallet/: credited now, or `duplicate` when this reference was credited before. */
export interface LoadWalletResponse {
  message: string;
  duplicate: boolean;
  /** The amount credited (left out for a duplicate). */
  amount?: string;
  balance: string;
}

/** A sandbox checkout the server recorded: its reference is credited only for this amount. */
export interface SandboxCheckout {
  reference: string;
  amount: string;
}
