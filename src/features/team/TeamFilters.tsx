// The search box and the Filter Vehicle / Filter Location selects above the team table.
import { Field } from '@/components/Field';
import type { TeamFilter } from './filterTeam';

interface TeamFiltersProps {
  value: TeamFilter;
  onChange: (next: TeamFilter) => void;
  vehicles: readonly string[];
  locations: readonly string[];
}

export function TeamFilters({ value, onChange, vehicles, locations }: TeamFiltersProps) {
  return (
    <div className="filters" role="search">
      <Field label="Search team members">
        <input
          type="search"
          value={value.query}
          placeholder="Name or email…"
          onChange={(event) => onChange({ ...value, query: event.target.value })}
        />
      </Field>
      <Field label="Filter Vehicle">
        <select
          value={value.vehicle}
          onChange={(event) => onChange({ ...value, vehicle: event.target.value })}
        >
          <option value="">All</option>
          {vehicles.map((vehicle) => (
            <option key={vehicle} value={vehicle}>
              {vehicle}
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
