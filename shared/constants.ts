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
/** Distance needs the rider's location (latitude and longitude); entryDeadline puts the soonest closing entries first. */
export const EVENT_SORTS = ['date', 'name', 'distance', 'entryDeadline'] as const;

/** An event's state: a cancelled or postponed one stays visible with a banner but leaves the upcoming list. */
export const EVENT_STATUSES = ['scheduled', 'postponed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const STALL_STATUSES = ['available', 'waitlist', 'sold_out'] as const;
export type StallStatus = (typeof STALL_STATUSES)[number];
export const STALL_STATUS_LABELS: Record<StallStatus, string> = {
  available: 'Stalls available', waitlist: 'Stalls: waitlist', sold_out: 'Stalls sold out',
};
/** RV hookups, from none to full; a filter for one level also finds the levels above it. */
export const RV_HOOKUPS = ['none', 'power', 'power_water', 'full'] as const;
export type RvHookups = (typeof RV_HOOKUPS)[number];
export const RV_HOOKUP_LABELS: Record<RvHookups, string> = {
  none: 'No hookups', power: 'Power', power_water: 'Power and water', full: 'Full hookups',
};
export const ATTENDANCE_STATUSES = ['going', 'interested'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const SERIES_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];
export const SERIES_FREQUENCY_LABELS: Record<SeriesFrequency, string> = {
  weekly: 'Every week', biweekly: 'Every other week', monthly: 'Every month',
};
/** A weekly series for a year, with a few weeks to spare; more is a mistake in the end date. */
export const MAX_SERIES_OCCURRENCES = 60;
export const MAX_EVENT_DIVISIONS = 30;
/** The divisions most jackpots run, offered as suggestions; any name may be typed. */
export const COMMON_DIVISIONS = ['Open 4D', 'Open 5D', 'Youth 3D', 'Senior 3D', 'Futurity', 'Derby', 'Poles', 'Pee Wee'] as const;

/** The stars a new hotel review starts with. */
export const DEFAULT_REVIEW_RATING = 5;
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
/** The longest community post. */
export const POST_MAX_LENGTH = 2000;

/** What a notification is about: each kind has its own preference (issue 20). */
export const NOTIFICATION_KINDS = [
  'new_event', 'event_changed', 'entries_closing', 'draw_posted', 'results_posted', 'event_comment', 'review_reply',
  'ground_report', 'new_photos', 'new_follower', 'claim_decided',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  new_event: 'New events', event_changed: 'Event changes', entries_closing: 'Entries closing', draw_posted: 'Draws posted',
  results_posted: 'Results posted', event_comment: 'Comments', review_reply: 'Review replies', ground_report: 'Ground reports',
  new_photos: 'New photos', new_follower: 'New followers', claim_decided: 'Page claims',
};

/** How a rider hears of one kind: in the app (the bell), also by email now or in a daily digest, or not at all. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email_instant', 'email_digest', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const EMAIL_CHANNELS = ['email_instant', 'email_digest'] as const satisfies readonly NotificationChannel[];
export type EmailChannel = (typeof EMAIL_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'In the app', email_instant: 'App and email', email_digest: 'App and daily email', off: 'Off',
};

/** What a rider may do beyond posting: moderators work the claims and reports queues; admins also make moderators. */
export const USER_ROLES = ['rider', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Pages a rider can claim, and as what. */
export const CLAIM_TARGETS = ['arena', 'horse_hotel'] as const;
export type ClaimTarget = (typeof CLAIM_TARGETS)[number];
export const CLAIM_ROLES = ['owner', 'manager'] as const;
export type ClaimRole = (typeof CLAIM_ROLES)[number];
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** What riders can report (and moderators hide, restore or delete). */
export const REPORT_TARGETS = [
  'event_comment', 'post_comment', 'post', 'arena_review', 'hotel_review', 'ground_report', 'arena_photo', 'hotel_photo',
  'event', 'arena', 'horse_hotel', 'service', 'rider',
] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_TARGET_LABELS: Record<ReportTarget, string> = {
  event_comment: 'Event comment', post_comment: 'Comment on a post', post: 'Community post', arena_review: 'Arena review',
  hotel_review: 'Horse hotel review', ground_report: 'Ground report', arena_photo: 'Arena photo', hotel_photo: 'Horse hotel photo',
  event: 'Event', arena: 'Arena', horse_hotel: 'Horse hotel', service: 'Service provider', rider: 'Rider profile',
};
/** Pages others build on (events in trips, arenas with events, riders): a moderator hides them but never deletes them. */
export const UNDELETABLE_REPORT_TARGETS: readonly ReportTarget[] = ['arena', 'horse_hotel', 'service', 'rider'];

/** The confidence-weighted rating's prior: every place counts as if it had 3 more reviews of 4 stars (server/db/rating-sql.ts). */
export const RATING_PRIOR_MEAN = 4;
export const RATING_PRIOR_REVIEWS = 3;
