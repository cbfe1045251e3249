import { useAddressFilters } from '@/lib/use-address-filters';
import { ARENA_FILTER_RULES } from './arena-filters';

/** The arena list's filters, kept in the page address so Back from an arena returns to the same list. */
export const useArenaFilters = () => useAddressFilters(ARENA_FILTER_RULES);
