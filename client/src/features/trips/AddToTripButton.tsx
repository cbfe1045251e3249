import { useState } from 'react';
import { Link } from 'wouter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Route } from 'lucide-react';
import type { TripSummary } from '@shared/api-types';
import { Button, buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { handleUnauthorizedError } from '@/features/auth/login-redirect';
import { useAuth } from '@/features/auth/useAuth';
import { formatTripDates } from './trip-format';
import { tripItemUrl } from './trip-item-kinds';

/** What can go on a trip, and the body its POST takes. */
export type TripItemTarget =
  | { kind: 'event'; eventId: string }
  | { kind: 'horseHotel'; horseHotelId: string }
  | { kind: 'service'; serviceProviderId: string };

function addRequest(tripId: string, target: TripItemTarget): [string, Record<string, string>] {
  const url = tripItemUrl(tripId, target.kind);
  switch (target.kind) {
    case 'event': return [url, { eventId: target.eventId }];
    case 'horseHotel': return [url, { horseHotelId: target.horseHotelId }];
    case 'service': return [url, { serviceProviderId: target.serviceProviderId }];
  }
}

/**
 * 'Add to Trip' for signed-in riders (nothing for visitors): a picker of the rider's trips, or a way to create one
 * when there are none.
 */
export function AddToTripButton({ target, variant = 'outline', size = 'default', className }: {
  target: TripItemTarget;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { isAuthenticated } = useAuth();
  const [open, setOpen] = useState(false);
  if (!isAuthenticated) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        Add to Trip
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add to Trip</DialogTitle>
          <DialogDescription>Choose the trip this belongs to.</DialogDescription>
        </DialogHeader>
        {open && <TripPicker target={target} onAdded={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function TripPicker({ target, onAdded }: { target: TripItemTarget; onAdded: () => void }) {
  const queryClient = useQueryClient();
  const trips = useQuery<TripSummary[]>({ queryKey: ['/api/trips', { limit: 200 }] });
  const addToTrip = useMutation({
    mutationFn: async (tripId: string) => {
      const [url, body] = addRequest(tripId, target);
      await apiRequest('POST', url, body);
      return tripId;
    },
    onSuccess: (tripId) => {
      toast({ title: 'Added to trip', description: 'This item has been added to your trip.' });
      void queryClient.invalidateQueries({ queryKey: ['/api/trips'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/trips', tripId] });
      onAdded();
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to add item to trip. It may already be in this trip.', variant: 'destructive' });
    },
  });

  if (trips.isLoading) return <div className="flex justify-center py-6"><Spinner label="Loading your trips" /></div>;
  if (trips.isError) return <p role="alert" className="text-sm text-destructive">Could not load your trips. Please try again.</p>;
  if (!trips.data?.length) {
    return (
      <div className="space-y-3 text-center">
        <p className="text-sm text-muted-foreground">You have no trips yet. Create one, then add this to it.</p>
        <Link href="/trips/create" className={buttonClasses()}>
          <Route aria-hidden="true" />
          Create a Trip
        </Link>
      </div>
    );
  }
  return (
    <ul className="max-h-[400px] space-y-2 overflow-y-auto" aria-label="Your trips">
      {trips.data.map((trip) => (
        <li key={trip.id}>
          <button
            type="button"
            disabled={addToTrip.isPending}
            onClick={() => addToTrip.mutate(trip.id)}
            className="w-full rounded-lg border p-3 text-left transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
          >
            <span className="block font-medium">{trip.name}</span>
            <span className="block text-sm text-muted-foreground">{formatTripDates(trip.startDate, trip.endDate)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
