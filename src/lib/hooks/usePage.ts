// The page of a long list kept in component state; back to the first page when `resetKey` changes.
import { useCallback, useMemo, useState } from 'react';
import { PAGE_SIZE, pageOf, type Page } from '../lists/paging';

export interface PageState<T> {
  current: Page<T>;
  setPage: (page: number) => void;
}

/** `resetKey` is what the list shows (a tab, a filter): a new one starts again at page 1. */
export function usePage<T>(rows: readonly T[], resetKey: unknown, size = PAGE_SIZE): PageState<T> {
  const [state, setState] = useState({ key: resetKey, page: 1 });
  const page = Object.is(state.key, resetKey) ? state.page : 1;
  const current = useMemo(() => pageOf(rows, page, size), [rows, page, size]);
  const setPage = useCallback(
    (next: number) => setState({ key: resetKey, page: next }),
    [resetKey],
  );
  return { current, setPage };
}
