// Wallet endpoints (balance, history, withdrawal, card top-up) injected into the shared API slice.
import {
  decodeSandboxCheckout,
  decodeTransactions,
  decodeWalletBalance,
} from '@contract/decode/wallet';
import { paths } from '@contract/paths';
import type {
  AmountRequest,
  LoadWalletRequest,
  SandboxCheckout,
  Transaction,
  WalletBalance,
} from '@contract/types/wallet';
import { api } from '@/lib/api';
import { frozen } from '@/lib/frozen';
import { wholeList } from '@/lib/wholeList';
import { newestFirst } from './history';

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletBalance: build.query<WalletBalance, void>({
      query: () => paths.walletBalance,
      transformResponse: decodeWalletBalance,
      providesTags: ['Wallet'],
    }),
    transactionHistory: build.query<Transaction[], void>({
      queryFn: wholeList(paths.transactionHistory, (body) =>
        frozen(newestFirst(decodeTransactions(body))),
      ),
      providesTags: ['Wallet'],
    }),
    withdraw: build.mutation<unknown, AmountRequest>({
      query: (body) => ({ url: paths.withdraw, method: 'POST', body }),
      invalidatesTags: ['Wallet'],
    }),
    /** Demo servers only: a sandbox reference the server issues and records for this amount. */
    sandboxCheckout: build.mutation<SandboxCheckout, AmountRequest>({
      query: (body) => ({ url: paths.sandboxCheckout, method: 'POST', body }),
      transformResponse: decodeSandboxCheckout,
    }),
    loadWallet: build.mutation<unknown, LoadWalletRequest>({
      query: (body) => ({ url: paths.loadWallet, method: 'POST', body }),
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
