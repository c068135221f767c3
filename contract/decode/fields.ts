// The small decoders every API answer is read with (ids, money, dates, texts, choices, lists) and the DecodeError they throw.
import { centsToDecimal, decimalToCents } from '../money.js';
import {
  appointmentDateFromWire,
  appointmentTimeFromWire,
  parseAppointmentDate,
} from '../rules/appointment.js';
import { isRealDate } from '../rules/calendar.js';

/** What the vet is told when an answer cannot be read; where and what go in `field` and `detail`. */
export const DECODE_MESSAGE =
  'The marketplace server sent something this portal does not understand.';

/**
 * An API answer the portal cannot use. `field` says where ("orders[3].inspection_fees"), `detail`
 * what was expected and what came. `code` is both as "field: detail": RTK Query keeps only the
 * name, message, stack and code of an error thrown while it reads an answer.
 */
export class DecodeError extends Error {
  readonly field: string;
  readonly detail: string;
  readonly code: string;

  constructor(field: string, detail: string) {
    super(DECODE_MESSAGE);
    this.name = 'DecodeError';
    this.field = field;
    this.detail = detail;
    this.code = `${field}: ${detail}`;
  }
}

/** Reads the value found at `field` (its path, for errors) into what the app uses. */
export type Decoder<T> = (value: unknown, field: string) => T;

