// The 'Withdraw Amount' dialog: checks the amount, bank account and balance, then sends one request.
import type { Profile } from '@contract/types/profile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Field } from '@/components/Field';
import { formatMoney } from '@/lib/format';
import { useForm } from '@/lib/forms/useForm';
import { msg } from '@/lib/messages';
import { panelHref } from '@/lib/panels';
import { notify } from '@/lib/toast';
import { useWithdrawMutation } from './api';
import { walletErrorMessage } from './walletErrors';
import { checkWithdrawal } from './withdrawRules';

interface WithdrawDialogProps {
  open: boolean;
  onClose: () => void;
  balance: string | undefined;
  profile: Profile;
}

const [noBankText, goToSettingsText] = msg.noBankAccount.split(' - ');

function WithdrawForm({ balance, profile, onClose }: Omit<WithdrawDialogProps, 'open'>) {
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [withdraw] = useWithdrawMutation();
  const form = useForm<'amount' | 'bank'>({
    order: ['amount', 'bank'],
    check: () => {
      setFailure(null);
      const check = checkWithdrawal(amount, balance, profile);
      if (check.ok) return {};
      return check.problem === 'no-bank' ? { bank: check.message } : { amount: check.message };
    },
    tell: false, // the amount's error stays under it; no bank account is the notice below
    send: () => {
      const check = checkWithdrawal(amount, balance, profile);
      return withdraw({ amount: check.ok ? check.amount : 0 });
    },
    failure: msg.withdrawFailed,
    explain: (error) => walletErrorMessage(error, msg.withdrawFailed),
    say: setFailure,
    onSent: () => {
      notify.success(msg.withdrawSuccess, { wallet: true });
      onClose();
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <p className="wallet-available">
        Available balance: <strong>{balance === undefined ? '…' : formatMoney(balance)}</strong>
      </p>
      <Field label="Amount to withdraw (R)" error={form.errors.amount}>
        <input
          ref={form.ref<HTMLInputElement>('amount')}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="Enter amount to withdraw"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            form.clear('amount'); // checked again on Withdraw
          }}
        />
      </Field>
      {form.errors.bank && (
        <p className="notice" role="alert">
          {noBankText} - <Link to={panelHref('Account')}>{goToSettingsText}</Link>
        </p>
      )}
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className="button-row">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={form.busy} busyLabel="Processing...">
          Withdraw
        </Button>
      </div>
    </form>
  );
}

export function WithdrawDialog({ open, onClose, ...rest }: WithdrawDialogProps) {
  return (
    <Dialog open={open} title="Withdraw Amount" onClose={onClose}>
      <WithdrawForm onClose={onClose} {...rest} />
    </Dialog>
  );
}
