import { describe, expect, it } from 'vitest';
import {
  EMPTY_HOTEL_FILTERS, hasActiveHotelFilters, hotelFiltersFromSearch, hotelFiltersToSearch, hotelQueryParams,
  type HotelFilterState,
} from './hotel-filters';

const near = { latitude: 32.7593, longitude: -97.7973, label: 'Weatherford, TX', source: 'address' as const };
const filters = (patch: Partial<HotelFilterState>): HotelFilterState => ({ ...EMPTY_HOTEL_FILTERS, ...patch });

describe('hotel filters', () => {
  it('round-trip through the page address, defaults left out', () => {
    const all = filters({ search: 'Barn', state: 'OK', location: { ...near, source: 'near-me' }, radius: '120', sort: 'rating' });
    expect(hotelFiltersFromSearch(hotelFiltersToSearch(all))).toEqual(all);
    expect(hotelFiltersToSearch(EMPTY_HOTEL_FILTERS)).toBe('');
    // A radius means nothing without a place.
    expect(hotelFiltersToSearch(filters({ radius: '120' }))).toBe('');
  });

  it('ignore an unknown sort, a state that is not a code and broken coordinates', () => {
    expect(hotelFiltersFromSearch('sort=price&state=Texas&lat=95&lng=10')).toEqual(EMPTY_HOTEL_FILTERS);
  });

  it('query by distance only around a place, with the radius rules of arenas', () => {
    expect(hotelQueryParams(filters({ sort: 'distance' }))).toMatchObject({ sort: 'name', latitude: undefined, radiusMiles: undefined });
    expect(hotelQueryParams(filters({ sort: 'distance', location: near, radius: '2' }))).toMatchObject({
      sort: 'distance', latitude: 32.7593, longitude: -97.7973, radiusMiles: 5,
    });
    expect(hotelQueryParams(filters({ search: '  Barn ', state: 'OK' }))).toMatchObject({ search: 'Barn', state: 'OK' });
  });

  it('count search, state and place as narrowing the list, not the sort or radius', () => {
    expect(hasActiveHotelFilters(filters({ sort: 'rating', radius: '100' }))).toBe(false);
    expect(hasActiveHotelFilters(filters({ location: near }))).toBe(true);
    expect(hasActiveHotelFilters(filters({ state: 'TX' }))).toBe(true);
  });
});
