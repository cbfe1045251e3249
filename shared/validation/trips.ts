import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod';
import { tripEvents, tripHorseHotels, trips, tripServices } from '../schema/trips';
import { optionalDate, optionalText, pageQuery } from './common';

const emptyToUndefined = (value: unknown) =>
  (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);
/** A date the form requires: missing, null or blank is 'Required' (null must not coerce to 1970). */
const requiredDate = () => z.preprocess(
  emptyToUndefined,
  z.unknown().refine((value) => value !== undefined, 'Required').pipe(z.coerce.date({ error: 'Enter a valid date' })),
);

const tripFields = {
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(200),
  description: optionalText(2000),
  startDate: requiredDate(),
  endDate: requiredDate(),
  startLocation: optionalText(200),
  endLocation: optionalText(200),
  notes: optionalText(5000),
};
const pickedTripFields = {
  name: true, description: true, startDate: true, endDate: true, startLocation: true, endLocation: true, notes: true,
} as const;
const endNotBeforeStart = {
  check: (trip: { startDate?: Date | null; endDate?: Date | null }) =>
    !trip.startDate || !trip.endDate || trip.endDate >= trip.startDate,
  issue: { message: 'End date must be on or after the start date', path: ['endDate'] },
};

export const createTripSchema = createInsertSchema(trips, tripFields).pick(pickedTripFields)
  .refine(endNotBeforeStart.check, endNotBeforeStart.issue);
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

export const updateTripSchema = createInsertSchema(trips, {
  ...tripFields,
  startDate: optionalDate(),
  endDate: optionalDate(),
}).pick(pickedTripFields).partial().refine(endNotBeforeStart.check, endNotBeforeStart.issue);
export type UpdateTripInput = z.infer<typeof updateTripSchema>;

const itemFields = { notes: optionalText(2000), orderIndex: z.coerce.number().int().min(0).max(10_000).optional() };

// An added item always goes to the end of its list; orderIndex is only changed by the PATCH routes.
export const addTripEventSchema = createInsertSchema(tripEvents, { eventId: z.uuid('Choose an event'), ...itemFields })
  .pick({ eventId: true, notes: true });

const hotelStayFields = { checkInDate: optionalDate(), checkOutDate: optionalDate() };
const checkOutNotBeforeCheckIn = {
  check: (stay: { checkInDate?: Date | null; checkOutDate?: Date | null }) =>
    !stay.checkInDate || !stay.checkOutDate || stay.checkOutDate >= stay.checkInDate,
  issue: { message: 'Check-out must be on or after check-in', path: ['checkOutDate'] },
};

export const addTripHorseHotelSchema = createInsertSchema(tripHorseHotels, {
  horseHotelId: z.uuid('Choose a horse hotel'), ...hotelStayFields, ...itemFields,
}).pick({ horseHotelId: true, checkInDate: true, checkOutDate: true, notes: true })
  .refine(checkOutNotBeforeCheckIn.check, checkOutNotBeforeCheckIn.issue);

export const addTripServiceSchema = createInsertSchema(tripServices, {
  serviceProviderId: z.uuid('Choose a service provider'), scheduledDate: optionalDate(), ...itemFields,
}).pick({ serviceProviderId: true, scheduledDate: true, notes: true });

export const updateTripEventSchema = z.object(itemFields).partial();
export type UpdateTripEventInput = z.infer<typeof updateTripEventSchema>;
export const updateTripHorseHotelSchema = z.object({ ...hotelStayFields, ...itemFields }).partial()
  .refine(checkOutNotBeforeCheckIn.check, checkOutNotBeforeCheckIn.issue);
export type UpdateTripHorseHotelInput = z.infer<typeof updateTripHorseHotelSchema>;
export const updateTripServiceSchema = z.object({ scheduledDate: optionalDate(), ...itemFields }).partial();
export type UpdateTripServiceInput = z.infer<typeof updateTripServiceSchema>;

export type AddTripEventInput = z.infer<typeof addTripEventSchema>;
export type AddTripHorseHotelInput = z.infer<typeof addTripHorseHotelSchema>;
export type AddTripServiceInput = z.infer<typeof addTripServiceSchema>;

/** Lets the server re-check a stay or a trip after merging a partial update with the stored row. */
export const tripDateRules = { endNotBeforeStart, checkOutNotBeforeCheckIn };
