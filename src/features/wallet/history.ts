// Transaction history order: newest first (the API lists oldest first), stable for equal times.
import type { Transaction } from '@contract/wire/wallet';

const time = (row: Transaction): number => {
  const ms = Date.parse(row.created_at);
  return Number.isNaN(ms) ? 0 : ms;
};

/** An API time in UTC of the fixed shape "2026-03-01T08:00:00(.123)Z". */
const isUtcStamp = (text: string): boolean =>
  text.length >= 20 && text[4] === '-' && text[7] === '-' && text[13] === ':' && text.endsWith('Z');

/**
 * Whether `later` is at or after `earlier`. Two UTC stamps of one length compare as text, digit by
 * digit, which is the order of their times without parsing either; any other pair is parsed.
 */
function notBefore(later: Transaction, earlier: Transaction): boolean {
  const a = later.created_at;
  const b = earlier.created_at;
  if (a.length === b.length && a[10] === b[10] && isUtcStamp(a) && isUtcStamp(b)) return a >= b;
  return time(later) >= time(earlier);
}

/**
 * Newest first: the API's list reversed, then sorted by time so a stray row cannot mislead. A list
 * already in order, as the API sends it, is only reversed (10,000 rows: 10,000 comparisons of
 * text); otherwise each time is read once, not once per comparison.
 */
export function newestFirst(rows: readonly Transaction[]): Transaction[] {
  const reversed = [...rows].reverse();
  if (reversed.every((row, i) => i === 0 || notBefore(reversed[i - 1] ?? row, row))) {
    return reversed;
  }
  const times = reversed.map(time);
  // A stable sort of the positions keeps later-recorded rows first among equal times.
  const order = times.map((_, i) => i).sort((a, b) => (times[b] ?? 0) - (times[a] ?? 0));
  return order.map((i) => reversed[i] as Transaction);
}

/** "credit" -> "Credit". */
export function typeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
}
