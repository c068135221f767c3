// The Account panel's rules: what Your Profile and Bank Details need, and their multipart bodies.
import { accountMsg } from './messages';
import type { CommunicationMeans } from '@contract/limits';
import { accountNumberDigits, isAccountNumber } from '@contract/rules/bank';
import type { BankUpdate, ProfileUpdate } from '@contract/wire/profile';
import { formBody, type FormFields } from '@/lib/api/formBody';
import { msg } from '@/lib/text/messages';
import { checkLocalPhone, toStoredPhone } from '@/lib/forms/validation';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  /** Typed without +27. */
  phone: string;
  communication: CommunicationMeans;
}

export interface BankValues {
  accountNumber: string;
  /** Typed a second time on the device only (never sent): a typo would pay someone else. */
  confirmAccountNumber: string;
  bankName: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;
export type BankErrors = Partial<Record<keyof BankValues, string>>;

/**
 * Only the first name is required (it unlocks the portal, as the spec says); a surname and phone
 * may follow later, but a phone that is typed must be a valid South African number.
 */
export function checkProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.firstName.trim()) errors.firstName = msg.pleaseProvide('First Name');
  if (values.phone.trim()) {
    const phoneProblem = checkLocalPhone(values.phone);
    if (phoneProblem) errors.phone = phoneProblem;
  }
  return errors;
}

/**
 * `onFile` is the account number the server holds: kept unchanged, it needs no confirmation;
 * a new or changed number must be typed twice, the same both times.
 */
export function checkBank(values: BankValues, onFile = ''): BankErrors {
  const errors: BankErrors = {};
  const number = accountNumberDigits(values.accountNumber);
  const confirmation = accountNumberDigits(values.confirmAccountNumber);
  if (!number) errors.accountNumber = msg.pleaseProvide('Account Number');
  else if (!isAccountNumber(number)) errors.accountNumber = accountMsg.accountNumberInvalid;
  else if (confirmation !== number && (confirmation || number !== accountNumberDigits(onFile))) {
    errors.confirmAccountNumber = confirmation
      ? accountMsg.accountNumbersDiffer
      : accountMsg.confirmAccountNumberMissing;
  }
  if (!values.bankName.trim()) errors.bankName = msg.pleaseProvide('Bank Name');
  return errors;
}

export function profileBody(values: ProfileValues, picture: File | null): FormData {
  const fields: FormFields<ProfileUpdate> = {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    // No phone yet: the field is left out, so the stored number (if any) is not touched.
    phone: values.phone.trim() ? toStoredPhone(values.phone) : undefined,
    communication_means: values.communication,
  };
  return formBody(fields, { profile_picture: picture });
}

export function bankBody(values: BankValues, certificate: File | null): FormData {
  const fields: FormFields<BankUpdate> = {
    account_number: accountNumberDigits(values.accountNumber),
    bank_name: values.bankName.trim(),
  };
  return formBody(fields, { bank_confirmation_certificate: certificate });
}
