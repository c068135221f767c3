// Pure filters for the livestock tables: free-text search plus the owner and location selects.
import type { Livestock } from './types';

/** '' in owner or location means "All". */
export interface LivestockFilter {
  query: string;
  owner: string;
  location: string;
}

export const NO_LIVESTOCK_FILTER: LivestockFilter = { query: '', owner: '', location: '' };

/** Every word of the query must appear in one of the row's searchable texts (case-insensitive). */
export function matchesQuery(texts: readonly string[], query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = texts.join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function filterLivestock(rows: readonly Livestock[], filter: LivestockFilter): Livestock[] {
  return rows.filter(
    (row) =>
      (!filter.owner || row.owner === filter.owner) &&
      (!filter.location || row.location === filter.location) &&
      matchesQuery(
        [row.number, row.postName, row.animalType, row.breed, row.location, row.owner],
        filter.query,
      ),
  );
}

/** The distinct values of one column, sorted, for a filter's options. */
export function distinctValues(
  rows: readonly Livestock[],
  pick: (row: Livestock) => string,
): string[] {
  return [...new Set(rows.map(pick))].sort((a, b) => a.localeCompare(b));
}
