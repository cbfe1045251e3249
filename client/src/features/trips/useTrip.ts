import { useQuery } from '@tanstack/react-query';
import type { TripDetail, TripItems, TripSummary } from '@shared/contracts/trips';
import { targetId, type TripItemTarget } from './trip-item-kinds';

export const TRIPS_PATH = '/api/trips';


/** GET /api/trips/{id} */
export function useTrip(tripId: string, enabled = true) {
  return useQuery<TripDetail>({ queryKey: [TRIPS_PATH, tripId], enabled });
}

/** GET /api/trips/{id}/items: {events, horseHotels, services}. */
export function useTripItems(tripId: string, enabled = true) {
  return useQuery<TripItems>({ queryKey: [TRIPS_PATH, tripId, 'items'], enabled });
}

/** The picker's trips (the first 200), each marked when it already holds the target. */
export function usePickerTrips(target: TripItemTarget) {
  return useQuery<TripSummary[]>({
    queryKey: [TRIPS_PATH, { limit: 200, itemKind: target.kind, itemId: targetId(target) }],
  });
}
