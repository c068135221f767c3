// The Your Wallet panel (the portal's default): balances, withdraw, card top-up and the history.
import { walletMsg } from './messages';
import { paths } from '@contract/paths';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/Button';
import { LastUpdatedNote } from '@/components/LastUpdatedNote';
import type { PanelProps } from '@/lib/portal/panels';
import { getPaymentProvider } from '@/lib/payments/getPaymentProvider';
import { notify } from '@/lib/toasts/toast';
import { useTransactionHistoryQuery, useWalletBalanceQuery } from './api';
import { BalanceCard } from './BalanceCard';
import { DepositDialog } from './DepositDialog';
import { TransactionTable } from './TransactionTable';
import { useCardDeposit } from './useCardDeposit';
import { WithdrawDialog } from './WithdrawDialog';
import './wallet.css';

export default function WalletPanel({ profile }: PanelProps) {
  const balance = useWalletBalanceQuery();
  const history = useTransactionHistoryQuery();
  const [provider] = useState(getPaymentProvider);
  const [dialog, setDialog] = useState<'withdraw' | 'deposit' | null>(null);
  const { stage, pending, deposit, retry } = useCardDeposit(provider, profile);
  const failed = balance.isError || history.isError;

  useEffect(() => {
    if (failed) notify.error(walletMsg.walletFetchFailed, { wallet: true });
  }, [failed]);

  const close = () => setDialog(null);
  const startDeposit = (cents: bigint) => {
    // The card form must not sit behind our modal dialog: close it first, then pay.
    flushSync(close);
    void deposit(cents);
  };

  return (
    <div className="wallet">
      <h1>Your Wallet</h1>
      <LastUpdatedNote path={paths.walletBalance} />
      <BalanceCard
        balance={balance.data}
        isLoading={balance.isLoading}
        isError={balance.isError}
        retrying={balance.isFetching}
        onRetry={() => void balance.refetch()}
        actions={
          <>
            {/* Until the balance is known, a withdrawal could only be refused or guessed. */}
            <Button disabled={!balance.data} onClick={() => setDialog('withdraw')}>
              Withdraw
            </Button>
            {provider && (
              <Button
                variant="secondary"
                busy={stage !== 'idle'}
                busyLabel="Processing..."
                onClick={() => setDialog('deposit')}
              >
                Deposit
              </Button>
            )}
          </>
        }
      />
      {pending && (
        <div className="notice wallet-pending" role="status">
          <p>{walletMsg.topUpPending}</p>
          <Button variant="secondary" busy={stage === 'crediting'} onClick={() => void retry()}>
            Credit my wallet now
          </Button>
        </div>
      )}
      <TransactionTable
        rows={history.data}
        isLoading={history.isLoading}
        isError={history.isError && !history.data}
        retrying={history.isFetching}
        onRetry={() => void history.refetch()}
      />
      <WithdrawDialog
        open={dialog === 'withdraw'}
        onClose={close}
        balance={balance.data?.balance}
        profile={profile}
      />
      {provider && (
        <DepositDialog open={dialog === 'deposit'} onClose={close} onDeposit={startDeposit} />
      )}
    </div>
  );
}
