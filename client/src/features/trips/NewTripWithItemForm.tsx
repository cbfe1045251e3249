import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCreateTripWithItem } from './api';
import type { TripItemTarget } from './trip-item-kinds';
import {
  EMPTY_TRIP, toTripInput, tripFormResolver, TripFormFields, type TripFormInput, type TripFormOutput,
} from './TripFormFields';

/**
 * 'Create a Trip' inside the Add to Trip dialog: a name and dates make the trip with the item already in it, in
 * one request, and the rider stays on the page they were reading (the toast links to the new trip).
 */
export function NewTripWithItemForm({ target, onCreated, onCancel }: {
  target: TripItemTarget;
  onCreated: () => void;
  onCancel: () => void;
}) {
  const form = useForm<TripFormInput, unknown, TripFormOutput>({ resolver: tripFormResolver, defaultValues: EMPTY_TRIP });
  const createTrip = useCreateTripWithItem(target, onCreated);
  const onSubmit = form.handleSubmit((trip) => {
    if (!createTrip.isPending) createTrip.mutate(toTripInput(trip));
  });
  // The button that opened this form is gone: the keyboard continues in the form's first field.
  useEffect(() => form.setFocus('name'), [form]);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create a Trip" className="space-y-4">
      <TripFormFields form={form} nameAndDatesOnly />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>Cancel</Button>
        <Button type="submit" aria-disabled={createTrip.isPending || undefined}>
          {createTrip.isPending && <Spinner className="h-4 w-4 text-primary-foreground" label="Creating your trip" />}
          Create Trip and Add
        </Button>
      </div>
    </form>
  );
}
