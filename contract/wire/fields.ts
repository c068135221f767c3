// The field schemas every wire type is built from: what each accepts on the wire (ids, money, dates, texts, choices) and what the app gets.
import * as v from 'valibot';
import { centsToDecimal, decimalToCents } from '../money.js';
import {
  appointmentDateFromWire,
  appointmentTimeFromWire,
  parseAppointmentDate,
} from '../rules/appointment.js';
import { isRealDate } from '../rules/calendar.js';
import { expected, type Schema } from './decode.js';
import { notA } from './decodeError.js';

/** A step that reads the value into what the app uses, or fails as not `what` when `read` gives null. */
function readAs<I, O>(what: string, read: (value: I) => O | null) {
  return v.rawTransform<I, O>(({ dataset, addIssue, NEVER }) => {
    const out = read(dataset.value);
    if (out !== null) return out;
    addIssue({ message: notA(what, dataset.value) });
    return NEVER;
  });
}

/**
 * `schema`, or not set: null, missing or '' are `unset` (documented as null by default). The
 * schema is tried first, as most values are set: a failed try costs an issue.
 */
function unsetOr<S extends Schema, const U>(schema: S, what: string, unset: U) {
  return v.optional(
    v.pipe(
      v.nullable(v.union([schema, v.literal('')], expected(what))),
      v.transform((value) =>
        value === null || value === '' ? unset : (value as v.InferOutput<S>),
      ),
    ),
    null,
  );
}

/** `schema`, with null, missing or '' read as null. */
export const orNull = <S extends Schema>(schema: S, what: string) => unsetOr(schema, what, null);

/** `schema`, with null, missing or '' read as `fallback`. */
export const orElse = <S extends Schema, const F>(schema: S, what: string, fallback: F) =>
  unsetOr(schema, what, fallback);

/** A whole number from 0: a JSON number or digits as text ("42"). */
export const id = v.union(
  [
    v.pipe(
      v.number(expected('an id')),
      v.safeInteger(expected('an id')),
      v.minValue(0, expected('an id')),
    ),
    v.pipe(
      v.string(expected('an id')),
      v.regex(/^\s*\d+\s*$/, expected('an id')),
      readAs('an id', (text: string) => {
        const number = Number(text);
        return Number.isSafeInteger(number) ? number : null;
      }),
    ),
  ],
  expected('an id'),
);

/** Exact cents of a JSON number with at most two decimals (1500.5 -> 150050n); null otherwise. */
function numberToCents(value: number): bigint | null {
  if (!Number.isFinite(value) || !Number.isSafeInteger(Math.round(value * 100))) return null;
  const fixed = value.toFixed(2);
  return Number(fixed) === value ? decimalToCents(fixed) : null;
}

/** Already canonical: what centsToDecimal writes (no leading zeros, no "-0.00"). */
const CANONICAL_MONEY = /^(?!-0\.00$)-?(?:0|[1-9]\d*)\.\d\d$/;

/** The canonical two-decimal text of a JSON number or decimal text, or null when it is not exact. */
function moneyText(value: number | string): string | null {
  if (typeof value === 'string' && CANONICAL_MONEY.test(value)) return value; // most answers
  const cents =
    typeof value === 'number'
      ? numberToCents(value)
      : decimalToCents(value.trim().replace(/(\.\d\d)0+$/, '$1'));
  return cents === null ? null : centsToDecimal(cents);
}

/**
 * Money as the canonical two-decimal text ("1500.00") from a JSON number (1500, 1500.5) or
 * decimal text ("1500", "1500.5", "1500.00"; zeros past the cents, "1500.500", are dropped).
 */
export const money = v.pipe(
  v.union(
    [
      v.pipe(v.string(), v.regex(/^\s*-?\d+(?:\.\d+)?\s*$/, expected('an amount of money'))),
      v.number(),
    ],
    expected('an amount of money'),
  ),
  v.description('Rands with at most two decimals: a JSON number or decimal text ("1500.00").'),
  readAs('an amount of money', moneyText),
);

/**
 * Text, a number written as text, or not set (null, missing or '', read as `unset`): one union of
 * the JSON types, then one step, as such fields are most of every row.
 */
