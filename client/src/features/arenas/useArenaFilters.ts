import { useMemo } from 'react';
import { useAddressFilters } from '@/lib/use-address-filters';
import {
  arenaQueryParams, EMPTY_ARENA_FILTERS, filtersFromSearch, filtersToSearch, hasActiveFilters, type ArenaFilterState,
} from './arena-filters';

const TYPED_FIELDS = ['search', 'radius'] as const;

/** The arena list's filters, kept in the page address so Back from an arena returns to the same list. */
export function useArenaFilters() {
  const { filters, applied, update, setFilters } = useAddressFilters<ArenaFilterState>({
    fromSearch: filtersFromSearch, toSearch: filtersToSearch, typed: TYPED_FIELDS,
  });
  const clear = () => setFilters((current) => ({ ...EMPTY_ARENA_FILTERS, sort: current.sort === 'distance' ? 'name' : current.sort }));
  return {
    filters,
    update,
    clear,
    queryParams: useMemo(() => arenaQueryParams(applied), [applied]),
    filtered: hasActiveFilters(applied),
  };
}
