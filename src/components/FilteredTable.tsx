// A table with its search box and "All"-first selects above it, the filter kept in the URL so Back restores it.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { distinctValues, offeredOnly } from '@/lib/lists/listFilter';
import { useUrlFilter } from '@/lib/hooks/useUrlFilter';
import { DataTable, type Column } from './DataTable';
import { SearchFilters } from './SearchFilters';

/** The search text (?q=) and each select's value (?<key>=); '' is "All". */
export type ListFilter<S extends string> = { query: string } & Record<S, string>;

/** One select above the table: its key (also its URL parameter), label, and the row's value. */
export interface ColumnSelect<T, S extends string> {
  key: S;
  label: string;
  value: (row: T) => string;
}

interface FilteredTableProps<T, S extends string> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Where a row leads: its tap opens it (the link in the row serves keyboards and readers). */
  rowHref: (row: T) => string;
  /** Shown in the table when the filter lets no row through. */
  emptyText: string;
  searchLabel: string;
  placeholder: string;
  /** Offered with the distinct values of their column, sorted. */
  selects: readonly ColumnSelect<T, S>[];
  /** The feature's rule: the rows the filter lets through. */
  filter: (rows: readonly T[], filter: ListFilter<S>) => T[];
}

export function FilteredTable<T, S extends string>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  emptyText,
  searchLabel,
  placeholder,
  selects,
  filter: narrow,
}: FilteredTableProps<T, S>) {
  const navigate = useNavigate();
  const params = { query: 'q', ...Object.fromEntries(selects.map(({ key }) => [key, key])) };
  const [asked, setFilter] = useUrlFilter<ListFilter<S>>(
    params as Record<keyof ListFilter<S>, string>,
  );
  const options = useMemo(
    () => Object.fromEntries(selects.map(({ key, value }) => [key, distinctValues(rows, value)])),
    [rows, selects],
  ) as Record<S, string[]>;
  // A select value the rows do not offer (from an edited URL) reads as "All".
  const filter = offeredOnly(asked, options as Partial<Record<keyof ListFilter<S>, string[]>>);
  const shown = narrow(rows, filter);

  return (
    <>
      <SearchFilters
        searchLabel={searchLabel}
        placeholder={placeholder}
        selects={selects.map(({ key, label }) => ({
          key: key as Exclude<S, 'query'>,
          label,
          options: options[key],
        }))}
        value={filter}
        onChange={setFilter}
        shown={shown.length}
        total={rows.length}
      />
      <DataTable
        caption={caption}
        columns={columns}
        rows={shown}
        rowKey={rowKey}
        emptyText={emptyText}
        onRowClick={(row) => void navigate(rowHref(row))}
      />
    </>
  );
}
