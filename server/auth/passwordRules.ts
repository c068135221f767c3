// The server's password rule (the spec shows no client rule): 8 to 128 visible characters, not all
// spaces, and not one of the 10,000 most common passwords (common-passwords.txt, made offline by
// scripts/make-common-passwords.ts).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasUnsafeCharacters } from '../validation.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_BLANK = 'This password may not be blank or only spaces.';
export const PASSWORD_TOO_SHORT = `This password is too short. It must contain at least ${PASSWORD_MIN} characters.`;
export const PASSWORD_TOO_LONG = `Ensure this field has no more than ${PASSWORD_MAX} characters.`;
export const PASSWORD_INVISIBLE =
  'This password contains invisible or control characters. Use letters, numbers, spaces and symbols you can see.';
export const PASSWORD_TOO_COMMON =
  'This password is too common. Choose one that is hard to guess, for example a few unrelated words.';

const COMMON = new Set(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt'), 'utf8').split(
    '\n',
  ),
);

/** Whether the password (in any letter case) is on the common-passwords list. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** The DRF-style message for a password that breaks the rule, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (hasUnsafeCharacters(password)) return PASSWORD_INVISIBLE;
  if (password.trim() === '') return PASSWORD_BLANK;
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}
