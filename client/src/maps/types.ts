/**
 * Shapes the maps module reads and returns. Inputs are structural subsets of the API read models (the trip items
 * API response, an arena, its hotels), so screens can pass the response objects straight through.
 */

/** Numeric columns arrive as strings; anything may be missing. */
export type CoordinateInput = string | number | null | undefined;

export type MapLocationType = 'event' | 'hotel' | 'service';

/** A point on a map; `address` is 'City, ST'. Only finite coordinates ever make one. */
export interface MapLocation {
  id: string;
  name: string;
  lat: number;
  lng: number;
  type: MapLocationType;
  address: string;
}

export interface TripEventEntry {
  id: string;
  eventId: string;
  event: { name: string; date?: string | Date | null };
  arena?: { latitude: CoordinateInput; longitude: CoordinateInput; city?: string | null; state?: string | null } | null;
}

export interface TripHotelEntry {
  id: string;
  horseHotelId: string;
  hotel: { name: string; latitude: CoordinateInput; longitude: CoordinateInput; city?: string | null; state?: string | null };
}

/** Service providers have no coordinates today; they get a marker only if some are ever supplied. */
export interface TripServiceEntry {
  id: string;
  serviceProviderId: string;
  service: {
    displayName: string;
    type?: string | null;
    latitude?: CoordinateInput;
    longitude?: CoordinateInput;
    city?: string | null;
    state?: string | null;
  };
}

export interface TripItemsForMap {
  events?: TripEventEntry[] | null;
  horseHotels?: TripHotelEntry[] | null;
  services?: TripServiceEntry[] | null;
}

/** What address search, Near Me and GET /api/places return. */
export interface PlaceSelection {
  name: string;
  formattedAddress: string;
  latitude: number;
  longitude: number;
  city: string;
  /** Two-letter code, e.g. 'TX'. */
  state: string;
  zipCode: string;
}

export interface ArenaMapArena {
  name: string;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  latitude: CoordinateInput;
  longitude: CoordinateInput;
}

export interface ArenaMapHotel {
  id: string;
  name: string;
  latitude: CoordinateInput;
  longitude: CoordinateInput;
  city?: string | null;
  state?: string | null;
  address?: string | null;
  /** The stored arena-to-hotel distance; the map computes its own straight-line figure. */
  distance?: CoordinateInput;
}
