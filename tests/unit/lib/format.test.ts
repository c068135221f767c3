// Shared formatting: file sizes in KB as the pickers show them, order ages and due dates.
import { describe, expect, it } from 'vitest';
import { formatAge, formatApiDay, formatDay, formatFileSize } from '@/lib/format';

describe('formatFileSize', () => {
  it('shows sizes in KB, at least 1, grouped by thousands', () => {
    expect(formatFileSize(100)).toBe('1 KB');
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2\u00a0048 KB');
  });
});

describe('dates', () => {
  it('formats a due date as dd MMM yyyy', () => {
    expect(formatDay('2026-11-05T10:00:00')).toBe('05 Nov 2026');
    expect(formatDay('not a date')).toBe('');
  });

  it('gives the real age of an order', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const twoDaysAgo = new Date(now.getTime() - 2 * 24 * 3600 * 1000 - 60_000);
    expect(formatAge(twoDaysAgo, now)).toBe('2 days ago');
    expect(formatAge(now, now)).toBe('just now');
  });
});

describe('formatApiDay', () => {
  it('shows an appointment date (dd-MM-yyyy) as dd MMM yyyy, and other text as given', () => {
    expect(formatApiDay('14-11-2025')).toBe('14 Nov 2025');
    expect(formatApiDay('soon')).toBe('soon');
  });
});
