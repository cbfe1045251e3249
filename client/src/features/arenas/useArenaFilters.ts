import { useMemo } from 'react';
import { useAddressFilters } from '@/lib/use-address-filters';
import { ARENA_FILTER_RULES, arenaFilterChips } from './arena-filters';

/**
 * The arena list's filters, kept in the page address so Back from an arena returns to the same list, with the chips
 * of the active ones.
 */
export function useArenaFilters() {
  const list = useAddressFilters(ARENA_FILTER_RULES);
  return { ...list, chips: useMemo(() => arenaFilterChips(list.applied), [list.applied]) };
}
