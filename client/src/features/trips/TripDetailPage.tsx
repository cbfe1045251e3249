import { Link, useParams } from 'wouter';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { PageSpinner } from '@/components/ui/spinner';
import { SignInPrompt, useAuth } from '@/features/auth';
import { isNotFoundError } from '@/lib/api-error';
import { TripRouteMap } from '@/maps';
import { useItinerary, useTrip, useTripItems } from './api';
import { planRoute } from './plan-route';
import { TripHeader } from './TripHeader';
import { TripItemLists } from './TripItemLists';
import { TripPlan } from './TripPlan';

function BackToTrips() {
  return (
    <Link href="/trips" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" />
      Back to Trips
    </Link>
  );
}

/** /trips/:id: the trip, its route map and its events, horse hotels and services. */
export default function TripDetailPage() {
  const { id } = useParams<{ id: string }>();
  const auth = useAuth();
  if (auth.isLoading) return <PageSpinner label="Loading trip" />;
  if (!auth.isAuthenticated) {
    return (
      <div className="container py-10">
        <SignInPrompt title="Log in to see this trip" description="Trips are private to the rider who planned them." />
      </div>
    );
  }
  return <TripDetail tripId={id} />;
}

function TripDetail({ tripId }: { tripId: string }) {
  const trip = useTrip(tripId);
  const items = useTripItems(tripId);
  const itinerary = useItinerary(tripId);

  if (trip.isLoading) return <PageSpinner label="Loading trip" />;
  if (trip.isError) {
    // The server answers 404 for a trip that does not exist and for another rider's trip alike.
    if (isNotFoundError(trip.error)) return <TripNotFound />;
    return (
      <div className="container space-y-4 py-8">
        <BackToTrips />
        <ErrorState message="Could not load this trip." onRetry={() => void trip.refetch()} />
      </div>
    );
  }
  if (!trip.data) return <TripNotFound />;

  return (
    <div className="container space-y-6 py-6 sm:py-8">
      <BackToTrips />
      <TripHeader trip={trip.data} />
      {items.isError ? (
        <ErrorState message="Could not load what is in this trip." onRetry={() => void items.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
          <div className="lg:sticky lg:top-20 lg:order-2 lg:col-span-2 print:hidden">
            {items.data && itinerary.data
              ? <TripRouteMap {...items.data} route={planRoute(itinerary.data, items.data)} />
              : <Skeleton className="h-96 w-full rounded-lg" />}
          </div>
          <div className="space-y-8 lg:col-span-3">
            {itinerary.isError && <ErrorState message="Could not plan this trip." onRetry={() => void itinerary.refetch()} />}
            {itinerary.isLoading && <Skeleton className="h-64 w-full rounded-lg" />}
            {itinerary.data && <TripPlan tripName={trip.data.name} tripId={tripId} itinerary={itinerary.data} />}
            <div className="print:hidden">
              <TripItemLists tripId={tripId} items={items.data} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

function TripNotFound() {
  return (
    <div className="container flex min-h-[50vh] items-center justify-center py-12">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6 text-center sm:pt-6">
          <CircleAlert aria-hidden="true" className="mx-auto h-10 w-10 text-muted-foreground" />
          <h1 className="text-2xl font-bold">Trip not found</h1>
          <p className="text-sm text-muted-foreground">It may have been deleted, or it belongs to another account.</p>
          <Link href="/trips" className={buttonClasses()}>Back to Trips</Link>
        </CardContent>
      </Card>
    </div>
  );
}
