import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { TripDetail } from '@shared/contracts/trips';
import type { createTripSchema } from '@shared/validation/trips';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { instantToDateInput, pickedDayAtNoonUtc } from '@/lib/dates';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

export type TripFormInput = z.input<typeof createTripSchema>;
export type TripFormOutput = z.output<typeof createTripSchema>;
type TripForm = UseFormReturn<TripFormInput, unknown, TripFormOutput>;

export const EMPTY_TRIP: TripFormInput = {
  name: '', description: '', startDate: '', endDate: '', startLocation: '', endLocation: '', notes: '', notesPrivate: false,
};

// The schema the server validates with, loaded on the first submit: the form also sits closed in the Add to Trip
// dialog of event, hotel and service pages, which should not download zod and the tables for it.
export const tripFormResolver = lazyZodResolver<TripFormInput, TripFormOutput>(
  () => import('@shared/validation/trips').then((module) => module.createTripSchema),
);

/** The form's values as the API takes them: each picked day at noon UTC. */
export const toTripInput = (trip: TripFormOutput): TripFormOutput => ({
  ...trip,
  startDate: pickedDayAtNoonUtc(trip.startDate),
  endDate: pickedDayAtNoonUtc(trip.endDate),
});

/** A stored trip as the form's starting values. */
export function tripFormValues(trip: TripDetail): TripFormInput {
  return {
    name: trip.name,
    description: trip.description ?? '',
    startDate: instantToDateInput(trip.startDate),
    endDate: instantToDateInput(trip.endDate),
    startLocation: trip.startLocation ?? '',
    endLocation: trip.endLocation ?? '',
    notes: trip.notes ?? '',
    notesPrivate: trip.notesPrivate,
  };
}

/**
 * The fields of a trip, shared by Create New Trip, Edit Trip and 'Create a Trip' in the Add to Trip dialog (which
 * asks only for the name and dates: the rest can be added on the trip's page).
 */
export function TripFormFields({ form, nameAndDatesOnly = false }: { form: TripForm; nameAndDatesOnly?: boolean }) {
  const { register, formState: { errors } } = form;
  return (
    <>
      <FormField label="Trip Name" required error={errors.name?.message}>
        <Input placeholder="Summer Trip 2024" autoComplete="off" {...register('name')} />
      </FormField>
      {!nameAndDatesOnly && (
        <FormField label="Description (optional)" error={errors.description?.message}>
          <Textarea rows={3} placeholder="What is this trip about?" {...register('description')} />
        </FormField>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Start Date" required error={errors.startDate?.message}>
          <Input type="date" {...register('startDate')} />
        </FormField>
        <FormField label="End Date" required error={errors.endDate?.message}>
          <Input type="date" {...register('endDate')} />
        </FormField>
      </div>
      {!nameAndDatesOnly && (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Start Location" error={errors.startLocation?.message}>
              <Input placeholder="City, State" autoComplete="off" {...register('startLocation')} />
            </FormField>
            <FormField label="End Location" error={errors.endLocation?.message}>
              <Input placeholder="City, State" autoComplete="off" {...register('endLocation')} />
            </FormField>
          </div>
          <FormField label="Notes (optional)" error={errors.notes?.message}>
            <Textarea rows={4} placeholder="Packing list, stall reservations, who is driving..." {...register('notes')} />
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4" {...register('notesPrivate')} />
            Keep private (left out of the shared link)
          </label>
        </>
      )}
    </>
  );
}
