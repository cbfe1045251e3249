import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import type { z } from 'zod';
import { createTripSchema } from '@shared/validation';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useRequireLogin } from '@/features/auth/useRequireLogin';
import { pickedDayAtNoonUtc } from './trip-format';
import { useCreateTrip } from './useTripMutations';

type TripFormInput = z.input<typeof createTripSchema>;
type TripFormOutput = z.output<typeof createTripSchema>;

const EMPTY_TRIP: TripFormInput = {
  name: '', description: '', startDate: '', endDate: '', startLocation: '', endLocation: '', notes: '',
};

const tripResolver = zodResolver(createTripSchema) as Resolver<TripFormInput, unknown, TripFormOutput>;

/** /trips/create: the 'Create New Trip' form, validated with the schema the server uses. */
export default function CreateTripPage() {
  const auth = useRequireLogin('You need to log in to create a trip. Redirecting...');
  return (
    <div className="container max-w-2xl space-y-4 py-8 sm:py-10">
      <Link href="/trips" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden="true" />
        Back to Trips
      </Link>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold sm:text-3xl">Create New Trip</h1>
          <CardDescription className="text-base">
            Plan your barrel racing trip with events, accommodations, and service providers
          </CardDescription>
        </CardHeader>
        <CardContent>
          {auth.isAuthenticated ? <CreateTripForm /> : <PageSpinner label="Checking your account" />}
        </CardContent>
      </Card>
    </div>
  );
}

function CreateTripForm() {
  const { register, handleSubmit, formState: { errors } } = useForm<TripFormInput, unknown, TripFormOutput>({
    resolver: tripResolver,
    defaultValues: EMPTY_TRIP,
  });
  const createTrip = useCreateTrip();
  const onSubmit = handleSubmit((trip) => createTrip.mutate({
    ...trip,
    startDate: pickedDayAtNoonUtc(trip.startDate),
    endDate: pickedDayAtNoonUtc(trip.endDate),
  }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="Trip Name" required error={errors.name?.message}>
        <Input placeholder="Summer Trip 2024" autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label="Description (optional)" error={errors.description?.message}>
        <Textarea rows={3} placeholder="What is this trip about?" {...register('description')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Start Date" required error={errors.startDate?.message}>
          <Input type="date" {...register('startDate')} />
        </FormField>
        <FormField label="End Date" required error={errors.endDate?.message}>
          <Input type="date" {...register('endDate')} />
        </FormField>
      </div>
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
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Link href="/trips" className={buttonClasses({ variant: 'outline' })}>Cancel</Link>
        <Button type="submit" disabled={createTrip.isPending}>
          {createTrip.isPending && <Spinner className="h-4 w-4 text-primary-foreground" label="Creating your trip" />}
          Create Trip
        </Button>
      </div>
    </form>
  );
}
