import { useQuery } from '@tanstack/react-query';
import type { ArenaFilterOptions } from '@shared/api-types';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
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
        <FormField label="State">
          <Select id="arena-state" value={filters.state} onChange={(event) => onChange({ state: event.target.value })}>
            <option value="all">All States</option>
            {/* Keep a state chosen from the address even while the options load. */}
            {filters.state !== 'all' && !states.includes(filters.state) && <option value={filters.state}>{filters.state}</option>}
            {states.map((state) => <option key={state} value={state}>{state}</option>)}
          </Select>
        </FormField>
        <FormField label="Arena type">
          <Select id="arena-type" value={filters.arenaType} onChange={(event) => onChange({ arenaType: event.target.value })}>
            <option value="all">All Types</option>
            {filters.arenaType !== 'all' && !(arenaTypes as string[]).includes(filters.arenaType) && (
              <option value={filters.arenaType}>{capitalize(filters.arenaType)}</option>
            )}
            {arenaTypes.map((type) => <option key={type} value={type}>{capitalize(type)}</option>)}
          </Select>
        </FormField>
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
        <FormField label="Sort by">
          <Select id="arena-sort" value={filters.sort} onChange={(event) => onChange({ sort: event.target.value as ArenaSort })}>
            {ARENA_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value} disabled={option.value === 'distance' && !hasLocation}>
                {option.value === 'distance' && !hasLocation ? 'Distance (set a location)' : option.label}
              </option>
            ))}
          </Select>
        </FormField>
      </form>
    </Card>
  );
}
