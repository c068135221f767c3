// A list's search box and "All"-first selects, with a live count of the rows they let through.
import { Field } from '@/components/Field';
import './SearchFilters.css';

/** One select: the filter field it sets, its label and its options ('' is "All"). */
export interface FilterSelect<K> {
  key: K;
  label: string;
  options: readonly string[];
}

interface SearchFiltersProps<F extends Record<keyof F, string> & { query: string }> {
  searchLabel: string;
  placeholder: string;
  selects: readonly FilterSelect<Exclude<keyof F, 'query'>>[];
  value: F;
  onChange: (next: F) => void;
  /** How many rows the filters let through, and of how many. */
  shown: number;
  total: number;
}

export function SearchFilters<F extends Record<keyof F, string> & { query: string }>({
  searchLabel,
  placeholder,
  selects,
  value,
  onChange,
  shown,
  total,
}: SearchFiltersProps<F>) {
  return (
    <>
      <div className="search-filters" role="search">
        <Field label={searchLabel}>
          <input
            type="search"
            value={value.query}
            placeholder={placeholder}
            onChange={(event) => onChange({ ...value, query: event.target.value })}
          />
        </Field>
        {selects.map((select) => (
          <Field key={String(select.key)} label={select.label}>
            <select
              value={value[select.key]}
              onChange={(event) => onChange({ ...value, [select.key]: event.target.value })}
            >
              <option value="">All</option>
              {select.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </Field>
        ))}
      </div>
      <p className="result-count" role="status">
        Showing {shown} of {total}
      </p>
    </>
  );
}
