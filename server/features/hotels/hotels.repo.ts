import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { arenaHorseHotels, arenas, horseHotelReviews, horseHotels, users } from '@shared/schema';
import { DEFAULT_RADIUS_MILES, parseLatLng, type LatLng } from '@shared/geo';
import type { PageQuery } from '@shared/validation/common';
import type {
  CreateHorseHotelInput, CreateHotelReviewInput, HotelListQuery, PatchHorseHotelInput,
} from '@shared/validation/hotels';
import type { Database, Queryable } from '../../db/client';
import { distanceMilesSql, roundedDistanceSql, withinRadiusSql } from '../../db/geo-sql';
import { containsPattern } from '../../db/search-sql';
import { userDisplayNameSql } from '../users/users.repo';
import { Conflict, Forbidden, NotFound } from '../../http/errors';

export const HOTEL_NOT_FOUND = 'Horse Hotel Not Found';

/** `%term%` for ILIKE, with the pattern characters of the term taken literally. */

/** Display-name rule of the spec: first and last name joined, else email, else 'User'. */

export const centerOf = (query: { latitude?: number | null; longitude?: number | null }): LatLng | null =>
  parseLatLng(query.latitude, query.longitude);

/**
 * The hotel's distance from `center`, null when it has no coordinates (the shared distance SQL alone would turn a
 * missing coordinate into half the earth's circumference, as least() skips nulls).
 */
function hotelDistanceSql(center: LatLng, rounded: boolean): SQL<number | null> {
  const miles = rounded
    ? roundedDistanceSql(horseHotels.latitude, horseHotels.longitude, center)
    : distanceMilesSql(horseHotels.latitude, horseHotels.longitude, center);
  return sql<number | null>`case when ${horseHotels.latitude} is not null and ${horseHotels.longitude} is not null
    then ${miles} end`;
}

/** One row per hotel with its review aggregate: the lateral subquery always yields exactly one row. */
function hotelReadQuery(db: Queryable, center: LatLng | null) {
  const reviewStats = db.select({
    averageRating: sql<number>`coalesce(round(avg(${horseHotelReviews.rating}), 1), 0)::float8`.as('average_rating'),
    reviewCount: sql<number>`count(*)::int`.as('review_count'),
  }).from(horseHotelReviews)
    .where(eq(horseHotelReviews.horseHotelId, horseHotels.id))
    .as('review_stats');
  const distance = center ? hotelDistanceSql(center, true) : sql<number | null>`null::float8`;
  return db.select({
    ...getTableColumns(horseHotels),
    averageRating: reviewStats.averageRating,
    reviewCount: reviewStats.reviewCount,
    distance: sql<number | null>`${distance}`.as('distance'),
  }).from(horseHotels)
    .innerJoinLateral(reviewStats, sql`true`)
    .$dynamic();
}

export type HotelReadModel = Awaited<ReturnType<ReturnType<typeof hotelReadQuery>['execute']>>[number];

function hotelListConditions(query: HotelListQuery, center: LatLng | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(horseHotels.name, pattern), ilike(horseHotels.city, pattern), ilike(horseHotels.state, pattern)));
  }
  if (query.state) conditions.push(eq(horseHotels.state, query.state));
  if (center && query.radiusMiles != null) {
    conditions.push(withinRadiusSql(horseHotels.latitude, horseHotels.longitude, center, query.radiusMiles));
  }
  return and(...conditions);
}

