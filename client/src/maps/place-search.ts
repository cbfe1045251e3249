import { queryKeyToUrl } from '@/lib/api';
import type { GoogleMapsApi } from './google-types';
import type { PlaceSelection } from './types';
import { mapsPaths } from './api';

/** One row of the address listbox, whichever source it came from. */
export interface PlaceSuggestion {
  key: string;
  source: 'google' | 'offline';
  primary: string;
  secondary: string;
  /** The full place selection (Google needs a second request for it). */
  resolve: () => Promise<PlaceSelection | null>;
}

export const MIN_PLACE_QUERY_LENGTH = 2;

/** Address results only. Places API (New) takes up to five primary types. */
export const ADDRESS_PRIMARY_TYPES = ['street_address', 'premise', 'subpremise', 'route'];
const PLACE_FIELDS = ['displayName', 'formattedAddress', 'location', 'addressComponents'];

function isPlaceSelection(value: unknown): value is PlaceSelection {
  const place = value as PlaceSelection | null;
  return typeof place?.name === 'string' && Number.isFinite(place.latitude) && Number.isFinite(place.longitude);
}

function placeSuggestion(place: PlaceSelection): PlaceSuggestion {
  return {
    key: `${place.latitude},${place.longitude},${place.formattedAddress}`,
    source: 'offline',
    primary: place.name,
    secondary: place.formattedAddress && place.formattedAddress !== place.name ? place.formattedAddress : '',
    resolve: async () => place,
  };
}

/** GET /api/places?q= — the server's offline search (US cities, states, ZIP codes); same shape as Google's. */
export async function searchOfflinePlaces(query: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const response = await fetch(queryKeyToUrl([mapsPaths.places, { q: query }]), { credentials: 'include', signal });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text().catch(() => '')) || response.statusText}`);
  const places: unknown = await response.json();
  return Array.isArray(places) ? places.filter(isPlaceSelection).map(placeSuggestion) : [];
}

/** GET /api/places/reverse — the nearest known place to a point, or null. */
export async function reverseOfflinePlace(latitude: number, longitude: number): Promise<PlaceSelection | null> {
  try {
    const response = await fetch(queryKeyToUrl([mapsPaths.reversePlace, { latitude, longitude }]), { credentials: 'include' });
    if (!response.ok) return null;
    const place: unknown = await response.json();
    return isPlaceSelection(place) ? place : null;
  } catch {
    return null;
  }
}

type PlaceDetails = Pick<google.maps.places.Place, 'displayName' | 'formattedAddress' | 'location' | 'addressComponents'>;

/** The place selection from a Places (New) place: city, two-letter state and ZIP from its address components. */
export function placeToSelection(place: PlaceDetails): PlaceSelection | null {
  const location = place.location;
  if (!location) return null;
  const component = (type: string) => place.addressComponents?.find((part) => part.types.includes(type));
  const street = [component('street_number')?.longText, component('route')?.longText].filter(Boolean).join(' ');
  const city = component('locality') ?? component('postal_town') ?? component('sublocality') ?? component('administrative_area_level_3');
  return {
    name: place.displayName || street || place.formattedAddress || '',
    formattedAddress: place.formattedAddress ?? '',
    latitude: location.lat(),
    longitude: location.lng(),
    city: city?.longText ?? '',
    state: component('administrative_area_level_1')?.shortText ?? '',
    zipCode: component('postal_code')?.longText ?? '',
  };
}

/**
 * Google Places Autocomplete (New) with our own input and listbox, so both sources look and behave the same.
 * The session token groups the keystrokes and the final fetchFields into one billed session.
 */
export async function searchGooglePlaces(
  maps: GoogleMapsApi,
  query: string,
  sessionToken: google.maps.places.AutocompleteSessionToken,
): Promise<PlaceSuggestion[]> {
  const { suggestions } = await maps.places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
    input: query,
    sessionToken,
    includedPrimaryTypes: ADDRESS_PRIMARY_TYPES,
    includedRegionCodes: ['us'],
  });
  return suggestions.flatMap(({ placePrediction: prediction }) => (prediction
    ? [{
      key: prediction.placeId,
      source: 'google' as const,
      primary: prediction.mainText?.text ?? prediction.text.text,
      secondary: prediction.secondaryText?.text ?? '',
      resolve: async () => {
        const { place } = await prediction.toPlace().fetchFields({ fields: PLACE_FIELDS });
        return placeToSelection(place);
      },
    }]
    : []));
}
