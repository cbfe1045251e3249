import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Check, ChevronRight, Plus } from 'lucide-react';
import type { TripSummary } from '@shared/contracts/trips';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDayRange } from '@/lib/dates';
import { useAddToTrip, usePickerTrips } from './api';
import { NewTripWithItemForm } from './NewTripWithItemForm';
import type { TripItemTarget } from './trip-item-kinds';

const rowClasses = 'flex w-full items-center justify-between gap-3 rounded-lg border p-3 text-left transition-colors';

/**
 * The Add to Trip dialog's body: the rider's trips, where one that already holds the item says so and links to
 * the trip instead of offering a duplicate; and 'Create a Trip', which makes a trip with the item in it.
 */
export function TripPicker({ target, onDone }: { target: TripItemTarget; onDone: () => void }) {
  const trips = usePickerTrips(target);
  const addToTrip = useAddToTrip(target, onDone);
  const [creating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const wasCreating = useRef(false);
  // Back from the form (Cancel): focus returns to 'Create a Trip', not to the page.
  useEffect(() => {
    if (wasCreating.current && !creating) createButton.current?.focus();
    wasCreating.current = creating;
  }, [creating]);

  if (trips.isLoading) return <div className="flex justify-center py-6"><Spinner label="Loading your trips" /></div>;
  if (trips.isError) return <p role="alert" className="text-sm text-destructive">Could not load your trips. Please try again.</p>;
  const list = trips.data ?? [];
  if (creating || list.length === 0) {
    return (
      <div className="space-y-3">
        {list.length === 0 && <p className="text-sm text-muted-foreground">You have no trips yet. Create one with this in it.</p>}
        <NewTripWithItemForm target={target} onCreated={onDone} onCancel={list.length > 0 ? () => setCreating(false) : onDone} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="max-h-[400px] space-y-2 overflow-y-auto" aria-label="Your trips">
        {list.map((trip) => (
          <li key={trip.id}>
            {trip.containsItem ? <HeldTrip trip={trip} /> : (
              <button
                type="button"
                // aria-disabled, not disabled: the tapped row keeps keyboard focus while the add is under way.
                aria-disabled={addToTrip.isPending || undefined}
                onClick={() => { if (!addToTrip.isPending) addToTrip.mutate(trip); }}
                className={`${rowClasses} hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:opacity-60`}
              >
                <TripNameAndDates trip={trip} />
                <Plus aria-hidden="true" className="h-4 w-4 shrink-0 text-muted-foreground" />
              </button>
            )}
          </li>
        ))}
      </ul>
      <Button ref={createButton} variant="outline" className="w-full" onClick={() => setCreating(true)}>
        <Plus aria-hidden="true" />
        Create a Trip
      </Button>
    </div>
  );
}

function TripNameAndDates({ trip }: { trip: TripSummary }) {
  return (
    <span className="min-w-0">
      <span className="block break-words font-medium">{trip.name}</span>
      <span className="block text-sm text-muted-foreground">{formatDayRange(trip.startDate, trip.endDate)}</span>
    </span>
  );
}

/** A trip that already holds the item: marked, and a way to go and see it, never a second add. */
function HeldTrip({ trip }: { trip: TripSummary }) {
  return (
    <Link
      href={`/trips/${trip.id}`}
      className={`${rowClasses} bg-muted/50 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring`}
    >
      <TripNameAndDates trip={trip} />
      <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-primary">
        <Check aria-hidden="true" className="h-4 w-4" />
        Already in this trip
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">: view the trip</span>
      </span>
    </Link>
  );
}
