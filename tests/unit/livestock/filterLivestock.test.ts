// The livestock filters: search words, owner and location selects, and the options they offer.
import { describe, expect, it } from 'vitest';
import { filterLivestock, type LivestockFilter } from '@/features/livestock/filterLivestock';
import { sampleLivestock } from '@/features/livestock/sampleLivestock';
import { distinctValues, matchesQuery } from '@/lib/lists/listFilter';

/** Nothing chosen: every select on "All", no search words. */
const NO_LIVESTOCK_FILTER: LivestockFilter = { query: '', owner: '', location: '' };

const numbers = (rows: { number: string }[]) => rows.map((row) => row.number);

describe('filterLivestock', () => {
  it('keeps every row when nothing is chosen', () => {
    expect(filterLivestock(sampleLivestock, NO_LIVESTOCK_FILTER)).toHaveLength(
      sampleLivestock.length,
    );
  });

  it('narrows by owner and by location, and by both together', () => {
    const sipho = filterLivestock(sampleLivestock, {
      ...NO_LIVESTOCK_FILTER,
      owner: 'Sipho Dlamini',
    });
    expect(numbers(sipho)).toEqual(['LV-1001', 'LV-1004']);
    const vryburg = filterLivestock(sampleLivestock, {
      ...NO_LIVESTOCK_FILTER,
      location: 'Vryburg, North West',
    });
    expect(numbers(vryburg)).toEqual(['LV-1001', 'LV-1003']);
    const both = filterLivestock(sampleLivestock, {
      query: '',
      owner: 'Annelie van Wyk',
      location: 'Vryburg, North West',
    });
    expect(numbers(both)).toEqual(['LV-1003']);
  });

  it('searches number, name, breed, owner and location, ignoring case and word order', () => {
    const search = (query: string) =>
      numbers(filterLivestock(sampleLivestock, { ...NO_LIVESTOCK_FILTER, query }));
    expect(search('lv-1002')).toEqual(['LV-1002']);
    expect(search('  BOER goat ')).toEqual(['LV-1003', 'LV-1000']);
    expect(search('does boer')).toEqual(['LV-1000']);
    expect(search('free state')).toEqual(['LV-0996', 'LV-0998']);
    expect(search('zebra')).toEqual([]);
  });
});

describe('matchesQuery', () => {
  it('needs every word of the query somewhere in the texts', () => {
    expect(matchesQuery(['Nguni cows', 'Kokstad'], 'nguni kokstad')).toBe(true);
    expect(matchesQuery(['Nguni cows', 'Kokstad'], 'nguni ermelo')).toBe(false);
    expect(matchesQuery(['anything'], '   ')).toBe(true);
  });
});

describe('distinctValues', () => {
  it('lists each owner once, sorted', () => {
    const unverified = sampleLivestock.filter((row) => row.status === 'Unverified');
    expect(distinctValues(unverified, (row) => row.owner)).toEqual([
      'Annelie van Wyk',
      'Lerato Mokoena',
      'Sipho Dlamini',
    ]);
  });
});

describe('sampleLivestock', () => {
  it('holds five unverified and five verified listings with unique ids', () => {
    expect(sampleLivestock.filter((row) => row.status === 'Unverified')).toHaveLength(5);
    expect(sampleLivestock.filter((row) => row.status === 'Verified')).toHaveLength(5);
    expect(new Set(sampleLivestock.map((row) => row.id)).size).toBe(sampleLivestock.length);
  });
});
