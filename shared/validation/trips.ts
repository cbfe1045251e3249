import { z } from 'zod';
import { optionalCoordinate, optionalDate, optionalText, pageQuery } from './common';
import { MAX_DETOUR_MILES, TRIP_SETTING_BOUNDS, type TripSettingName } from '../trip-plan/settings';

const emptyToUndefined = (value: unknown) =>
  (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);
/** A date the form requires: missing, null or blank is 'Required' (null must not coerce to 1970). */
const requiredDate = () => z.preprocess(
  emptyToUndefined,
  z.unknown().refine((value) => value !== undefined, 'Required').pipe(z.coerce.date({ error: 'Enter a valid date' })),
);

const SETTING_LABELS: Record<TripSettingName, string> = {
  dailyLimitMiles: 'The daily driving limit',
  dailyLimitHours: 'The daily driving hours',
  restEveryHours: 'Rest stops',
  towingSpeedMph: 'The towing speed',
  fuelMpg: 'Fuel economy',
  fuelPrice: 'The fuel price',
};
const UNITS: Record<TripSettingName, string> = {
  dailyLimitMiles: ' miles', dailyLimitHours: ' hours', restEveryHours: ' hours', towingSpeedMph: ' mph', fuelMpg: ' mpg', fuelPrice: '',
};

/** A road setting: a number within its bounds, with a message saying the range; absent keeps the stored value. */
const roadSetting = (name: TripSettingName, integer = false) => {
  const { min, max } = TRIP_SETTING_BOUNDS[name];
  const range = name === 'fuelPrice' ? `$${min} to $${max}` : `${min} to ${max}${UNITS[name]}`;
  const message = `${SETTING_LABELS[name]} must be ${range}`;
  const number = z.coerce.number({ error: message }).min(min, message).max(max, message);
  return (integer ? number.int(message) : number).optional();
};

const tripFields = {
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(200),
  description: optionalText(2000),
  startDate: requiredDate(),
  endDate: requiredDate(),
  startLocation: optionalText(200),
  endLocation: optionalText(200),
  startLatitude: optionalCoordinate(90),
  startLongitude: optionalCoordinate(180),
  endLatitude: optionalCoordinate(90),
  endLongitude: optionalCoordinate(180),
  notes: optionalText(5000),
  notesPrivate: z.boolean({ error: 'notesPrivate must be true or false' }).optional(),
  dailyLimitMiles: roadSetting('dailyLimitMiles', true),
  dailyLimitHours: roadSetting('dailyLimitHours'),
  restEveryHours: roadSetting('restEveryHours'),
  towingSpeedMph: roadSetting('towingSpeedMph', true),
  fuelMpg: roadSetting('fuelMpg'),
  fuelPrice: roadSetting('fuelPrice'),
};

/** A home-base point is both coordinates or neither. */
const pairedCoordinates = (end: 'start' | 'end') => ({
  check: (trip: Record<string, unknown>) =>
    (trip[`${end}Latitude`] == null) === (trip[`${end}Longitude`] == null),
  issue: { message: `Pick the ${end === 'start' ? 'start' : 'end'} location on the map or from the search (latitude and longitude go together)`, path: [`${end}Latitude`] },
});
const endNotBeforeStart = {
  check: (trip: { startDate?: Date | null; endDate?: Date | null }) =>
    !trip.startDate || !trip.endDate || trip.endDate >= trip.startDate,
  issue: { message: 'End date must be on or after the start date', path: ['endDate'] },
};

export const createTripSchema = z.object(tripFields)
  .refine(endNotBeforeStart.check, endNotBeforeStart.issue)
  .refine(pairedCoordinates('start').check, pairedCoordinates('start').issue)
  .refine(pairedCoordinates('end').check, pairedCoordinates('end').issue);
export type CreateTripInput = z.infer<typeof createTripSchema>;

/** An event, horse hotel or service provider, named the way its add route names it. */
export const tripItemTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), eventId: z.uuid('Choose an event') }),
  z.object({ kind: z.literal('horseHotel'), horseHotelId: z.uuid('Choose a horse hotel') }),
  z.object({ kind: z.literal('service'), serviceProviderId: z.uuid('Choose a service provider') }),
], { error: 'Choose an event, a horse hotel or a service provider' });
export type TripItemTarget = z.infer<typeof tripItemTargetSchema>;

/** 'Create a Trip' from the Add to Trip dialog: the new trip and, in the same transaction, its first item. */
export const createTripWithItemSchema = createTripSchema.and(z.object({ item: tripItemTargetSchema.optional() }));

/** The trips list, marking the trips that already hold one item (the Add to Trip picker). */
export const tripListQuery = pageQuery.extend({
  itemKind: z.enum(['event', 'horseHotel', 'service']).optional(),
  itemId: z.uuid('Invalid id').optional(),
}).refine((query) => (query.itemKind === undefined) === (query.itemId === undefined), {
  message: 'itemKind and itemId go together',
  path: ['itemId'],
});
export type TripListQuery = z.infer<typeof tripListQuery>;

