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

/** Letters of other scripts that look like a Latin letter (Unicode's confusables, the common ones). */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  п: 'n',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  т: 't',
  ц: 'u',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  ү: 'y',
  з: '3',
  α: 'a',
  β: 'b',
  ϲ: 'c',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ı: 'i',
  ɡ: 'g',
  ɑ: 'a',
  ո: 'n',
  ս: 'u',
  օ: 'o',
  ℓ: 'l',
  '0': 'o',
  '1': 'l',
  '|': 'l',
};

/**
 * What a text looks like, for telling look-alikes apart (after Unicode's skeleton): NFKD without
 * accents, lower case, other scripts' look-alike letters as Latin ones, "rn" as "m", "vv" as "w".
 */
export function skeleton(value: string): string {
  const plain = value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  let out = '';
  for (const char of plain) out += LOOK_ALIKES[char] ?? char;
  return out.replace(/rn/g, 'm').replace(/vv/g, 'w');
}
