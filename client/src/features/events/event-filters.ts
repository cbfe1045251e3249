import { ARENA_TYPES, PATTERN_SIZES, RV_HOOKUP_LABELS, RV_HOOKUPS, type EVENT_SORTS } from '@shared/constants';
import { DEFAULT_TIME_ZONE, isCalendarDay } from '@shared/time-zones';
import type { FilterChip } from '@/components/ui/filter-chips';
import type { QueryParams } from '@/lib/api';
import type { RiderClock } from '@/lib/dates';
import { EVENT_RADIUS, parseRadius, radiusForQuery, validRadius } from '@/lib/radius';
import type { AddressFilterRules } from '@/lib/use-address-filters';
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
  /** As typed; checked against the events radius rule when a location is set. */
  radius: string;
  thisWeekend: boolean;
  /** A date range ('yyyy-MM-dd', each day at the event's arena); This Weekend takes their place when on. */
  fromDay: string;
  toDay: string;
  sort: EventSort;
  division: string;
  /** 'open' (entries open now), a number of days (entries close within), or '' for any. */
  entries: string;
  stallsAvailable: boolean;
  /** This level of RV hookups or better. */
  rvHookups: string;
  /** Whole dollars, as chosen. */
  minAddedMoney: string;
  /** The occurrences of one series (from an event's "All dates"). */
  seriesId: string;
}

export const EMPTY_EVENT_FILTERS: EventFilterValues = {
  search: '', state: '', arenaType: '', patternSize: '', location: null, radius: '50', thisWeekend: false, fromDay: '', toDay: '', sort: 'date',
  division: '', entries: '', stallsAvailable: false, rvHookups: '', minAddedMoney: '', seriesId: '',
};

/** The "added money at least" choices, in dollars. */
export const ADDED_MONEY_OPTIONS = ['500', '1000', '2500', '5000'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENTRY_WINDOWS = /^(open|\d{1,3})$/;

export const ARENA_TYPE_OPTIONS = ARENA_TYPES;
export const PATTERN_SIZE_OPTIONS = PATTERN_SIZES;

export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Filters that narrow the list (sorting does not): they decide which empty state shows. */
export function hasActiveEventFilters(filters: EventFilterValues): boolean {
  return Boolean(
    filters.search.trim() || filters.state || filters.arenaType || filters.patternSize || filters.location
      || filters.thisWeekend || filters.fromDay || filters.toDay || filters.division || filters.entries || filters.stallsAvailable || filters.rvHookups
      || filters.minAddedMoney || filters.seriesId,
  );
}

/** Nearest first around a location, soonest first otherwise. */
const defaultEventSort = (location: PlaceSelection | null): EventSort => (location ? 'distance' : 'date');

/** Distance needs a centre: without a location the list is by date. */
const effectiveEventSort = (filters: EventFilterValues): EventSort =>
  filters.sort === 'distance' && !filters.location ? 'date' : filters.sort;

/**
 * A change to the filters. Setting a location sorts nearest first (unless Name was chosen); clearing it leaves the
 * distance order for the date order.
 */
export function changeEventFilters(current: EventFilterValues, change: Partial<EventFilterValues>): EventFilterValues {
  const next = { ...current, ...change };
  if (!('location' in change) || 'sort' in change) return next;
  if (next.location && !current.location && current.sort === 'date') next.sort = 'distance';
  if (!next.location && next.sort === 'distance') next.sort = 'date';
  return next;
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
    from: weekend?.from ?? (filters.fromDay || undefined),
    to: weekend?.to ?? (filters.toDay || undefined),
    sort: effectiveEventSort(filters),
    division: filters.division,
    entriesOpen: filters.entries === 'open' ? 'true' : undefined,
    entriesCloseWithinDays: filters.entries && filters.entries !== 'open' ? filters.entries : undefined,
    stallsAvailable: filters.stallsAvailable ? 'true' : undefined,
    rvHookups: filters.rvHookups,
    minAddedMoney: filters.minAddedMoney,
    seriesId: filters.seriesId,
  };
}

const SORTS = new Set<string>(['date', 'name', 'distance', 'entryDeadline']);
const oneOf = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : '');

/**
 * Filters from the page address (?q=&state=&type=&size=&lat=&lng=&near=&radius=&weekend=1&sort=), so Back from an
 * event returns to the same list, and home's View All can hand over its search.
 */
