import {
  index, integer, pgTable, text, timestamp, unique, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
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
  notes: text('notes'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (table) => [index('trips_user_idx').on(table.userId, table.startDate)]);

const tripId = () => uuid('trip_id').notNull().references(() => trips.id, { onDelete: 'cascade' });
const orderIndex = () => integer('order_index').notNull().default(0);

export const tripEvents = pgTable('trip_events', {
  id: id(),
  tripId: tripId(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  notes: text('notes'),
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
