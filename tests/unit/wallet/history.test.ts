// Transaction history order (newest first), type labels and paging of long histories.
import type { Transaction } from '@contract/wire/wallet';
import { describe, expect, it } from 'vitest';
import { newestFirst, typeLabel } from '@/features/wallet/history';
import { formatCount, pageOf } from '@/lib/lists/paging';

const row = (id: number, created_at: string): Transaction => ({
  id,
  reference: `REF-${id}`,
  created_at,
  description: 'Inspection fee',
  transaction_type: id % 2 ? 'credit' : 'debit',
  amount: '10.00',
});

describe('newestFirst', () => {
  it('turns the API order (oldest first) into newest first', () => {
    const api = [
      row(1, '2026-01-01T08:00:00Z'),
      row(2, '2026-02-01T08:00:00Z'),
      row(3, '2026-03-01T08:00:00Z'),
    ];
    expect(newestFirst(api).map((r) => r.id)).toEqual([3, 2, 1]);
    expect(api.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('lists later-recorded rows first when they share a timestamp', () => {
    const same = '2026-03-01T08:00:00Z';
    expect(newestFirst([row(1, same), row(2, same), row(3, same)]).map((r) => r.id)).toEqual([
      3, 2, 1,
    ]);
  });

  it('puts a row out of place in the API list where its time belongs', () => {
    const api = [
      row(1, '2026-01-01T08:00:00Z'),
      row(2, '2026-05-01T08:00:00Z'),
      row(3, '2026-03-01T08:00:00+02:00'),
    ];
    expect(newestFirst(api).map((r) => r.id)).toEqual([2, 3, 1]);
  });

  it('orders UTC times to the fraction of a second, and rows whose time is not a date last', () => {
    const api = [
      row(1, '2026-03-01T08:00:00.250Z'),
      row(2, '2026-03-01T08:00:00.900Z'),
      row(3, '2026-03-01T08:00:00.100Z'),
      row(4, 'not a date, but 24 long'),
      row(5, '2026-03-01T08:00:01Z'),
    ];
    expect(newestFirst(api).map((r) => r.id)).toEqual([5, 2, 1, 3, 4]);
  });
});

describe('typeLabel', () => {
  it('capitalises the transaction type', () => {
    expect(typeLabel('credit')).toBe('Credit');
    expect(typeLabel('debit')).toBe('Debit');
  });
});

describe('pageOf', () => {
  const rows = Array.from({ length: 10_000 }, (_, i) => i);

  it('shows 25 rows at a time with their positions and the total', () => {
    expect(pageOf(rows, 1)).toMatchObject({ page: 1, pageCount: 400, first: 1, last: 25 });
    expect(pageOf(rows, 400).rows).toEqual(rows.slice(9_975));
    expect(pageOf(rows, 2).rows[0]).toBe(25);
  });

  it('stays within the pages that exist', () => {
    expect(pageOf(rows, 999).page).toBe(400);
    expect(pageOf(rows, 0).page).toBe(1);
    expect(pageOf([], 3)).toMatchObject({ page: 1, pageCount: 1, first: 0, last: 0, total: 0 });
  });

  it('groups counts like money on the same screen', () => {
    expect(formatCount(10_000)).toBe('10\u00a0000');
    expect(formatCount(25)).toBe('25');
  });
});
