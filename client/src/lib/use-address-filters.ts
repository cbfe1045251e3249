import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useDebouncedValue } from './use-debounced-value';

const TYPING_DELAY_MS = 300;

/**
 * A list's filters kept in the page address: they start from it and are written back to it (replacing the history
 * entry), so Back from a detail page returns to the same list. `applied` is what should query: the `typed` fields
 * (search boxes, a radius) wait for a pause in typing; selects, locations and toggles apply at once.
 */
export function useAddressFilters<Filters extends object>({ fromSearch, toSearch, typed }: {
  fromSearch: (search: string) => Filters;
  toSearch: (filters: Filters) => string;
  typed: readonly (keyof Filters)[];
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => fromSearch(searchParams.toString()));
  const settled = useDebouncedValue(filters, TYPING_DELAY_MS);
  const settledTyped = typed.map((field) => settled[field]);
  const applied = useMemo(
    () => ({ ...filters, ...Object.fromEntries(typed.map((field, index) => [field, settledTyped[index]])) }) as Filters,
    // The typed fields' settled values, not the `settled` object, which changes after every pause.
    [filters, ...settledTyped],
  );

  const address = toSearch(applied);
  useEffect(() => {
    if (address !== searchParams.toString()) setSearchParams(address, { replace: true });
  }, [address, searchParams, setSearchParams]);

  const update = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));
  return { filters, applied, update, setFilters };
}
