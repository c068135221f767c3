// The bank-account rules both sides apply: what an account number is, and what "no bank account" means.

/** An account number as typed, without the spaces and dashes people group its digits with. */
export function accountNumberDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** South African bank account numbers: 6 to 16 digits (spaces and dashes already removed). */
export function isAccountNumber(digits: string): boolean {
  return /^\d{6,16}$/.test(digits);
}

/** The bank fields of a profile, as the API sends them or the server stores them. */
export interface BankFields {
  account_number: unknown;
  bank_name: unknown;
}

/** A field that holds no bank detail: the spec's "0" (or 0), empty, null or missing. */
function unset(value: unknown): boolean {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return text === '' || text === '0';
}

/**
 * The spec's "no bank account" is account_number 0 and bank_name "0". A payout needs both, so
 * either one unset (0, "0" or empty) counts as no bank account, in the app and on the server alike.
 */
export function hasBankAccount(fields: BankFields): boolean {
  return !unset(fields.account_number) && !unset(fields.bank_name);
}
