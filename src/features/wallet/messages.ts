// The wallet feature's own words (the spec's texts verbatim); the words features share are in src/lib/text/messages.ts.
import { sharedMsg } from '@contract/messages';

export const walletMsg = {
  // Wallet
  walletFetchFailed: 'Failed to load your wallet. Please try again.',
  insufficientBalance: sharedMsg.insufficientBalance,
  noBankAccount: sharedMsg.noBankAccount,
  withdrawFailed: 'Failed to process withdrawal. Please try again.',
  withdrawSuccess: sharedMsg.withdrawSuccess,
  topUpSuccess: 'Order processed successfully!',
  topUpFailed: 'Failed to process order. Please try again.',
  paymentFailed: 'Payment failed. Please try again.',
  loadingTransactions: 'Loading...',
  transactionsFailed: 'Error loading transactions.',
  noTransactions: 'No transaction records found.',
  escrowInfo: 'Funds held temporarily until you complete an order.',
  paymentCancelled: 'Card payment cancelled. Nothing was charged.',
  topUpPending:
    'Your card payment went through, but your wallet has not been credited yet. Try again when you have signal — you will not be charged twice.',
  balanceFailed: 'Your balance could not be loaded, so it is not shown.',
} as const;
