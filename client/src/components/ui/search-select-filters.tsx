import { cn } from '@/lib/cn';
import { FormField } from './form-field';
import { SearchInput } from './search-input';
import { Select } from './select';

/** The select's value for "no filter", its first option ('All States', 'All Types'). */
export const ALL_OPTIONS = '';

export interface FilterOption {
  value: string;
  label: string;
}

/** A search box and one select (all, or one of `options`) side by side on a card; stacked on a phone. */
export function SearchSelectFilters({
  searchId, search, onSearchChange, searchPlaceholder, selectId, selectLabel, allLabel, value, onChange, options, className,
}: {
  searchId: string;
  search: string;
  onSearchChange: (search: string) => void;
  searchPlaceholder: string;
  selectId: string;
  selectLabel: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  /** The columns from the small breakpoint up, e.g. 'sm:grid-cols-[1fr_12rem]'. */
  className?: string;
}) {
  return (
    <div role="search" className={cn('grid gap-3 rounded-lg border bg-card p-4 shadow-sm', className)}>
      <FormField label="Search">
        <SearchInput
          id={searchId}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={searchPlaceholder}
          autoComplete="off"
        />
      </FormField>
      <FormField label={selectLabel}>
        <Select id={selectId} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value={ALL_OPTIONS}>{allLabel}</option>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </Select>
      </FormField>
    </div>
  );
}
