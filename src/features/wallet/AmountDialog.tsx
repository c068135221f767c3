// The wallet's amount dialog: one amount field, Cancel and the action; Withdraw and Deposit configure it.
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Field } from '@/components/Field';
import { useForm, type FieldErrors } from '@/lib/forms/useForm';

/** What one amount dialog does with the typed amount; K names the problems shown beside the field. */
export interface AmountAction<K extends string> {
  /** The dialog's name, e.g. 'Withdraw Amount'. */
  title: string;
  /** What the amount is for: "Amount to {verb} (R)", "Enter amount to {verb}". */
  verb: string;
  submitText: string;
  /** The submit button's label while the amount is sent; without it the button never shows busy. */
  busyLabel?: string;
  /** Shown above the field (e.g. the available balance). */
  intro?: ReactNode;
  /** Problems that are not the amount's own, in the order they are focused after it. */
  others?: readonly K[];
  /** The feature's rules on the typed amount: every problem found. */
  check: (amount: string) => FieldErrors<'amount' | K>;
  /** Sends the checked amount (a mutation); without it `onDone` alone takes it on. */
  send?: {
    run: (amount: string) => Promise<{ error?: unknown }>;
    /** Said in the dialog when the server refuses without saying why. */
    failure: string;
    explain: (error: unknown) => string;
  };
  /** After the amount was sent (or, without `send`, once it passed the checks). */
  onDone: (amount: string) => void;
  /** What the other problems look like under the field (e.g. the no-bank-account notice). */
  notices?: (errors: FieldErrors<K>) => ReactNode;
}

interface AmountDialogProps<K extends string> extends AmountAction<K> {
  open: boolean;
  onClose: () => void;
}

function AmountForm<K extends string>({ onClose, ...action }: Omit<AmountDialogProps<K>, 'open'>) {
  const [amount, setAmount] = useState('');
  /** A refusal or "no connection", said in the dialog (a toast would sit behind it). */
  const [failure, setFailure] = useState<string | null>(null);
  const { send } = action;
  const check = () => {
    setFailure(null);
    return action.check(amount);
  };
  const onSent = () => action.onDone(amount);
  const order = ['amount' as const, ...(action.others ?? [])];
  const form = useForm<'amount' | K>(
    send
      ? {
          order,
          check,
          tell: false, // the amount's error stays under it; the others are the notices below
          send: () => send.run(amount),
          failure: send.failure,
          explain: send.explain,
          say: setFailure,
          onSent,
        }
      : { order, check, tell: false, onSent },
  );
  const { verb } = action;

  return (
    <form onSubmit={form.onSubmit} noValidate>
      {action.intro}
      <Field label={`Amount to ${verb} (R)`} error={form.errors.amount}>
        <input
          ref={form.ref<HTMLInputElement>('amount')}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={`Enter amount to ${verb}`}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            form.clear('amount'); // checked again on submit
          }}
        />
      </Field>
      {action.notices?.(form.errors)}
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className="button-row">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          busy={action.busyLabel !== undefined && form.busy}
          busyLabel={action.busyLabel}
        >
          {action.submitText}
        </Button>
      </div>
    </form>
  );
}

/** The form is drawn only while open, so each opening starts empty. */
export function AmountDialog<K extends string = never>({
  open,
  onClose,
  ...action
}: AmountDialogProps<K>) {
  return (
    <Dialog open={open} title={action.title} onClose={onClose}>
      <AmountForm onClose={onClose} {...action} />
    </Dialog>
  );
}
