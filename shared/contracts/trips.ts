import type { EventStatus } from '../constants';
import type { Json } from './json';

/**
 * A rider's trip: GET /api/trips/:id, and the answer of POST /api/trips and PATCH /api/trips/:id. Trip days are
 * stored as noon UTC of the day picked.
 */
export interface TripRecord {
  id: string;
  userId: string;
  name: string;
  description: string | null;
  startDate: Date | null;
  endDate: Date | null;
  startLocation: string | null;
  endLocation: string | null;
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type TripDetail = Json<TripRecord>;

/** A trip in GET /api/trips (paged, soonest start first). */
export interface TripListEntry extends TripRecord {
  itemCounts: { events: number; horseHotels: number; services: number };
  /** Whether the trip holds the item the list was asked about (itemKind + itemId); false when none was named. */
  containsItem: boolean;
}
export type TripSummary = Json<TripListEntry>;

/** An event in a trip, with the zone its date is read in (its arena's); `arena` is null for an event without one. */
export interface TripEventEntry {
  id: string;
  eventId: string;
  notes: string | null;
  orderIndex: number;
  /** `status` and its reason: a cancelled or postponed event stays in the trip, marked. */
  /** `removed`: its creator deleted it; the trip keeps it, marked removed, until the rider takes it out. */
  event: { name: string; date: Date; time: string; timeZone: string; status: EventStatus; statusReason: string | null; removed: boolean };
  arena: {
    name: string | null;
    latitude: string | null;
    longitude: string | null;
    city: string | null;
    state: string | null;
  } | null;
}

/** A horse hotel stay in a trip. */
export interface TripHotelEntry {
  id: string;
  horseHotelId: string;
  checkInDate: Date | null;
  checkOutDate: Date | null;
  notes: string | null;
  orderIndex: number;
  hotel: {
    name: string;
    latitude: string | null;
    longitude: string | null;
    city: string;
    state: string;
    address: string | null;
  };
}

/** A service provider in a trip, with the day it is booked for. */
export interface TripServiceEntry {
  id: string;
  serviceProviderId: string;
  scheduledDate: Date | null;
  notes: string | null;
  orderIndex: number;
  service: { displayName: string; type: string; specialties: string | null; phone: string | null };
}

/**
 * GET /api/trips/:id/items: events by date, hotels by check-in, services by scheduled day (undated last). Adding
 * (POST /api/trips/:id/events, /horse-hotels, /services) and editing (PATCH .../:itemId) answer with one entry.
 */
export interface TripItemsView {
  events: TripEventEntry[];
  horseHotels: TripHotelEntry[];
  services: TripServiceEntry[];
}
export type TripItems = Json<TripItemsView>;
export type TripEventItem = Json<TripEventEntry>;
export type TripHotelItem = Json<TripHotelEntry>;
export type TripServiceItem = Json<TripServiceEntry>;
