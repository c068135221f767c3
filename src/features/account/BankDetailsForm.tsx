// Bank Details: account name (the vet's name, read-only), account number, bank name, confirmation letter.
import { isOnline } from '@/lib/online';
import type { Profile } from '@contract/types/profile';
import { useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/Button';
import { Field } from '@/components/Field';
import { FileInput } from '@/components/FileInput';
import { clientErrorOr, serverFieldErrors } from '@/lib/errors';
import { msg } from '@/lib/messages';
import { fullName, hasBankAccount } from '@/lib/profile';
import { notify } from '@/lib/toast';
import { bankBody, checkBank, type BankErrors, type BankValues } from './accountRules';
import { useUpdateProfileMutation } from './api';

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

const SERVER_FIELDS = { account_number: 'accountNumber', bank_name: 'bankName' } as const;

export function BankDetailsForm({ profile }: { profile: Profile }) {
  const [values, setValues] = useState<BankValues>(() => ({
    accountNumber: hasBankAccount(profile) ? profile.account_number : '',
    bankName: hasBankAccount(profile) ? profile.bank_name : '',
  }));
  const [certificate, setCertificate] = useState<File | null>(null);
  const [errors, setErrors] = useState<BankErrors>({});
  const [update, { isLoading }] = useUpdateProfileMutation();
  const accountNumberRef = useRef<HTMLInputElement>(null);
  const bankNameRef = useRef<HTMLInputElement>(null);

  const set = (key: keyof BankValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = checkBank(values);
    if (found.accountNumber || found.bankName) {
      setErrors(found);
      notify.error(found.accountNumber ?? found.bankName ?? msg.bankFailed);
      (found.accountNumber ? accountNumberRef : bankNameRef).current?.focus();
      return;
    }
    if (!isOnline()) {
      notify.error(msg.needsConnection);
      return;
    }
    const result = await update(bankBody(values, certificate));
    if (result.error) {
      setErrors(serverFieldErrors(result.error, SERVER_FIELDS));
      notify.error(clientErrorOr(result.error, msg.bankFailed));
      return;
    }
    setCertificate(null);
    notify.success(msg.bankUpdated);
  };

  const name = fullName(profile);
  return (
    <form
      className="card account-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="bank-details-title"
    >
      <h2 id="bank-details-title">Bank Details</h2>
      <Field
        label="Account Name"
        hint={name ? undefined : 'Your name from Your Profile appears here.'}
      >
        <input name="account_name" value={name} readOnly />
      </Field>
      <Field label="Account Number" error={errors.accountNumber}>
        <input
          ref={accountNumberRef}
          name="account_number"
          inputMode="numeric"
          autoComplete="off"
          value={values.accountNumber}
          onChange={(event) => set('accountNumber', event.target.value)}
        />
      </Field>
      <Field label="Bank Name" error={errors.bankName}>
        <input
          ref={bankNameRef}
          name="bank_name"
          maxLength={100}
          list="south-african-banks"
          autoComplete="off"
          value={values.bankName}
          onChange={(event) => set('bankName', event.target.value)}
        />
      </Field>
      <datalist id="south-african-banks">
        {BANKS.map((bank) => (
          <option key={bank} value={bank} />
        ))}
      </datalist>
      <FileInput
        label="Bank Confirmation Certificate"
        name="bank_confirmation_certificate"
        hint="A confirmation letter from your bank: image or PDF, up to 5 MB."
        file={certificate}
        onChange={setCertificate}
        disabled={isLoading}
      />
      {profile.bank_confirmation_certificate && (
        <p className="on-file">
          <a href={profile.bank_confirmation_certificate} target="_blank" rel="noopener noreferrer">
            View the certificate on file
          </a>
        </p>
      )}
      <Button type="submit" busy={isLoading} busyLabel="Saving...">
        Save bank details
      </Button>
    </form>
  );
}