/** A short picture of what arrived: text quoted and cut short, objects and lists not opened. */
function shown(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = JSON.stringify(value);
  else if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    text = String(value);
  } else if (value === undefined) return 'nothing';
  else return Array.isArray(value) ? '[…]' : '{…}';
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** Throws the DecodeError for `field`: expected `what`, got `value`. */
export function fail(field: string, what: string, value: unknown): never {
  throw new DecodeError(field, `expected ${what}, got ${shown(value)}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Null, missing or '': how servers say "not set". */
const unset = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** Reads one field of an object with a decoder; errors name `object.key`. */
export type FieldReader = <T>(key: string, decode: Decoder<T>) => T;

/** A JSON object, read field by field. Fields the portal does not know are left behind. */
export function fieldsOf(value: unknown, field: string): FieldReader {
  if (!isRecord(value)) return fail(field, 'an object', value);
  const body = value;
  return (key, decode) => decode(body[key], `${field}.${key}`);
}

/** An id: a whole number, or one written as text ("42"). */
export const id: Decoder<number> = (value, field) => {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof number === 'number' && Number.isSafeInteger(number) && number >= 0) return number;
  return fail(field, 'an id', value);
};

/** Exact cents of a JSON number with at most two decimals (1500.5 -> 150050n); null otherwise. */
function numberToCents(value: number): bigint | null {
  if (!Number.isFinite(value) || !Number.isSafeInteger(Math.round(value * 100))) return null;
  const fixed = value.toFixed(2);
  return Number(fixed) === value ? decimalToCents(fixed) : null;
}

/** Already canonical: what centsToDecimal writes (no leading zeros, no "-0.00"). */
const CANONICAL_MONEY = /^(?!-0\.00$)-?(?:0|[1-9]\d*)\.\d\d$/;

/**
 * Money as the canonical two-decimal string ("1500.00") from a JSON number (1500, 1500.5) or
 * decimal text ("1500", "1500.5", "1500.00"; zeros past the cents, "1500.500", are dropped).
 */
export const money: Decoder<string> = (value, field) => {
  if (typeof value === 'string' && CANONICAL_MONEY.test(value)) return value; // most answers
  let cents: bigint | null = null;
  if (typeof value === 'number') cents = numberToCents(value);
  if (typeof value === 'string') cents = decimalToCents(value.trim().replace(/(\.\d\d)0+$/, '$1'));
  return cents === null ? fail(field, 'an amount of money', value) : centsToDecimal(cents);
};

/** Text that may be unset: null, missing or '' is null; a number is written as text. */
export const optionalText: Decoder<string | null> = (value, field) => {
  if (unset(value)) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fail(field, 'text', value);
};

/** Display text where the type is a string: as optionalText, with '' for not set. */
export const text: Decoder<string> = (value, field) => optionalText(value, field) ?? '';

/** Text the portal cannot do without (an order number, a token, a reference). */
export const requiredText: Decoder<string> = (value, field) =>
  optionalText(value, field) ?? fail(field, 'text', value);

/** Digits sent as a JSON number: only a whole number small enough to be exact. */
const digits = (value: number, field: string): string =>
  Number.isSafeInteger(value) && value >= 0 ? String(value) : fail(field, 'digits', value);

/**
 * An account number as text. 0 and "0" stay "0", null and '' are '' (both mean "no bank account"
 * to the app).
 */
export const accountNumber: Decoder<string> = (value, field) =>
  typeof value === 'number' ? digits(value, field) : text(value, field);

/** A phone number as text; null, '', 0 and "0" mean not set. */
export const phone: Decoder<string | null> = (value, field) => {
  if (value === 0 || value === '0') return null;
  return typeof value === 'number' ? digits(value, field) : optionalText(value, field);
};

/** true or false (1 and 0 too). */
export const flag: Decoder<boolean> = (value, field) => {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  return fail(field, 'true or false', value);
};

/**
 * One of `choices` in any letter case, spelled as `choices` spells it. Looked up, not searched: a
 * list's every row has such a field, and most come in the lower case the lookup is keyed by.
 */
export function oneOf<T extends string>(choices: readonly T[]): Decoder<T> {
  const byLowerCase = new Map(choices.map((choice) => [choice.toLowerCase(), choice]));
  return (value, field) => {
    const found =
      typeof value === 'string'
        ? (byLowerCase.get(value) ?? byLowerCase.get(value.trim().toLowerCase()))
        : undefined;
    return found ?? fail(field, `one of ${choices.join(', ')}`, value);
  };
}

/** `decode`, with null, missing or '' read as null. */
export function orNull<T>(decode: Decoder<T>): Decoder<T | null> {
  return (value, field) => (unset(value) ? null : decode(value, field));
}

/** `decode`, with null, missing or '' read as `fallback()`. */
export function orElse<T>(decode: Decoder<T>, fallback: () => T): Decoder<T> {
  return (value, field) => (unset(value) ? fallback() : decode(value, field));
}

/** A coordinate: a number or decimal text (DRF's DecimalField). Not set is NaN, which the map skips. */
export const coordinate: Decoder<number> = (value, field) => {
  if (unset(value)) return NaN;
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number)
    ? number
    : fail(field, 'a coordinate', value);
};

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** A zone as "Z" or "+hh:mm" ("+02" and "+0200" are written "+02:00"); '' stays ''; null if not a zone. */
function zoneText(zone: string): string | null {
  if (zone.length <= 1) return zone.toUpperCase();
  const digits = zone.slice(1).replace(':', '');
  const hours = digits.slice(0, 2);
  const minutes = digits.slice(2) || '00';
  return Number(hours) > 23 || Number(minutes) > 59 ? null : `${zone.charAt(0)}${hours}:${minutes}`;
}

/**
 * A date-time already as isoDateTime writes it, each part in range: seconds, "Z" or "+hh:mm", a
 * year from 1000 (Date.UTC reads years under 100 as 19xx, which isRealDate refuses).
 */
const WRITTEN_DATE_TIME =
  /^[1-9]\d{3}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** An ISO date or date-time (or the spec's dd-MM-yyyy) as ISO text; null when not a real one. */
function isoDateTime(text: string): string | null {
  // Most answers (a list's every row): kept as sent once the day is in its month; every month has 28.
  if (WRITTEN_DATE_TIME.test(text)) {
    const day = Number(text.slice(8, 10));
    const real = day <= 28 || isRealDate(Number(text.slice(0, 4)), Number(text.slice(5, 7)), day);
    return real ? text : null;
  }
  const match = ISO_DATE_TIME.exec(text);
  if (!match) {
    const spec = parseAppointmentDate(text);
    return spec && `${spec.slice(6)}-${spec.slice(3, 5)}-${spec.slice(0, 2)}`;
  }
  const [, year = '', month = '', day = '', hour, minute = '', second = '00', fraction = ''] =
    match;
  if (!isRealDate(Number(year), Number(month), Number(day))) return null;
  const date = `${year}-${month}-${day}`;
  if (hour === undefined) return date;
  const zone = zoneText(match[8] ?? '');
  if (zone === null || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  return `${date}T${hour}:${minute}:${second}${fraction}${zone}`;
}

/**
 * A time something happened, as ISO text the app's formatting reads: ISO with or without a time
 * and zone ("2026-11-29T10:30:00.123456Z", "2026-11-29T10:30:00+02:00", "2026-11-29") is kept,
 * written with "T" and a "+hh:mm" zone; the spec's "29-11-2026" becomes "2026-11-29".
 */
export const dateTime: Decoder<string> = (value, field) =>
  (typeof value === 'string' ? isoDateTime(value.trim()) : null) ?? fail(field, 'a date', value);

/** An appointment date as 'dd-MM-yyyy' from dd-MM-yyyy or yyyy-MM-dd; null, missing or '' is null. */
export const appointmentDate: Decoder<string | null> = orNull(
  (value, field) =>
    (typeof value === 'string' ? appointmentDateFromWire(value) : null) ??
    fail(field, 'a date (dd-MM-yyyy)', value),
);

/** An appointment time as 'hh:mm AM' from 'hh:mm AM' or a 24-hour time; null, missing or '' is null. */
export const appointmentTime: Decoder<string | null> = orNull(
  (value, field) =>
    (typeof value === 'string' ? appointmentTimeFromWire(value) : null) ??
    fail(field, 'a time (hh:mm AM)', value),
);

/**
 * A list: a JSON array, or one DRF page {count, next, previous, results} (the readers join longer
 * lists' pages first: contract/paging.ts). Each item's errors name `field[i]`.
 */
export function listOf<T>(decode: Decoder<T>): Decoder<T[]> {
  return (value, field) => {
    const rows: unknown = isRecord(value) && 'results' in value ? value.results : value;
    if (!Array.isArray(rows)) return fail(field, 'a list', value);
    return rows.map((row: unknown, index) => decode(row, `${field}[${index}]`));
  };
}
