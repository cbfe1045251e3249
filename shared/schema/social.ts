import { index, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { arenas } from './arenas';
import { createdAt, id } from './columns';
import { events } from './events';
import { eventProducers } from './producers';
import { users } from './users';

const userId = () => uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });
const arenaId = () => uuid('arena_id').notNull().references(() => arenas.id, { onDelete: 'cascade' });

export const savedEvents = pgTable('saved_events', {
  id: id(),
  userId: userId(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (table) => [
  unique('saved_events_pair_unique').on(table.userId, table.eventId),
  index('saved_events_event_idx').on(table.eventId),
]);

export const arenaFollows = pgTable('arena_follows', {
  id: id(),
  userId: userId(),
  arenaId: arenaId(),
  createdAt: createdAt(),
}, (table) => [
  unique('arena_follows_pair_unique').on(table.userId, table.arenaId),
  index('arena_follows_arena_idx').on(table.arenaId),
]);

export const arenaLikes = pgTable('arena_likes', {
  id: id(),
  userId: userId(),
  arenaId: arenaId(),
  createdAt: createdAt(),
}, (table) => [
  unique('arena_likes_pair_unique').on(table.userId, table.arenaId),
  index('arena_likes_arena_idx').on(table.arenaId),
]);

export const eventProducerFollows = pgTable('event_producer_follows', {
  id: id(),
  userId: userId(),
  producerId: uuid('producer_id').notNull().references(() => eventProducers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (table) => [
  unique('event_producer_follows_pair_unique').on(table.userId, table.producerId),
  index('event_producer_follows_producer_idx').on(table.producerId),
]);

export type SavedEvent = typeof savedEvents.$inferSelect;
export type ArenaFollow = typeof arenaFollows.$inferSelect;
export type ArenaLike = typeof arenaLikes.$inferSelect;
export type EventProducerFollow = typeof eventProducerFollows.$inferSelect;
