import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  arenaQueryParams, EMPTY_ARENA_FILTERS, filtersFromSearch, filtersToSearch, hasActiveFilters, type ArenaFilterState,
} from './arena-filters';

const TYPING_DEBOUNCE_MS = 300;

/**
 * The arena list's filters. They start from the page address and are written back to it (replacing the history
 * entry), so Back from an arena returns to the same list. Typed values (search, radius) settle before they query.
 */
export function useArenaFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<ArenaFilterState>(() => filtersFromSearch(searchParams.toString()));
  const settled = useDebouncedValue(filters, TYPING_DEBOUNCE_MS);
  // Selects and the location apply at once; only the typed fields wait.
  const applied = useMemo(
    () => ({ ...filters, search: settled.search, radius: settled.radius }),
    [filters, settled.search, settled.radius],
  );

  const search = filtersToSearch(applied);
  useEffect(() => {
    if (search !== searchParams.toString()) setSearchParams(search, { replace: true });
  }, [search, searchParams, setSearchParams]);

  const update = (patch: Partial<ArenaFilterState>) => setFilters((current) => ({ ...current, ...patch }));
  const clear = () => setFilters((current) => ({ ...EMPTY_ARENA_FILTERS, sort: current.sort === 'distance' ? 'name' : current.sort }));

  return {
    filters,
    update,
    clear,
    queryParams: useMemo(() => arenaQueryParams(applied), [applied]),
    filtered: hasActiveFilters(applied),
  };
}
