import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { parseRadius, radiusInputProps, type RadiusRule } from '@/lib/radius';

/**
 * "Within N miles": the typed text is kept as typed (so "1" on the way to "150" is not clamped mid-keystroke) and
 * tidied to the value in use when the field is left. Disabled until a location is set.
 */
export function RadiusField({ value, onChange, range, hasLocation, id = 'radius-miles' }: {
  value: string;
  onChange: (value: string) => void;
  range: RadiusRule;
  hasLocation: boolean;
  id?: string;
}) {
  return (
    <FormField
      label="Radius (miles)"
      hint={hasLocation ? `${range.min} to ${range.max} miles` : 'Set a location first'}
    >
      <Input
        id={id}
        {...radiusInputProps(range, hasLocation)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onChange(String(parseRadius(value, range)))}
      />
    </FormField>
  );
}
