import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { QueryParams } from './api';
import { useDebouncedValue } from './use-debounced-value';

const TYPING_DELAY_MS = 300;

/** How one list's filters live in the page address and become its API query. */
export interface AddressFilterRules<Filters extends object> {
  fromSearch: (search: string) => Filters;
  toSearch: (filters: Filters) => string;
  /** Fields typed into a box (search, radius): they wait for a pause in typing before they query. */
  typed: readonly (keyof Filters)[];
  toQuery: (filters: Filters) => QueryParams;
  /** Whether something narrows the list (sorting does not): it picks the empty-state text. */
  isActive: (filters: Filters) => boolean;
  /** The filters after Clear Filters. */
  cleared: (current: Filters) => Filters;
}

/**
 * A list's filters kept in the page address: they start from it and are written back to it (replacing the history
 * entry), so Back from a detail page returns to the same list. Selects, locations and toggles apply at once.
 */
export function useAddressFilters<Filters extends object>(rules: AddressFilterRules<Filters>) {
  const { fromSearch, toSearch, typed, toQuery, isActive, cleared } = rules;
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => fromSearch(searchParams.toString()));
  const settled = useDebouncedValue(filters, TYPING_DELAY_MS);
  const settledTyped = typed.map((field) => settled[field]);
  const applied = useMemo(
    () => ({ ...filters, ...Object.fromEntries(typed.map((field, index) => [field, settledTyped[index]])) }) as Filters,
    // The typed fields' settled values, not the `settled` object, which is new after every pause.
    [filters, ...settledTyped],
  );

  const address = toSearch(applied);
  useEffect(() => {
    if (address !== searchParams.toString()) setSearchParams(address, { replace: true });
  }, [address, searchParams, setSearchParams]);

  return {
    filters,
    update: (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch })),
    clear: () => setFilters(cleared),
    queryParams: useMemo(() => toQuery(applied), [applied, toQuery]),
    filtered: isActive(applied),
  };
}
