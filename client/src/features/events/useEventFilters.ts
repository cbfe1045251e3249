import { useMemo } from 'react';
import { useAddressFilters } from '@/lib/use-address-filters';
import {
  EMPTY_EVENT_FILTERS, eventListParams, filtersFromSearch, filtersToSearch, hasActiveEventFilters, type EventFilterValues,
} from './event-filters';

const TYPED_FIELDS = ['search', 'radius'] as const;

/** The event list's filters, kept in the page address so Back from an event returns to the same list. */
export function useEventFilters() {
  const { filters, applied, update, setFilters } = useAddressFilters<EventFilterValues>({
    fromSearch: filtersFromSearch, toSearch: filtersToSearch, typed: TYPED_FIELDS,
  });
  return {
    filters,
    update,
    clear: () => setFilters((current) => ({ ...EMPTY_EVENT_FILTERS, sort: current.sort })),
    queryParams: useMemo(() => eventListParams(applied), [applied]),
    filtered: hasActiveEventFilters(filters),
  };
}
