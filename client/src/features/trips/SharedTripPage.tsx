import { useParams } from 'wouter';
import { CircleAlert, StickyNote } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isNotFoundError } from '@/lib/api-error';
import { TripRouteMap } from '@/maps';
import { useSharedTrip } from './api';
import { planRoute } from './plan-route';
import { TripDatesAndRoute } from './TripRoute';
import { TripPlan } from './TripPlan';

/** /trips/shared/:token: a trip someone shared, read-only, for anyone with the link (no sign-in). */
export default function SharedTripPage() {
  const { token } = useParams<{ token: string }>();
  const shared = useSharedTrip(token);
  if (shared.isLoading) return <PageSpinner label="Loading trip" />;
  if (shared.isError && !isNotFoundError(shared.error)) {
    return <div className="container py-8"><ErrorState message="Could not load this trip." onRetry={() => void shared.refetch()} /></div>;
  }
  if (!shared.data) {
    return (
      <div className="container flex min-h-[50vh] items-center justify-center py-12">
        <Card className="w-full max-w-md">
          <CardContent className="space-y-3 pt-6 text-center sm:pt-6">
            <CircleAlert aria-hidden="true" className="mx-auto h-10 w-10 text-muted-foreground" />
            <h1 className="text-2xl font-bold">This link no longer works</h1>
            <p className="text-sm text-muted-foreground">The rider who shared this trip turned the link off, or it was never a trip link.</p>
          </CardContent>
        </Card>
      </div>
    );
  }
  const { trip, riderName, itinerary } = shared.data;
  return (
    <div className="container space-y-6 py-6 sm:py-8">
      <Card>
        <CardHeader className="space-y-2">
          <p className="text-sm text-muted-foreground">Shared by {riderName} · read-only</p>
          <h1 className="break-words text-3xl font-bold sm:text-4xl">{trip.name}</h1>
          {trip.description && <p className="whitespace-pre-line text-muted-foreground">{trip.description}</p>}
        </CardHeader>
        <CardContent className="space-y-3 border-t pt-5 sm:pt-6">
          <TripDatesAndRoute trip={trip} />
          {trip.notes && (
            <p className="flex items-start gap-2 text-sm">
              <StickyNote aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
              <span className="whitespace-pre-line text-muted-foreground">{trip.notes}</span>
            </p>
          )}
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
        <div className="lg:sticky lg:top-20 lg:order-2 lg:col-span-2 print:hidden">
          <TripRouteMap route={planRoute(itinerary)} />
        </div>
        <div className="lg:col-span-3">
          <TripPlan tripName={trip.name} itinerary={itinerary} />
        </div>
      </div>
    </div>
  );
}
