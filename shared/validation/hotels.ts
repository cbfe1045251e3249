import { z } from 'zod';
import {
  locationQuery, optionalCoordinate, optionalEmail, optionalHttpUrl, optionalMoney, optionalQueryText, optionalStateCode,
  optionalText, optionalUploadId, pageQuery, photoUploadIds, requiredText, stateCode,
} from './common';
import { DEFAULT_REVIEW_RATING, HOTEL_MISSING, REVIEW_TEXT_MISSING } from '../constants';

export { DEFAULT_REVIEW_RATING, HOTEL_MISSING, REVIEW_TEXT_MISSING } from '../constants';

/** Amenities are typed comma-separated: trimmed, blanks dropped, null when none are left. */
export function parseAmenities(value: unknown): string[] | null {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const amenities = parts.filter((part): part is string => typeof part === 'string')
    .map((part) => part.trim()).filter(Boolean);
  return amenities.length ? amenities : null;
}

const hotelFields = {
  name: requiredText(HOTEL_MISSING),
  address: optionalText(300),
  city: requiredText(HOTEL_MISSING, 100),
  state: stateCode(HOTEL_MISSING),
  zipCode: optionalText(10),
  latitude: optionalCoordinate(90),
  longitude: optionalCoordinate(180),
  phone: optionalText(40),
  email: optionalEmail(),
  website: optionalHttpUrl(),
  description: optionalText(5000),
  stallCount: z.preprocess((v) => (v === '' ? null : v),
    z.coerce.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(0).max(100_000).nullish()),
  dailyRate: optionalMoney(),
  weeklyRate: optionalMoney(),
  amenities: z.preprocess((v) => (v == null ? null : parseAmenities(v)), z.array(z.string().max(100)).max(50).nullish()),
  stallType: optionalText(100),
  turnoutAvailable: z.boolean().default(false),
  feedIncluded: z.boolean().default(false),
  coverImage: optionalHttpUrl(),
};

export const createHorseHotelSchema = z.object({
  ...hotelFields,
  // The rider's uploaded cover photo: it becomes coverImage (a link in coverImage stays possible).
  coverUploadId: optionalUploadId(),
});
export type CreateHorseHotelInput = z.infer<typeof createHorseHotelSchema>;

/** Every optional field of a hotel, empty: a full update (PUT) clears what the form no longer sends. */
const EMPTY_OPTIONAL_HOTEL_FIELDS = {
  address: null, zipCode: null, latitude: null, longitude: null, phone: null, email: null, website: null,
  description: null, stallCount: null, dailyRate: null, weeklyRate: null, amenities: null, stallType: null,
  coverImage: null,
} as const;

/** The edit form sends the whole hotel again; the same rules apply. */
export const updateHorseHotelSchema = createHorseHotelSchema
  .transform((hotel) => ({ ...EMPTY_OPTIONAL_HOTEL_FIELDS, ...hotel }));
export type UpdateHorseHotelInput = z.infer<typeof updateHorseHotelSchema>;

/** A partial edit (PATCH): only the fields sent change, so the flags get no default here. */
export const patchHorseHotelSchema = createHorseHotelSchema.extend({
  turnoutAvailable: z.boolean().optional(),
  feedIncluded: z.boolean().optional(),
}).partial();
export type PatchHorseHotelInput = z.infer<typeof patchHorseHotelSchema>;

export const createHotelReviewSchema = z.object({
  rating: z.coerce.number().int().min(1, 'Rating must be 1 to 5').max(5, 'Rating must be 1 to 5')
    .default(DEFAULT_REVIEW_RATING),
  reviewText: z.string({ error: REVIEW_TEXT_MISSING }).trim().min(1, REVIEW_TEXT_MISSING).max(5000),
  // Photos added with the review (or its edit); earlier ones stay until their uploader deletes them.
  photoUploadIds: photoUploadIds(),
});
export type CreateHotelReviewInput = z.infer<typeof createHotelReviewSchema>;

export const HOTEL_SORTS = ['name', 'distance', 'rating'] as const;

/**
 * Without a sort: by distance when a location is given, otherwise by name. Distance without a location sorts by
 * name; rating is the confidence-weighted rating, highest first.
 */
export const hotelListQuery = pageQuery.extend({
  search: optionalQueryText(),
  state: z.preprocess((v) => (typeof v === 'string' && v.toLowerCase() === 'all' ? null : v), optionalStateCode()),
  sort: z.preprocess((v) => (v === '' ? null : v), z.enum(HOTEL_SORTS).nullish()),
}).and(locationQuery);
export type HotelListQuery = z.infer<typeof hotelListQuery>;

/** POST /api/horse-hotels/:id/photos: one of the rider's uploads for the hotel's gallery. */
export const addHotelPhotoSchema = z.object({ uploadId: z.uuid({ error: 'Upload the photo first' }) });
