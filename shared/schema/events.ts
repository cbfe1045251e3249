import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { geoCellSql } from '../geo';
import {
  ATTENDANCE_STATUSES, EVENT_STATUSES, RV_HOOKUPS, SERIES_FREQUENCIES, STALL_STATUSES,
} from '../constants';
import { arenas } from './arenas';
import { createdAt, hidden, id, money } from './columns';
import { eventProducers } from './producers';
import { searchGrams } from './search';
import { serviceProviders } from './services';
import { users } from './users';

/** One division an event runs (Open 4D, Youth, Poles...), its entry fee and added money in dollars. */
export interface EventDivision {
  name: string;
  entryFee: number | null;
  addedMoney: number | null;
}

/**
 * An event offers stalls: its stall status says available, or, without one, the older yes/no says yes. Written out
 * (no bound values) so the list's condition is the partial index's own (events_stalls_by_date_idx).
 */
export const stallsOffered = (columns: { stallStatus: AnyPgColumn; stallsAvailable: AnyPgColumn }) =>
  sql`(${columns.stallStatus} = 'available' or (${columns.stallStatus} is null and ${columns.stallsAvailable}))`;

/**
 * An event's division names, trimmed and in lower case (the SQL function event_division_keys, migration 0038): what
 * the division filter matches, and what events_division_keys_idx holds.
 */
export const eventDivisionKeys = (divisions: AnyPgColumn) => sql`event_division_keys(${divisions})`;

