// The search box and the Filter Owners / Filter Location selects above a livestock table.
import { Field } from '@/components/Field';
import type { LivestockFilter } from './filterLivestock';

interface LivestockFiltersProps {
  value: LivestockFilter;
  onChange: (next: LivestockFilter) => void;
  owners: readonly string[];
  locations: readonly string[];
}

export function LivestockFilters({ value, onChange, owners, locations }: LivestockFiltersProps) {
  return (
    <div className="filters" role="search">
      <Field label="Search livestock">
        <input
          type="search"
          value={value.query}
          placeholder="Number, name, owner…"
          onChange={(event) => onChange({ ...value, query: event.target.value })}
        />
      </Field>
      <Field label="Filter Owners">
        <select
          value={value.owner}
          onChange={(event) => onChange({ ...value, owner: event.target.value })}
        >
          <option value="">All</option>
          {owners.map((owner) => (
            <option key={owner} value={owner}>
              {owner}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Filter Location">
        <select
          value={value.location}
          onChange={(event) => onChange({ ...value, location: event.target.value })}
        >
          <option value="">All</option>
          {locations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
