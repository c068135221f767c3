// The 'Deposit Amount' dialog: an amount, Cancel and Card Deposit (the card form opens after it closes).
import { useState } from 'react';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Field } from '@/components/Field';
import { useForm } from '@/lib/forms/useForm';
import { parseAmountInput } from '@/lib/moneyInput';
import { MAX_TOP_UP_CENTS } from '@contract/limits';

interface DepositDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the validated amount; the panel closes the dialog and starts the card payment. */
  onDeposit: (cents: bigint) => void;
}

function DepositForm({ onClose, onDeposit }: Omit<DepositDialogProps, 'open'>) {
  const [amount, setAmount] = useState('');
  const form = useForm<'amount'>({
    order: ['amount'],
    check: () => {
      const parsed = parseAmountInput(amount, MAX_TOP_UP_CENTS);
      return parsed.ok ? {} : { amount: parsed.message };
    },
    tell: false, // the error stays under the field
    onSent: () => {
      const parsed = parseAmountInput(amount, MAX_TOP_UP_CENTS);
      if (parsed.ok) onDeposit(parsed.cents);
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Field label="Amount to deposit (R)" error={form.errors.amount}>
        <input
          ref={form.ref<HTMLInputElement>('amount')}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="Enter amount to deposit"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            form.clear('amount'); // checked again on Card Deposit
          }}
        />
      </Field>
      <div className="button-row">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Card Deposit</Button>
      </div>
    </form>
  );
}

export function DepositDialog({ open, onClose, onDeposit }: DepositDialogProps) {
  return (
    <Dialog open={open} title="Deposit Amount" onClose={onClose}>
      <DepositForm onClose={onClose} onDeposit={onDeposit} />
    </Dialog>
  );
}
