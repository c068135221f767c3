// Field rules shared by the routes: SA phone and ID numbers, coordinates, choices, text lengths.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toSaPhone } from '../contract/rules/phone.js';
import { isInsideBoundary, type Boundary } from '../src/lib/geo/boundary.js';

export const SA_BOUNDS = { minLat: -35, maxLat: -22, minLng: 16, maxLng: 33 } as const;

const USERNAME_PATTERN = /^[A-Za-z0-9@.+\-_]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

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
    join(dirname(fileURLToPath(import.meta.url)), '../src/lib/geo/data/za-boundary.json'),
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

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
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
