// The server's password rule (the spec shows no client rule): 8 to 128 visible characters, not all
import { PASSWORD_MAX } from '../../contract/limits.js';
// spaces, and not one of the 10,000 most common passwords (common-passwords.txt, made offline by
// scripts/make-common-passwords.ts), nor one in disguise (leetspeak, digits or symbols around it).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../config.js';
import type { ServerMode } from '../context.js';
import { hasUnsafeCharacters } from '../validation.js';

export const PASSWORD_MIN = 8;
export { PASSWORD_MAX };
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

/** Leetspeak's stand-ins for letters; "1" and "!" may be an i or an l. */
const LEET: Record<string, string[]> = {
  '0': ['o'],
  '1': ['i', 'l'],
  '!': ['i', 'l'],
  '|': ['l'],
  '3': ['e'],
  '4': ['a'],
  '@': ['a'],
  '5': ['s'],
  $: ['s'],
  '7': ['t'],
  '+': ['t'],
  '8': ['b'],
  '9': ['g'],
};

/** Every reading of `text` with its leetspeak characters as letters (at most 64 readings). */
function leetReadings(text: string): string[] {
  let readings = [''];
  for (const char of text) {
    const options = LEET[char] ?? [char];
    readings = readings.flatMap((head) => options.map((option) => head + option)).slice(0, 64);
  }
  return readings;
}

/**
 * What a password may be a disguise of: itself in lower case, without the digits, symbols and
 * spaces around it ("Password123!", "!!dragon"), each read with leetspeak's letters ("P@ssw0rd").
 */
function disguisedForms(password: string): Set<string> {
  const lower = password.toLowerCase();
  const bare = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  const forms = new Set<string>([lower, bare]);
  for (const text of [lower, bare]) {
    for (const reading of leetReadings(text)) {
      forms.add(reading);
      forms.add(reading.replace(/^[\d\W_]+|[\d\W_]+$/g, ''));
    }
  }
  forms.delete('');
  return forms;
}

/** Whether the password (in any letter case, or in disguise) is on the common-passwords list. */
export function isCommonPassword(password: string): boolean {
  for (const form of disguisedForms(password)) if (COMMON.has(form)) return true;
  return false;
}

/**
 * The DRF-style message for a password that breaks the rule, or null when it is acceptable. The
 * demo password is refused too, except in demo mode (whose accounts and tests use it).
 */
export function passwordProblem(password: string, mode: ServerMode = 'production'): string | null {
  if (hasUnsafeCharacters(password)) return PASSWORD_INVISIBLE;
  if (password.trim() === '') return PASSWORD_BLANK;
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  if (mode === 'demo' && password === DEMO_PASSWORD) return null;
  if (password === DEMO_PASSWORD || isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}
