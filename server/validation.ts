// Field rules shared by the routes: SA phone and ID numbers, coordinates, choices, text lengths.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isInsideBoundary, type Boundary } from '../src/lib/geo/boundary.js';

export const SA_BOUNDS = { minLat: -35, maxLat: -22, minLng: 16, maxLng: 33 } as const;

export const QUALIFICATION_TYPES = ['Degree', 'Diploma', 'Certificate'] as const;
export const HEALTH_STATES = ['Excellent', 'Good', 'Average', 'Poor'] as const;
export const COMMUNICATION_MEANS = ['both', 'phone', 'email'] as const;

const USERNAME_PATTERN = /^[A-Za-z0-9@.+\-_]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A South African number as stored: 27 followed by 9 digits, the first of which is not 0. */
export function isSaPhone(value: string): boolean {
  return /^27[1-9]\d{8}$/.test(value);
}

/**
 * Turns what a vet may type to log in (0821234567, 821234567, 27821234567, +27 82 123 4567)
 * into the stored 27XXXXXXXXX form, or null when it is not a phone number.
 */
export function normalizeLoginPhone(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  let candidate = digits;
  if (/^0\d{9}$/.test(digits)) candidate = `27${digits.slice(1)}`;
  else if (/^\d{9}$/.test(digits)) candidate = `27${digits}`;
  return isSaPhone(candidate) ? candidate : null;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A 13-digit South African ID number: a real YYMMDD birth date and a valid Luhn check digit. */
export function isSaIdNumber(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const yy = Number(value.slice(0, 2));
  const mm = Number(value.slice(2, 4));
  const dd = Number(value.slice(4, 6));
  // 19yy and 20yy agree on leap years except for 00, where 2000 was one (29 Feb 2000 exists).
  const year = yy === 0 ? 2000 : 1900 + yy;
  if (!isRealDate(year, mm, dd)) return false;
  return luhnValid(value);
}

/** True when year-month-day is a date on the calendar (month 1-12). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
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

export function isChoice<T extends string>(choices: readonly T[], value: string): value is T {
  return (choices as readonly string[]).includes(value);
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
