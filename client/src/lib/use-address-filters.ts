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
  /**
   * For a typed field the list cannot always search (a radius of 4 miles, 25.5, an empty box): the value to search
   * for what was typed, or null to keep searching with the last one accepted while the box says why.
   */
  accept?: { [Field in keyof Filters]?: (typed: Filters[Field]) => Filters[Field] | null };
  /** A change made on the page (default: the patch over the current filters), e.g. a location that sorts by distance. */
  change?: (current: Filters, patch: Partial<Filters>) => Filters;
  toQuery: (filters: Filters) => QueryParams;
  /** Whether something narrows the list (sorting does not): it picks the empty-state text. */
  isActive: (filters: Filters) => boolean;
  /** The filters after Clear Filters. */
  cleared: (current: Filters) => Filters;
}

const mergePatch = <Filters extends object>(current: Filters, patch: Partial<Filters>) => ({ ...current, ...patch });

/**
 * A list's filters kept in the page address: they start from it and are written back to it (replacing the history
 * entry), so Back from a detail page returns to the same list. Selects, locations and toggles apply at once; typed
 * fields once typing pauses. `applied` is what the list is searched with.
 */
export function useAddressFilters<Filters extends object>(rules: AddressFilterRules<Filters>) {
  const { fromSearch, toSearch, typed, accept, change = mergePatch, toQuery, isActive, cleared } = rules;
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => fromSearch(searchParams.toString()));
  const settled = useDebouncedValue(filters, TYPING_DELAY_MS);
  const [accepted, setAccepted] = useState<Partial<Filters>>(
    () => Object.fromEntries(typed.map((field) => [field, settled[field]])) as Partial<Filters>,
  );
  const typedValues = typed.map((field) => {
    const check = accept?.[field];
    const value = check ? check(settled[field]) : settled[field];
    return value ?? accepted[field];
  });
  // Adjusting state while rendering (React's pattern for state derived from a changing value): no extra pass.
  if (typed.some((field, index) => typedValues[index] !== accepted[field])) {
    setAccepted(Object.fromEntries(typed.map((field, index) => [field, typedValues[index]])) as Partial<Filters>);
  }
  // `accepted` is what the typed fields apply (React redoes a render that changed it before showing anything) and is
  // replaced only when one of them changes, unlike `settled`, which is new after every pause.
  const applied = useMemo(() => ({ ...filters, ...accepted }) as Filters, [filters, accepted]);

  const address = toSearch(applied);
  useEffect(() => {
    if (address !== searchParams.toString()) setSearchParams(address, { replace: true });
  }, [address, searchParams, setSearchParams]);

  return {
    filters,
    applied,
    update: (patch: Partial<Filters>) => setFilters((current) => change(current, patch)),
    clear: () => setFilters(cleared),
    queryParams: useMemo(() => toQuery(applied), [applied, toQuery]),
    filtered: isActive(applied),
  };
}
