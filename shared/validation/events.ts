import { z } from 'zod';
import {
  commentText, locationQuery, MISSING_REQUIRED, optionalHttpUrl, optionalMoney, optionalQueryText, optionalStateCode, optionalText,
  optionalUploadId, pageQuery, requiredText,
} from './common';
import {
  ARENA_TYPES, ATTENDANCE_STATUSES, EVENT_SORTS, EVENT_STATUSES, MAX_EVENT_DIVISIONS, MAX_SERIES_OCCURRENCES,
  PATTERN_SIZES, RV_HOOKUPS, SERIES_FREQUENCIES, STALL_STATUSES,
} from '../constants';
import { eventDateProblems, LOCAL_DATE_TIME, localStart, seriesDays } from '../event-schedule';
import { EVENT_RADIUS, radiusRangeMessage } from '../radius';
import { isCalendarDay } from '../time-zones';

export { EVENT_SORTS, PATTERN_SIZES } from '../constants';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Events are dated within these years: anything else is a typing slip (and beyond what the zone rules know). */
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);
const withinYears = (value: string | Date) => {
  const time = value instanceof Date ? value.getTime() : Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  return time >= EARLIEST && time < LATEST;
};
const OUT_OF_RANGE = 'Enter a date between 1900 and 2199';

/** A calendar day ('yyyy-MM-dd', kept as text: it is placed at each event's arena) or an exact instant (ISO). */
const dayOrInstant = (message: string) => z.preprocess(
  (value) => (typeof value === 'string' && !DATE_ONLY.test(value.trim()) ? new Date(value) : value),
  z.union([z.string().trim().refine(isCalendarDay, message), z.date({ error: message })], { error: message })
    .refine(withinYears, OUT_OF_RANGE),
);
const INVALID_DAY = 'Enter a day (yyyy-MM-dd) or a date and time';
/** A query flag: 'true' / '1' on, anything else (or nothing) off. */
const queryFlag = () => z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean());

const blankToNull = (value: unknown) => (value === '' ? null : value);

/** A day and clock time on the arena's clocks ('yyyy-MM-ddTHH:mm', as a datetime-local input gives it) or an instant. */
const localTimeOrInstant = (message: string) => z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' && !LOCAL_DATE_TIME.test(value.trim()) ? new Date(value) : blankToNull(value)),
  z.union([z.string().trim().regex(LOCAL_DATE_TIME, message), z.date({ error: message })], { error: message })
    .refine(withinYears, OUT_OF_RANGE).nullish(),
);
const INVALID_DATE_TIME = 'Enter a date and time';

/** Dollars in a division (an entry fee, added money): a whole number or cents, 0 or more. */
const divisionMoney = () => z.preprocess(blankToNull, z.coerce.number({ error: 'Must be a number' })
  .min(0, 'Must be 0 or more').max(10_000_000, 'Too large').transform((value) => Math.round(value * 100) / 100).nullish())
  .transform((value) => value ?? null);

export const eventDivisionSchema = z.object({
  name: requiredText('Name the division', 80),
  entryFee: divisionMoney(),
  addedMoney: divisionMoney(),
});

/** Yes / no / not stated: a form's select sends 'true', 'false' or ''. */
const optionalYesNo = () => z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : blankToNull(value)),
  z.boolean({ error: 'Must be true or false' }).nullish(),
);

const optionalChoice = <T extends readonly [string, ...string[]]>(choices: T, message: string) =>
  z.preprocess(blankToNull, z.enum(choices, { error: message }).nullish());

/** Every field an event has, as the create form and PATCH take it (without the cross-field rules). */
const eventFields = z.object({
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
}).extend({
  // The flyer the rider uploaded (to be read, or as a photo), instead of a link in eventFlyerUrl.
  flyerUploadId: optionalUploadId(),
  endDate: z.preprocess(blankToNull, z.string().trim().refine(isCalendarDay, 'Enter a day (yyyy-MM-dd)').refine(withinYears, OUT_OF_RANGE).nullish()),
  divisions: z.array(eventDivisionSchema, { error: 'Divisions must be a list' })
    .max(MAX_EVENT_DIVISIONS, `List at most ${MAX_EVENT_DIVISIONS} divisions`).default([]),
  entriesOpenAt: localTimeOrInstant(INVALID_DATE_TIME),
  entriesCloseAt: localTimeOrInstant(INVALID_DATE_TIME),
  lateFee: optionalMoney(),
  drawUrl: optionalHttpUrl(),
  drawPostedAt: localTimeOrInstant(INVALID_DATE_TIME),
  resultsUrl: optionalHttpUrl(),
  stallsAvailable: optionalYesNo(),
  stallPricePerNight: optionalMoney(),
  stallStatus: optionalChoice(STALL_STATUSES, `Stalls are one of: ${STALL_STATUSES.join(', ')}`),
  stallReservationUrl: optionalHttpUrl(),
  rvHookups: optionalChoice(RV_HOOKUPS, `RV hookups are one of: ${RV_HOOKUPS.join(', ')}`),
  rvPricePerNight: optionalMoney(),
  dryCampingAllowed: optionalYesNo(),
  gateHours: optionalText(500),
  healthPapers: optionalText(500),
  contactPhone: optionalText(30),
});

