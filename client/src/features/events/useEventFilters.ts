import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { EVENT_RADIUS, useAppliedRadius } from '@/lib/radius';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  changeEventFilters, EMPTY_EVENT_FILTERS, eventFilterChips, eventListParams, filtersFromSearch, filtersToSearch,
  hasActiveEventFilters, type EventFilterValues,
} from './event-filters';

const TYPING_DELAY_MS = 300;

/**
 * The event list's filters: read from the page address and written back to it (replacing the history entry).
 * Typed values (search, radius) wait for a pause in typing, and a radius the list cannot search waits until it is
 * one; selects, location and toggles apply at once. `applied` is what the list is searched with.
 */
export function useEventFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<EventFilterValues>(() => filtersFromSearch(searchParams.toString()));
  const search = useDebouncedValue(filters.search, TYPING_DELAY_MS);
  const radius = useAppliedRadius(filters.radius, EVENT_RADIUS, TYPING_DELAY_MS);
  const applied = useMemo(() => ({ ...filters, search, radius }), [filters, search, radius]);

  const address = filtersToSearch(applied);
  useEffect(() => {
    if (address !== searchParams.toString()) setSearchParams(address, { replace: true });
  }, [address, searchParams, setSearchParams]);

  return {
    filters,
    applied,
    update: (change: Partial<EventFilterValues>) => setFilters((current) => changeEventFilters(current, change)),
    clear: () => setFilters((current) => ({
      ...EMPTY_EVENT_FILTERS, sort: current.sort === 'distance' ? EMPTY_EVENT_FILTERS.sort : current.sort,
    })),
    queryParams: useMemo(() => eventListParams(applied), [applied]),
    chips: useMemo(() => eventFilterChips(applied), [applied]),
    filtered: hasActiveEventFilters(filters),
  };
}
