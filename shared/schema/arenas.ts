import { sql } from 'drizzle-orm';
import {
  boolean, check, doublePrecision, index, integer, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { RATING_PRIOR_MEAN, RATING_PRIOR_REVIEWS } from '../constants';
import { geoCellSql } from '../geo';
import { createdAt, hidden, id, latitude, longitude } from './columns';
import { uploads } from './uploads';
import { users } from './users';
import { placeSearchText, searchGrams } from './search';

export const footingCondition = pgEnum('footing_condition', ['excellent', 'good', 'fair', 'poor']);
export const arenaType = pgEnum('arena_type', ['indoor', 'outdoor', 'covered']);

export const arenas = pgTable('arenas', {
  id: id(),
  hidden: hidden(),
  name: varchar('name', { length: 200 }).notNull(),
  address: text('address'),
  city: varchar('city', { length: 100 }).notNull(),
  state: varchar('state', { length: 2 }).notNull(),
  zipCode: varchar('zip_code', { length: 10 }),
  latitude: latitude(),
  longitude: longitude(),
  // The IANA zone of the arena's place (from its coordinates, else its state): an event's date and time are read
  // there. Filled when the arena is written; rows from before the column are filled at start (server/db/migrate.ts).
  timeZone: varchar('time_zone', { length: 64 }),
  footingType: text('footing_type'),
  footingCondition: footingCondition('footing_condition'),
  footingLastUpdated: timestamp('footing_last_updated', { withTimezone: true }),
  parkingSurface: text('parking_surface'),
  parkingCapacity: text('parking_capacity'),
  // true: the largest rigs fit; false: limited room; null: nobody said (shown as 'Not specified').
  largeRigsFriendly: boolean('large_rigs_friendly'),
  nearbyFuel: text('nearby_fuel'),
  nearbyFood: text('nearby_food'),
  nearbyFeedStore: text('nearby_feed_store'),
  nearbyVet: text('nearby_vet'),
  nearbyFarrier: text('nearby_farrier'),
  features: text('features').array(),
  coverImage: text('cover_image'),
  videoUrl: text('video_url'),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  /** The rider who added it: they edit it until an owner claims it. Null for arenas from before (and demo arenas). */
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  saddlebookArenaUrl: text('saddlebook_arena_url'),
  recordHolderName: varchar('record_holder_name', { length: 200 }),
  // Fastest time in seconds, e.g. 13.842.
  recordTime: numeric('record_time', { precision: 6, scale: 3 }),
  arenaType: arenaType('arena_type'),
  createdAt: createdAt(),
  /**
   * Its visible reviews' count and rating sum, kept by statement triggers on reviews and on hidden_content
   * (migrations 0023, 0031), so "highest rated first" reads an index and a page shows the figures instead of
   * aggregating every arena's reviews per request.
   */
  reviewCount: integer('review_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  /** Its likes, kept by statement triggers on arena_likes (migration 0032) instead of counted per card. */
  likeCount: integer('like_count').notNull().default(0),
  /** The confidence-weighted rating (server/db/rating-sql.ts), null without reviews. */
  weightedRating: numeric('weighted_rating').generatedAlwaysAs(
    sql.raw(`case when review_count > 0
      then (${RATING_PRIOR_REVIEWS * RATING_PRIOR_MEAN}::numeric + rating_sum) / (${RATING_PRIOR_REVIEWS} + review_count) end`),
  ),
  /** Its map cell (shared/geo.ts), for radius lists read cell by cell. */
  geoCell: integer('geo_cell').generatedAlwaysAs(sql.raw(geoCellSql('latitude::float8', 'longitude::float8'))),
  /**
   * Its position in double precision, for the distance and box tests of radius lists: PostgreSQL turns a numeric into
   * a float8 by way of its text, so casting the numeric columns cost a third or more of a radius page's read.
   */
  latitudeFloat8: doublePrecision('latitude_float8').generatedAlwaysAs(sql.raw('latitude::float8')),
  longitudeFloat8: doublePrecision('longitude_float8').generatedAlwaysAs(sql.raw('longitude::float8')),
  /**
   * The arena's list row as JSON but its upcoming events' count, the distance and the viewer's flags
   * (`arena_list_json`, migration 0050), written by triggers with every change to the arena and its photos.
   */
  listJson: text('list_json').notNull().default(''),
}, (table) => [
  // Also the states there are, read by stepping from one state to the next (arenaStatesSql).
  index('arenas_state_city_idx').on(table.state, table.city),
  // Which arena types there are, and the site figures' review sums, read off these instead of every arena's row
  // (migration 0039).
  index('arenas_type_idx').on(table.arenaType),
  index('arenas_review_figures_idx').on(table.reviewCount, table.ratingSum),
  // A search reads the places whose name, city or state holds the term off this trigram index (pg_trgm, migration
  // 0035): exactly the columns and expressions placeSearch (server/db/search-sql.ts) matches.
  index('arenas_search_trgm_idx').using(
    'gin', table.name.op('gin_trgm_ops'), table.city.op('gin_trgm_ops'), table.state.op('gin_trgm_ops'),
    sql`(${table.city} || ', ' || ${table.state}) gin_trgm_ops`, sql`(${table.city} || ' ' || ${table.state}) gin_trgm_ops`,
  ),
  // A term too short for trigrams ("zz", "7") that few places hold: their text's pieces of one and two characters
  // (migration 0041).
  index('arenas_search_grams_idx').using('gin', searchGrams(placeSearchText(table))),
  index('arenas_point_idx').using('gist', sql`point(${table.longitude}::float8, ${table.latitude}::float8)`),
  index('arenas_owner_idx').on(table.ownerId),
  index('arenas_name_idx').on(table.name),
  index('arenas_by_name_idx').on(sql`lower(${table.name})`, table.id),
  // "Highest rated first" within a radius, cell by cell; also carries the position in double precision and the name
  // (INCLUDE, migrations 0029 and 0046), so the page and the count are read from it alone.
  index('arenas_cell_rating_idx').on(table.geoCell, sql`${table.weightedRating} desc nulls last`, sql`lower(${table.name})`, table.id),
  index('arenas_by_rating_idx').on(sql`${table.weightedRating} desc nulls last`, sql`lower(${table.name})`, table.id),
  check('arenas_state_two_letters', sql`char_length(${table.state}) = 2`),
]);

export const reviews = pgTable('reviews', {
  id: id(),
  hidden: hidden(),
  arenaId: uuid('arena_id').notNull().references(() => arenas.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  rating: integer('rating').notNull(),
  reviewText: text('review_text').notNull(),
  footingType: text('footing_type'),
  parkingSurface: text('parking_surface'),
  helpfulCount: integer('helpful_count').notNull().default(0),
  /** The page owner's one public answer (editable). */
  ownerResponse: text('owner_response'),
  ownerResponseBy: uuid('owner_response_by').references(() => users.id, { onDelete: 'set null' }),
  ownerRespondedAt: timestamp('owner_responded_at', { withTimezone: true }),
  ownerResponseEditedAt: timestamp('owner_response_edited_at', { withTimezone: true }),
  createdAt: createdAt(),
  /** When its writer last changed it: the review shows "edited". */
  editedAt: timestamp('edited_at', { withTimezone: true }),
}, (table) => [
  index('reviews_arena_idx').on(table.arenaId, table.createdAt),
  // Averages and counts per arena (lists sorted by rating, every read model) from the index alone.
  index('reviews_arena_rating_idx').on(table.arenaId, table.rating),
  index('reviews_user_idx').on(table.userId),
  check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
]);

export const reviewPhotos = pgTable('review_photos', {
  id: id(),
  reviewId: uuid('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
  photoUrl: text('photo_url').notNull(),
  // The rider's upload behind photoUrl (null for pasted or demo URLs).
  uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'cascade' }),
}, (table) => [index('review_photos_review_idx').on(table.reviewId)]);

/** "Helpful" on an arena review: one row per rider and review; reviews.helpful_count counts them. */
export const reviewHelpfulVotes = pgTable('review_helpful_votes', {
  reviewId: uuid('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (table) => [
  primaryKey({ columns: [table.reviewId, table.userId] }),
  index('review_helpful_votes_user_idx').on(table.userId),
]);

export const arenaPhotos = pgTable('arena_photos', {
  id: id(),
  hidden: hidden(),
  arenaId: uuid('arena_id').notNull().references(() => arenas.id, { onDelete: 'cascade' }),
  photoUrl: text('photo_url').notNull(),
  // New photos: arena, parking, stalls, warmup, other (shared/validation/arenas.ts); demo rows also say 'gallery'.
  photoType: varchar('photo_type', { length: 30 }),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  // The rider's upload behind photoUrl (null for pasted or demo URLs).
  uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (table) => [index('arena_photos_arena_idx').on(table.arenaId, table.createdAt)]);

export type Arena = typeof arenas.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type ArenaPhoto = typeof arenaPhotos.$inferSelect;
