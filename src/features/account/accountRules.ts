// The Account panel's rules: what Your Profile and Bank Details need, and their multipart bodies.
import type { CommunicationMeans } from '@contract/limits';
import { accountNumberDigits, isAccountNumber } from '@contract/rules/bank';
import { msg } from '@/lib/messages';
import { checkLocalPhone, toStoredPhone } from '@/lib/validation';

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
  else if (!isAccountNumber(number)) errors.accountNumber = msg.accountNumberInvalid;
  else if (confirmation !== number && (confirmation || number !== accountNumberDigits(onFile))) {
    errors.confirmAccountNumber = confirmation
      ? msg.accountNumbersDiffer
      : msg.confirmAccountNumberMissing;
  }
  if (!values.bankName.trim()) errors.bankName = msg.pleaseProvide('Bank Name');
  return errors;
}

export function profileBody(values: ProfileValues, picture: File | null): FormData {
  const body = new FormData();
  body.append('first_name', values.firstName.trim());
  body.append('last_name', values.lastName.trim());
  // No phone yet: the field is left out, so the stored number (if any) is not touched.
  if (values.phone.trim()) body.append('phone', toStoredPhone(values.phone));
  body.append('communication_means', values.communication);
  if (picture) body.append('profile_picture', picture, picture.name);
  return body;
}

export function bankBody(values: BankValues, certificate: File | null): FormData {
  const body = new FormData();
  body.append('account_number', accountNumberDigits(values.accountNumber));
  body.append('bank_name', values.bankName.trim());
  if (certificate) body.append('bank_confirmation_certificate', certificate, certificate.name);
  return body;
}
