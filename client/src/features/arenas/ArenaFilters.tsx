import { useQuery } from '@tanstack/react-query';
import type { ArenaFilterOptions } from '@shared/api-types';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { FilterSelect, SortSelect } from '@/components/search/FilterSelect';
import { LocationPicker } from '@/components/search/LocationPicker';
import { RadiusField } from '@/components/search/RadiusField';
import { ARENA_RADIUS } from '@/lib/radius';
import { sortAfterLocationChange } from '@/lib/search-location';
import { ARENA_SORT_OPTIONS, type ArenaFilterState, type ArenaSort } from './arena-filters';
import { capitalize } from './arena-display';

/** The arena list's filter panel; state and type options come from GET /api/arenas/filters. */
export function ArenaFilters({ filters, onChange }: {
  filters: ArenaFilterState;
  onChange: (patch: Partial<ArenaFilterState>) => void;
}) {
  const options = useQuery<ArenaFilterOptions>({ queryKey: ['/api/arenas/filters'] });
  const states = options.data?.states ?? [];
  const arenaTypes = options.data?.arenaTypes ?? [];
  const hasLocation = filters.location !== null;

  return (
    <Card className="p-4 sm:p-5">
      <form role="search" aria-label="Arena filters" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" onSubmit={(event) => event.preventDefault()}>
        <FormField label="Search" className="col-span-2">
          <SearchInput
            id="arena-search"
            placeholder="Arena name, city or state"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
          />
        </FormField>
        <FilterSelect
          id="arena-state"
          label="State"
          value={filters.state}
          onChange={(state) => onChange({ state })}
          allValue="all"
          allLabel="All States"
          choices={states.map((state) => ({ value: state, label: state }))}
        />
        <FilterSelect
          id="arena-type"
          label="Arena type"
          value={filters.arenaType}
          onChange={(arenaType) => onChange({ arenaType })}
          allValue="all"
          allLabel="All Types"
          choices={arenaTypes.map((type) => ({ value: type, label: capitalize(type) }))}
          labelFor={capitalize}
        />
        <div className="col-span-2">
          <LocationPicker
            location={filters.location}
            onChange={(location) => onChange({ location, sort: sortAfterLocationChange<ArenaSort>(location !== null, filters.sort) })}
          />
        </div>
        <RadiusField
          value={filters.radius}
          onChange={(radius) => onChange({ radius })}
          range={ARENA_RADIUS}
          hasLocation={hasLocation}
        />
        <SortSelect
          id="arena-sort"
          value={filters.sort}
          onChange={(sort) => onChange({ sort })}
          options={ARENA_SORT_OPTIONS}
          hasLocation={hasLocation}
        />
      </form>
    </Card>
  );
}
