// The team table's search and selects, kept in the URL (?q=&vehicle=&location=) so Back restores them.
import { useSearchParams } from 'react-router-dom';
import type { TeamFilter } from './filterTeam';

const PARAMS = { query: 'q', vehicle: 'vehicle', location: 'location' } as const;

export function useTeamFilter(): [TeamFilter, (next: TeamFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter: TeamFilter = {
    query: params.get(PARAMS.query) ?? '',
    vehicle: params.get(PARAMS.vehicle) ?? '',
    location: params.get(PARAMS.location) ?? '',
  };
  const setFilter = (next: TeamFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of Object.keys(PARAMS) as (keyof TeamFilter)[]) {
          if (next[key]) updated.set(PARAMS[key], next[key]);
          else updated.delete(PARAMS[key]);
        }
        return updated;
      },
      { replace: true },
    );
  return [filter, setFilter];
}
