import type { FieldErrors, FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';
import { toast } from '@/hooks/use-toast';

/**
 * Sets fields as if the rider had typed them (e.g. from a picked address): marked dirty, and checked again when
 * `validate` (once the form was submitted, so a message that no longer applies goes away).
 */
export function fillFields<T extends FieldValues>(
  setValue: UseFormSetValue<T>, values: Partial<Record<Path<T>, string>>, validate: boolean,
) {
  for (const [field, value] of Object.entries(values)) {
    setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: validate });
  }
}

/** A handleSubmit onInvalid that raises the spec's 'Missing Information' toast when a required field was left empty. */
export function toastWhenMissing<T extends FieldValues>(required: readonly (keyof T & string)[], missingMessage: string) {
  return (invalid: FieldErrors<T>) => {
    if (required.some((field) => invalid[field]?.message === missingMessage)) {
      toast({ title: 'Missing Information', description: missingMessage, variant: 'destructive' });
    }
  };
}
