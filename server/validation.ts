// Field rules shared by the routes: SA phone and ID numbers, coordinates, choices, text lengths.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toSaPhone } from '../contract/rules/phone.js';
import { isInsideBoundary, type Boundary } from '../contract/geo/boundary.js';

export const SA_BOUNDS = { minLat: -35, maxLat: -22, minLng: 16, maxLng: 33 } as const;

const USERNAME_PATTERN = /^[A-Za-z0-9@.+\-_]+$/;

/**
 * Turns what a vet may type to log in (0821234567, 821234567, 27821234567, +27 82 123 4567)
 * into the stored 27XXXXXXXXX form, or null when it is not a phone number.
 */
export function normalizeLoginPhone(input: string): string | null {
  return /^\+?[\d\s()-]+$/.test(input) ? toSaPhone(input) : null;
}

/** The same embedded boundary the app checks against (Lesotho a hole, Eswatini outside). */
const southAfrica = JSON.parse(
  readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../contract/geo/za-boundary.json'),
    'utf8',
  ),
) as Boundary;

export function isInsideSouthAfrica(lat: number, lng: number): boolean {
  const inBox =
    lat >= SA_BOUNDS.minLat &&
    lat <= SA_BOUNDS.maxLat &&
    lng >= SA_BOUNDS.minLng &&
    lng <= SA_BOUNDS.maxLng;
  return inBox && isInsideBoundary(southAfrica, { lat, lng });
}

/** Parses a coordinate given as a number or numeric string; null when not a finite number. */
export function parseCoordinate(value: string): number | null {
  const text = value.trim();
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}

export function notAChoice(value: string): string {
  return `"${value}" is not a valid choice.`;
}

export function maxLengthMessage(max: number): string {
  return `Ensure this field has no more than ${max} characters.`;
}

export function minLengthMessage(min: number): string {
  return `Ensure this field has at least ${min} characters.`;
}

/**
 * Characters nobody types on purpose in a name, email or password: controls, text-direction
 * overrides, zero-width and other invisible marks, private-use and unassigned code points, and the
 * blank "letters" (Hangul fillers, the empty Braille pattern).
 */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u;

export const UNSAFE_CHARACTERS =
  'Remove control, text-direction and invisible characters: type the text with visible letters.';

export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_CHARACTER.test(value);
}

/** A name as typed, in NFKC form (full-width and styled letters become plain ones) and trimmed. */
export function normalizeText(value: string): string {
  return value.normalize('NFKC').trim();
}

/** An email as stored and compared: NFKC, trimmed, lower case. */
export function normalizeEmail(value: string): string {
  return normalizeText(value).toLowerCase();
}

/** The message for a person's name (first or last) that cannot be kept, or null when it is fine. */
export function nameProblem(value: string, max = 100): string | null {
  const name = normalizeText(value);
  if (hasUnsafeCharacters(name)) return UNSAFE_CHARACTERS;
  if (name.length > max) return maxLengthMessage(max);
  return null;
}

/** Look-alike texts share a skeleton (server/skeleton.ts, from Unicode's confusables). */
export { skeleton } from './skeleton.js';

/**
 * What free text (a report, an address) may not hold: controls other than tab and line breaks,
 * NUL, text-direction marks and overrides, and the byte-order mark.
 */
const UNSAFE_IN_TEXT = /(?![\t\n\r])[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/** Whether multi-line free text holds a character it may not (see UNSAFE_IN_TEXT). */
export function hasUnsafeTextCharacters(value: string): boolean {
  return UNSAFE_IN_TEXT.test(value);
}
