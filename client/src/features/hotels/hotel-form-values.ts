import type { HorseHotelItem } from '@shared/contracts/hotels';
import type { CreateHorseHotelInput } from '@shared/validation/hotels';
import type { PlaceSelection } from '@/maps';

type FlagField = 'turnoutAvailable' | 'feedIncluded';
// The cover photo upload is held beside the form (PhotoPicker), not as a typed field.
type TextField = Exclude<keyof CreateHorseHotelInput, FlagField | 'coverUploadId'>;

/** What the hotel form holds while it is being typed: text for every field, the two flags as checkboxes. */
export type HotelFormValues = Record<TextField, string> & Record<FlagField, boolean>;

export const EMPTY_HOTEL_FORM: HotelFormValues = {
  name: '', address: '', city: '', state: '', zipCode: '', latitude: '', longitude: '',
  phone: '', email: '', website: '', description: '', stallCount: '', dailyRate: '', weeklyRate: '',
  amenities: '', stallType: '', turnoutAvailable: false, feedIncluded: false, coverImage: '',
};

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The edit form, prefilled from the hotel (amenities joined with ', '). */
export function hotelToFormValues(hotel: HorseHotelItem): HotelFormValues {
  return {
    name: hotel.name,
    address: text(hotel.address),
    city: hotel.city,
    state: hotel.state,
    zipCode: text(hotel.zipCode),
    latitude: text(hotel.latitude),
    longitude: text(hotel.longitude),
    phone: text(hotel.phone),
    email: text(hotel.email),
    website: text(hotel.website),
    description: text(hotel.description),
    stallCount: text(hotel.stallCount),
    dailyRate: text(hotel.dailyRate),
    weeklyRate: text(hotel.weeklyRate),
    amenities: (hotel.amenities ?? []).join(', '),
    stallType: text(hotel.stallType),
    turnoutAvailable: hotel.turnoutAvailable,
    feedIncluded: hotel.feedIncluded,
    coverImage: text(hotel.coverImage),
  };
}

/**
 * The street line of a chosen place: the first part of its formatted address ('1450 FM 1187, Aledo, TX ...'),
 * or '' when the place is a whole town (its first part is the city itself).
 */
export function streetOf(place: PlaceSelection): string {
  const first = (place.formattedAddress || place.name).split(',')[0]?.trim() ?? '';
  if (!first || first.toLowerCase() === place.city.toLowerCase()) return '';
  if (/^[A-Z]{2}( \d{5}(-\d{4})?)?$/.test(first) || /^\d{5}(-\d{4})?$/.test(first)) return '';
  return first;
}

/** The form fields an address search fills in. */
export function placeToFormFields(place: PlaceSelection) {
  return {
    address: streetOf(place),
    city: place.city,
    state: place.state,
    zipCode: place.zipCode,
    latitude: place.latitude.toFixed(7),
    longitude: place.longitude.toFixed(7),
  } satisfies Partial<HotelFormValues>;
}
