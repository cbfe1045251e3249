import type { PlaceSelection } from '@/maps';

/** The centre of a "near" search: an address the rider picked, or the browser's location (Near Me). */
export interface SearchLocation {
  latitude: number;
  longitude: number;
  label: string;
  source: 'address' | 'near-me';
}

export function toSearchLocation(place: PlaceSelection, source: SearchLocation['source']): SearchLocation {
  const label = place.formattedAddress || [place.city, place.state].filter(Boolean).join(', ') || place.name;
  return { latitude: place.latitude, longitude: place.longitude, label, source };
}

/** The location in a page address (?lat=&lng=&near=&from=me), or null when it is missing or out of range. */
export function locationFromParams(params: URLSearchParams): SearchLocation | null {
  const latitude = Number(params.get('lat') ?? Number.NaN);
  const longitude = Number(params.get('lng') ?? Number.NaN);
  const valid = params.has('lat') && params.has('lng') && Number.isFinite(latitude) && Number.isFinite(longitude)
    && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  if (!valid) return null;
  return { latitude, longitude, label: params.get('near') ?? '', source: params.get('from') === 'me' ? 'near-me' : 'address' };
}

/** Writes the location into a page address, the reverse of locationFromParams. */
export function setLocationParams(params: URLSearchParams, location: SearchLocation | null) {
  if (!location) return;
  params.set('lat', String(location.latitude));
  params.set('lng', String(location.longitude));
  if (location.label) params.set('near', location.label);
  if (location.source === 'near-me') params.set('from', 'me');
}

/**
 * Nearest first once a location is set (unless another order was chosen); back to names when it is cleared, as
 * distance needs a centre.
 */
export function sortAfterLocationChange<Sort extends string>(hasLocation: boolean, sort: Sort | 'name' | 'distance') {
  if (hasLocation) return (sort === 'name' ? 'distance' : sort) as Sort;
  return (sort === 'distance' ? 'name' : sort) as Sort;
}
