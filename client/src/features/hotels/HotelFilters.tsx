import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { FilterSelect, SortSelect } from '@/components/search/FilterSelect';
import { LocationPicker } from '@/components/search/LocationPicker';
import { RadiusField } from '@/components/search/RadiusField';
import { sortAfterLocationChange } from '@/lib/search-location';
import { useHotelStates } from './api';
import { HOTEL_RADIUS, HOTEL_SORT_OPTIONS, type HotelFilterState, type HotelSort } from './hotel-filters';

/** The hotel list's filter panel: search, state, a town or ZIP with a radius, and the order. */
export function HotelFilters({ filters, onChange }: {
  filters: HotelFilterState;
  onChange: (patch: Partial<HotelFilterState>) => void;
}) {
  const states = useHotelStates();
  const hasLocation = filters.location !== null;
  return (
    <Card className="p-4 sm:p-5">
      <form role="search" aria-label="Horse hotel filters" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" onSubmit={(event) => event.preventDefault()}>
        <FormField label="Search" className="col-span-2">
          <SearchInput
            id="hotel-search"
            placeholder="Hotel name, city or state"
            autoComplete="off"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
          />
        </FormField>
        <FilterSelect
          id="hotel-state"
          label="State"
          value={filters.state}
          onChange={(state) => onChange({ state })}
          allValue=""
          allLabel="All States"
          choices={states.map((state) => ({ value: state, label: state }))}
        />
        <SortSelect
          id="hotel-sort"
          value={filters.sort}
          onChange={(sort) => onChange({ sort })}
          options={HOTEL_SORT_OPTIONS}
          hasLocation={hasLocation}
        />
        <div className="col-span-2 lg:col-span-3">
          <LocationPicker
            location={filters.location}
            onChange={(location) => onChange({ location, sort: sortAfterLocationChange<HotelSort>(location !== null, filters.sort) })}
          />
        </div>
        <RadiusField
          id="hotel-radius"
          value={filters.radius}
          onChange={(radius) => onChange({ radius })}
          rule={HOTEL_RADIUS}
          hasLocation={hasLocation}
        />
      </form>
    </Card>
  );
}
