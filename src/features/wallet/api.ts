// Wallet endpoints (balance, history, withdrawal, card top-up) injected into the shared API slice.
import {
  decodeSandboxCheckout,
  decodeTransactions,
  decodeWalletBalance,
} from '@contract/wire/wallet';
import { paths } from '@contract/paths';
import type {
  AmountRequest,
  LoadWalletRequest,
  SandboxCheckout,
  Transaction,
  WalletBalance,
} from '@contract/wire/wallet';
import { api } from '@/lib/api/api';
import { getConfig } from '@/lib/api/config';
import { frozen } from '@/lib/api/frozen';
import { wholeList } from '@/lib/api/wholeList';
import { newestFirst } from './history';

/** True when the API is on the page's own origin. */
const isSameOrigin = (apiBaseUrl: string) =>
  new URL(apiBaseUrl, location.href).origin === location.origin;

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
    /**
     * One withdrawal attempt: sent again after a lost answer with the same `attemptKey`, it is paid
     * once. The key goes as Idempotency-Key only to an API on the portal's own origin: another
     * origin's CORS may not allow the header (django-cors-headers' defaults do not).
     */
    withdraw: build.mutation<unknown, AmountRequest & { attemptKey: string }>({
      query: ({ attemptKey, ...body }) => ({
        url: paths.withdraw,
        method: 'POST',
        body,
        ...(isSameOrigin(getConfig().apiBaseUrl)
          ? { headers: { 'Idempotency-Key': attemptKey } }
          : {}),
      }),
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
