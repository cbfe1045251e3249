import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod';
import { events } from '../schema/events';
import { eventComments } from '../schema/events';
import {
  locationQuery, MISSING_REQUIRED, optionalHttpUrl, optionalQueryText, optionalStateCode, optionalText, pageQuery,
  requiredText,
} from './common';
import { ARENA_TYPES, EVENT_SORTS, PATTERN_SIZES } from '../constants';
import { EVENT_RADIUS, radiusRangeMessage } from '../radius';

export { EVENT_SORTS, PATTERN_SIZES } from '../constants';

export const createEventSchema = createInsertSchema(events, {
  name: requiredText(MISSING_REQUIRED),
  arenaId: z.uuid(MISSING_REQUIRED),
  // The form sends an ISO timestamp; a bare yyyy-MM-dd is accepted too.
  date: z.coerce.date({ error: MISSING_REQUIRED }),
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
});
export type CreateEventInput = z.infer<typeof createEventSchema>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const eventListQuery = pageQuery.extend({
  search: optionalQueryText(),
  state: z.preprocess((v) => (typeof v === 'string' && v.toLowerCase() === 'all' ? null : v), optionalStateCode()),
  arenaType: z.preprocess((v) => (v === '' || v === 'all' ? null : v), z.enum(ARENA_TYPES).nullish()),
  patternSize: z.preprocess((v) => (v === '' || v === 'all' ? null : v), z.enum(PATTERN_SIZES).nullish()),
  from: z.preprocess((v) => (v === '' ? null : v), z.coerce.date().nullish()),
  // A bare day as the upper bound includes that whole day (UTC).
  to: z.preprocess((v) => (v === '' ? null : typeof v === 'string' && DATE_ONLY.test(v) ? `${v}T23:59:59.999Z` : v),
    z.coerce.date().nullish()),
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

export const createCommentSchema = createInsertSchema(eventComments, {
  commentText: z.string({ error: 'Write a comment first' }).trim().min(1, 'Write a comment first').max(2000),
}).pick({ commentText: true });
export type CreateCommentInput = z.infer<typeof createCommentSchema>;
