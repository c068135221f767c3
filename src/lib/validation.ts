// Shared input rules: the 5 MB image-or-PDF upload limit, South African phone and ID numbers.
import { msg } from './messages';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_ACCEPT = 'image/*,application/pdf,.pdf';

/** Null when the file may be kept; otherwise the message to show (the file is then not kept). */
export function checkUpload(file: Pick<File, 'size' | 'type' | 'name'>): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return msg.fileTooLarge;
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  const isImage = file.type.startsWith('image/');
  if (!isPdf && !isImage) return msg.fileWrongType;
  return null;
}

/** Digits of a South African number typed without the country code (0 prefix tolerated). */
export function normalizeLocalPhone(input: string): string {
  const digits = input.replace(/[\s()-]/g, '');
  if (digits.startsWith('+27')) return digits.slice(3);
  if (digits.startsWith('27') && digits.length === 11) return digits.slice(2);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** Null for a valid SA number entered without +27 (9 digits, not starting with 0); else a message. */
export function checkLocalPhone(input: string): string | null {
  const local = normalizeLocalPhone(input);
  if (!/^\d+$/.test(local)) return 'Enter the phone number using digits only, e.g. 82 123 4567.';
  if (!/^[1-9]\d{8}$/.test(local)) {
    return 'Enter a South African number of 9 digits after +27, e.g. 82 123 4567.';
  }
  return null;
}

/** The stored form: 27 followed by the 9 local digits. */
export function toStoredPhone(input: string): string {
  return `27${normalizeLocalPhone(input)}`;
}

/** The local part of a stored 27… number, for editing next to the fixed +27 prefix. */
export function fromStoredPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  return stored.startsWith('27') ? stored.slice(2) : stored;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Null for a valid 13-digit South African ID number (real YYMMDD date, Luhn check digit). */
export function checkSaIdNumber(input: string): string | null {
  const id = input.replace(/\s/g, '');
  if (!/^\d{13}$/.test(id)) return 'An ID number has 13 digits.';
  const yy = Number(id.slice(0, 2));
  const mm = Number(id.slice(2, 4));
  const dd = Number(id.slice(4, 6));
  const century = yy <= new Date().getFullYear() % 100 ? 2000 : 1900;
  const date = new Date(Date.UTC(century + yy, mm - 1, dd));
  const realDate =
    date.getUTCFullYear() === century + yy &&
    date.getUTCMonth() === mm - 1 &&
    date.getUTCDate() === dd;
  if (!realDate) return 'The ID number does not start with a valid date of birth (YYMMDD).';
  if (!['0', '1'].includes(id[10] ?? '')) return 'This ID number is not valid (citizenship digit).';
  if (!luhnValid(id)) return 'This ID number is not valid (check digit). Please check it.';
  return null;
}
