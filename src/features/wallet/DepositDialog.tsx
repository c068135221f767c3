// The 'Deposit Amount' dialog: an amount, Cancel and Card Deposit (the card form opens after it closes).
import { parseAmountInput } from '@/lib/forms/moneyInput';
import { MAX_TOP_UP_CENTS } from '@contract/limits';
import { AmountDialog } from './AmountDialog';

interface DepositDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the validated amount; the panel closes the dialog and starts the card payment. */
  onDeposit: (cents: bigint) => void;
}

export function DepositDialog({ open, onClose, onDeposit }: DepositDialogProps) {
  return (
    <AmountDialog
      open={open}
      onClose={onClose}
      title="Deposit Amount"
      verb="deposit"
      submitText="Card Deposit"
      check={(amount) => {
        const parsed = parseAmountInput(amount, MAX_TOP_UP_CENTS);
        return parsed.ok ? {} : { amount: parsed.message };
      }}
      onDone={(amount) => {
        const parsed = parseAmountInput(amount, MAX_TOP_UP_CENTS);
        if (parsed.ok) onDeposit(parsed.cents);
      }}
    />
  );
}
