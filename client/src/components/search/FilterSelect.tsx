import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * A list filter's select: "all" first, then the choices the server lists. A value that came from the page address
 * stays selectable while those choices load (or if the server no longer lists it).
 */
export function FilterSelect({ id, label, value, onChange, allValue, allLabel, choices, labelFor = (raw) => raw }: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allValue: string;
  allLabel: string;
  choices: readonly FilterChoice[];
  /** The label of a value from the address that is not among the choices. */
  labelFor?: (value: string) => string;
}) {
  const listed = choices.some((choice) => choice.value === value);
  return (
    <FormField label={label}>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={allValue}>{allLabel}</option>
        {value !== allValue && !listed && <option value={value}>{labelFor(value)}</option>}
        {choices.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
      </Select>
    </FormField>
  );
}

/** A list's order; distance is offered only once a location is set, as it needs a centre. */
export function SortSelect<Sort extends string>({ id, value, onChange, options, hasLocation }: {
  id: string;
  value: Sort;
  onChange: (sort: Sort) => void;
  options: readonly { value: Sort; label: string }[];
  hasLocation: boolean;
}) {
  return (
    <FormField label="Sort by">
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as Sort)}>
        {options.map((option) => {
          const needsLocation = option.value === 'distance' && !hasLocation;
          return (
            <option key={option.value} value={option.value} disabled={needsLocation}>
              {needsLocation ? 'Distance (set a location)' : option.label}
            </option>
          );
        })}
      </Select>
    </FormField>
  );
}
