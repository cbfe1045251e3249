import type { EventStatus } from '../constants';
import type { Json } from './json';

/**
 * A rider's trip: GET /api/trips/:id, and the answer of POST /api/trips and PATCH /api/trips/:id. Trip days are
 * stored as noon UTC of the day picked.
 */
export interface TripRecord extends TripRoadSettings {
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
  notesPrivate: boolean;
  enteredDivisions: string[];
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
  notesPrivate: boolean;
  stalls: number;
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
  notesPrivate: boolean;
  orderIndex: number;
  service: {
    displayName: string; type: string; specialties: string | null; phone: string | null;
    city: string | null; state: string | null; latitude: string | null; longitude: string | null;
  };
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

// ----- The road plan (issue 22): settings, the ordered itinerary, overnight suggestions, sharing -----

/** A trip's road settings: GET /api/trips/:id carries them; PATCH /api/trips/:id changes them. */
export interface TripRoadSettings {
  startLatitude: string | null;
  startLongitude: string | null;
  endLatitude: string | null;
  endLongitude: string | null;
  dailyLimitMiles: number;
  dailyLimitHours: number;
  restEveryHours: number;
  towingSpeedMph: number;
  fuelMpg: number;
  fuelPrice: number;
  notesPrivate: boolean;
  /** Whether a share link is live (the link itself is only answered by POST /api/trips/:id/share). */
  shared: boolean;
}

/** One stop of the itinerary: an event or a hotel stay, in the trip's one order. */
export interface ItineraryStop {
  /** The trip item's id (trip_events.id or trip_horse_hotels.id): what PUT /api/trips/:id/order lists. */
  id: string;
  kind: 'event' | 'horseHotel';
  /** The event's or the hotel's own id (for its page). */
  targetId: string;
  name: string;
  /** 'City, ST' (or the arena's name and town) for the list; null when nothing is known. */
  place: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The first and last day at this stop ('yyyy-MM-dd'): an event's dates, a stay's check-in and check-out. */
  arrivalDay: string | null;
  departureDay: string | null;
  /** False when the day came from the stop before it (an undated hotel stay). */
  dated: boolean;
  notes: string | null;
  notesPrivate: boolean;
  event: {
    time: string;
    timeZone: string;
    status: EventStatus;
    removed: boolean;
    gateHours: string | null;
    divisions: { name: string; entryFee: number | null }[];
    enteredDivisions: string[];
  } | null;
  hotel: {
    nightlyRate: number | null;
    stalls: number;
    nights: number;
    checkInDate: Date | null;
    checkOutDate: Date | null;
  } | null;
}

/** A drive between two points of the trip (a stop or the home base). */
export interface ItineraryDrive {
  fromName: string;
  toName: string;
  /** Null for the home base. */
  fromStopId: string | null;
  toStopId: string | null;
  miles: number;
  hours: number;
  /** Longer than one day's driving: overnight suggestions exist for it. */
  needsOvernight: boolean;
}

export interface CostBreakdown {
  fuel: number;
  lodging: number;
  entries: number;
  total: number;
}

export interface ItineraryWarning {
  kind: 'over-daily-limit' | 'after-gate-hours' | 'night-outside-trip' | 'events-far-apart' | 'undated-stay' | 'no-location';
  message: string;
  stopId: string | null;
}

export interface ItineraryDay {
  /** 'yyyy-MM-dd', or null for the one group of stops no day could be given. */
  day: string | null;
  stops: { stopId: string; role: 'arrive' | 'stay' | 'leave' }[];
  drives: ItineraryDrive[];
  miles: number;
  drivingHours: number;
  restStops: number;
  warnings: ItineraryWarning[];
  costs: CostBreakdown;
  /** Opens the day's drive (start, stops in between, end) in the phone's maps app; null on a day with no driving. */
  navigateUrl: string | null;
}

/** GET /api/trips/:id/itinerary (and the shared page's plan): every figure is an estimate. */
export interface ItineraryView {
  stops: ItineraryStop[];
  days: ItineraryDay[];
  totals: { miles: number; drivingHours: number; costs: CostBreakdown };
  /** About the whole trip: no stops, one stop, stops left off the map. */
  warnings: ItineraryWarning[];
  settings: Omit<TripRoadSettings, 'notesPrivate' | 'shared' | 'startLatitude' | 'startLongitude' | 'endLatitude' | 'endLongitude'>;
  home: { start: { name: string; latitude: number; longitude: number } | null; end: { name: string; latitude: number; longitude: number } | null };
  /** How the miles were measured: 'great-circle' (times the road factor) unless the road was given. */
  geometry: 'great-circle' | 'road';
}
export type Itinerary = Json<ItineraryView>;

/** A horse hotel near where a day's driving ends. */
export interface OvernightCandidate {
  horseHotelId: string;
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Miles off the route (to the hotel from the route's nearest point). */
  detourMiles: number;
  /** Driving miles from the leg's start to where the hotel leaves the route. */
  milesFromLegStart: number;
  dailyRate: number | null;
  weeklyRate: number | null;
  stallCount: number | null;
  bigRigFriendly: boolean;
  inTrip: boolean;
}

export interface OvernightNight {
  /** 1 for the first night on this leg. */
  night: number;
  /** Driving miles from the leg's start where the daily limit is reached. */
  limitAtMiles: number;
  latitude: number;
  longitude: number;
  /** The night's date ('yyyy-MM-dd') when the stops around it are dated. */
  nightOf: string | null;
  /** The stop the overnight goes after (null: right after leaving home). */
  insertAfterStopId: string | null;
  hotels: OvernightCandidate[];
}

/** A vet, farrier or other service provider that works near a leg's route. */
export interface ServiceAlongRoute {
  serviceProviderId: string;
  displayName: string;
  type: string;
  city: string | null;
  state: string | null;
  phone: string | null;
  detourMiles: number;
  milesFromLegStart: number;
}

/**
 * GET /api/trips/:id/overnight-suggestions: each leg with hotels for every night it needs (legs longer than a day's
 * driving) and the service providers within the detour of its route.
 */
export interface OvernightSuggestionsView {
  detourMiles: number;
  dailyDrivingMiles: number;
  geometry: 'great-circle' | 'road';
  legs: {
    fromName: string;
    toName: string;
    fromStopId: string | null;
    toStopId: string | null;
    miles: number;
    nights: OvernightNight[];
    services: ServiceAlongRoute[];
  }[];
  /** Why there is nothing to suggest, when there is not (fewer than two places on the map). */
  message: string | null;
}
export type OvernightSuggestions = Json<OvernightSuggestionsView>;

/** GET /api/shared-trips/:token: the read-only trip, private notes left out. */
export interface SharedTripView {
  trip: Pick<TripRecord, 'id' | 'name' | 'description' | 'startDate' | 'endDate' | 'startLocation' | 'endLocation'> & { notes: string | null };
  riderName: string;
  itinerary: ItineraryView;
}
export type SharedTrip = Json<SharedTripView>;
