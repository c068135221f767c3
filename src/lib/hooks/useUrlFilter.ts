// A list's search and selects kept in the URL (e.g. ?q=&owner=&location=), so Back restores them.
import { useSearchParams } from 'react-router-dom';

/** `params` names the URL parameter of each filter field; an empty field is left out of the URL. */
export function useUrlFilter<F extends Record<keyof F, string>>(params: {
  readonly [K in keyof F]: string;
}): [F, (next: F) => void] {
  const [search, setSearch] = useSearchParams();
  const keys = Object.keys(params) as (keyof F)[];
  const filter = Object.fromEntries(keys.map((key) => [key, search.get(params[key]) ?? ''])) as F;
  const setFilter = (next: F) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of keys) {
          if (next[key]) updated.set(params[key], next[key]);
          else updated.delete(params[key]);
        }
        return updated;
      },
      { replace: true },
    );
  return [filter, setFilter];
}
