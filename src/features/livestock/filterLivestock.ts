// Pure filters for the livestock tables: free-text search plus the owner and location selects.
import { matchesQuery } from '@/lib/lists/listFilter';
import type { Livestock } from './types';

/** '' in owner or location means "All". */
export interface LivestockFilter {
  query: string;
  owner: string;
  location: string;
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
