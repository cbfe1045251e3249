import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type {
  Itinerary, OvernightSuggestions, SharedTrip, TripDetail, TripItems, TripSummary,
} from '@shared/contracts/trips';
import { addDays } from '@shared/trip-plan/days';
import type { CreateTripInput, UpdateTripInput } from '@shared/validation';
import { toast, waitingToSendToast, type ToastOptions } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { apiErrorStatus } from '@/lib/api-error';
import { sendWrite } from '@/lib/outbox';
import { usePagedList } from '@/lib/paged-list';
import { handleUnauthorizedError } from '@/features/auth';
import { addBody, targetId, TRIP_ITEM_KINDS, type TripItemKind, type TripItemTarget } from './trip-item-kinds';
import type * as TripToastActions from './TripToastActions';

/**
 * A toast with View trip or Undo: the action's code (Radix's toast parts) loads with the toast, as the toaster
 * itself does (components/ui/toast-area.tsx), so trip pages do not ship it up front.
 */
function toastWithAction(message: ToastOptions, action: (actions: typeof TripToastActions) => ToastOptions['action']) {
  import('./TripToastActions').then(
    (actions) => toast({ ...message, action: action(actions), duration: actions.ACTION_TOAST_MS }),
    () => toast(message),
  );
}

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
      toastWithAction(
        { title: 'Added to trip', description: 'This item has been added to your trip.' },
        ({ viewTripAction }) => viewTripAction(trip.id),
      );
      void refreshTrips(queryClient);
      onAdded();
    },
    onError: (error, trip) => {
      if (apiErrorStatus(error) === 409) {
        toastWithAction(
          { title: 'Already in this trip', description: `It is already in ${trip.name}.` },
          ({ viewTripAction }) => viewTripAction(trip.id),
        );
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
      toastWithAction(
        { title: `Added to ${trip.name}`, description: 'Your new trip has been created with this in it.' },
        ({ viewTripAction }) => viewTripAction(trip.id),
      );
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
      toastWithAction(
        TRIP_ITEM_KINDS[kind].removed,
        ({ undoAction }) => undoAction(() => restoreTripItem(queryClient, tripId, kind, restore)),
      );
      void refreshTrips(queryClient);
    },
    onError: (error) => showFailure(error, 'Failed to remove it from your trip. Please try again.'),
  });
}

export type TripItemChanges = Partial<Record<'notes' | 'checkInDate' | 'checkOutDate' | 'scheduledDate', Date | string | null>>
  & { notesPrivate?: boolean };

const ITEM_LISTS: Record<TripItemKind, keyof TripItems> = { event: 'events', horseHotel: 'horseHotels', service: 'services' };

/**
 * PATCH /api/trips/{id}/{kind}/{itemId} with the entry's dates and notes, through the outbox: with no connection the
 * change waits on the phone (the trip shows it at once) and is sent when the connection returns.
 */
export function useUpdateTripItem(tripId: string, kind: TripItemKind, itemId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TripItemChanges) => sendWrite({
      kind: 'trip-edit', method: 'PATCH', url: tripPaths.item(tripId, kind, itemId), body: jsonChanges(changes),
      label: `${TRIP_ITEM_KINDS[kind].updated.title.replace(' updated', '')} change in your trip`, place: tripPaths.trip(tripId),
      refresh: [tripKeys.trip(tripId)],
    }),
    onSuccess: async (result, changes) => {
      if (result.waiting) {
        waitingToSendToast('Your change');
        queryClient.setQueryData<TripItems>(tripKeys.items(tripId), (items) => (items ? {
          ...items,
          [ITEM_LISTS[kind]]: items[ITEM_LISTS[kind]].map((item) => (item.id === itemId ? { ...item, ...jsonChanges(changes) } : item)),
        } : items));
        onSaved();
        return;
      }
      toast(TRIP_ITEM_KINDS[kind].updated);
      // The items and the plan (a stay's new nights move it in the day-by-day plan).
      await queryClient.invalidateQueries({ queryKey: tripKeys.trip(tripId) });
      onSaved();
    },
    onError: (error) => showFailure(error, 'Failed to save your changes. Please try again.'),
  });
}

/** The changes as JSON sends them (dates as ISO strings), also kept that way in the outbox. */
const jsonChanges = (changes: TripItemChanges): Record<string, unknown> =>
  Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));

// ----- The road plan: the itinerary, its order, overnight suggestions, sharing -----

export const planPaths = {
  itinerary: (tripId: string) => `/api/trips/${tripId}/itinerary`,
  order: (tripId: string) => `/api/trips/${tripId}/order`,
  suggestions: (tripId: string) => `/api/trips/${tripId}/overnight-suggestions`,
  share: (tripId: string) => `/api/trips/${tripId}/share`,
  shared: (token: string) => `/api/shared-trips/${token}`,
} as const;

export const planKeys = {
  itinerary: (tripId: string) => [tripPaths.list, tripId, 'itinerary'],
  suggestions: (tripId: string, detour: number) => [tripPaths.list, tripId, 'overnight-suggestions', { detour }],
  shared: (token: string) => ['/api/shared-trips', token],
} as const;