/** Two statements whatever the page length: the page (with aggregates) and the total. */
export async function listHotels(db: Queryable, query: HotelListQuery) {
  const center = centerOf(query);
  const where = hotelListConditions(query, center);
  const order = center && query.sort !== 'name'
    ? [sql`${hotelDistanceSql(center, false)} asc nulls last`,
      asc(horseHotels.name), asc(horseHotels.id)]
    : [asc(horseHotels.name), asc(horseHotels.id)];
  const [rows, [{ total }]] = await Promise.all([
    hotelReadQuery(db, center).where(where).orderBy(...order).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(horseHotels).where(where),
  ]);
  return { rows, total };
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

/** Serialises concurrent writes on the same key for the rest of the transaction (no unique index covers them). */
const lockKey = (tx: Queryable, ...parts: string[]) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${parts.join('|')}, 0))`);

/** Links the hotel to every arena within the default radius, with the great-circle distance (numeric 5,2). */
async function linkNearbyArenas(tx: Queryable, hotelId: string, latitude: string | null, longitude: string | null) {
  const center = parseLatLng(latitude, longitude);
  if (!center) return;
  await tx.insert(arenaHorseHotels).select(tx.select({
    id: sql`gen_random_uuid()`.as('id'),
    arenaId: arenas.id,
    horseHotelId: sql`${hotelId}::uuid`.as('horse_hotel_id'),
    distance: sql`round(${distanceMilesSql(arenas.latitude, arenas.longitude, center)}::numeric, 2)`.as('distance'),
    createdAt: sql`now()`.as('created_at'),
  }).from(arenas).where(withinRadiusSql(arenas.latitude, arenas.longitude, center, DEFAULT_RADIUS_MILES)));
}

/**
 * A new hotel owned by `ownerId`, linked to the arenas around it, in one transaction. The same owner adding a
 * hotel with the same name in the same town again is a conflict (a double submit or a duplicate listing).
 */
export async function createHotel(db: Database, ownerId: string, input: CreateHorseHotelInput): Promise<HotelReadModel> {
  return db.transaction(async (tx) => {
    await lockKey(tx, 'horse_hotel', ownerId, input.name.toLowerCase(), input.city.toLowerCase(), input.state);
    const [existing] = await tx.select({ id: horseHotels.id }).from(horseHotels).where(and(
      eq(horseHotels.ownerId, ownerId),
      sql`lower(${horseHotels.name}) = ${input.name.toLowerCase()}`,
      sql`lower(${horseHotels.city}) = ${input.city.toLowerCase()}`,
      eq(horseHotels.state, input.state),
    ));
    if (existing) {
      throw new Conflict(`You have already added a horse hotel named "${input.name}" in ${input.city}, ${input.state}.`);
    }
    const [hotel] = await tx.insert(horseHotels).values({ ...input, ownerId }).returning();
    await linkNearbyArenas(tx, hotel.id, hotel.latitude, hotel.longitude);
    return (await findHotel(tx, hotel.id))!;
  });
}

/**
 * Updates a hotel of `ownerId` (the ownership check is the update's WHERE clause); when its coordinates change,
 * its arena links are recomputed in the same transaction.
 */
export async function updateHotel(
  db: Database, hotelId: string, ownerId: string, changes: PatchHorseHotelInput,
): Promise<HotelReadModel> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ latitude: horseHotels.latitude, longitude: horseHotels.longitude })
      .from(horseHotels).where(eq(horseHotels.id, hotelId)).for('update');
    if (!before) throw new NotFound(HOTEL_NOT_FOUND);
    const ownedByUser = and(eq(horseHotels.id, hotelId), eq(horseHotels.ownerId, ownerId));
    const [after] = Object.keys(changes).length
      ? await tx.update(horseHotels).set(changes).where(ownedByUser)
        .returning({ latitude: horseHotels.latitude, longitude: horseHotels.longitude })
      : await tx.select({ latitude: horseHotels.latitude, longitude: horseHotels.longitude })
        .from(horseHotels).where(ownedByUser);
    if (!after) throw new Forbidden('Only the owner can edit this horse hotel');
    if (after.latitude !== before.latitude || after.longitude !== before.longitude) {
      await tx.delete(arenaHorseHotels).where(eq(arenaHorseHotels.horseHotelId, hotelId));
      await linkNearbyArenas(tx, hotelId, after.latitude, after.longitude);
    }
    return (await findHotel(tx, hotelId))!;
  });
}
