import { useQuery } from '@tanstack/react-query';
import type { ArenaFilterOptions } from '@shared/api-types';
import { Card } from '@/components/ui/card';
import type { FilterPlacement } from '@/components/ui/filter-sheet';
import { FormField } from '@/components/ui/form-field';
import { RadiusField } from '@/components/ui/radius-field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { ARENA_RADIUS } from '@/lib/radius';
import { ARENA_SORT_OPTIONS, type ArenaFilterState, type ArenaSort } from './arena-filters';
import { capitalize } from './arena-display';
import { LocationPicker } from './LocationPicker';

/** Nearest first once a location is set (unless another order was chosen); back to names when it is cleared. */
function sortFor(hasLocation: boolean, sort: ArenaSort): ArenaSort {
  if (hasLocation) return sort === 'name' ? 'distance' : sort;
  return sort === 'distance' ? 'name' : sort;
}

/** The arena list's filter panel; state and type options come from GET /api/arenas/filters. */
export function ArenaFilters({ filters, onChange, placement = 'inline' }: {
  filters: ArenaFilterState;
  onChange: (patch: Partial<ArenaFilterState>) => void;
  /** On a card above the results, or bare inside the phone's filter sheet. */
  placement?: FilterPlacement;
}) {
  const options = useQuery<ArenaFilterOptions>({ queryKey: ['/api/arenas/filters'] });
  const states = options.data?.states ?? [];
  const arenaTypes = options.data?.arenaTypes ?? [];
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
            onChange={(location) => onChange({ location, sort: sortFor(location !== null, filters.sort) })}
          />
        </div>
        <RadiusField
          value={filters.radius}
          onChange={(radius) => onChange({ radius })}
          rule={ARENA_RADIUS}
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
