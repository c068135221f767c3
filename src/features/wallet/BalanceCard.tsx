// Current and escrow balances with the Withdraw and (when a provider is set up) Deposit buttons.
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import { msg } from '@/lib/messages';
import { EscrowTooltip } from './EscrowTooltip';
import type { WalletBalance } from './types';

interface BalanceCardProps {
  balance: WalletBalance | undefined;
  isLoading: boolean;
  actions: ReactNode;
}

export function BalanceCard({ balance, isLoading, actions }: BalanceCardProps) {
  const show = (value: string | undefined) =>
    isLoading ? <span role="status">{msg.loading}</span> : formatMoney(value);
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
      <div className="button-row">{actions}</div>
    </section>
  );
}
