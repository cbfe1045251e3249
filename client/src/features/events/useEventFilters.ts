import { useMemo } from 'react';
import { useRiderClock } from '@/lib/rider-clock';
import { useAddressFilters } from '@/lib/use-address-filters';
import { EVENT_FILTER_RULES, eventFilterChips, eventListParams, type EventFilterValues } from './event-filters';

/**
 * The event list's filters, kept in the page address so Back from an event returns to the same list, with the chips
 * of the active ones. This Weekend is placed by the rider's own clock.
 */
export function useEventFilters() {
  const clock = useRiderClock();
  const rules = useMemo(
    () => ({ ...EVENT_FILTER_RULES, toQuery: (filters: EventFilterValues) => eventListParams(filters, clock) }),
    [clock],
  );
  const list = useAddressFilters(rules);
  return { ...list, chips: useMemo(() => eventFilterChips(list.applied), [list.applied]) };
}
