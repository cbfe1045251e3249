import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { LocationPicker } from '@/components/search/LocationPicker';
import { RadiusField } from '@/components/search/RadiusField';
import { sortAfterLocationChange } from '@/lib/search-location';
import { HOTEL_RADIUS, HOTEL_SORT_OPTIONS, type HotelFilterState, type HotelSort } from './hotel-filters';
import { useHotelStates } from './useHorseHotels';

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
        <FormField label="State">
          <Select id="hotel-state" value={filters.state} onChange={(event) => onChange({ state: event.target.value })}>
            <option value="">All States</option>
            {/* Keep a state chosen from the address even while the options load. */}
            {filters.state && !states.includes(filters.state) && <option value={filters.state}>{filters.state}</option>}
            {states.map((state) => <option key={state} value={state}>{state}</option>)}
          </Select>
        </FormField>
        <FormField label="Sort by">
          <Select id="hotel-sort" value={filters.sort} onChange={(event) => onChange({ sort: event.target.value as HotelSort })}>
            {HOTEL_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value} disabled={option.value === 'distance' && !hasLocation}>
                {option.value === 'distance' && !hasLocation ? 'Distance (set a location)' : option.label}
              </option>
            ))}
          </Select>
        </FormField>
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
          range={HOTEL_RADIUS}
          hasLocation={hasLocation}
        />
      </form>
    </Card>
  );
}
