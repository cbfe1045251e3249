import { z } from 'zod';
import { streetLine } from '../address';
import {
  locationQuery, MISSING_REQUIRED, optionalCoordinate, optionalHttpUrl, optionalQueryText, optionalText,
  optionalUploadId, pageQuery, photoUploadIds, requiredText, stateCode,
} from './common';
import {
  ARENA_PHOTO_TYPES, ARENA_SORTS, ARENA_TYPES, FOOTING_CONDITIONS, QUICK_ARENA_MISSING, QUICK_FOOTING_TYPES, REVIEW_TEXT_MISSING,
} from '../constants';

export {
  ARENA_PHOTO_TYPES, ARENA_SORTS, ARENA_TYPES, FOOTING_CONDITIONS, QUICK_ARENA_MISSING, QUICK_FOOTING_TYPES,
} from '../constants';

const arenaType = () => z.preprocess((v) => (v === '' ? null : v), z.enum(ARENA_TYPES).nullish());

/**
 * Whether the largest rigs fit: true (Yes), false (Limited), or null when nobody said, which the arena page shows
 * as 'Not specified' rather than guessing 'Limited'. The quick dialog's radios give 'yes', 'limited' or '' (Not sure).
 */
const largeRigsFriendly = () => z.preprocess((v) => {
  if (v === 'yes') return true;
  if (v === 'limited') return false;
  return v === '' ? null : v;
}, z.boolean().nullish());

const arenaFields = {
  name: requiredText(MISSING_REQUIRED),
  address: optionalText(300),
  city: requiredText(MISSING_REQUIRED, 100),
  state: stateCode(MISSING_REQUIRED),
  zipCode: optionalText(10),
  latitude: optionalCoordinate(90),
  longitude: optionalCoordinate(180),
  footingType: optionalText(100),
  arenaType: arenaType(),
  parkingSurface: optionalText(100),
  parkingCapacity: optionalText(100),
  largeRigsFriendly: largeRigsFriendly(),
  nearbyFuel: optionalText(300),
  nearbyFood: optionalText(300),
  nearbyFeedStore: optionalText(300),
  nearbyVet: optionalText(300),
  nearbyFarrier: optionalText(300),
  coverImage: optionalHttpUrl(),
  videoUrl: optionalHttpUrl(),
};

/**
 * What POST /api/arenas accepts: the quick dialog's fields or the full register form's. The stored address is the
 * street only (see streetLine): city and state have fields of their own.
 */
export const createArenaSchema = z.object(arenaFields)
  // The rider's uploaded cover photo, instead of a link in coverImage.
  .extend({ coverUploadId: optionalUploadId() })
  .refine((arena) => !(arena.coverUploadId && arena.coverImage), {
    path: ['coverUploadId'], message: 'Choose an uploaded cover photo or a link, not both',
  })
  .transform((arena) => ({ ...arena, address: streetLine(arena.address, arena.city, arena.state) }));
export type CreateArenaInput = z.infer<typeof createArenaSchema>;

/** The inline "create arena" dialog on the create-event screen. */
export const quickArenaSchema = z.object({
  ...arenaFields,
  name: requiredText(QUICK_ARENA_MISSING),
  city: requiredText(QUICK_ARENA_MISSING, 100),
  state: stateCode(QUICK_ARENA_MISSING),
  footingType: z.preprocess((v) => (v === '' ? null : v), z.enum(QUICK_FOOTING_TYPES).nullish()),
});

/** The full /arenas/create form: street address and zip code are required too; its rig checkbox is false unticked. */
export const registerArenaSchema = z.object({
  ...arenaFields,
  address: requiredText(MISSING_REQUIRED, 300),
  zipCode: requiredText(MISSING_REQUIRED, 10),
  largeRigsFriendly: z.boolean().default(false),
});

const RATING_RANGE = 'Rating must be 1 to 5';

/** POST /api/arenas/:id/reviews: the arena comes from the path and the reviewer from the session. */
export const createArenaReviewSchema = z.object({
  rating: z.coerce.number({ error: RATING_RANGE }).int(RATING_RANGE).min(1, RATING_RANGE).max(5, RATING_RANGE),
  reviewText: z.string({ error: REVIEW_TEXT_MISSING }).trim().min(1, REVIEW_TEXT_MISSING).max(5000),
  footingType: optionalText(100),
  parkingSurface: optionalText(100),
  photoUploadIds: photoUploadIds(),
});
export type CreateArenaReviewInput = z.infer<typeof createArenaReviewSchema>;

/** POST /api/arenas/:id/photos: one of the rider's uploads, and what it shows. */
export const addArenaPhotoSchema = z.object({
  uploadId: z.uuid({ error: 'Upload the photo first' }),
  photoType: z.enum(ARENA_PHOTO_TYPES, { error: 'Choose what the photo shows' }),
});
export type AddArenaPhotoInput = z.infer<typeof addArenaPhotoSchema>;

export const ARENA_REVIEW_SORTS = ['recent', 'rating', 'photos'] as const;

/** GET /api/arenas/:id/reviews: newest first, highest rated first, or only those with photos. */
export const arenaReviewListQuery = pageQuery.extend({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  sort: z.enum(ARENA_REVIEW_SORTS).default('recent'),
});

/** GET /api/arenas/choices: arenas by name whose name, city or state contains `search`, at most `limit`. */
export const arenaChoicesQuery = z.object({
  search: optionalQueryText(),
  limit: z.coerce.number().int().min(1).max(200).default(200),
});
export type ArenaChoicesQuery = z.infer<typeof arenaChoicesQuery>;

export const arenaListQuery = pageQuery.extend({
  search: optionalQueryText(),
  // The client's state select sends 'all' for no filter; states are stored upper-case.
  state: z.preprocess((v) => (typeof v === 'string' && v.trim().toLowerCase() === 'all' ? null : v), optionalQueryText())
    .transform((state) => state?.toUpperCase() ?? null),
  arenaType: z.preprocess((v) => (v === '' || v === 'all' ? null : v), z.enum(ARENA_TYPES).nullish()),
  // The footing condition from the newest ground report.
  footing: z.preprocess((v) => (v === '' || v === 'all' ? null : v), z.enum(FOOTING_CONDITIONS).nullish()),
  sort: z.enum(ARENA_SORTS).default('name'),
}).and(locationQuery);
export type ArenaListQuery = z.infer<typeof arenaListQuery>;
