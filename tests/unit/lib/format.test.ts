// Shared formatting: file sizes in KB as the pickers show them, order ages and due dates.
import { format, formatDistanceStrict, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatApiDay,
  formatDateTime,
  formatDay,
  formatFileSize,
} from '@/lib/text/format';

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

  it('writes dates and times as date-fns does (dd MMM yyyy, HH:mm), in every month and zone', () => {
    const times = Array.from({ length: 12 }, (_, month) => [
      `2026-${String(month + 1).padStart(2, '0')}-0${(month % 9) + 1}T23:59:30.5Z`,
      `2025-${String(month + 1).padStart(2, '0')}-28T00:05:00+02:00`,
      `2024-${String(month + 1).padStart(2, '0')}-15T12:00`,
    ]).flat();
    for (const time of [...times, '2026-11-05', '2026-11-05 08:15:00']) {
      const date = parseISO(time);
      expect(formatDateTime(time)).toBe(format(date, 'dd MMM yyyy, HH:mm'));
      expect(formatDay(time)).toBe(format(date, 'dd MMM yyyy'));
    }
    expect(formatDateTime(new Date(2026, 10, 5, 14, 30))).toBe('05 Nov 2026, 14:30');
    expect(formatDateTime('2026-13-45T10:00:00Z')).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('gives the real age of an order', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const twoDaysAgo = new Date(now.getTime() - 2 * 24 * 3600 * 1000 - 60_000);
    expect(formatAge(twoDaysAgo, now)).toBe('2 days ago');
    expect(formatAge(now, now)).toBe('just now');
  });

  it('tells an age in its largest whole unit, as date-fns did, ahead or behind', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const minute = 60_000;
    const offsets = [1, 1.4, 1.6, 59, 61, 90, 23 * 60, 25 * 60, 29 * 1440, 31 * 1440, 200 * 1440]
      .concat([364 * 1440, 366 * 1440, 800 * 1440])
      .map((minutes) => minutes * minute);
    for (const offset of offsets.flatMap((ms) => [ms, -ms])) {
      const time = new Date(now.getTime() + offset);
      expect(formatAge(time, now), `${offset / minute} minutes`).toBe(
        formatDistanceStrict(time, now, { addSuffix: true }),
      );
    }
    expect(formatAge(now.getTime() - 3 * 3600_000, now)).toBe('3 hours ago');
    expect(formatAge(new Date(now.getTime() + 59_000), now)).toBe('just now');
    expect(formatAge('not a date', now)).toBe('');
  });
});

describe('formatApiDay', () => {
  it('shows an appointment date (dd-MM-yyyy) as dd MMM yyyy, and other text as given', () => {
    expect(formatApiDay('14-11-2025')).toBe('14 Nov 2025');
    expect(formatApiDay('soon')).toBe('soon');
  });
});
