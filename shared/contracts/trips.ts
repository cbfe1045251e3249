import type { findTripItems, TripListEntry } from '../../server/features/trips/trips.read';
import type { Trip } from '../schema';
import type { Json, Found } from './json';

export type TripSummary = Json<TripListEntry>;
export type TripDetail = Json<Trip>;
export type TripItems = Json<Found<typeof findTripItems>>;
export type TripEventItem = TripItems['events'][number];
export type TripHotelItem = TripItems['horseHotels'][number];
export type TripServiceItem = TripItems['services'][number];
