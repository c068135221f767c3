// Formatting in one place: money from exact decimal strings (R 1 234.50), dates, and ages ("2 days ago").
import { centsToDecimal, decimalToCents } from '@contract/money';
import { parseAppointmentDate } from '@contract/rules/appointment';
import { isValid, parseISO } from 'date-fns';

/** Money as integer cents from the API's decimal strings (anything else counts as nothing). */
export function toCents(value: string | number | null | undefined): bigint {
  return decimalToCents(String(value ?? '').trim()) ?? 0n;
}

/** "R 1 234.50": R prefix, thousands separated by a space (South African style), two decimals. */
export function formatMoney(value: string | number | bigint | null | undefined): string {
  const cents = typeof value === 'bigint' ? value : toCents(value);
  const negative = cents < 0n;
  const [whole = '0', fraction = '00'] = centsToDecimal(negative ? -cents : cents).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${negative ? '-' : ''}R\u00a0${grouped}.${fraction}`;
}

/**
 * A full ISO date-time with its zone ("2026-11-05T14:30:00.000Z", "…+02:00"), the shape of the
 * API's times: the browser's own Date reads it as parseISO does, many times faster, which counts
 * when a page of transactions is drawn for the first time on a slow phone.
 */
const ZONED_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d)$/;

const toDate = (value: string | Date | number): Date => {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value); // epoch ms, as the device's own records
  return ZONED_ISO.test(value) ? new Date(value) : parseISO(value);
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** "05 Nov 2026" (date-fns's dd MMM yyyy, written out: it is the hot path of long lists). */
const dayText = (date: Date): string =>
  `${twoDigits(date.getDate())} ${MONTHS[date.getMonth()] ?? ''} ${String(date.getFullYear()).padStart(4, '0')}`;

/** Due dates and similar: "05 Nov 2026" (dd MMM yyyy). */
export function formatDay(value: string | Date): string {
  const date = toDate(value);
  return isValid(date) ? dayText(date) : '';
}

/** An API date spelled dd-MM-yyyy (appointments) shown as "14 Nov 2025"; other text as given. */
export function formatApiDay(value: string): string {
  const day = parseAppointmentDate(value);
  if (!day) return value;
  const date = new Date(2000, 0, 1);
  date.setFullYear(Number(day.slice(6)), Number(day.slice(3, 5)) - 1, Number(day.slice(0, 2)));
  return dayText(date);
}

/** Local date and time for the transaction history: "05 Nov 2026, 14:30". */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (!isValid(date)) return '';
  return `${dayText(date)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

const MINUTE_MS = 60_000;
/** Each unit an age is told in, from the largest, and the age from which it is used. */
const AGE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * MINUTE_MS],
  ['month', 30 * 24 * 60 * MINUTE_MS],
  ['day', 24 * 60 * MINUTE_MS],
  ['hour', 60 * MINUTE_MS],
  ['minute', MINUTE_MS],
];
let relativeTime: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago (or ahead) a time is, in its largest whole unit, rounded: "2 days ago", "5 minutes
 * ago", "in 3 hours"; under a minute either way "just now". The real age of an order or a saved
 * draft, instead of a hard-coded label.
 */
export function formatAge(value: string | Date | number, now: Date = new Date()): string {
  const date = toDate(value);
  if (!isValid(date)) return '';
  const ms = date.getTime() - now.getTime();
  const largest = AGE_UNITS.find(([, from]) => Math.abs(ms) >= from);
  if (!largest) return 'just now';
  const [unit, size] = largest;
  const count = Math.round(Math.abs(ms) / size);
  relativeTime ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  // Twelve months, rounded up from under a year, are told as the year they nearly are.
  if (unit === 'month' && count === 12) return relativeTime.format(Math.sign(ms), 'year');
  return relativeTime.format(Math.sign(ms) * count, unit);
}

/** File sizes as the pickers show them, in KB as the spec asks: "512 KB", "2 048 KB". */
export function formatFileSize(bytes: number): string {
  const kb = Math.max(1, Math.round(bytes / 1024));
  return `${String(kb).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')} KB`;
}

/** A size for a sentence: KB below 1 MB ("612 KB"), MB with one decimal ("4.8 MB"), then GB. */
export function formatSizeShort(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1024) return `${(mb / 1024).toFixed(1)} GB`;
  return mb < 1 ? formatFileSize(bytes) : `${mb.toFixed(1)} MB`;
}
