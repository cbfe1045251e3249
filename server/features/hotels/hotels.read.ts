import { and, asc, count, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { arenaHorseHotels, arenas, horseHotelReviews, horseHotels } from '@shared/schema';
import { DEFAULT_RADIUS_MILES, parseLatLng, type LatLng } from '@shared/geo';
import type { PageQuery } from '@shared/validation/common';
import type { HotelListQuery } from '@shared/validation/hotels';
import type { Queryable } from '../../db/client';
import { distanceMilesSql, roundedDistanceSql, withinRadiusSql } from '../../db/geo-sql';
import { pageTotal, withoutTotal } from '../../db/paging';
import { weightedRatingSql } from '../../db/rating-sql';
import { containsPattern, placeMatches } from '../../db/search-sql';

export const HOTEL_NOT_FOUND = 'Horse Hotel Not Found';

export const centerOf = (query: { latitude?: number | null; longitude?: number | null }): LatLng | null =>
  parseLatLng(query.latitude, query.longitude);

/**
 * A hotel's review aggregate, correlated to the outer "horse_hotels" row; the lateral subquery always yields exactly
 * one row. It runs only for the rows of the outer query, which is already cut down to one page.
 */
function reviewStatsOf(db: Queryable) {
  return db.select({
    averageRating: sql<number>`coalesce(round(avg(${horseHotelReviews.rating}), 1), 0)::float8`.as('average_rating'),
    reviewCount: sql<number>`count(*)::int`.as('review_count'),
  }).from(horseHotelReviews)
    .where(eq(horseHotelReviews.horseHotelId, horseHotels.id))
    .as('review_stats');
}

/** The hotel's columns, its review aggregate and its distance from `center` (null without one). */
function hotelReadFields(reviewStats: ReturnType<typeof reviewStatsOf>, center: LatLng | null) {
  const distance = center
    ? roundedDistanceSql(horseHotels.latitude, horseHotels.longitude, center)
    : sql<number | null>`null::float8`;
  return {
    ...getTableColumns(horseHotels),
    averageRating: reviewStats.averageRating,
    reviewCount: reviewStats.reviewCount,
    distance: sql<number | null>`${distance}`.as('distance'),
  };
}

function hotelReadQuery(db: Queryable, center: LatLng | null) {
  const reviewStats = reviewStatsOf(db);
  return db.select(hotelReadFields(reviewStats, center)).from(horseHotels)
    .innerJoinLateral(reviewStats, sql`true`)
    .$dynamic();
}

export type HotelReadModel = Awaited<ReturnType<ReturnType<typeof hotelReadQuery>['execute']>>[number];

function hotelListConditions(query: HotelListQuery, center: LatLng | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(horseHotels.name, pattern), ...placeMatches(horseHotels.city, horseHotels.state, pattern)));
  }
  if (query.state) conditions.push(eq(horseHotels.state, query.state));
  if (center && query.radiusMiles != null) {
    conditions.push(withinRadiusSql(horseHotels.latitude, horseHotels.longitude, center, query.radiusMiles));
  }
  return and(...conditions);
}

/**
 * A hotel's confidence-weighted rating (see rating-sql.ts), correlated to the outer "horse_hotels" row (named in
 * full: in a single-table select drizzle leaves the column unqualified, and it would resolve to the review's own id).
 */
const weightedRatingOfHotelSql = sql`(select ${weightedRatingSql(sql`rated.rating`)} from ${horseHotelReviews} as rated
  where rated.horse_hotel_id = ${horseHotels}.id)`;

function hotelListOrder(query: HotelListQuery, center: LatLng | null): SQL[] {
  const byName = [asc(horseHotels.name), asc(horseHotels.id)];
  if (query.sort === 'rating') return [sql`${weightedRatingOfHotelSql} desc nulls last`, ...byName];
  if (center && query.sort !== 'name') {
    return [sql`${distanceMilesSql(horseHotels.latitude, horseHotels.longitude, center)} asc nulls last`, ...byName];
  }
  return byName;
}