export const updateTripSchema = z.object({
  ...tripFields,
  startDate: optionalDate(),
  endDate: optionalDate(),
}).partial().refine(endNotBeforeStart.check, endNotBeforeStart.issue)
  .refine(pairedCoordinates('start').check, pairedCoordinates('start').issue)
  .refine(pairedCoordinates('end').check, pairedCoordinates('end').issue);
export type UpdateTripInput = z.infer<typeof updateTripSchema>;

const itemFields = {
  notes: optionalText(2000),
  notesPrivate: z.boolean({ error: 'notesPrivate must be true or false' }).optional(),
  orderIndex: z.coerce.number().int().min(0).max(10_000).optional(),
};

// An added item always goes to the end of its list; orderIndex is only changed by the PATCH routes.
export const addTripEventSchema = z.object({
  eventId: z.uuid('Choose an event'), notes: itemFields.notes, notesPrivate: itemFields.notesPrivate,
});

const hotelStayFields = { checkInDate: optionalDate(), checkOutDate: optionalDate() };
const checkOutNotBeforeCheckIn = {
  check: (stay: { checkInDate?: Date | null; checkOutDate?: Date | null }) =>
    !stay.checkInDate || !stay.checkOutDate || stay.checkOutDate >= stay.checkInDate,
  issue: { message: 'Check-out must be on or after check-in', path: ['checkOutDate'] },
};

const stalls = z.coerce.number({ error: 'Stalls must be 1 to 50' }).int('Stalls must be 1 to 50').min(1, 'Stalls must be 1 to 50')
  .max(50, 'Stalls must be 1 to 50').optional();

/**
 * A hotel stay; `insertAfterStopId` places it right after that stop of the itinerary (null: first), as "Add as
 * overnight" does; without it the stay goes where its check-in night falls.
 */
export const addTripHorseHotelSchema = z.object({
  horseHotelId: z.uuid('Choose a horse hotel'), ...hotelStayFields, notes: itemFields.notes, notesPrivate: itemFields.notesPrivate,
  stalls, insertAfterStopId: z.uuid('Choose a stop of this trip').nullable().optional(),
})
  .refine(checkOutNotBeforeCheckIn.check, checkOutNotBeforeCheckIn.issue);

export const addTripServiceSchema = z.object({
  serviceProviderId: z.uuid('Choose a service provider'), scheduledDate: optionalDate(),
  notes: itemFields.notes, notesPrivate: itemFields.notesPrivate,
});

export const updateTripEventSchema = z.object({
  ...itemFields,
  enteredDivisions: z.array(z.string().trim().min(1).max(120), { error: 'Divisions must be a list of names' })
    .max(30, 'Pick at most 30 divisions').optional(),
}).partial();
export type UpdateTripEventInput = z.infer<typeof updateTripEventSchema>;
export const updateTripHorseHotelSchema = z.object({ ...hotelStayFields, ...itemFields, stalls }).partial()
  .refine(checkOutNotBeforeCheckIn.check, checkOutNotBeforeCheckIn.issue);
export type UpdateTripHorseHotelInput = z.infer<typeof updateTripHorseHotelSchema>;
export const updateTripServiceSchema = z.object({ scheduledDate: optionalDate(), ...itemFields }).partial();
export type UpdateTripServiceInput = z.infer<typeof updateTripServiceSchema>;

export type AddTripEventInput = z.infer<typeof addTripEventSchema>;
export type AddTripHorseHotelInput = z.infer<typeof addTripHorseHotelSchema>;
export type AddTripServiceInput = z.infer<typeof addTripServiceSchema>;

/** PUT /api/trips/:id/order: every event and hotel stay of the trip, once each, in the new order. */
export const reorderTripSchema = z.object({
  stopIds: z.array(z.uuid('Stops are named by their ids'), { error: 'List the stops in their new order' })
    .min(1, 'List the stops in their new order').max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'A stop is listed twice'),
});
export type ReorderTripInput = z.infer<typeof reorderTripSchema>;

/** GET /api/trips/:id/overnight-suggestions?detour=: how far off the route a hotel may be. */
export const overnightSuggestionsQuery = z.object({
  detour: z.coerce.number({ error: `The detour must be 1 to ${MAX_DETOUR_MILES} miles` })
    .min(1, `The detour must be 1 to ${MAX_DETOUR_MILES} miles`).max(MAX_DETOUR_MILES, `The detour must be 1 to ${MAX_DETOUR_MILES} miles`)
    .optional(),
});

const roadPoint = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/**
 * POST /api/trips/:id/overnight-suggestions: the same answer, following the roads Google Directions drew for the
 * legs (each named by the stops it joins, null for the home base).
 */
export const roadSuggestionsSchema = z.object({
  detour: overnightSuggestionsQuery.shape.detour,
  roads: z.array(z.object({
    fromStopId: z.uuid('Invalid stop id').nullable(),
    toStopId: z.uuid('Invalid stop id').nullable(),
    path: z.array(roadPoint, { error: 'A road is a list of points' }).min(2, 'A road needs at least two points').max(2000),
    miles: z.number({ error: 'Give the road miles' }).positive('Give the road miles').max(10_000),
  })).min(1, 'Send at least one road').max(50),
});

/** Lets the server re-check a stay or a trip after merging a partial update with the stored row. */
export const tripDateRules = { endNotBeforeStart, checkOutNotBeforeCheckIn };
