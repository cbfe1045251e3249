import { useAddressFilters } from '@/lib/use-address-filters';
import { EVENT_FILTER_RULES } from './event-filters';

/** The event list's filters, kept in the page address so Back from an event returns to the same list. */
export const useEventFilters = () => useAddressFilters(EVENT_FILTER_RULES);
