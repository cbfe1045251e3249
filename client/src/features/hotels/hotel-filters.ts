import { DEFAULT_RADIUS_MILES } from '@shared/geo';
import type { HOTEL_SORTS } from '@shared/validation/hotels';
import type { QueryParams } from '@/lib/api';
import type { AddressFilterRules } from '@/lib/use-address-filters';
import { ARENA_RADIUS, parseRadius, radiusForQuery, validRadius } from '@/lib/radius';
import {
  locationFromParams, setLocationParams, sortAfterLocationChange, type SearchLocation,
} from '@/lib/search-location';

export type HotelSort = (typeof HOTEL_SORTS)[number];
export const HOTEL_SORT_OPTIONS: { value: HotelSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'distance', label: 'Distance' },
  { value: 'rating', label: 'Highest rated' },
];

/** Hotels are searched around a town like arenas are: 5 to 500 miles in steps of 5. */
export const HOTEL_RADIUS = ARENA_RADIUS;

/** What the hotel list's filter panel holds; '' is "All States", `radius` the text typed into the radius box. */
export interface HotelFilterState {
  search: string;
  state: string;
  location: SearchLocation | null;
  radius: string;
  sort: HotelSort;
}

export const EMPTY_HOTEL_FILTERS: HotelFilterState = {
  search: '', state: '', location: null, radius: String(DEFAULT_RADIUS_MILES), sort: 'name',
};

/** True when something narrows the list (sorting does not), which picks the empty-state text. */
export const hasActiveHotelFilters = (filters: HotelFilterState) =>
  filters.search.trim() !== '' || filters.state !== '' || filters.location !== null;

/** The query of GET /api/horse-hotels; distance needs a centre, so without one the list is by name. */
export function hotelQueryParams(filters: HotelFilterState): QueryParams {
  const { location } = filters;
  return {
    search: filters.search.trim() || undefined,
    state: filters.state || undefined,
    latitude: location?.latitude,
    longitude: location?.longitude,
    radiusMiles: radiusForQuery(filters.radius, HOTEL_RADIUS, location !== null),
    sort: filters.sort === 'distance' && !location ? 'name' : filters.sort,
  };
}

const SORTS = new Set<string>(HOTEL_SORT_OPTIONS.map((option) => option.value));

/** Filters from the page address (?q=&state=&lat=&lng=&near=&from=&radius=&sort=), so Back restores them. */
export function hotelFiltersFromSearch(search: string): HotelFilterState {
  const params = new URLSearchParams(search);
  const state = params.get('state') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    search: params.get('q') ?? '',
    state: /^[A-Z]{2}$/.test(state) ? state : '',
    location: locationFromParams(params),
    // Settled, so the box shows the radius searched even for a hand-edited address (?radius=abc shows 50).
    radius: params.has('radius') ? String(parseRadius(params.get('radius'), HOTEL_RADIUS)) : EMPTY_HOTEL_FILTERS.radius,
    sort: SORTS.has(sort) ? (sort as HotelSort) : 'name',
  };
}

/** The page address for the filters; defaults are left out, so the plain list is plain /horse-hotels. */
export function hotelFiltersToSearch(filters: HotelFilterState): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.state) params.set('state', filters.state);
  setLocationParams(params, filters.location);
  if (filters.location && filters.radius.trim() !== EMPTY_HOTEL_FILTERS.radius) params.set('radius', filters.radius.trim());
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  return params.toString();
}

export const HOTEL_FILTER_RULES: AddressFilterRules<HotelFilterState> = {
  fromSearch: hotelFiltersFromSearch,
  toSearch: hotelFiltersToSearch,
  typed: ['search', 'radius'],
  accept: { radius: (typed) => validRadius(typed, HOTEL_RADIUS)?.toString() ?? null },
  toQuery: hotelQueryParams,
  isActive: hasActiveHotelFilters,
  // The location goes, so a distance order goes with it.
  cleared: (current) => ({ ...EMPTY_HOTEL_FILTERS, sort: sortAfterLocationChange<HotelSort>(false, current.sort) }),
};
