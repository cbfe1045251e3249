import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useRiderClock } from '@/lib/rider-clock';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  EMPTY_EVENT_FILTERS, eventListParams, filtersFromSearch, filtersToSearch, hasActiveEventFilters, type EventFilterValues,
} from './event-filters';

const TYPING_DELAY_MS = 300;

/**
 * The event list's filters: read from the page address and written back to it (replacing the history entry).
 * Typed values (search, radius) wait for a pause in typing; selects, location and toggles apply at once.
 */
export function useEventFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<EventFilterValues>(() => filtersFromSearch(searchParams.toString()));
  const search = useDebouncedValue(filters.search, TYPING_DELAY_MS);
  const radius = useDebouncedValue(filters.radius, TYPING_DELAY_MS);
  const applied = useMemo(() => ({ ...filters, search, radius }), [filters, search, radius]);
  const clock = useRiderClock();

  const address = filtersToSearch(applied);
  useEffect(() => {
    if (address !== searchParams.toString()) setSearchParams(address, { replace: true });
  }, [address, searchParams, setSearchParams]);

  return {
    filters,
    update: (change: Partial<EventFilterValues>) => setFilters((current) => ({ ...current, ...change })),
    clear: () => setFilters((current) => ({ ...EMPTY_EVENT_FILTERS, sort: current.sort })),
    queryParams: useMemo(() => eventListParams(applied, clock), [applied, clock]),
    filtered: hasActiveEventFilters(filters),
  };
}
