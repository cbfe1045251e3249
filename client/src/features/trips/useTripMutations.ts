import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { TripDetail, TripSummary } from '@shared/contracts/trips';
import type { CreateTripInput, UpdateTripInput } from '@shared/validation';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { apiErrorStatus } from '@/lib/api-error';
import { handleUnauthorizedError } from '@/features/auth';
import { addBody, TRIP_ITEM_KINDS, tripItemUrl, type TripItemKind, type TripItemTarget } from './trip-item-kinds';
import { ACTION_TOAST_MS, undoAction, viewTripAction } from './TripToastActions';
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

/** PATCH /api/trips/{id}: the trip's name, description, dates, places and notes. */
export function useUpdateTrip(tripId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: UpdateTripInput) =>
      (await apiRequest('PATCH', `${TRIPS_PATH}/${tripId}`, changes)).json() as Promise<TripDetail>,
    onSuccess: (trip) => {
      toast({ title: 'Trip updated', description: 'Your changes have been saved.' });
      queryClient.setQueryData([TRIPS_PATH, tripId], trip);
      void refreshTrips(queryClient);
      onSaved();
    },
    onError: (error) => showFailure(error, 'Failed to save your changes. Please try again.'),
  });
}

/**
 * Adds the target to one of the rider's trips. The picker marks the trips that hold it already; one added
 * meanwhile (another tab) answers 409, which is said as it is, not as a failure.
 */
export function useAddToTrip(target: TripItemTarget, onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (trip: TripSummary) => {
      await apiRequest('POST', tripItemUrl(trip.id, target.kind), addBody(target));
      return trip;
    },
    onSuccess: (trip) => {
      toast({
        title: 'Added to trip', description: 'This item has been added to your trip.',
        action: viewTripAction(trip.id), duration: ACTION_TOAST_MS,
      });
      void refreshTrips(queryClient);
      onAdded();
    },
    onError: (error, trip) => {
      if (apiErrorStatus(error) === 409) {
        toast({ title: 'Already in this trip', description: `It is already in ${trip.name}.`, action: viewTripAction(trip.id) });
        void refreshTrips(queryClient);
        return;
      }
      showFailure(error, 'Failed to add item to trip. It may already be in this trip.');
    },
  });
}

/** 'Create a Trip' from the Add to Trip dialog: one request makes the trip with the target in it. */
export function useCreateTripWithItem(target: TripItemTarget, onCreated: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateTripInput) =>
      (await apiRequest('POST', TRIPS_PATH, { ...input, item: target })).json() as Promise<TripDetail>,
    onSuccess: (trip) => {
      toast({
        title: `Added to ${trip.name}`, description: 'Your new trip has been created with this in it.',
        action: viewTripAction(trip.id), duration: ACTION_TOAST_MS,
      });
      queryClient.setQueryData([TRIPS_PATH, trip.id], trip);
      void refreshTrips(queryClient);
      onCreated();
    },
    onError: (error) => showFailure(error, 'Failed to create trip. Please try again.'),
  });
}

/** What re-adding a removed entry sends: its event, hotel or provider id, with its notes and dates as they were. */
export type TripItemRestore = Record<string, string | null>;

function restoreTripItem(queryClient: QueryClient, tripId: string, kind: TripItemKind, restore: TripItemRestore) {
  apiRequest('POST', tripItemUrl(tripId, kind), restore).then(
    () => {
      toast({ title: 'Restored', description: 'It is back in your trip.' });
      void refreshTrips(queryClient);
    },
    (error: unknown) => {
      // Put back meanwhile (another tab): it is where the rider wants it.
      if (apiErrorStatus(error) === 409) return void refreshTrips(queryClient);
      showFailure(error, 'Could not put it back in your trip. Please try again.');
    },
  );
}

/**
 * DELETE /api/trips/{id}/{kind}/{itemId}: removes one entry by its trip item id at once, and the toast offers Undo,
 * which adds it back with its notes and dates (a new entry: dated entries sort back into place).
 */
export function useRemoveTripItem(tripId: string, kind: TripItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId }: { itemId: string; restore: TripItemRestore }) =>
      apiRequest('DELETE', tripItemUrl(tripId, kind, itemId)),
    onSuccess: (_response, { restore }) => {
      toast({
        ...TRIP_ITEM_KINDS[kind].removed,
        duration: ACTION_TOAST_MS,
        action: undoAction(() => restoreTripItem(queryClient, tripId, kind, restore)),
      });
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
