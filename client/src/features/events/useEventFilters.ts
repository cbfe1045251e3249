import { useMemo } from 'react';
import { useAddressFilters } from '@/lib/use-address-filters';
import { useRiderClock } from '@/lib/rider-clock';
import { EVENT_FILTER_RULES, eventListParams } from './event-filters';

/**
 * The event list's filters, kept in the page address so Back from an event returns to the same list. This Weekend
 * is placed by the rider's own clock.
 */
export function useEventFilters() {
  const clock = useRiderClock();
  const rules = useMemo(() => ({ ...EVENT_FILTER_RULES, toQuery: (filters: Parameters<typeof eventListParams>[0]) => eventListParams(filters, clock) }), [clock]);
  return useAddressFilters(rules);
}
