import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { TripDetail } from '@shared/api-types';
import type { CreateTripInput } from '@shared/validation';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { handleUnauthorizedError } from '@/features/auth/login-redirect';
import { TRIP_ITEM_KINDS, tripItemUrl, type TripItemKind } from './trip-item-kinds';
import { TRIPS_PATH } from './useTrip';

/** Item counts on the list, the picker's trips and the open trip all come from queries under /api/trips. */
const refreshTrips = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [TRIPS_PATH] });

function showFailure(error: unknown, description: string) {
  if (handleUnauthorizedError(error)) return;
  toast({ title: 'Error', description, variant: 'destructive' });
}

/** POST /api/trips, then the new trip's page. */
export function useCreateTrip() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateTripInput) => (await apiRequest('POST', TRIPS_PATH, input)).json() as Promise<TripDetail>,
    onSuccess: (trip) => {
      toast({ title: 'Trip created', description: 'Your trip has been created successfully.' });
      queryClient.setQueryData([TRIPS_PATH, trip.id], trip);
      void refreshTrips(queryClient);
      navigate(`/trips/${trip.id}`);
    },
    onError: (error) => showFailure(error, 'Failed to create trip. Please try again.'),
  });
}

/** DELETE /api/trips/{id}, then back to the list. */
export function useDeleteTrip(tripId: string) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `${TRIPS_PATH}/${tripId}`),
    onSuccess: () => {
      toast({ title: 'Trip deleted', description: 'Your trip has been deleted successfully.' });
      navigate('/trips');
      // After leaving the page, so its queries do not fetch the deleted trip again.
      queryClient.removeQueries({ queryKey: [TRIPS_PATH, tripId] });
      void refreshTrips(queryClient);
    },
    onError: (error) => showFailure(error, 'Failed to delete trip. Please try again.'),
  });
}

/** DELETE /api/trips/{id}/{kind}/{itemId}: removes one entry by its trip item id. */
export function useRemoveTripItem(tripId: string, kind: TripItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => apiRequest('DELETE', tripItemUrl(tripId, kind, itemId)),
    onSuccess: () => {
      toast(TRIP_ITEM_KINDS[kind].removed);
      void refreshTrips(queryClient);
    },
    onError: (error) => showFailure(error, 'Failed to remove it from your trip. Please try again.'),
  });
}

export type TripItemChanges = Partial<Record<'notes' | 'checkInDate' | 'checkOutDate' | 'scheduledDate', Date | string | null>>;

/** PATCH /api/trips/{id}/{kind}/{itemId} with the entry's dates and notes. */
export function useUpdateTripItem(tripId: string, kind: TripItemKind, itemId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TripItemChanges) => apiRequest('PATCH', tripItemUrl(tripId, kind, itemId), changes),
    onSuccess: async () => {
      toast(TRIP_ITEM_KINDS[kind].updated);
      await queryClient.invalidateQueries({ queryKey: [TRIPS_PATH, tripId, 'items'] });
      onSaved();
    },
    onError: (error) => showFailure(error, 'Failed to save your changes. Please try again.'),
  });
}