type EventFieldValues = Partial<z.output<typeof eventFields>>;

/** The rules between fields that the form can check itself: days and clock times typed for the arena. */
function checkTypedDates(event: EventFieldValues, context: z.RefinementCtx) {
  if (event.flyerUploadId && event.eventFlyerUrl) {
    context.addIssue({ code: 'custom', path: ['flyerUploadId'], message: 'Choose the uploaded flyer or a link, not both' });
  }
  if (typeof event.date !== 'string') return;
  const typed = (value: string | Date | null | undefined) => (typeof value === 'string' ? value : null);
  for (const problem of eventDateProblems({
    startDay: event.date,
    start: localStart(event.date, event.time),
    endDate: event.endDate,
    entriesOpenAt: typed(event.entriesOpenAt),
    entriesCloseAt: typed(event.entriesCloseAt),
  })) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

export const recurrenceSchema = z.object({
  frequency: z.enum(SERIES_FREQUENCIES, { error: `Repeat ${SERIES_FREQUENCIES.join(', ')}` }),
  until: z.string({ error: 'Enter the last day of the series' }).trim().refine(isCalendarDay, 'Enter the last day of the series')
    .refine(withinYears, OUT_OF_RANGE),
});

/** No repeat chosen in the form (an empty frequency) is no series. */
const noRepeat = (value: unknown) =>
  (value && typeof value === 'object' && !(value as { frequency?: unknown }).frequency ? null : value);

export const createEventSchema = eventFields.extend({ recurrence: z.preprocess(noRepeat, recurrenceSchema.nullish()) })
  .superRefine((event, context) => {
    checkTypedDates(event, context);
    const { recurrence } = event;
    if (!recurrence || typeof event.date !== 'string') return;
    if (recurrence.until < event.date) {
      context.addIssue({ code: 'custom', path: ['recurrence', 'until'], message: 'The series must end on or after its first day' });
    } else if (seriesDays(event.date, recurrence.frequency, recurrence.until, MAX_SERIES_OCCURRENCES).length > MAX_SERIES_OCCURRENCES) {
      context.addIssue({
        code: 'custom', path: ['recurrence', 'until'], message: `A series has at most ${MAX_SERIES_OCCURRENCES} events: choose an earlier last day`,
      });
    }
  });
export type CreateEventInput = z.infer<typeof createEventSchema>;
/** What the create form holds before it is parsed (money and days as typed). */
export type CreateEventFormValues = z.input<typeof createEventSchema>;

/**
 * PATCH /api/events/:id: any of the create fields, the status with its reason, and whether the change is for this
 * event only or for this and every later occurrence of its series.
 */
export const updateEventSchema = eventFields.partial().extend({
  status: z.enum(EVENT_STATUSES, { error: `Status is one of: ${EVENT_STATUSES.join(', ')}` }).optional(),
  statusReason: optionalText(500),
  scope: z.enum(['event', 'series'], { error: 'Scope is event or series' }).default('event'),
}).superRefine(checkTypedDates);
export type UpdateEventInput = z.infer<typeof updateEventSchema>;

export const attendanceSchema = z.object({
  status: z.enum(ATTENDANCE_STATUSES, { error: `Status is one of: ${ATTENDANCE_STATUSES.join(', ')}` }),
});


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
  seriesId: z.preprocess(blankToNull, z.uuid('Invalid series id').nullish()),
  division: optionalQueryText(),
  /** Entries are open now (opened, or no opening given, and not yet closed). */
  entriesOpen: queryFlag(),
  entriesCloseWithinDays: z.preprocess(blankToNull, z.coerce.number().int('Whole days').min(0, 'Must be 0 or more').max(365, 'At most 365 days').nullish()),
  stallsAvailable: queryFlag(),
  /** This level of RV hookups or better. */
  rvHookups: z.preprocess((v) => (v === '' || v === 'all' ? null : v), z.enum(RV_HOOKUPS).nullish()),
  minAddedMoney: z.preprocess(blankToNull, z.coerce.number().min(0, 'Must be 0 or more').max(100_000_000).nullish()),
  /** Cancelled and postponed events leave the upcoming list unless asked for. */
  includeCancelled: queryFlag(),
}).and(locationQuery).superRefine((query, context) => {
  if (query.radiusMiles != null && (query.radiusMiles < EVENT_RADIUS.min || query.radiusMiles > EVENT_RADIUS.max)) {
    context.addIssue({ code: 'custom', path: ['radiusMiles'], message: radiusRangeMessage(EVENT_RADIUS) });
  }
  if (query.sort === 'distance' && query.latitude == null) {
    context.addIssue({ code: 'custom', path: ['sort'], message: 'Sorting by distance needs a location (latitude and longitude)' });
  }
});
export type EventListQuery = z.infer<typeof eventListQuery>;

export const createCommentSchema = z.object({ commentText: commentText() });
export type CreateCommentInput = z.infer<typeof createCommentSchema>;
