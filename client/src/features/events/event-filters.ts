import { ARENA_TYPES, PATTERN_SIZES, type EVENT_SORTS } from '@shared/constants';
import { DEFAULT_TIME_ZONE } from '@shared/time-zones';
import type { QueryParams } from '@/lib/api';
import type { RiderClock } from '@/lib/dates';
import type { AddressFilterRules } from '@/lib/use-address-filters';
import { EVENT_RADIUS, radiusForQuery } from '@/lib/radius';
import type { PlaceSelection } from '@/maps';
import { thisWeekendRange } from './this-weekend';

export type EventSort = (typeof EVENT_SORTS)[number];

/** What the filter panel of /events holds. Empty strings mean "any". */
export interface EventFilterValues {
  search: string;
  state: string;
  arenaType: string;
  patternSize: string;
  location: PlaceSelection | null;
  /** As typed; parsed with the events radius rule when a location is set. */
  radius: string;
  thisWeekend: boolean;
  sort: EventSort;
}

export const EMPTY_EVENT_FILTERS: EventFilterValues = {
  search: '', state: '', arenaType: '', patternSize: '', location: null, radius: '50', thisWeekend: false, sort: 'date',
};

export const ARENA_TYPE_OPTIONS = ARENA_TYPES;
export const PATTERN_SIZE_OPTIONS = PATTERN_SIZES;

export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Filters that narrow the list (sorting does not): they decide which empty state shows. */
export function hasActiveEventFilters(filters: EventFilterValues): boolean {
  return Boolean(
    filters.search.trim() || filters.state || filters.arenaType || filters.patternSize || filters.location
      || filters.thisWeekend,
  );
}

/**
 * The query string of GET /api/events for the filters (empty values are left out by the query key builder); the
 * rider's clock places This Weekend.
 */
export function eventListParams(
  filters: EventFilterValues, clock: RiderClock = { timeZone: DEFAULT_TIME_ZONE, now: new Date() },
): QueryParams {
  const weekend = filters.thisWeekend ? thisWeekendRange(clock) : null;
  return {
    search: filters.search.trim(),
    state: filters.state,
    arenaType: filters.arenaType,
    patternSize: filters.patternSize,
    latitude: filters.location?.latitude,
    longitude: filters.location?.longitude,
    radiusMiles: radiusForQuery(filters.radius, EVENT_RADIUS, filters.location !== null),
    from: weekend?.from,
    to: weekend?.to,
    sort: filters.sort,
  };
}

const SORTS = new Set<string>(['date', 'name']);
const oneOf = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : '');

/**
 * Filters from the page address (?q=&state=&type=&size=&lat=&lng=&near=&radius=&weekend=1&sort=), so Back from an
 * event returns to the same list.
 */
export function filtersFromSearch(search: string): EventFilterValues {
  const params = new URLSearchParams(search);
  const latitude = Number(params.get('lat') ?? Number.NaN);
  const longitude = Number(params.get('lng') ?? Number.NaN);
  const hasLocation = Number.isFinite(latitude) && Number.isFinite(longitude)
    && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  const near = params.get('near') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    search: params.get('q') ?? '',
    state: /^[A-Z]{2}$/.test(params.get('state') ?? '') ? params.get('state')! : '',
    arenaType: oneOf(params.get('type'), ARENA_TYPE_OPTIONS),
    patternSize: oneOf(params.get('size'), PATTERN_SIZE_OPTIONS),
    location: hasLocation
      ? { name: near || 'Chosen location', formattedAddress: near, latitude, longitude, city: '', state: '', zipCode: '' }
      : null,
    radius: params.get('radius') ?? EMPTY_EVENT_FILTERS.radius,
    thisWeekend: params.get('weekend') === '1',
    sort: SORTS.has(sort) ? (sort as EventSort) : 'date',
  };
}

/** The page address for the filters; defaults are left out, so the plain list is plain /events. */
export function filtersToSearch(filters: EventFilterValues): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.state) params.set('state', filters.state);
  if (filters.arenaType) params.set('type', filters.arenaType);
  if (filters.patternSize) params.set('size', filters.patternSize);
  if (filters.location) {
    params.set('lat', String(filters.location.latitude));
    params.set('lng', String(filters.location.longitude));
    const near = filters.location.formattedAddress || filters.location.name;
    if (near) params.set('near', near);
    if (filters.radius !== EMPTY_EVENT_FILTERS.radius) params.set('radius', filters.radius);
  }
  if (filters.thisWeekend) params.set('weekend', '1');
  if (filters.sort !== 'date') params.set('sort', filters.sort);
  return params.toString();
}

export const EVENT_FILTER_RULES: AddressFilterRules<EventFilterValues> = {
  fromSearch: filtersFromSearch,
  toSearch: filtersToSearch,
  typed: ['search', 'radius'],
  toQuery: eventListParams,
  isActive: hasActiveEventFilters,
  cleared: (current) => ({ ...EMPTY_EVENT_FILTERS, sort: current.sort }),
};
