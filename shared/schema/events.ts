import {
  index, pgTable, text, timestamp, unique, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { arenas } from './arenas';
import { createdAt, id } from './columns';
import { eventProducers } from './producers';
import { serviceProviders } from './services';
import { users } from './users';

export const events = pgTable('events', {
  id: id(),
  arenaId: uuid('arena_id').notNull().references(() => arenas.id, { onDelete: 'cascade' }),
  producerId: uuid('producer_id').references(() => eventProducers.id, { onDelete: 'set null' }),
  name: varchar('name', { length: 200 }).notNull(),
  date: timestamp('date', { withTimezone: true }).notNull(),
  time: varchar('time', { length: 40 }).notNull(),
  barrelPattern: varchar('barrel_pattern', { length: 60 }),
  description: text('description'),
  imageUrl: text('image_url'),
  saddlebookUrl: text('saddlebook_url'),
  patternSize: varchar('pattern_size', { length: 20 }),
  eventFlyerUrl: text('event_flyer_url'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (table) => [
  index('events_date_idx').on(table.date),
  index('events_arena_date_idx').on(table.arenaId, table.date),
  index('events_producer_idx').on(table.producerId),
  index('events_created_by_idx').on(table.createdBy),
]);

export const eventComments = pgTable('event_comments', {
  id: id(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  commentText: text('comment_text').notNull(),
  createdAt: createdAt(),
}, (table) => [
  index('event_comments_event_idx').on(table.eventId, table.createdAt),
  index('event_comments_user_idx').on(table.userId),
]);

export const eventServiceProviders = pgTable('event_service_providers', {
  id: id(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  serviceProviderId: uuid('service_provider_id').notNull()
    .references(() => serviceProviders.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 20 }).notNull().default('pending'),
  addedByUserId: uuid('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  approvedByUserId: uuid('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  requestMessage: text('request_message'),
  responseMessage: text('response_message'),
  createdAt: createdAt(),
}, (table) => [
  unique('event_service_providers_pair_unique').on(table.eventId, table.serviceProviderId),
  index('event_service_providers_provider_idx').on(table.serviceProviderId),
]);

export type Event = typeof events.$inferSelect;
export type EventComment = typeof eventComments.$inferSelect;
