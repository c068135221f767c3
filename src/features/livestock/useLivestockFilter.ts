// The livestock table's search and selects, kept in the URL (?q=&owner=&location=) so Back restores them.
import { useSearchParams } from 'react-router-dom';
import type { LivestockFilter } from './filterLivestock';

const PARAMS = { query: 'q', owner: 'owner', location: 'location' } as const;

export function useLivestockFilter(): [LivestockFilter, (next: LivestockFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter: LivestockFilter = {
    query: params.get(PARAMS.query) ?? '',
    owner: params.get(PARAMS.owner) ?? '',
    location: params.get(PARAMS.location) ?? '',
  };
  const setFilter = (next: LivestockFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of Object.keys(PARAMS) as (keyof LivestockFilter)[]) {
          if (next[key]) updated.set(PARAMS[key], next[key]);
          else updated.delete(PARAMS[key]);
        }
        return updated;
      },
      { replace: true },
    );
  return [filter, setFilter];
}
