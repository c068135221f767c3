// Splitting a long list into pages, so 10,000 rows render as fast as 25; and the count line.

export const PAGE_SIZE = 25;

export interface Page<T> {
  rows: T[];
  /** 1-based page number actually shown (clamped to the last page). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown; 0 when there are none. */
  first: number;
  last: number;
  total: number;
}

export function pageOf<T>(rows: readonly T[], page: number, size = PAGE_SIZE): Page<T> {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * size;
  const shown = rows.slice(start, start + size);
  return {
    rows: shown,
    page: current,
    pageCount,
    first: shown.length ? start + 1 : 0,
    last: start + shown.length,
    total,
  };
}

/** Counts grouped like money on this screen: 10 000 (non-breaking space). */
export function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** "1 order", "2 orders": the noun agrees with the count (plural defaults to noun + "s"). */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(count)} ${count === 1 ? noun : plural}`;
}

/**
 * "Showing 1–25 of 1 000 orders", "Showing 1–1 of 1 order", or "No orders to show." when the
 * page is empty; `noun` is the singular ("order").
 */
export function showingText(current: Page<unknown>, noun: string, plural = `${noun}s`): string {
  if (current.total === 0) return `No ${plural} to show.`;
  return `Showing ${formatCount(current.first)}–${formatCount(current.last)} of ${countOf(current.total, noun, plural)}`;
}
