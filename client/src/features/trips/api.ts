import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { TripDetail, TripItems, TripSummary } from '@shared/contracts/trips';
import type { CreateTripInput, UpdateTripInput } from '@shared/validation';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { apiErrorStatus } from '@/lib/api-error';
import { usePagedList } from '@/lib/paged-list';
import { handleUnauthorizedError } from '@/features/auth';
import { addBody, targetId, TRIP_ITEM_KINDS, type TripItemKind, type TripItemTarget } from './trip-item-kinds';
import { ACTION_TOAST_MS, undoAction, viewTripAction } from './TripToastActions';

const TRIP_PAGE_SIZE = 12;
/** The Add to Trip picker shows this many of the rider's trips. */
const PICKER_TRIPS = 200;

const itemPathSegments: Record<TripItemKind, string> = { event: 'events', horseHotel: 'horse-hotels', service: 'services' };

/** The trips API's addresses (tests answer them by name too). */
export const tripPaths = {
  list: '/api/trips',
  trip: (tripId: string) => `/api/trips/${tripId}`,
  items: (tripId: string) => `/api/trips/${tripId}/items`,
  /** Where entries of a kind are added (POST), and with `itemId` edited (PATCH) and removed (DELETE). */
  item: (tripId: string, kind: TripItemKind, itemId?: string) =>
    `/api/trips/${tripId}/${itemPathSegments[kind]}${itemId ? `/${itemId}` : ''}`,
} as const;

/** Query keys start with the API path, so invalidating `all` refreshes the list, the picker and the open trip. */
export const tripKeys = {
  all: [tripPaths.list],
  trip: (tripId: string) => [tripPaths.list, tripId],
  items: (tripId: string) => [tripPaths.list, tripId, 'items'],
  picker: (target: TripItemTarget) => [tripPaths.list, { limit: PICKER_TRIPS, itemKind: target.kind, itemId: targetId(target) }],
} as const;

export const tripQuery = (tripId: string) => queryOptions<TripDetail>({ queryKey: tripKeys.trip(tripId) });
export const tripItemsQuery = (tripId: string) => queryOptions<TripItems>({ queryKey: tripKeys.items(tripId) });
export const pickerTripsQuery = (target: TripItemTarget) => queryOptions<TripSummary[]>({ queryKey: tripKeys.picker(target) });

/** The signed-in rider's trips, soonest first, a page at a time. */
export const useTripList = () => usePagedList<TripSummary>(tripPaths.list, {}, TRIP_PAGE_SIZE);

export const useTrip = (tripId: string) => useQuery(tripQuery(tripId));

/** The trip's {events, horseHotels, services}. */
export const useTripItems = (tripId: string) => useQuery(tripItemsQuery(tripId));

/** The picker's trips, each marked when it already holds the target. */
export const usePickerTrips = (target: TripItemTarget) => useQuery(pickerTripsQuery(target));

/** Item counts on the list, the picker's trips and the open trip all come from queries under the trips path. */
const refreshTrips = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: tripKeys.all });

function showFailure(error: unknown, description: string) {
  if (handleUnauthorizedError(error)) return;
  toast({ title: 'Error', description, variant: 'destructive' });
}

/** POST /api/trips, then the new trip's page. */
export function useCreateTrip() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateTripInput) => (await apiRequest('POST', tripPaths.list, input)).json() as Promise<TripDetail>,
    onSuccess: (trip) => {
      toast({ title: 'Trip created', description: 'Your trip has been created successfully.' });
      queryClient.setQueryData(tripKeys.trip(trip.id), trip);
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
    mutationFn: () => apiRequest('DELETE', tripPaths.trip(tripId)),
    onSuccess: () => {
      toast({ title: 'Trip deleted', description: 'Your trip has been deleted successfully.' });
      navigate('/trips');
      // After leaving the page, so its queries do not fetch the deleted trip again.
      queryClient.removeQueries({ queryKey: tripKeys.trip(tripId) });
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
      (await apiRequest('PATCH', tripPaths.trip(tripId), changes)).json() as Promise<TripDetail>,
    onSuccess: (trip) => {
      toast({ title: 'Trip updated', description: 'Your changes have been saved.' });
      queryClient.setQueryData(tripKeys.trip(tripId), trip);
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
      await apiRequest('POST', tripPaths.item(trip.id, target.kind), addBody(target));
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
      (await apiRequest('POST', tripPaths.list, { ...input, item: target })).json() as Promise<TripDetail>,
    onSuccess: (trip) => {
      toast({
        title: `Added to ${trip.name}`, description: 'Your new trip has been created with this in it.',
        action: viewTripAction(trip.id), duration: ACTION_TOAST_MS,
      });
      queryClient.setQueryData(tripKeys.trip(trip.id), trip);
      void refreshTrips(queryClient);
      onCreated();
    },
    onError: (error) => showFailure(error, 'Failed to create trip. Please try again.'),
  });
}

/** What re-adding a removed entry sends: its event, hotel or provider id, with its notes and dates as they were. */
export type TripItemRestore = Record<string, string | null>;

function restoreTripItem(queryClient: QueryClient, tripId: string, kind: TripItemKind, restore: TripItemRestore) {
  apiRequest('POST', tripPaths.item(tripId, kind), restore).then(
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
      apiRequest('DELETE', tripPaths.item(tripId, kind, itemId)),
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
    mutationFn: (changes: TripItemChanges) => apiRequest('PATCH', tripPaths.item(tripId, kind, itemId), changes),
    onSuccess: async () => {
      toast(TRIP_ITEM_KINDS[kind].updated);
      await queryClient.invalidateQueries({ queryKey: tripKeys.items(tripId) });
      onSaved();
    },
    onError: (error) => showFailure(error, 'Failed to save your changes. Please try again.'),
  });
}