/** The day-by-day plan; under the trips path, so every change to the trip refreshes it. */
export const useItinerary = (tripId: string) => useQuery(queryOptions<Itinerary>({ queryKey: planKeys.itinerary(tripId) }));

/** A leg's road from Google Directions, sent so the suggestions follow it. */
export interface RoadForLeg {
  fromStopId: string | null;
  toStopId: string | null;
  path: { lat: number; lng: number }[];
  miles: number;
}

/**
 * Hotels for each night of the legs longer than a day's driving, `detour` miles off the route at most, and the
 * services along each drive: along the great circle (GET), or along the roads Directions drew (POST with them).
 */
export function useOvernightSuggestions(tripId: string, detour: number, enabled: boolean, roads: RoadForLeg[] | null) {
  const key = planKeys.suggestions(tripId, detour);
  return useQuery(roads
    ? queryOptions<OvernightSuggestions>({
      queryKey: [...key, 'road', roads.map((road) => road.miles.toFixed(1)).join(',')],
      queryFn: async () => (await apiRequest('POST', planPaths.suggestions(tripId), { detour, roads })).json() as Promise<OvernightSuggestions>,
      enabled,
    })
    : queryOptions<OvernightSuggestions>({ queryKey: key, enabled }));
}

/** The read-only trip behind a share link (no sign-in). */
export const useSharedTrip = (token: string) => useQuery(queryOptions<SharedTrip>({ queryKey: planKeys.shared(token), retry: false }));

/** PUT /api/trips/{id}/order: the new order shows at once and is put back if the server refuses it. */
export function useReorderStops(tripId: string) {
  const queryClient = useQueryClient();
  const key = planKeys.itinerary(tripId);
  return useMutation({
    mutationFn: async (stopIds: string[]) => (await apiRequest('PUT', planPaths.order(tripId), { stopIds })).json() as Promise<Itinerary>,
    onMutate: async (stopIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Itinerary>(key);
      if (before) {
        const byId = new Map(before.stops.map((stop) => [stop.id, stop]));
        queryClient.setQueryData<Itinerary>(key, { ...before, stops: stopIds.map((id) => byId.get(id)!).filter(Boolean) });
      }
      return { before };
    },
    onSuccess: (itinerary) => {
      queryClient.setQueryData(key, itinerary);
      void refreshTrips(queryClient);
    },
    onError: (error, _stopIds, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      showFailure(error, 'Could not save the new order. Please try again.');
    },
  });
}

export interface OvernightChoice {
  horseHotelId: string;
  name: string;
  nightOf: string | null;
  insertAfterStopId: string | null;
}

/** "Add as overnight": the stay goes right after the stop the drive leaves from, for its night. */
export function useAddOvernight(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: OvernightChoice) => apiRequest('POST', tripPaths.item(tripId, 'horseHotel'), {
      horseHotelId: choice.horseHotelId,
      insertAfterStopId: choice.insertAfterStopId,
      ...(choice.nightOf ? { checkInDate: `${choice.nightOf}T12:00:00.000Z`, checkOutDate: `${addDays(choice.nightOf, 1)}T12:00:00.000Z` } : {}),
    }),
    onSuccess: (_response, choice) => {
      toast({ title: 'Overnight added', description: `${choice.name} is in your plan${choice.nightOf ? ' for that night' : ''}.` });
      void refreshTrips(queryClient);
    },
    onError: (error) => {
      if (apiErrorStatus(error) === 409) {
        toast({ title: 'Already in this trip', description: 'That horse hotel is already one of your stops.' });
        return;
      }
      showFailure(error, 'Could not add the overnight. Please try again.');
    },
  });
}

/** Entered divisions (the entry fees of the estimate) and private notes of one stop. */
export function useUpdateStop(tripId: string, kind: 'event' | 'horseHotel', itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { enteredDivisions?: string[]; stalls?: number; notesPrivate?: boolean }) =>
      apiRequest('PATCH', tripPaths.item(tripId, kind, itemId), changes),
    onSuccess: () => void refreshTrips(queryClient),
    onError: (error) => showFailure(error, 'Failed to save your changes. Please try again.'),
  });
}

/** POST /api/trips/{id}/share answers the link; DELETE turns it off. */
export function useShareTrip(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest('POST', planPaths.share(tripId))).json() as Promise<{ url: string }>,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tripKeys.trip(tripId) }),
    onError: (error) => showFailure(error, 'Could not make a share link. Please try again.'),
  });
}

export function useUnshareTrip(tripId: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', planPaths.share(tripId)),
    onSuccess: () => {
      toast({ title: 'Link turned off', description: 'The shared link no longer opens this trip.' });
      void queryClient.invalidateQueries({ queryKey: tripKeys.trip(tripId) });
      onDone();
    },
    onError: (error) => showFailure(error, 'Could not turn off the link. Please try again.'),
  });
}
