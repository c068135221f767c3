// The app's messages for the contract's input rules: the upload limit, South African phone and ID numbers.
import { MAX_UPLOAD_BYTES } from '@contract/limits';
import { localPhoneDigits } from '@contract/rules/phone';
import { saIdProblem, type SaIdProblem } from '@contract/rules/saId';
import { msg } from '../text/messages';

export const UPLOAD_ACCEPT = 'image/*,application/pdf,.pdf';

/** Null when the file may be kept; otherwise the message to show (the file is then not kept). */
export function checkUpload(file: Pick<File, 'size' | 'type' | 'name'>): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return msg.fileTooLarge;
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  const isImage = file.type.startsWith('image/');
  if (!isPdf && !isImage) return msg.fileWrongType;
  return null;
}

/** Null for a valid SA number entered without +27 (9 digits, not starting with 0); else a message. */
export function checkLocalPhone(input: string): string | null {
  const local = localPhoneDigits(input);
  if (!/^\d+$/.test(local)) return 'Enter the phone number using digits only, e.g. 82 123 4567.';
  if (!/^[1-9]\d{8}$/.test(local)) {
    return 'Enter a South African number of 9 digits after +27, e.g. 82 123 4567.';
  }
  return null;
}

/** The stored form: 27 followed by the 9 local digits. */
export function toStoredPhone(input: string): string {
  return `27${localPhoneDigits(input)}`;
}

/** The local part of a stored 27… number, for editing next to the fixed +27 prefix. */
export function fromStoredPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  return stored.startsWith('27') ? stored.slice(2) : stored;
}

const SA_ID_MESSAGES: Record<SaIdProblem, string> = {
  length: 'An ID number has 13 digits.',
  date: 'The ID number does not start with a valid date of birth (YYMMDD).',
  citizenship: 'This ID number is not valid (citizenship digit).',
  checkDigit: 'This ID number is not valid (check digit). Please check it.',
};

/** Null for a valid 13-digit South African ID number (spaces ignored); else the message to show. */
export function checkSaIdNumber(input: string): string | null {
  const problem = saIdProblem(input.replace(/\s/g, ''));
  return problem && SA_ID_MESSAGES[problem];
}
