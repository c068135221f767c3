// Wallet endpoints (balance, history, withdrawal, card top-up) injected into the shared API slice.
import { api } from '@/lib/api';
import { newestFirst } from './history';
import type { LoadWalletRequest, SandboxCheckout, Transaction, WalletBalance } from './types';

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletBalance: build.query<WalletBalance, void>({
      query: () => 'wallet/wallet-balance/',
      providesTags: ['Wallet'],
    }),
    transactionHistory: build.query<Transaction[], void>({
      query: () => 'wallet/transaction-history/',
      transformResponse: (rows: Transaction[]) => newestFirst(rows),
      providesTags: ['Wallet'],
    }),
    withdraw: build.mutation<unknown, { amount: number }>({
      query: (body) => ({ url: 'wallet/withdraw/', method: 'POST', body }),
      invalidatesTags: ['Wallet'],
    }),
    /** Demo servers only: a sandbox reference the server issues and records for this amount. */
    sandboxCheckout: build.mutation<SandboxCheckout, { amount: number }>({
      query: (body) => ({ url: 'wallet/sandbox-checkout/', method: 'POST', body }),
    }),
    loadWallet: build.mutation<unknown, LoadWalletRequest>({
      query: (body) => ({ url: 'wallet/load-wallet/', method: 'POST', body }),
      invalidatesTags: ['Wallet'],
    }),
  }),
});

export const {
  useWalletBalanceQuery,
  useTransactionHistoryQuery,
  useWithdrawMutation,
  useLoadWalletMutation,
  useSandboxCheckoutMutation,
} = walletApi;
