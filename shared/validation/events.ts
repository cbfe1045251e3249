import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod';
import { events } from '../schema/events';
import { eventComments } from '../schema/events';
import {
  commentText, locationQuery, MISSING_REQUIRED, optionalHttpUrl, optionalQueryText, optionalStateCode, optionalText,
  optionalUploadId, pageQuery, requiredText,
} from './common';
import { ARENA_TYPES, EVENT_SORTS, PATTERN_SIZES } from '../constants';
import { EVENT_RADIUS, radiusRangeMessage } from '../radius';
import { isCalendarDay } from '../time-zones';

export { EVENT_SORTS, PATTERN_SIZES } from '../constants';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day ('yyyy-MM-dd', kept as text: it is placed at each event's arena) or an exact instant (ISO). */
const dayOrInstant = (message: string) => z.preprocess(
  (value) => (typeof value === 'string' && !DATE_ONLY.test(value.trim()) ? new Date(value) : value),
  z.union([z.string().trim().refine(isCalendarDay, message), z.date({ error: message })], { error: message }),
);
const INVALID_DAY = 'Enter a day (yyyy-MM-dd) or a date and time';

export const createEventSchema = createInsertSchema(events, {
  name: requiredText(MISSING_REQUIRED),
  arenaId: z.uuid(MISSING_REQUIRED),
  // The form sends the day as typed ('yyyy-MM-dd'): the event starts on that day at its time, on the arena's clocks
  // (createEvent in server/features/events/events.repo.ts). An ISO timestamp is taken as the exact start instant.
  date: dayOrInstant(MISSING_REQUIRED),
  time: requiredText(MISSING_REQUIRED, 40),
  patternSize: z.preprocess((v) => (v === '' ? null : v), z.enum(PATTERN_SIZES).nullish()),
  barrelPattern: optionalText(60),
  description: optionalText(5000),
  imageUrl: optionalHttpUrl(),
  eventFlyerUrl: optionalHttpUrl(),
  saddlebookUrl: optionalHttpUrl(),
  producerId: z.preprocess((v) => (v === '' ? null : v), z.uuid().nullish()),
}).pick({
  name: true, arenaId: true, date: true, time: true, patternSize: true, barrelPattern: true,
  description: true, imageUrl: true, eventFlyerUrl: true, saddlebookUrl: true, producerId: true,
})
  // The flyer the rider uploaded (to be read, or as a photo), instead of a link in eventFlyerUrl.
  .extend({ flyerUploadId: optionalUploadId() })
  .refine((event) => !(event.flyerUploadId && event.eventFlyerUrl), {
    path: ['flyerUploadId'], message: 'Choose the uploaded flyer or a link, not both',
  });
export type CreateEventInput = z.infer<typeof createEventSchema>;


export const eventListQuery = pageQuery.extend({
  search: optionalQueryText(),
  state: z.preprocess((v) => (typeof v === 'string' && v.toLowerCase() === 'all' ? null : v), optionalStateCode()),
  arenaType: z.preprocess((v) => (v === '' || v === 'all' ? null : v), z.enum(ARENA_TYPES).nullish()),
  patternSize: z.preprocess((v) => (v === '' || v === 'all' ? null : v), z.enum(PATTERN_SIZES).nullish()),
  // A bare day ('yyyy-MM-dd') is that calendar day at each event's arena ("this weekend": Friday to Sunday there),
  // the whole day included; an ISO timestamp is an exact instant.
  from: z.preprocess((v) => (v === '' ? null : v), dayOrInstant(INVALID_DAY).nullish()),
  to: z.preprocess((v) => (v === '' ? null : v), dayOrInstant(INVALID_DAY).nullish()),
  arenaId: z.preprocess((v) => (v === '' ? null : v), z.uuid().nullish()),
  producerId: z.preprocess((v) => (v === '' ? null : v), z.uuid().nullish()),
  sort: z.enum(EVENT_SORTS).default('date'),
}).and(locationQuery).superRefine((query, context) => {
  if (query.radiusMiles != null && (query.radiusMiles < EVENT_RADIUS.min || query.radiusMiles > EVENT_RADIUS.max)) {
    context.addIssue({ code: 'custom', path: ['radiusMiles'], message: radiusRangeMessage(EVENT_RADIUS) });
  }
  if (query.sort === 'distance' && query.latitude == null) {
    context.addIssue({ code: 'custom', path: ['sort'], message: 'Sorting by distance needs a location (latitude and longitude)' });
  }
});
export type EventListQuery = z.infer<typeof eventListQuery>;

export const createCommentSchema = createInsertSchema(eventComments, { commentText: commentText() }).pick({ commentText: true });
export type CreateCommentInput = z.infer<typeof createCommentSchema>;
