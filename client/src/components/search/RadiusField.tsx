import { useDebouncedValue } from '@/lib/use-debounced-value';
import { parseRadius, radiusFieldError, radiusInputProps, validRadius, type RadiusRule } from '@/lib/radius';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** Long enough not to flag "1" on the way to "150". */
const ERROR_DELAY_MS = 600;

/**
 * "Within N miles" for any list searched around a location. The typed text is kept as typed (so "1" on the way to
 * "150" is not changed mid-keystroke); a value the list cannot search is flagged after a pause, and leaving the box
 * sets it to the value in use, so the box always shows the radius searched. Disabled until a location is set.
 */
export function RadiusField({ value, onChange, rule, hasLocation, id = 'radius-miles', className }: {
  value: string;
  onChange: (value: string) => void;
  rule: RadiusRule;
  hasLocation: boolean;
  id?: string;
  className?: string;
}) {
  const settledText = useDebouncedValue(value, ERROR_DELAY_MS);
  const invalid = hasLocation && settledText.trim() !== '' && validRadius(settledText, rule) === null
    && validRadius(value, rule) === null;
  return (
    <FormField
      label="Radius (miles)"
      className={className}
      hint={hasLocation ? `${rule.min} to ${rule.max} miles` : 'Set a location first'}
      error={invalid ? radiusFieldError(rule) : undefined}
    >
      <Input
        id={id}
        {...radiusInputProps(rule, hasLocation)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onChange(String(parseRadius(value, rule)))}
      />
    </FormField>
  );
}
