// Transaction history order: newest first (the API lists oldest first), stable for equal times.
import type { Transaction } from '@contract/types/wallet';

const time = (row: Transaction): number => {
  const ms = Date.parse(row.created_at);
  return Number.isNaN(ms) ? 0 : ms;
};

/** Newest first: the API's list reversed, then sorted by time so a stray row cannot mislead. */
export function newestFirst(rows: readonly Transaction[]): Transaction[] {
  return [...rows].reverse().sort((a, b) => time(b) - time(a));
}

/** "credit" -> "Credit". */
export function typeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
}
