// Transaction history order: newest first (the API lists oldest first), stable for equal times.
import type { Transaction } from '@contract/types/wallet';

const time = (row: Transaction): number => {
  const ms = Date.parse(row.created_at);
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * Newest first: the API's list reversed, then sorted by time so a stray row cannot mislead. Each
 * time is read once (10,000 rows: 10,000 parses, not one per comparison), and a list already in
 * order, as the API sends it, is only reversed.
 */
export function newestFirst(rows: readonly Transaction[]): Transaction[] {
  const reversed = [...rows].reverse();
  const times = reversed.map(time);
  if (times.every((t, i) => i === 0 || (times[i - 1] ?? t) >= t)) return reversed;
  // A stable sort of the positions keeps later-recorded rows first among equal times.
  const order = times.map((_, i) => i).sort((a, b) => (times[b] ?? 0) - (times[a] ?? 0));
  return order.map((i) => reversed[i] as Transaction);
}

/** "credit" -> "Credit". */
export function typeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
}
