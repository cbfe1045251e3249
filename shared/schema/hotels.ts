import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, numeric, pgTable, text, timestamp, unique, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { routeCellSql } from '../geo';
import { RATING_PRIOR_MEAN, RATING_PRIOR_REVIEWS } from '../constants';
import { arenas } from './arenas';
import { createdAt, hidden, id, latitude, longitude, money } from './columns';
import { events } from './events';
import { uploads } from './uploads';
import { users } from './users';
import { placeSearchText, searchGrams } from './search';

export const horseHotels = pgTable('horse_hotels', {
  id: id(),
  hidden: hidden(),
  name: varchar('name', { length: 200 }).notNull(),
  address: text('address'),
  city: varchar('city', { length: 100 }).notNull(),
  state: varchar('state', { length: 2 }).notNull(),
  zipCode: varchar('zip_code', { length: 10 }),
  latitude: latitude(),
  longitude: longitude(),
  phone: varchar('phone', { length: 40 }),
  email: varchar('email', { length: 320 }),
  website: text('website'),
  description: text('description'),
  stallCount: integer('stall_count'),
  dailyRate: money('daily_rate'),
  weeklyRate: money('weekly_rate'),
  amenities: text('amenities').array(),
  stallType: varchar('stall_type', { length: 100 }),
  turnoutAvailable: boolean('turnout_available').notNull().default(false),
  feedIncluded: boolean('feed_included').notNull().default(false),
  coverImage: text('cover_image'),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /**
   * Its visible reviews' count and rating sum, kept by statement triggers on horse_hotel_reviews and hidden_content
   * (migration 0034), so "highest rated first" reads an index and a page shows the figures instead of aggregating
   * every hotel's reviews per request.
   */
  reviewCount: integer('review_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  /** The confidence-weighted rating (server/db/rating-sql.ts), null without reviews. */
  weightedRating: numeric('weighted_rating').generatedAlwaysAs(
    sql.raw(`case when review_count > 0
      then (${RATING_PRIOR_REVIEWS * RATING_PRIOR_MEAN}::numeric + rating_sum) / (${RATING_PRIOR_REVIEWS} + review_count) end`),
  ),
}, (table) => [
  index('horse_hotels_state_city_idx').on(table.state, table.city),
  // A search reads the places whose name, city or state holds the term off this trigram index (pg_trgm, migration
  // 0035): exactly the columns and expressions placeSearch (server/db/search-sql.ts) matches.
  index('horse_hotels_search_trgm_idx').using(
    'gin', table.name.op('gin_trgm_ops'), table.city.op('gin_trgm_ops'), table.state.op('gin_trgm_ops'),
    sql`(${table.city} || ', ' || ${table.state}) gin_trgm_ops`, sql`(${table.city} || ' ' || ${table.state}) gin_trgm_ops`,
  ),
  // A term too short for trigrams ("zz", "7") that few places hold: their text's pieces of one and two characters
  // (migration 0041).
  index('horse_hotels_search_grams_idx').using('gin', searchGrams(placeSearchText(table))),
  // A two-dimensional index for the hotels near a place: inside a radius's box, and the nearest in order of distance.
  // It carries the position and the id (INCLUDE, migration 0053).
  index('horse_hotels_point_idx').using('gist', sql`point(${table.longitude}::float8, ${table.latitude}::float8)`),
  // The hotels along a trip's route, by the route cells its boxes touch (with the id and position, migration 0059).
  index('horse_hotels_route_cell_idx').on(sql.raw(routeCellSql('latitude::float8', 'longitude::float8'))).where(sql`not ${table.hidden}`),
  index('horse_hotels_owner_idx').on(table.ownerId),
  // The list's default order (by name), read off the index a page at a time.
  index('horse_hotels_by_name_idx').on(table.name, table.id),
  // "Highest rated first", read off the index a page at a time.
  index('horse_hotels_by_rating_idx').on(sql`${table.weightedRating} desc nulls last`, table.name, table.id),
  check('horse_hotels_stall_count_positive', sql`${table.stallCount} is null or ${table.stallCount} >= 0`),
]);

const horseHotelId = () => uuid('horse_hotel_id').notNull().references(() => horseHotels.id, { onDelete: 'cascade' });
const distanceMiles = () => numeric('distance', { precision: 5, scale: 2 });

export const arenaHorseHotels = pgTable('arena_horse_hotels', {
  id: id(),
  arenaId: uuid('arena_id').notNull().references(() => arenas.id, { onDelete: 'cascade' }),
  horseHotelId: horseHotelId(),
  distance: distanceMiles(),
  createdAt: createdAt(),
}, (table) => [
  unique('arena_horse_hotels_pair_unique').on(table.arenaId, table.horseHotelId),
  index('arena_horse_hotels_hotel_idx').on(table.horseHotelId),
]);

export const eventHorseHotels = pgTable('event_horse_hotels', {
  id: id(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  horseHotelId: horseHotelId(),
  distance: distanceMiles(),
  createdAt: createdAt(),
}, (table) => [
  unique('event_horse_hotels_pair_unique').on(table.eventId, table.horseHotelId),
  index('event_horse_hotels_hotel_idx').on(table.horseHotelId),
]);

export const horseHotelReviews = pgTable('horse_hotel_reviews', {
  id: id(),
  hidden: hidden(),
  horseHotelId: horseHotelId(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  rating: integer('rating').notNull(),
  reviewText: text('review_text').notNull(),
  stallCondition: integer('stall_condition'),
  cleanliness: integer('cleanliness'),
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
  index('horse_hotel_reviews_hotel_idx').on(table.horseHotelId, table.createdAt),
  index('horse_hotel_reviews_user_idx').on(table.userId),
  // One review per rider and hotel; reviews whose author was deleted (user_id null) do not collide.
  unique('horse_hotel_reviews_hotel_user_unique').on(table.horseHotelId, table.userId),
  check('horse_hotel_reviews_rating_range', sql`${table.rating} between 1 and 5`),
]);

export const horseHotelReviewPhotos = pgTable('horse_hotel_review_photos', {
  id: id(),
  reviewId: uuid('review_id').notNull().references(() => horseHotelReviews.id, { onDelete: 'cascade' }),
  photoUrl: text('photo_url').notNull(),
  // The rider's upload behind photoUrl (null for pasted or demo URLs).
  uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'cascade' }),
}, (table) => [index('horse_hotel_review_photos_review_idx').on(table.reviewId)]);

/** A horse hotel's gallery: photos riders (and later its owner) uploaded. */
export const horseHotelPhotos = pgTable('horse_hotel_photos', {
  id: id(),
  hidden: hidden(),
  horseHotelId: horseHotelId(),
  photoUrl: text('photo_url').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (table) => [index('horse_hotel_photos_hotel_idx').on(table.horseHotelId, table.createdAt)]);

export type HorseHotel = typeof horseHotels.$inferSelect;
export type HorseHotelReview = typeof horseHotelReviews.$inferSelect;
export type HorseHotelPhoto = typeof horseHotelPhotos.$inferSelect;
