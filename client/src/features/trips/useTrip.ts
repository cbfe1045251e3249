import { useQuery } from '@tanstack/react-query';
import type { TripDetail, TripItems } from '@shared/api-types';

export const TRIPS_PATH = '/api/trips';

/** The server answers 404 for a trip that does not exist and for another rider's trip alike. */
export const isNotFoundError = (error: unknown) => error instanceof Error && error.message.startsWith('404:');

/** GET /api/trips/{id} */
export function useTrip(tripId: string, enabled = true) {
  return useQuery<TripDetail>({ queryKey: [TRIPS_PATH, tripId], enabled });
}

/** GET /api/trips/{id}/items: {events, horseHotels, services}. */
export function useTripItems(tripId: string, enabled = true) {
  return useQuery<TripItems>({ queryKey: [TRIPS_PATH, tripId, 'items'], enabled });
}
