// Current and escrow balances with Withdraw and Deposit; a failed load says so (never a made-up zero).
import { walletMsg } from './messages';
import type { WalletBalance } from '@contract/wire/wallet';
import type { ReactNode } from 'react';
import { Button } from '@/components/Button';
import { formatMoney } from '@/lib/text/format';
import { msg } from '@/lib/text/messages';
import { EscrowTooltip } from './EscrowTooltip';

interface BalanceCardProps {
  balance: WalletBalance | undefined;
  isLoading: boolean;
  /** The request failed and no saved copy exists: the figures are unknown. */
  isError: boolean;
  retrying: boolean;
  onRetry: () => void;
  actions: ReactNode;
}

export function BalanceCard({
  balance,
  isLoading,
  isError,
  retrying,
  onRetry,
  actions,
}: BalanceCardProps) {
  const show = (value: string | undefined) => {
    if (isLoading) return <span role="status">{msg.loading}</span>;
    if (value === undefined) {
      return (
        <span className="wallet-unknown">
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">Not known</span>
        </span>
      );
    }
    return formatMoney(value);
  };
  return (
    <section className="card wallet-card" aria-label="Balances">
      <dl className="wallet-figures">
        <div className="wallet-figure">
          <dt>Current Balance</dt>
          <dd className="wallet-amount">{show(balance?.balance)}</dd>
        </div>
        <div className="wallet-figure">
          <dt>
            Escrow Balance <EscrowTooltip />
          </dt>
          <dd className="wallet-amount">{show(balance?.escrow_balance)}</dd>
        </div>
      </dl>
      {isError && !balance && (
        <div className="wallet-balance-error" role="alert">
          <p className="field-error">{walletMsg.balanceFailed}</p>
          <Button variant="secondary" busy={retrying} busyLabel="Retrying..." onClick={onRetry}>
            Retry
          </Button>
        </div>
      )}
      <div className="button-row">{actions}</div>
    </section>
  );
}
