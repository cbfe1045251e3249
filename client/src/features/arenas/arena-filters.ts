import type { ArenaListQuery } from '@shared/validation';
import type { FilterChip } from '@/components/ui/filter-chips';
import type { QueryParams } from '@/lib/api';
import type { AddressFilterRules } from '@/lib/use-address-filters';
import { FOOTING_CONDITIONS } from '@shared/constants';
import { DEFAULT_RADIUS_MILES } from '@shared/geo';
import { ARENA_RADIUS, parseRadius, radiusForQuery, validRadius } from '@/lib/radius';
import {
  locationFromParams, setLocationParams, sortAfterLocationChange, type SearchLocation,
} from '@/lib/search-location';

export type ArenaSort = ArenaListQuery['sort'];
export const ARENA_SORT_OPTIONS: { value: ArenaSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'distance', label: 'Distance' },
  { value: 'rating', label: 'Highest rated' },
];

/** What the arena list's filter panel holds; `radius` is the text typed into the radius box. */
export interface ArenaFilterState {
  search: string;
  state: string;
  arenaType: string;
  /** The footing condition from the newest ground report, or 'all'. */
  footing: string;
  location: SearchLocation | null;
  radius: string;
  sort: ArenaSort;
}

export const EMPTY_ARENA_FILTERS: ArenaFilterState = {
  search: '', state: 'all', arenaType: 'all', footing: 'all', location: null, radius: String(DEFAULT_RADIUS_MILES), sort: 'name',
};

/** Distance needs a centre: without a location the list falls back to sorting by name. */
export const effectiveSort = (filters: ArenaFilterState): ArenaSort =>
  filters.sort === 'distance' && !filters.location ? 'name' : filters.sort;

/** True when something narrows the list (sorting does not), which picks the empty-state text. */
export const hasActiveFilters = (filters: ArenaFilterState) =>
  filters.search.trim() !== '' || filters.state !== 'all' || filters.arenaType !== 'all' || filters.footing !== 'all'
  || filters.location !== null;

/** The query of GET /api/arenas for the filters. */
export function arenaQueryParams(filters: ArenaFilterState): QueryParams {
  const { location } = filters;
  return {
    search: filters.search.trim() || undefined,
    state: filters.state === 'all' ? undefined : filters.state,
    arenaType: filters.arenaType === 'all' ? undefined : filters.arenaType,
    footing: filters.footing === 'all' ? undefined : filters.footing,
    latitude: location?.latitude,
    longitude: location?.longitude,
    radiusMiles: radiusForQuery(filters.radius, ARENA_RADIUS, location !== null),
    sort: effectiveSort(filters),
  };
}

const SORTS = new Set<string>(ARENA_SORT_OPTIONS.map((option) => option.value));
const FOOTING_FILTERS = new Set<string>(FOOTING_CONDITIONS);

/** Filters from the page address (?q=&state=&type=&lat=&lng=&near=&from=&radius=&sort=), so Back restores them. */
export function filtersFromSearch(search: string): ArenaFilterState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? '';
  return {
    search: params.get('q') ?? '',
    state: params.get('state') || 'all',
    arenaType: params.get('type') || 'all',
    footing: FOOTING_FILTERS.has(params.get('footing') ?? '') ? params.get('footing')! : 'all',
    location: locationFromParams(params),
    // Settled, so the box shows the radius searched even for a hand-edited address (?radius=abc shows 50).
    radius: params.has('radius') ? String(parseRadius(params.get('radius'), ARENA_RADIUS)) : EMPTY_ARENA_FILTERS.radius,
    sort: SORTS.has(sort) ? (sort as ArenaSort) : 'name',
  };
}

/** The page address for the filters; defaults are left out so a plain list is plain /arenas. */
export function filtersToSearch(filters: ArenaFilterState): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.state !== 'all') params.set('state', filters.state);
  if (filters.arenaType !== 'all') params.set('type', filters.arenaType);
  if (filters.footing !== 'all') params.set('footing', filters.footing);
  setLocationParams(params, filters.location);
  if (filters.radius.trim() !== EMPTY_ARENA_FILTERS.radius) params.set('radius', filters.radius.trim());
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  return params.toString();
}

export const ARENA_FILTER_RULES: AddressFilterRules<ArenaFilterState> = {
  fromSearch: filtersFromSearch,
  toSearch: filtersToSearch,
  typed: ['search', 'radius'],
  accept: { radius: (typed) => validRadius(typed, ARENA_RADIUS)?.toString() ?? null },
  toQuery: arenaQueryParams,
  isActive: hasActiveFilters,
  // The location goes, so a distance order goes with it.
  cleared: (current) => ({ ...EMPTY_ARENA_FILTERS, sort: sortAfterLocationChange<ArenaSort>(false, current.sort) }),
};

export type ArenaFilterChip = FilterChip<Partial<ArenaFilterState>>;

/** The active filters in the panel's order; their number is the n of "Filters (n)". */
export function arenaFilterChips(filters: ArenaFilterState): ArenaFilterChip[] {
  const chips: ArenaFilterChip[] = [];
  const search = filters.search.trim();
  if (search) chips.push({ key: 'search', label: `"${search}"`, removeLabel: `Remove Search: ${search}`, remove: { search: '' } });
  if (filters.state !== 'all') {
    chips.push({ key: 'state', label: filters.state, removeLabel: `Remove State: ${filters.state}`, remove: { state: 'all' } });
  }
  if (filters.arenaType !== 'all') {
    const type = filters.arenaType.charAt(0).toUpperCase() + filters.arenaType.slice(1);
    chips.push({ key: 'arenaType', label: type, removeLabel: `Remove Arena type: ${type}`, remove: { arenaType: 'all' } });
  }
  if (filters.footing !== 'all') {
    const footing = `${filters.footing.charAt(0).toUpperCase()}${filters.footing.slice(1)} footing`;
    chips.push({ key: 'footing', label: footing, removeLabel: `Remove Footing: ${footing}`, remove: { footing: 'all' } });
  }
  if (filters.location) {
    const miles = parseRadius(filters.radius, ARENA_RADIUS);
    const place = filters.location.label || 'your location';
    chips.push({
      key: 'location',
      label: `Within ${miles} mi of ${place}`,
      removeLabel: 'Remove location',
      remove: { location: null, sort: filters.sort === 'distance' ? 'name' : filters.sort },
    });
  }
  return chips;
}
