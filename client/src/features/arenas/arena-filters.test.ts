import { describe, expect, it } from 'vitest';
import {
  arenaQueryParams, EMPTY_ARENA_FILTERS, effectiveSort, filtersFromSearch, filtersToSearch, hasActiveFilters,
  type ArenaFilterState,
} from './arena-filters';

const near = { latitude: 32.7555, longitude: -97.3308, label: 'Fort Worth, TX', source: 'address' as const };
const filters = (patch: Partial<ArenaFilterState>): ArenaFilterState => ({ ...EMPTY_ARENA_FILTERS, ...patch });

describe('arenaQueryParams', () => {
  it('sends nothing for the defaults but the name sort', () => {
    expect(arenaQueryParams(EMPTY_ARENA_FILTERS)).toEqual({
      search: undefined, state: undefined, arenaType: undefined, latitude: undefined, longitude: undefined, radiusMiles: undefined, sort: 'name',
    });
  });

  it('sends the footing condition chosen (from the newest ground reports)', () => {
    expect(arenaQueryParams(filters({ footing: 'excellent' })).footing).toBe('excellent');
    expect(hasActiveFilters(filters({ footing: 'good' }))).toBe(true);
  });

  it('sends the trimmed search, state, type, and a radius only with a location', () => {
    expect(arenaQueryParams(filters({ search: '  Waco ', state: 'TX', arenaType: 'indoor', radius: '120' }))).toMatchObject({
      search: 'Waco', state: 'TX', arenaType: 'indoor', radiusMiles: undefined,
    });
    expect(arenaQueryParams(filters({ location: near, radius: '120' }))).toMatchObject({ latitude: 32.7555, longitude: -97.3308, radiusMiles: 120 });
  });

  it('applies the arena radius rules: 5 to 500, non-numeric 50', () => {
    expect(arenaQueryParams(filters({ location: near, radius: 'lots' })).radiusMiles).toBe(50);
    expect(arenaQueryParams(filters({ location: near, radius: '' })).radiusMiles).toBe(50);
    expect(arenaQueryParams(filters({ location: near, radius: '2' })).radiusMiles).toBe(5);
    expect(arenaQueryParams(filters({ location: near, radius: '900' })).radiusMiles).toBe(500);
  });

  it('searches any whole number of miles as typed: 12 is 12, not 10', () => {
    expect(arenaQueryParams(filters({ location: near, radius: '12' })).radiusMiles).toBe(12);
    expect(filtersFromSearch('lat=32&lng=-97&radius=12').radius).toBe('12');
    expect(filtersFromSearch('lat=32&lng=-97&radius=abc').radius).toBe('50');
  });

  it('sorts by distance only around a location', () => {
    expect(effectiveSort(filters({ sort: 'distance' }))).toBe('name');
    expect(effectiveSort(filters({ sort: 'distance', location: near }))).toBe('distance');
    expect(effectiveSort(filters({ sort: 'rating' }))).toBe('rating');
  });
});

describe('hasActiveFilters', () => {
  it('counts search, state, type and location, but not the sort or radius', () => {
    expect(hasActiveFilters(EMPTY_ARENA_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ sort: 'rating', radius: '100' }))).toBe(false);
    expect(hasActiveFilters(filters({ search: '   ' }))).toBe(false);
    expect(hasActiveFilters(filters({ search: 'rio' }))).toBe(true);
    expect(hasActiveFilters(filters({ state: 'TX' }))).toBe(true);
    expect(hasActiveFilters(filters({ arenaType: 'covered' }))).toBe(true);
    expect(hasActiveFilters(filters({ location: near }))).toBe(true);
  });
});

describe('filters in the page address', () => {
  it('round-trips every filter', () => {
    const all = filters({ search: 'Rio', state: 'TX', arenaType: 'covered', footing: 'poor', location: { ...near, source: 'near-me' }, radius: '120', sort: 'distance' });
    expect(filtersFromSearch(filtersToSearch(all))).toEqual(all);
  });

  it('leaves the defaults out', () => {
    expect(filtersToSearch(EMPTY_ARENA_FILTERS)).toBe('');
    expect(filtersToSearch(filters({ state: 'OK' }))).toBe('state=OK');
  });

  it('ignores an unknown sort and broken coordinates', () => {
    expect(filtersFromSearch('?sort=price&lat=abc&lng=-97&footing=muddy')).toEqual(EMPTY_ARENA_FILTERS);
    expect(filtersFromSearch('lat=95&lng=10').location).toBeNull();
    expect(filtersFromSearch('lat=32&lng=-97').location).toEqual({ latitude: 32, longitude: -97, label: '', source: 'address' });
  });
});
