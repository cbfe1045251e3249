import { useForm } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { pickedDayAtNoonUtc } from '@/lib/dates';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdateTripItem, type TripItemChanges } from './api';
import { TRIP_ITEM_KINDS, type TripItemDateField, type TripItemKind } from './trip-item-kinds';

/** What the inputs hold: 'yyyy-MM-dd' for dates ('' when unset), the notes text. */
export type TripItemFormValues = Partial<Record<TripItemDateField, string>> & { notes: string; notesPrivate?: boolean };
/** What the shared update schema turns them into. */
type TripItemFormOutput = Partial<Record<TripItemDateField, Date | null>> & { notes?: string | null; notesPrivate?: boolean };

/**
 * The shared schema each kind's PATCH route validates with, loaded when the editor is first focused or submitted,
 * so the trip page (and the Add to Trip button of list and detail pages) does not download zod and the tables.
 */
const EDIT_RESOLVERS = {
  event: lazyZodResolver<TripItemFormValues, TripItemFormOutput>(
    () => import('@shared/validation/trips').then((module) => module.updateTripEventSchema),
  ),
  horseHotel: lazyZodResolver<TripItemFormValues, TripItemFormOutput>(
    () => import('@shared/validation/trips').then((module) => module.updateTripHorseHotelSchema),
  ),
  service: lazyZodResolver<TripItemFormValues, TripItemFormOutput>(
    () => import('@shared/validation/trips').then((module) => module.updateTripServiceSchema),
  ),
} satisfies Record<TripItemKind, unknown>;

/** The inline editor of one trip entry's dates (hotel stay, service appointment) and notes, and its removal. */
export function TripItemEditForm({ tripId, kind, itemId, itemName, initialValues, onDone, onRemove }: {
  tripId: string;
  kind: TripItemKind;
  itemId: string;
  itemName: string;
  initialValues: TripItemFormValues;
  onDone: () => void;
  onRemove: () => void;
}) {
  const { dateFields } = TRIP_ITEM_KINDS[kind];
  const resolver = EDIT_RESOLVERS[kind];
  const { register, handleSubmit, formState: { errors } } = useForm<TripItemFormValues, unknown, TripItemFormOutput>({
    resolver,
    defaultValues: initialValues,
  });
  const update = useUpdateTripItem(tripId, kind, itemId, onDone);
  const onSubmit = handleSubmit((values) => {
    const changes: TripItemChanges = { notes: values.notes ?? null, notesPrivate: Boolean(values.notesPrivate) };
    for (const { name } of dateFields) {
      const day = values[name];
      changes[name] = day ? pickedDayAtNoonUtc(day) : null;
    }
    update.mutate(changes);
  });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-label={`Edit ${itemName}`} className="space-y-4 rounded-md bg-muted/50 p-3 sm:p-4">
      {dateFields.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          {dateFields.map(({ name, label }) => (
            <FormField key={name} label={label} error={errors[name]?.message}>
              <Input type="date" {...register(name)} />
            </FormField>
          ))}
        </div>
      )}
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...register('notes')} />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4" {...register('notesPrivate')} />
        Keep private (left out of the shared link)
      </label>
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" size="sm" onClick={onDone} disabled={update.isPending}>Cancel</Button>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending && <Spinner className="h-4 w-4 text-primary-foreground" label="Saving" />}
            Save
          </Button>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="border-t pt-3 text-destructive hover:bg-destructive/10 hover:text-destructive sm:border-0 sm:pt-0"
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          Remove from trip
        </Button>
      </div>
    </form>
  );
}
