import type { PlaceSelection } from './types';

/** The address fields of a form that a picked place can fill. */
export type PlaceAddressField = 'address' | 'city' | 'state' | 'zipCode' | 'latitude' | 'longitude';

/**
 * The street line of a picked place. Google gives the street as the place's name; the offline search only knows
 * towns and ZIP codes, whose "name" is the town or the ZIP and must not become (or overwrite) a street.
 */
export function streetFromPlace(place: PlaceSelection): string | null {
  const name = place.name?.trim() ?? '';
  if (!name) return null;
  const notStreet = [place.city, place.state, place.zipCode].map((part) => (part ?? '').trim().toLowerCase());
  if (notStreet.includes(name.toLowerCase())) return null;
  return /\d/.test(name) && /[a-z]/i.test(name) ? name : null;
}

/**
 * The fields a picked place fills, only those it has a value for: the street alone as the address (never the
 * formatted address, which repeats the city and state that have fields of their own), coordinates as 7 decimals.
 */
export function placeAddressFields(place: PlaceSelection): Partial<Record<PlaceAddressField, string>> {
  const fields: Partial<Record<PlaceAddressField, string>> = {
    latitude: place.latitude.toFixed(7),
    longitude: place.longitude.toFixed(7),
  };
  const street = streetFromPlace(place);
  if (street) fields.address = street;
  if (place.city) fields.city = place.city;
  if (place.state) fields.state = place.state;
  if (place.zipCode) fields.zipCode = place.zipCode;
  return fields;
}
