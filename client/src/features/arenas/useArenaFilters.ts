import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { ARENA_RADIUS, useAppliedRadius } from '@/lib/radius';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  arenaFilterChips, arenaQueryParams, EMPTY_ARENA_FILTERS, filtersFromSearch, filtersToSearch, hasActiveFilters,
  type ArenaFilterState,
} from './arena-filters';

const TYPING_DEBOUNCE_MS = 300;

/**
 * The arena list's filters. They start from the page address and are written back to it (replacing the history
 * entry), so Back from an arena returns to the same list. Typed values (search, radius) settle before they query.
 */
export function useArenaFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<ArenaFilterState>(() => filtersFromSearch(searchParams.toString()));
  const search = useDebouncedValue(filters.search, TYPING_DEBOUNCE_MS);
  const radius = useAppliedRadius(filters.radius, ARENA_RADIUS, TYPING_DEBOUNCE_MS);
  // Selects and the location apply at once; only the typed fields wait.
  const applied = useMemo(() => ({ ...filters, search, radius }), [filters, search, radius]);

  const address = filtersToSearch(applied);
  useEffect(() => {
    if (address !== searchParams.toString()) setSearchParams(address, { replace: true });
  }, [address, searchParams, setSearchParams]);

  const update = (patch: Partial<ArenaFilterState>) => setFilters((current) => ({ ...current, ...patch }));
  const clear = () => setFilters((current) => ({ ...EMPTY_ARENA_FILTERS, sort: current.sort === 'distance' ? 'name' : current.sort }));

  return {
    filters,
    update,
    clear,
    queryParams: useMemo(() => arenaQueryParams(applied), [applied]),
    chips: useMemo(() => arenaFilterChips(applied), [applied]),
    filtered: hasActiveFilters(applied),
  };
}
