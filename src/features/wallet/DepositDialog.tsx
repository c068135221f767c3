// The 'Deposit Amount' dialog: an amount, Cancel and Card Deposit (the card form opens after it closes).
import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Field } from '@/components/Field';
import { parseAmountInput } from '@/lib/moneyInput';

interface DepositDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the validated amount; the panel closes the dialog and starts the card payment. */
  onDeposit: (cents: bigint) => void;
}

function DepositForm({ onClose, onDeposit }: Omit<DepositDialogProps, 'open'>) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = parseAmountInput(amount);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    onDeposit(parsed.cents);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Field label="Amount to deposit (R)" error={error}>
        <input
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="Enter amount to deposit"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(null); // checked again on Card Deposit
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
