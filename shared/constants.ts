/**
 * The fixed choices and the spec's form messages, as plain values. The zod schemas in shared/validation build on
 * them (and re-export them); screens that only show or filter by them import them from here, so a list or detail
 * page does not download zod, drizzle-zod and the drizzle tables with its first render.
 */

export const MISSING_REQUIRED = 'Please fill in all required fields.';
export const INVALID_URL = 'Enter a web address that starts with http:// or https://';

export const ARENA_TYPES = ['indoor', 'outdoor', 'covered'] as const;
export const FOOTING_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
/** What an arena photo shows; parking photos also make the card's parking picture. */
export const ARENA_PHOTO_TYPES = ['arena', 'parking', 'stalls', 'warmup', 'other'] as const;
/** How far back a ground report may go: the ground changes with every drag and every rain. */
export const FOOTING_REPORT_MAX_DAYS_BACK = 30;
/** A newest ground report older than this is shown as stale on the arena page. */
export const FOOTING_REPORT_STALE_DAYS = 60;
/** Footing choices on the quick "create arena" dialog; the full register form takes free text. */
export const QUICK_FOOTING_TYPES = ['sand', 'dirt', 'mixed'] as const;
export const ARENA_SORTS = ['name', 'distance', 'rating'] as const;
export const QUICK_ARENA_MISSING = 'Please fill in arena name, city, and state.';

export const PATTERN_SIZES = ['small', 'medium', 'large'] as const;
/** Distance needs the rider's location (latitude and longitude). */
export const EVENT_SORTS = ['date', 'name', 'distance'] as const;

export const HOTEL_MISSING = 'Please fill in all required fields (name, city, state).';
export const REVIEW_TEXT_MISSING = 'Please write a review before submitting.';

export const SERVICE_TYPES = [
  'farrier', 'veterinarian', 'trainer', 'chiropractor', 'massage_therapist', 'hauler', 'saddle_fitter', 'other',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  farrier: 'Farrier',
  veterinarian: 'Veterinarian',
  trainer: 'Trainer',
  chiropractor: 'Equine Chiropractor',
  massage_therapist: 'Massage Therapist',
  hauler: 'Horse Hauler',
  saddle_fitter: 'Saddle Fitter',
  other: 'Other',
};

/** The longest comment (event comments, feed post comments); the comment box stops there too. */
export const COMMENT_MAX_LENGTH = 2000;
