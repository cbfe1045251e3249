import { ARENA_TYPES } from '@shared/validation/arenas';
import { PATTERN_SIZES, type EVENT_SORTS } from '@shared/validation/events';
import type { QueryParams } from '@/lib/api';
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

/** The query string of GET /api/events for the filters (empty values are left out by the query key builder). */
export function eventListParams(filters: EventFilterValues, now: Date = new Date()): QueryParams {
  const weekend = filters.thisWeekend ? thisWeekendRange(now) : null;
  return {
    search: filters.search.trim(),
    state: filters.state,
    arenaType: filters.arenaType,
    patternSize: filters.patternSize,
    latitude: filters.location?.latitude,
    longitude: filters.location?.longitude,
    radiusMiles: radiusForQuery(filters.radius, EVENT_RADIUS, filters.location !== null),
    from: weekend?.from.toISOString(),
    to: weekend?.to.toISOString(),
    sort: filters.sort,
  };
}
