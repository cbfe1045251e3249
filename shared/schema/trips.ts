import {
  boolean, index, integer, numeric, pgTable, text, timestamp, unique, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { TRIP_SETTING_DEFAULTS } from '../trip-plan/settings';
import { events } from './events';
import { horseHotels } from './hotels';
import { serviceProviders } from './services';
import { users } from './users';

export const trips = pgTable('trips', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 200 }).notNull(),
  description: text('description'),
  startDate: timestamp('start_date', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }),
  startLocation: varchar('start_location', { length: 200 }),
  endLocation: varchar('end_location', { length: 200 }),
  /** Home base: where the trip starts and ends, with coordinates when picked from the map or a search. */
  startLatitude: numeric('start_latitude', { precision: 10, scale: 7 }),
  startLongitude: numeric('start_longitude', { precision: 10, scale: 7 }),
  endLatitude: numeric('end_latitude', { precision: 10, scale: 7 }),
  endLongitude: numeric('end_longitude', { precision: 10, scale: 7 }),
  notes: text('notes'),
  notesPrivate: boolean('notes_private').notNull().default(false),
  dailyLimitMiles: integer('daily_limit_miles').notNull().default(TRIP_SETTING_DEFAULTS.dailyLimitMiles),
  dailyLimitHours: numeric('daily_limit_hours', { precision: 4, scale: 1, mode: 'number' }).notNull()
    .default(TRIP_SETTING_DEFAULTS.dailyLimitHours),
  restEveryHours: numeric('rest_every_hours', { precision: 3, scale: 1, mode: 'number' }).notNull()
    .default(TRIP_SETTING_DEFAULTS.restEveryHours),
  towingSpeedMph: integer('towing_speed_mph').notNull().default(TRIP_SETTING_DEFAULTS.towingSpeedMph),
  fuelMpg: numeric('fuel_mpg', { precision: 4, scale: 1, mode: 'number' }).notNull().default(TRIP_SETTING_DEFAULTS.fuelMpg),
  fuelPrice: numeric('fuel_price', { precision: 5, scale: 2, mode: 'number' }).notNull().default(TRIP_SETTING_DEFAULTS.fuelPrice),
  /** The read-only share link's secret; null when not shared (revoking sets it back to null). */
  shareToken: varchar('share_token', { length: 64 }).unique('trips_share_token_unique'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (table) => [index('trips_user_idx').on(table.userId, table.startDate)]);

const tripId = () => uuid('trip_id').notNull().references(() => trips.id, { onDelete: 'cascade' });
/** Events and hotel stays share one sequence per trip (the itinerary's order); services keep their own. */
const orderIndex = () => integer('order_index').notNull().default(0);
const notesPrivate = () => boolean('notes_private').notNull().default(false);

export const tripEvents = pgTable('trip_events', {
  id: id(),
  tripId: tripId(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  notes: text('notes'),
  notesPrivate: notesPrivate(),
  /** The divisions the rider plans to enter (names from the event's list): the entry fees of the cost estimate. */
  enteredDivisions: text('entered_divisions').array().notNull().default([]),
  orderIndex: orderIndex(),
  createdAt: createdAt(),
}, (table) => [
  unique('trip_events_pair_unique').on(table.tripId, table.eventId),
  index('trip_events_event_idx').on(table.eventId),
]);

export const tripHorseHotels = pgTable('trip_horse_hotels', {
  id: id(),
  tripId: tripId(),
  horseHotelId: uuid('horse_hotel_id').notNull().references(() => horseHotels.id, { onDelete: 'cascade' }),
  checkInDate: timestamp('check_in_date', { withTimezone: true }),
  checkOutDate: timestamp('check_out_date', { withTimezone: true }),
  notes: text('notes'),
  notesPrivate: notesPrivate(),
  /** Stalls booked for the stay (the hotel's rate is per stall per night); one unless the rider says more. */
  stalls: integer('stalls').notNull().default(1),
  orderIndex: orderIndex(),
  createdAt: createdAt(),
}, (table) => [
  unique('trip_horse_hotels_pair_unique').on(table.tripId, table.horseHotelId),
  index('trip_horse_hotels_hotel_idx').on(table.horseHotelId),
]);

export const tripServices = pgTable('trip_services', {
  id: id(),
  tripId: tripId(),
  serviceProviderId: uuid('service_provider_id').notNull()
    .references(() => serviceProviders.id, { onDelete: 'cascade' }),
  scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
  notes: text('notes'),
  notesPrivate: notesPrivate(),
  orderIndex: orderIndex(),
  createdAt: createdAt(),
}, (table) => [
  unique('trip_services_pair_unique').on(table.tripId, table.serviceProviderId),
  index('trip_services_provider_idx').on(table.serviceProviderId),
]);

export type Trip = typeof trips.$inferSelect;
export type TripEvent = typeof tripEvents.$inferSelect;
export type TripHorseHotel = typeof tripHorseHotels.$inferSelect;
export type TripService = typeof tripServices.$inferSelect;
