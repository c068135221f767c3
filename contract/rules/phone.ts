// South African phone numbers: stored as 27 and nine digits; typed with or without +27, 27 or a leading 0.

/** A number as stored: 27 followed by 9 digits, the first of which is not 0. */
export function isSaPhone(stored: string): boolean {
  return /^27[1-9]\d{8}$/.test(stored);
}

/** The local digits of what was typed (spaces, brackets and dashes dropped; +27, 27 or 0 prefix removed). */
export function localPhoneDigits(input: string): string {
  const digits = input.replace(/[\s()-]/g, '');
  if (digits.startsWith('+27')) return digits.slice(3);
  if (digits.startsWith('27') && digits.length === 11) return digits.slice(2);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** What was typed in the stored form, or null when it is not a South African number. */
export function toSaPhone(input: string): string | null {
  const stored = `27${localPhoneDigits(input)}`;
  return isSaPhone(stored) ? stored : null;
}
