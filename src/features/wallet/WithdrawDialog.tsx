// The 'Withdraw Amount' dialog: checks the amount, bank account and balance, then sends one request.
import { walletMsg } from './messages';
import type { Profile } from '@contract/wire/profile';
import { useRef } from 'react';
import { Link } from '@/components/Link';
import { formatMoney } from '@/lib/text/format';
import { BANK_DETAILS_ID, panelHref } from '@/lib/portal/panels';
import { notify } from '@/lib/toasts/toast';
import { AmountDialog } from './AmountDialog';
import { useWithdrawMutation } from './api';
import { walletErrorMessage } from './walletErrors';
import { checkWithdrawal } from './withdrawRules';

interface WithdrawDialogProps {
  open: boolean;
  onClose: () => void;
  balance: string | undefined;
  profile: Profile;
}

const [noBankText, goToSettingsText] = walletMsg.noBankAccount.split(' - ');

export function WithdrawDialog({ open, onClose, balance, profile }: WithdrawDialogProps) {
  const [withdraw] = useWithdrawMutation();
  // One key per withdrawal attempt: the same amount sent again after a lost answer is paid once.
  const attempt = useRef<{ amount: number; key: string } | null>(null);
  const attemptKey = (amount: number) => {
    if (attempt.current?.amount !== amount) attempt.current = { amount, key: crypto.randomUUID() };
    return attempt.current.key;
  };
  return (
    <AmountDialog<'bank'>
      open={open}
      onClose={onClose}
      title="Withdraw Amount"
      verb="withdraw"
      submitText="Withdraw"
      busyLabel="Processing..."
      intro={
        <p className="wallet-available">
          Available balance: <strong>{balance === undefined ? '…' : formatMoney(balance)}</strong>
        </p>
      }
      others={['bank']}
      check={(amount) => {
        const check = checkWithdrawal(amount, balance, profile);
        if (check.ok) return {};
        return check.problem === 'no-bank' ? { bank: check.message } : { amount: check.message };
      }}
      send={{
        run: (amount) => {
          const check = checkWithdrawal(amount, balance, profile);
          const sent = check.ok ? check.amount : 0;
          return withdraw({ amount: sent, attemptKey: attemptKey(sent) });
        },
        failure: walletMsg.withdrawFailed,
        explain: (error) => walletErrorMessage(error, walletMsg.withdrawFailed),
      }}
      onDone={() => {
        attempt.current = null;
        notify.success(walletMsg.withdrawSuccess, { wallet: true });
        onClose();
      }}
      // No bank account: the notice links to the settings where it is added.
      notices={(errors) =>
        errors.bank && (
          <p className="notice" role="alert">
            {noBankText} -{' '}
            <Link to={`${panelHref('Account')}#${BANK_DETAILS_ID}`}>{goToSettingsText}</Link>
          </p>
        )
      }
    />
  );
}
