import { parseLatLng, type LatLng } from '@shared/geo';
import type { ArenaMapArena, ArenaMapHotel, CoordinateInput, MapLocation, TripItemsForMap } from './types';

/** 'City, ST' from whichever parts exist. */
export function cityState(city?: string | null, state?: string | null): string {
  return [city, state].map((part) => part?.trim()).filter(Boolean).join(', ');
}

/**
 * Events (at their arena), then horse hotels, then services, in the order given. Coordinates
 * may be strings; entries without finite, in-range coordinates are dropped.
 */
export function toMapLocations(items: TripItemsForMap | null | undefined): MapLocation[] {
  const locations: MapLocation[] = [];
  const add = (
    base: Omit<MapLocation, 'lat' | 'lng' | 'address'>,
    place: { latitude?: CoordinateInput; longitude?: CoordinateInput; city?: string | null; state?: string | null } | null | undefined,
  ) => {
    const position = place ? parseLatLng(place.latitude, place.longitude) : null;
    if (position) locations.push({ ...base, ...position, address: cityState(place?.city, place?.state) });
  };
  for (const entry of items?.events ?? []) add({ id: entry.id, name: entry.event.name, type: 'event' }, entry.arena);
  for (const entry of items?.horseHotels ?? []) add({ id: entry.id, name: entry.hotel.name, type: 'hotel' }, entry.hotel);
  for (const entry of items?.services ?? []) {
    add({ id: entry.id, name: entry.service.displayName, type: 'service' }, entry.service);
  }
  return locations;
}

/** Names of trip items that cannot be placed on the map (services today have no coordinates). */
export function unmappedTripItemNames(items: TripItemsForMap | null | undefined): string[] {
  const mapped = new Set(toMapLocations(items).map((location) => location.id));
  return [
    ...(items?.events ?? []).map((entry) => ({ id: entry.id, name: entry.event.name })),
    ...(items?.horseHotels ?? []).map((entry) => ({ id: entry.id, name: entry.hotel.name })),
    ...(items?.services ?? []).map((entry) => ({ id: entry.id, name: entry.service.displayName })),
  ].filter((entry) => !mapped.has(entry.id)).map((entry) => entry.name);
}

const isBlank = (value: CoordinateInput) => value === null || value === undefined || String(value).trim() === '';

export type ArenaLocation =
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'valid'; position: LatLng };

/** Both coordinates absent: no location at all; present but not numeric: invalid. */
export function arenaLocation(arena: Pick<ArenaMapArena, 'latitude' | 'longitude'>): ArenaLocation {
  if (isBlank(arena.latitude) && isBlank(arena.longitude)) return { kind: 'missing' };
  const position = parseLatLng(arena.latitude, arena.longitude);
  return position ? { kind: 'valid', position } : { kind: 'invalid' };
}

export interface PositionedHotel extends ArenaMapHotel {
  position: LatLng;
}

export function positionedHotels(hotels: ArenaMapHotel[] | null | undefined): PositionedHotel[] {
  return (hotels ?? []).flatMap((hotel) => {
    const position = parseLatLng(hotel.latitude, hotel.longitude);
    return position ? [{ ...hotel, position }] : [];
  });
}

/** '32.75550, -97.33080' — five decimals is about a metre. */
export const formatCoordinates = ({ lat, lng }: LatLng) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
