// Bank Details: account name (the vet's name, read-only), account number typed twice, bank name, confirmation letter.
import { accountMsg } from './messages';
import type { Profile } from '@contract/wire/profile';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/Button';
import { Field } from '@/components/Field';
import { FileInput } from '@/components/FileInput';
import { TextField } from '@/components/TextField';
import { useForm } from '@/lib/forms/useForm';
import { BANK_DETAILS_ID } from '@/lib/portal/panels';
import { fullName } from '@/lib/portal/profile';
import { hasBankAccount } from '@contract/rules/bank';
import { notify } from '@/lib/toasts/toast';
import { bankBody, checkBank, type BankValues } from './accountRules';
import { useUpdateProfileMutation } from './api';
import { mediaUrl } from '@/lib/api/mediaUrl';

const BANKS = [
  'Absa',
  'African Bank',
  'Capitec',
  'Discovery Bank',
  'FNB',
  'Investec',
  'Nedbank',
  'Standard Bank',
  'TymeBank',
];

/** The form's values: the account's words and a new confirmation letter, if one is chosen. */
type BankEntry = BankValues & { certificate: File | null };

const SERVER_FIELDS = { account_number: 'accountNumber', bank_name: 'bankName' } as const;

/** An account number is digits, and no browser should offer to fill or keep it. */
const NUMBER = { inputMode: 'numeric', autoComplete: 'off' } as const;

export function BankDetailsForm({ profile }: { profile: Profile }) {
  const [update] = useUpdateProfileMutation();
  const form = useForm<keyof BankEntry, BankEntry>({
    order: ['accountNumber', 'confirmAccountNumber', 'bankName', 'certificate'],
    initial: () => ({
      accountNumber: hasBankAccount(profile) ? profile.account_number : '',
      confirmAccountNumber: '',
      bankName: hasBankAccount(profile) ? profile.bank_name : '',
      certificate: null,
    }),
    check: (values) => checkBank(values, hasBankAccount(profile) ? profile.account_number : ''),
    send: (values) => update(bankBody(values, values.certificate)),
    serverFields: SERVER_FIELDS,
    failure: accountMsg.bankFailed,
    onSent: () => {
      form.replace((current) => ({ ...current, confirmAccountNumber: '', certificate: null }));
      notify.success(accountMsg.bankUpdated);
    },
  });

  const accountNumber = form.field('accountNumber');
  const onAccountNumber: typeof accountNumber.onChange = (event) => {
    accountNumber.onChange(event);
    // A changed number makes the old mismatch stale: it is checked again on Save.
    form.clear('confirmAccountNumber');
  };

  // "Go To Settings" (the wallet's withdrawal) leads here: the form in view, its heading focused.
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hash !== `#${BANK_DETAILS_ID}`) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [hash]);

  const name = fullName(profile);
  return (
    <form
      id={BANK_DETAILS_ID}
      className="card account-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby="bank-details-title"
    >
      <h2 id="bank-details-title" ref={heading} tabIndex={-1}>
        Bank Details
      </h2>
      <Field
        label="Account Name"
        hint={name ? undefined : 'Your name from Your Profile appears here.'}
      >
        <input name="account_name" value={name} readOnly />
      </Field>
      <TextField
        label="Account Number"
        name="account_number"
        {...NUMBER}
        {...accountNumber}
        onChange={onAccountNumber}
      />
      {/* No name: the confirmation never leaves the phone (see bankBody). */}
      <TextField
        label="Confirm account number"
        hint="Type the account number again. It is checked on this phone and not sent."
        {...NUMBER}
        {...form.field('confirmAccountNumber')}
      />
      <TextField
        label="Bank Name"
        name="bank_name"
        maxLength={100}
        list="south-african-banks"
        autoComplete="off"
        {...form.field('bankName')}
      />
      <datalist id="south-african-banks">
        {BANKS.map((bank) => (
          <option key={bank} value={bank} />
        ))}
      </datalist>
      <FileInput
        label="Bank Confirmation Certificate"
        name="bank_confirmation_certificate"
        hint="A confirmation letter from your bank: image or PDF, up to 5 MB."
        {...form.file('certificate')}
      />
      {profile.bank_confirmation_certificate && (
        <p className="on-file">
          <a
            href={mediaUrl(profile.bank_confirmation_certificate)}
            target="_blank"
            rel="noopener noreferrer"
          >
            View the certificate on file
          </a>
        </p>
      )}
      <Button type="submit" busy={form.busy} busyLabel="Saving...">
        Save bank details
      </Button>
    </form>
  );
}