/**
 * One statement for the page and its total (a second only for a page past the end). The page is chosen first
 * (filters, order, limit), so the review aggregates run for its rows only.
 */
export async function listHotels(db: Queryable, query: HotelListQuery) {
  const center = centerOf(query);
  const where = hotelListConditions(query, center);
  const order = hotelListOrder(query, center);
  const page = db.select({
    hotelId: sql<string>`${horseHotels.id}`.as('hotel_id'),
    position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
    total: sql<number>`count(*) over ()`.as('total'),
  }).from(horseHotels).where(where)
    .orderBy(sql`${sql.identifier('position')}`)
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
  const reviewStats = reviewStatsOf(db);
  const rows = await db.select({ ...hotelReadFields(reviewStats, center), total: sql<number>`${page.total}::int` })
    .from(page)
    .innerJoin(horseHotels, eq(horseHotels.id, page.hotelId))
    .innerJoinLateral(reviewStats, sql`true`)
    .orderBy(page.position);
  const total = await pageTotal(rows, query.offset, () => db.select({ count: count() }).from(horseHotels).where(where));
  return { rows: rows.map(withoutTotal), total };
}

export async function findHotel(db: Queryable, id: string, center: LatLng | null = null): Promise<HotelReadModel | null> {
  const [hotel] = await hotelReadQuery(db, center).where(eq(horseHotels.id, id));
  return hotel ?? null;
}

export async function hotelExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: horseHotels.id }).from(horseHotels).where(eq(horseHotels.id, id));
  return Boolean(row);
}

/** The states that have at least one hotel, for the state filter. */
export async function listHotelStates(db: Queryable): Promise<string[]> {
  const rows = await db.selectDistinct({ state: horseHotels.state }).from(horseHotels).orderBy(asc(horseHotels.state));
  return rows.map((row) => row.state);
}

const nearbyArenaColumns = {
  id: arenas.id, name: arenas.name, city: arenas.city, state: arenas.state,
  footingCondition: arenas.footingCondition, coverImage: arenas.coverImage,
};

/**
 * Arenas near a hotel: the stored links (arena_horse_hotels) when it has any, otherwise every arena within the
 * default radius of the hotel's coordinates, by great-circle distance.
 */
function nearbyArenasQuery(db: Queryable, hotelId: string, center: LatLng | null) {
  const linked = db.select({
    ...nearbyArenaColumns,
    distance: sql<number>`round(${arenaHorseHotels.distance}, 1)::float8`.as('distance'),
  }).from(arenaHorseHotels)
    .innerJoin(arenas, eq(arenas.id, arenaHorseHotels.arenaId))
    .where(eq(arenaHorseHotels.horseHotelId, hotelId));
  if (!center) return linked;
  const hasLinks = db.select({ id: arenaHorseHotels.id }).from(arenaHorseHotels)
    .where(eq(arenaHorseHotels.horseHotelId, hotelId));
  const computed = db.select({
    ...nearbyArenaColumns,
    distance: sql<number>`${roundedDistanceSql(arenas.latitude, arenas.longitude, center)}`.as('distance'),
  }).from(arenas)
    .where(and(
      sql`not exists ${hasLinks}`,
      withinRadiusSql(arenas.latitude, arenas.longitude, center, DEFAULT_RADIUS_MILES),
    ));
  return unionAll(linked, computed);
}

/** Null when the hotel does not exist; otherwise one page of nearby arenas, nearest first, and the total. */
export async function listNearbyArenas(db: Queryable, hotelId: string, page: PageQuery) {
  const [hotel] = await db.select({ latitude: horseHotels.latitude, longitude: horseHotels.longitude })
    .from(horseHotels).where(eq(horseHotels.id, hotelId));
  if (!hotel) return null;
  const center = parseLatLng(hotel.latitude, hotel.longitude);
  const nearby = nearbyArenasQuery(db, hotelId, center).as('nearby');
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(nearby)
      .orderBy(asc(nearby.distance), asc(nearby.name), asc(nearby.id))
      .limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(nearby),
  ]);
  return { rows, total };
}
