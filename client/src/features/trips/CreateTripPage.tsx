import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { useRequireLogin } from '@/features/auth';
import { useCreateTrip } from './api';
import {
  EMPTY_TRIP, toTripInput, tripFormResolver, TripFormFields, type TripFormInput, type TripFormOutput,
} from './TripFormFields';

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
  const form = useForm<TripFormInput, unknown, TripFormOutput>({ resolver: tripFormResolver, defaultValues: EMPTY_TRIP });
  const createTrip = useCreateTrip();
  const onSubmit = form.handleSubmit((trip) => createTrip.mutate(toTripInput(trip)));

  return (
    <form onSubmit={onSubmit} onFocus={tripFormResolver.preload} noValidate className="space-y-5">
      <TripFormFields form={form} />
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
