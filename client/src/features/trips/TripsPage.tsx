import { Link } from 'wouter';
import { Plus, Route } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { Skeleton } from '@/components/ui/skeleton';
import { SignInPrompt, useAuth } from '@/features/auth';
import { useTripList } from './api';
import { TripCard } from './TripCard';

function NewTripLink() {
  return (
    <Link href="/trips/create" className={buttonClasses()}>
      <Plus aria-hidden="true" />
      New Trip
    </Link>
  );
}

/** /trips: the signed-in rider's trips, soonest first, paged with Load More. */
export default function TripsPage() {
  const auth = useAuth();
  return (
    <div className="container space-y-6 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold sm:text-4xl">My Trips</h1>
          <p className="text-muted-foreground">Events, horse hotels and services for every haul, in one place.</p>
        </div>
        {auth.isAuthenticated && <NewTripLink />}
      </div>
      {auth.isLoading && <TripListSkeleton />}
      {!auth.isLoading && !auth.isAuthenticated && (
        <SignInPrompt title="Log in to plan your trips" description="Your trips are private to your account." />
      )}
      {auth.isAuthenticated && <TripList />}
    </div>
  );
}

function TripList() {
  const trips = useTripList();
  return (
    <PagedResults
      list={trips}
      loading={<TripListSkeleton />}
      errorMessage="Could not load your trips."
      empty={(
        <EmptyState
          icon={Route}
          title="No trips yet"
          description="Create a trip, then add events, horse hotels and service providers to it."
          action={<NewTripLink />}
        />
      )}
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your trips">
        {trips.items.map((trip) => (
          <li key={trip.id}><TripCard trip={trip} /></li>
        ))}
      </ul>
      <PagedLoadMore list={trips} />
    </PagedResults>
  );
}

function TripListSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading your trips">
      {[0, 1, 2].map((key) => <Skeleton key={key} className="h-52 rounded-lg" />)}
    </div>
  );
}
