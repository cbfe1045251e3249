import type { z } from 'zod';
import type { registerArenaSchema } from '@shared/validation';
import type { PlaceSelection } from '@/maps';

/** The form's values as typed: every text field a string, the checkbox a boolean. */
export type RegisterArenaValues = z.input<typeof registerArenaSchema>;
/** What is posted: trimmed, state upper-cased, coordinates as fixed decimals, empty optional values null. */
export type RegisterArenaPayload = z.output<typeof registerArenaSchema>;

export const EMPTY_REGISTER_ARENA_VALUES = {
  name: '', address: '', city: '', state: '', zipCode: '', latitude: '', longitude: '',
  footingType: '', arenaType: '', parkingSurface: '', parkingCapacity: '', largeRigsFriendly: false,
  nearbyFuel: '', nearbyFood: '', nearbyFeedStore: '', nearbyVet: '', nearbyFarrier: '', coverImage: '', videoUrl: '',
} satisfies Record<keyof RegisterArenaValues, string | boolean>;

export const REQUIRED_ARENA_FIELDS = ['name', 'address', 'city', 'state', 'zipCode'] as const;

/**
 * The street line of a picked place. Google gives the street as the place's name; the offline search only knows
 * towns and ZIP codes, whose "name" is the town or the ZIP and must not overwrite a street typed by hand.
 */
export function streetFromPlace(place: PlaceSelection): string | null {
  const name = place.name?.trim() ?? '';
  if (!name) return null;
  const notStreet = [place.city, place.state, place.zipCode].map((part) => (part ?? '').trim().toLowerCase());
  if (notStreet.includes(name.toLowerCase())) return null;
  return /\d/.test(name) && /[a-z]/i.test(name) ? name : null;
}

/** The register form's fields a picked place fills: only those it has a value for. */
export function placeToArenaFields(place: PlaceSelection): Partial<Record<keyof RegisterArenaValues, string>> {
  const fields: Partial<Record<keyof RegisterArenaValues, string>> = {
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

/** The field messages of a 400 from the API (`{message, errors: [{path, message}]}`), by field name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof Error) || !error.message.startsWith('400: ')) return {};
  try {
    const body = JSON.parse(error.message.slice(5)) as { errors?: { path?: unknown; message?: unknown }[] };
    const entries = (body.errors ?? [])
      .filter((entry) => typeof entry.path === 'string' && typeof entry.message === 'string')
      .map((entry) => [entry.path as string, entry.message as string]);
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}
