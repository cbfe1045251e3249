import { Card } from '@/components/ui/card';
import type { FilterPlacement } from '@/components/ui/filter-sheet';
import { FormField } from '@/components/ui/form-field';
import { RadiusField } from '@/components/search/RadiusField';
import { SearchInput } from '@/components/ui/search-input';
import { FilterSelect, SortSelect } from '@/components/search/FilterSelect';
import { LocationPicker } from '@/components/search/LocationPicker';
import { ARENA_RADIUS } from '@/lib/radius';
import { sortAfterLocationChange } from '@/lib/search-location';
import { FOOTING_CONDITIONS } from '@shared/constants';
import { useArenaFilterOptions } from './api';
import { ARENA_SORT_OPTIONS, type ArenaFilterState, type ArenaSort } from './arena-filters';
import { capitalize } from './arena-display';

/** The arena list's filter panel; the state and type options are those present in the data. */
export function ArenaFilters({ filters, onChange, placement = 'inline' }: {
  filters: ArenaFilterState;
  onChange: (patch: Partial<ArenaFilterState>) => void;
  /** On a card above the results, or bare inside the phone's filter sheet. */
  placement?: FilterPlacement;
}) {
  const { states, arenaTypes } = useArenaFilterOptions();
  const hasLocation = filters.location !== null;

  return (
    <Card className={placement === 'inline' ? 'p-4 sm:p-5' : 'border-0 p-0 shadow-none'}>
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
        <FilterSelect
          id="arena-footing"
          label="Footing"
          value={filters.footing}
          onChange={(footing) => onChange({ footing })}
          allValue="all"
          allLabel="Any Footing"
          choices={FOOTING_CONDITIONS.map((condition) => ({ value: condition, label: capitalize(condition) }))}
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
          rule={ARENA_RADIUS}
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