/** A repeating event (a weekly jackpot): created once, each occurrence its own event row carrying the series id. */
export const eventSeries = pgTable('event_series', {
  id: id(),
  frequency: varchar('frequency', { length: 20, enum: SERIES_FREQUENCIES }).notNull(),
  /** The last day an occurrence may fall on, at the arena. */
  until: date('until', { mode: 'string' }).notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const events = pgTable('events', {
  id: id(),
  hidden: hidden(),
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last day of a multi-day event, at the arena. */
  endDate: date('end_date', { mode: 'string' }),
  status: varchar('status', { length: 20, enum: EVENT_STATUSES }).notNull().default('scheduled'),
  statusReason: text('status_reason'),
  seriesId: uuid('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
  divisions: jsonb('divisions').$type<EventDivision[]>().notNull().default([]),
  /** The divisions' added money together, kept with each write for the "added money at least" filter. */
  totalAddedMoney: integer('total_added_money').notNull().default(0),
  entriesOpenAt: timestamp('entries_open_at', { withTimezone: true }),
  entriesCloseAt: timestamp('entries_close_at', { withTimezone: true }),
  lateFee: money('late_fee'),
  drawUrl: text('draw_url'),
  drawPostedAt: timestamp('draw_posted_at', { withTimezone: true }),
  resultsUrl: text('results_url'),
  stallsAvailable: boolean('stalls_available'),
  stallPricePerNight: money('stall_price_per_night'),
  stallStatus: varchar('stall_status', { length: 20, enum: STALL_STATUSES }),
  stallReservationUrl: text('stall_reservation_url'),
  rvHookups: varchar('rv_hookups', { length: 20, enum: RV_HOOKUPS }),
  rvPricePerNight: money('rv_price_per_night'),
  dryCampingAllowed: boolean('dry_camping_allowed'),
  gateHours: text('gate_hours'),
  healthPapers: text('health_papers'),
  contactPhone: varchar('contact_phone', { length: 30 }),
  /**
   * Set when its creator deletes an event riders refer to (saved, going, in a trip): it leaves every list and page,
   * and those places show it as removed. An event nobody refers to is deleted outright.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  goingCount: integer('going_count').notNull().default(0),
  interestedCount: integer('interested_count').notNull().default(0),
  /**
   * Its arena's position, copied by triggers (migration 0028) when the event is written and when the arena moves, and
   * the map cell it is in: a radius list reads events by cell and date without visiting the arenas.
   */
  arenaLatitude: doublePrecision('arena_latitude'),
  arenaLongitude: doublePrecision('arena_longitude'),
  geoCell: integer('geo_cell').generatedAlwaysAs(sql.raw(geoCellSql('arena_latitude', 'arena_longitude'))),
  /**
   * What a search matches: the event's name and its arena's name and place (`event_search_text`, migration 0040),
   * kept by the same triggers as the position (and when the arena is renamed), so a search reads events alone.
   */
  searchText: text('search_text').notNull().default(''),
  /**
   * The event's list row as JSON but the distance and the viewer's flags (`event_list_json`, migration 0049), written
   * by a trigger with every change to the event, its arena, producer or series: a list page sends it as it is.
   */
  listJson: text('list_json').notNull().default(''),
}, (table) => [
  index('events_date_idx').on(table.date),
  index('events_series_idx').on(table.seriesId, table.date),
  index('events_entries_close_idx').on(table.entriesCloseAt),
  check('events_status_valid', sql`${table.status} in ('scheduled', 'postponed', 'cancelled')`),
  check('events_counts_not_negative', sql`${table.goingCount} >= 0 and ${table.interestedCount} >= 0`),
  // An arena's events by date (its page, its counts); also carries deleted_at, status, pattern_size, name and id
  // (INCLUDE, migration 0027).
  index('events_arena_date_idx').on(table.arenaId, table.date),
  // A producer's events by date (its upcoming count on the producers' page); also carries deleted_at and id
  // (INCLUDE, migration 0047), so the count reads the index alone.
  index('events_producer_date_idx').on(table.producerId, table.date),
  index('events_created_by_idx').on(table.createdBy),
  // The lists' two orders over live events, so a page is read off an index instead of sorting every match.
  index('events_live_by_date_idx').on(table.date, sql`lower(${table.name})`, table.id).where(sql`${table.deletedAt} is null`),
  // Live events by map cell and date; also carries pattern_size, status, the position, name and id (INCLUDE, migration
  // 0028), so a radius list's page and count are read from it alone.
  index('events_cell_date_idx').on(table.geoCell, table.date).where(sql`${table.deletedAt} is null`),
  // The same by map cell, pattern size and date (migration 0030): a list of one pattern size reads only its rows.
  index('events_cell_pattern_date_idx').on(table.geoCell, table.patternSize, table.date).where(sql`${table.deletedAt} is null`),
  index('events_live_by_name_idx').on(sql`lower(${table.name})`, table.date, table.id).where(sql`${table.deletedAt} is null`),
  // A search for a term few events hold reads them off these (migration 0040): its trigrams (pg_trgm), or for a term
  // too short for trigrams ("zz", "7") its pieces of one and two characters.
  index('events_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')).where(sql`${table.deletedAt} is null`),
  index('events_search_grams_idx').using('gin', searchGrams(table.searchText)).where(sql`${table.deletedAt} is null`),
  // The "stalls available" list's date order over the events that offer stalls (migration 0037): however few do, a
  // page and its count read only them instead of walking every upcoming event.
  index('events_stalls_by_date_idx').on(table.date, sql`lower(${table.name})`, table.id)
    .where(sql`${table.deletedAt} is null and ${stallsOffered(table)}`),
  // The hookups and added-money filters by date (migration 0037), so a value few events have is found off its index.
  index('events_rv_hookups_date_idx').on(table.rvHookups, table.date).where(sql`${table.deletedAt} is null and ${table.rvHookups} is not null`),
  index('events_added_money_date_idx').on(table.totalAddedMoney, table.date).where(sql`${table.deletedAt} is null`),
  // The division filter's matches for a division few events run (migration 0038). Not partial: PostgreSQL keeps
  // statistics of an index's expression only for an index over every row, and plans by them.
  index('events_division_keys_idx').using('gin', eventDivisionKeys(table.divisions)),
]);

export const eventComments = pgTable('event_comments', {
  id: id(),
  hidden: hidden(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  commentText: text('comment_text').notNull(),
  createdAt: createdAt(),
  /** When its writer last changed it; null if never (shown as "edited"). */
  editedAt: timestamp('edited_at', { withTimezone: true }),
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

/** A rider's "going" or "interested"; the event's counts move with it in the same transaction. */
export const eventAttendance = pgTable('event_attendance', {
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 20, enum: ATTENDANCE_STATUSES }).notNull(),
  createdAt: createdAt(),
}, (table) => [
  primaryKey({ columns: [table.eventId, table.userId] }),
  index('event_attendance_user_idx').on(table.userId),
]);

/**
 * Every change of an event's date, time or status, with what it was and what it became: the record the alerts
 * (issue 20) read to tell the riders who saved the event.
 */
export const eventChanges = pgTable('event_changes', {
  id: id(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  field: varchar('field', { length: 20 }).notNull(),
  previousValue: text('previous_value'),
  newValue: text('new_value'),
  reason: text('reason'),
  createdAt: createdAt(),
}, (table) => [
  index('event_changes_event_idx').on(table.eventId, table.createdAt),
]);

/**
 * Live events (not removed, not hidden) by UTC day, kept by triggers on `events` and `hidden_content`
 * (migrations/0036_upcoming_event_tallies.sql), so the site figures count the upcoming ones over days, not events.
 */
export const eventDayCounts = pgTable('event_day_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  liveEvents: integer('live_events').notNull(),
});

/**
 * The divisions of live scheduled events by UTC day, name (trimmed, lower case) and spelling (trimmed), kept by the
 * same triggers: the division filter's options tally the days from today.
 */
export const eventDivisionDayCounts = pgTable('event_division_day_counts', {
  day: date('day', { mode: 'string' }).notNull(),
  nameKey: text('name_key').notNull(),
  spelling: text('spelling').notNull(),
  entries: integer('entries').notNull(),
}, (table) => [primaryKey({ columns: [table.day, table.nameKey, table.spelling] })]);

export type Event = typeof events.$inferSelect;
export type EventComment = typeof eventComments.$inferSelect;