function textOr<const U>(unset: U) {
  return v.optional(
    v.pipe(
      v.nullable(v.union([v.string(), v.number()], expected('text'))),
      v.rawTransform<string | number | null, string | U>(({ dataset, addIssue, NEVER }) => {
        const value = dataset.value;
        if (value === null || value === '') return unset;
        if (typeof value === 'string') return value;
        if (Number.isFinite(value)) return String(value);
        addIssue({ message: notA('text', value) });
        return NEVER;
      }),
    ),
    null,
  );
}

/** Text that may be unset: null, missing or '' is null; a number is written as text. */
export const optionalText = textOr(null);

/** Display text where the type is a string: as optionalText, with '' for not set. */
export const text = textOr('');

/** Text the portal cannot do without (an order number, a reference). */
export const requiredText = v.pipe(
  v.union(
    [v.pipe(v.string(), v.minLength(1, expected('text'))), v.pipe(v.number(), v.finite())],
    expected('text'),
  ),
  v.transform(String),
);

/** Digits sent as a JSON number: only a whole number small enough to be exact. */
const digits = v.pipe(
  v.number(),
  v.safeInteger(expected('digits')),
  v.minValue(0, expected('digits')),
  v.transform(String),
);

/**
 * An account number as text. 0 and "0" stay "0", null and '' are '' (both mean "no bank account"
 * to the app).
 */
export const accountNumber = orElse(v.union([v.string(), digits], expected('text')), 'text', '');

/** A phone number as text; null, '', 0 and "0" mean not set. */
export const phone = v.pipe(
  orNull(v.union([v.string(), digits], expected('text')), 'text'),
  v.transform((value) => (value === '0' ? null : value)),
);

/** true or false (1 and 0 too). */
export const flag = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1])], expected('true or false')),
  v.transform((value) => value === true || value === 1),
);

/** A JSON web token: non-empty text. */
export const token = v.pipe(v.string(expected('a token')), v.minLength(1, expected('a token')));

/**
 * One of `choices` in any letter case, spelled as `choices` spells it. Looked up, not searched: a
 * list's every row has such a field, and most come in the lower case the lookup is keyed by.
 */
export function oneOf<const T extends string>(choices: readonly T[]) {
  const byLowerCase = new Map(choices.map((choice) => [choice.toLowerCase(), choice]));
  const what = `one of ${choices.join(', ')}`;
  return v.pipe(
    v.string(expected(what)),
    v.description(`One of ${choices.join(', ')}, in any letter case.`),
    readAs(
      what,
      (value: string) =>
        byLowerCase.get(value) ?? byLowerCase.get(value.trim().toLowerCase()) ?? null,
    ),
  );
}

/** A coordinate: a number or decimal text (DRF's DecimalField). Not set is NaN, which the map skips. */
export const coordinate = orElse(
  v.pipe(
    v.union([v.number(), v.string()], expected('a coordinate')),
    readAs('a coordinate', (value: number | string) => {
      const number = typeof value === 'string' && value.trim() ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? number : null;
    }),
  ),
  'a coordinate',
  NaN,
);

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
function isoDateTime(value: string): string | null {
  const text = value.trim();
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
export const dateTime = v.pipe(
  v.string(expected('a date')),
  v.description('An ISO 8601 date or date-time, or dd-MM-yyyy.'),
  readAs('a date', isoDateTime),
);

/** An appointment date as 'dd-MM-yyyy' from dd-MM-yyyy or yyyy-MM-dd; null, missing or '' is null. */
export const appointmentDate = orNull(
  v.pipe(
    v.string(expected('a date (dd-MM-yyyy)')),
    v.description('dd-MM-yyyy or yyyy-MM-dd.'),
    readAs('a date (dd-MM-yyyy)', appointmentDateFromWire),
  ),
  'a date (dd-MM-yyyy)',
);

/** An appointment time as 'hh:mm AM' from 'hh:mm AM' or a 24-hour time; null, missing or '' is null. */
export const appointmentTime = orNull(
  v.pipe(
    v.string(expected('a time (hh:mm AM)')),
    v.description('hh:mm AM, or a 24-hour hh:mm[:ss].'),
    readAs('a time (hh:mm AM)', appointmentTimeFromWire),
  ),
  'a time (hh:mm AM)',
);
