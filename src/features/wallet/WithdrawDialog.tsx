// The 'Withdraw Amount' dialog: checks the amount, bank account and balance, then sends one request.
import type { Profile } from '@contract/types/profile';
import { useRef, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Field } from '@/components/Field';
import { formatMoney } from '@/lib/format';
import { msg } from '@/lib/messages';
import { isOnline } from '@/lib/online';
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
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [noBank, setNoBank] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [withdraw, { isLoading }] = useWithdrawMutation();
  const sending = useRef(false);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (sending.current || isLoading) return;
    setFailure(null);
    const check = checkWithdrawal(amount, balance, profile);
    setNoBank(!check.ok && check.problem === 'no-bank');
    setFieldError(!check.ok && check.problem !== 'no-bank' ? check.message : null);
    if (!check.ok) return;
    if (!isOnline()) {
      setFailure(msg.needsConnection);
      return;
    }
    sending.current = true;
    try {
      const result = await withdraw({ amount: check.amount });
      if (result.error) {
        setFailure(walletErrorMessage(result.error, msg.withdrawFailed));
        return;
      }
      notify.success(msg.withdrawSuccess, { wallet: true });
      onClose();
    } finally {
      sending.current = false;
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="wallet-available">
        Available balance: <strong>{balance === undefined ? '…' : formatMoney(balance)}</strong>
      </p>
      <Field label="Amount to withdraw (R)" error={fieldError}>
        <input
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="Enter amount to withdraw"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setFieldError(null); // checked again on Withdraw
          }}
        />
      </Field>
      {noBank && (
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
        <Button type="submit" busy={isLoading} busyLabel="Processing...">
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