export function filtersFromSearch(search: string): EventFilterValues {
  const params = new URLSearchParams(search);
  const latitude = Number(params.get('lat') ?? Number.NaN);
  const longitude = Number(params.get('lng') ?? Number.NaN);
  const hasLocation = Number.isFinite(latitude) && Number.isFinite(longitude)
    && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  const near = params.get('near') ?? '';
  const sort = params.get('sort') ?? '';
  const location: PlaceSelection | null = hasLocation
    ? { name: near || 'Chosen location', formattedAddress: near, latitude, longitude, city: '', state: '', zipCode: '' }
    : null;
  const sortAllowed = SORTS.has(sort) && (sort !== 'distance' || location !== null);
  return {
    search: params.get('q') ?? '',
    state: /^[A-Z]{2}$/.test(params.get('state') ?? '') ? params.get('state')! : '',
    arenaType: oneOf(params.get('type'), ARENA_TYPE_OPTIONS),
    patternSize: oneOf(params.get('size'), PATTERN_SIZE_OPTIONS),
    location,
    // Settled, so the box shows the radius searched even for a hand-edited address (?radius=abc shows 50).
    radius: params.has('radius') ? String(parseRadius(params.get('radius'), EVENT_RADIUS)) : EMPTY_EVENT_FILTERS.radius,
    thisWeekend: params.get('weekend') === '1',
    fromDay: isCalendarDay(params.get('from') ?? '') ? params.get('from')! : '',
    toDay: isCalendarDay(params.get('to') ?? '') ? params.get('to')! : '',
    sort: sortAllowed ? (sort as EventSort) : defaultEventSort(location),
    division: (params.get('division') ?? '').slice(0, 80),
    entries: ENTRY_WINDOWS.test(params.get('entries') ?? '') ? params.get('entries')! : '',
    stallsAvailable: params.get('stalls') === '1',
    rvHookups: oneOf(params.get('rv'), RV_HOOKUPS),
    minAddedMoney: /^\d{1,7}$/.test(params.get('added') ?? '') ? params.get('added')! : '',
    seriesId: UUID.test(params.get('series') ?? '') ? params.get('series')! : '',
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
  if (filters.fromDay) params.set('from', filters.fromDay);
  if (filters.toDay) params.set('to', filters.toDay);
  if (filters.division) params.set('division', filters.division);
  if (filters.entries) params.set('entries', filters.entries);
  if (filters.stallsAvailable) params.set('stalls', '1');
  if (filters.rvHookups) params.set('rv', filters.rvHookups);
  if (filters.minAddedMoney) params.set('added', filters.minAddedMoney);
  if (filters.seriesId) params.set('series', filters.seriesId);
  const sort = effectiveEventSort(filters);
  if (sort !== defaultEventSort(filters.location)) params.set('sort', sort);
  return params.toString();
}

export type EventFilterChip = FilterChip<Partial<EventFilterValues>>;

/** The active filters in the panel's order; their number is the n of "Filters (n)". */
export function eventFilterChips(filters: EventFilterValues): EventFilterChip[] {
  const chips: EventFilterChip[] = [];
  const search = filters.search.trim();
  if (search) chips.push({ key: 'search', label: `"${search}"`, removeLabel: `Remove Search: ${search}`, remove: { search: '' } });
  if (filters.state) {
    chips.push({ key: 'state', label: filters.state, removeLabel: `Remove State: ${filters.state}`, remove: { state: '' } });
  }
  if (filters.arenaType) {
    const type = capitalize(filters.arenaType);
    chips.push({ key: 'arenaType', label: `${type} Arena`, removeLabel: `Remove Arena Type: ${type}`, remove: { arenaType: '' } });
  }
  if (filters.patternSize) {
    const size = capitalize(filters.patternSize);
    chips.push({ key: 'patternSize', label: `${size} Pattern`, removeLabel: `Remove Pattern Size: ${size}`, remove: { patternSize: '' } });
  }
  if (filters.location) {
    const place = filters.location.formattedAddress || filters.location.name;
    const miles = parseRadius(filters.radius, EVENT_RADIUS);
    chips.push({ key: 'location', label: `Within ${miles} mi of ${place}`, removeLabel: 'Remove location', remove: { location: null } });
  }
  if (filters.thisWeekend) {
    chips.push({ key: 'thisWeekend', label: 'This Weekend', removeLabel: 'Remove This Weekend', remove: { thisWeekend: false } });
  }
  if ((filters.fromDay || filters.toDay) && !filters.thisWeekend) {
    const label = filters.fromDay && filters.toDay ? `${filters.fromDay} to ${filters.toDay}`
      : filters.fromDay ? `From ${filters.fromDay}` : `Until ${filters.toDay}`;
    chips.push({ key: 'dates', label, removeLabel: `Remove dates: ${label}`, remove: { fromDay: '', toDay: '' } });
  }
  if (filters.division) {
    chips.push({ key: 'division', label: filters.division, removeLabel: `Remove Division: ${filters.division}`, remove: { division: '' } });
  }
  if (filters.entries) {
    const label = entriesFilterLabel(filters.entries);
    chips.push({ key: 'entries', label, removeLabel: `Remove ${label}`, remove: { entries: '' } });
  }
  if (filters.stallsAvailable) {
    chips.push({ key: 'stallsAvailable', label: 'Stalls available', removeLabel: 'Remove Stalls available', remove: { stallsAvailable: false } });
  }
  if (filters.rvHookups) {
    const label = `RV: ${RV_HOOKUP_LABELS[filters.rvHookups as keyof typeof RV_HOOKUP_LABELS]}`;
    chips.push({ key: 'rvHookups', label, removeLabel: `Remove ${label}`, remove: { rvHookups: '' } });
  }
  if (filters.minAddedMoney) {
    const label = `$${Number(filters.minAddedMoney).toLocaleString('en-US')}+ added`;
    chips.push({ key: 'minAddedMoney', label, removeLabel: `Remove ${label}`, remove: { minAddedMoney: '' } });
  }
  if (filters.seriesId) {
    chips.push({ key: 'seriesId', label: 'One series', removeLabel: 'Remove series', remove: { seriesId: '' } });
  }
  return chips;
}

/** 'Entries open now' or 'Entries close within 7 days'. */
export const entriesFilterLabel = (entries: string) =>
  (entries === 'open' ? 'Entries open now' : `Entries close within ${entries} days`);

export const EVENT_FILTER_RULES: AddressFilterRules<EventFilterValues> = {
  fromSearch: filtersFromSearch,
  toSearch: filtersToSearch,
  typed: ['search', 'radius'],
  accept: { radius: (typed) => validRadius(typed, EVENT_RADIUS)?.toString() ?? null },
  change: changeEventFilters,
  toQuery: eventListParams,
  isActive: hasActiveEventFilters,
  cleared: (current) => ({
    ...EMPTY_EVENT_FILTERS, sort: current.sort === 'distance' ? EMPTY_EVENT_FILTERS.sort : current.sort,
  }),
};
