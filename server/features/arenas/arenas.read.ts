import {
  and, asc, desc, eq, getTableColumns, ilike, isNotNull, or, sql, type SQL,
} from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import {
  arenaFollows, arenaLikes, arenaPhotos, arenas, events, horseHotels, reviewPhotos, reviews, users,
} from '@shared/schema';
import { DEFAULT_RADIUS_MILES, type LatLng } from '@shared/geo';
import { DEFAULT_TIME_ZONE } from '@shared/time-zones';
import type { ArenaListQuery } from '@shared/validation';
import type { Queryable } from '../../db/client';
import { distanceMilesSql, roundedDistanceSql, withinRadiusSql } from '../../db/geo-sql';
import { weightedRatingSql } from '../../db/rating-sql';
import { containsPattern, placeMatches } from '../../db/search-sql';
import { isUpcomingEvent } from '../events/events.read';
import { userDisplayNameSql } from '../users/users.repo';

const LIST_PHOTO_LIMIT = 5;

/**
 * Everything the read model adds to an arena row, as correlated subqueries on `arenas`. They run only for the rows
 * of the outer query, which is already cut down to one page.
 */
function arenaReadModelFields(viewerId: string | null, photoLimit: number | null) {
  const viewer = sql`${viewerId}::uuid`;
  return {
    parkingPhotoUrl: sql<string | null>`(select ${arenaPhotos.photoUrl} from ${arenaPhotos}
      where ${arenaPhotos.arenaId} = ${arenas.id} and ${arenaPhotos.photoType} = 'parking'
      order by ${arenaPhotos.createdAt} desc, ${arenaPhotos.id} desc limit 1)`,
    photos: sql<string[]>`array(select ${arenaPhotos.photoUrl} from ${arenaPhotos}
      where ${arenaPhotos.arenaId} = ${arenas.id} and ${arenaPhotos.photoType} is distinct from 'parking'
      order by ${arenaPhotos.createdAt} desc, ${arenaPhotos.id} desc limit ${photoLimit}::int)`,
    eventCount: sql<number>`(select count(*)::int from ${events}
      where ${events.arenaId} = ${arenas.id} and ${isUpcomingEvent()})`,
    averageRating: sql<number>`(select coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::float8 from ${reviews}
      where ${reviews.arenaId} = ${arenas.id})`,
    reviewCount: sql<number>`(select count(*)::int from ${reviews} where ${reviews.arenaId} = ${arenas.id})`,
    likeCount: sql<number>`(select count(*)::int from ${arenaLikes} where ${arenaLikes.arenaId} = ${arenas.id})`,
    arenaLikeId: sql<string | null>`(select ${arenaLikes.id} from ${arenaLikes}
      where ${arenaLikes.arenaId} = ${arenas.id} and ${arenaLikes.userId} = ${viewer})`,
    arenaFollowId: sql<string | null>`(select ${arenaFollows.id} from ${arenaFollows}
      where ${arenaFollows.arenaId} = ${arenas.id} and ${arenaFollows.userId} = ${viewer})`,
  };
}

type ArenaReadRow = typeof arenas.$inferSelect & {
  parkingPhotoUrl: string | null;
  photos: string[];
  eventCount: number;
  averageRating: number;
  reviewCount: number;
  likeCount: number;
  arenaLikeId: string | null;
  arenaFollowId: string | null;
  distance: number | null;
};

function toArenaView({ arenaLikeId, arenaFollowId, ...row }: ArenaReadRow) {
  return {
    ...row,
    timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
    isLiked: arenaLikeId !== null,
    arenaLikeId,
    isFollowing: arenaFollowId !== null,
    arenaFollowId,
  };
}
export type ArenaView = ReturnType<typeof toArenaView>;


function listConditions(query: ArenaListQuery, center: LatLng | null): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(
      ilike(arenas.name, pattern),
      ...placeMatches(arenas.city, arenas.state, pattern),
    )!);
  }
  if (query.state) conditions.push(eq(arenas.state, query.state));
  if (query.arenaType) conditions.push(eq(arenas.arenaType, query.arenaType));
  if (center) {
    const radiusMiles = query.radiusMiles ?? DEFAULT_RADIUS_MILES;
    conditions.push(withinRadiusSql(arenas.latitude, arenas.longitude, center, radiusMiles));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * An arena's confidence-weighted rating for the rating sort (see rating-sql.ts), correlated to the outer "arenas"
 * row so it is computed only for the arenas the filters keep (a grouped pass over every review cost the same
 * whatever the radius), from the (arena_id, rating) index alone.
 */
const weightedRatingOfArenaSql = sql`(select ${weightedRatingSql(sql`rated.rating`)} from ${reviews} as rated
  where rated.arena_id = ${arenas}.id)`;

function listOrder(query: ArenaListQuery, distance: SQL<number | null> | null): SQL[] {
  const byName = [asc(sql`lower(${arenas.name})`), asc(arenas.id)];
  if (query.sort === 'distance' && distance) return [asc(distance), ...byName];
  // Arenas without reviews have no rating; they sort after every rated arena.
  if (query.sort === 'rating') return [sql`${weightedRatingOfArenaSql} desc nulls last`, ...byName];
  return byName;
}

/** Which arenas to show, in order: their ids, a position and the distance from the search centre (or null). */
type ArenaPage = SubqueryWithSelection<{
  arenaId: SQL.Aliased<string>;
  position: SQL.Aliased<number>;
  distance: SQL.Aliased<number | null>;
}, 'page'>;

/**
 * The read model of the arenas a page subquery picked. The page is chosen first (filters, sort, limit) so the
 * read-model subqueries run for its rows only. Joining `arenas` to the page also keeps drizzle qualifying
 * "arenas"."id" inside the correlated subqueries (in a single-table select it drops the table name, and "id" would
 * then resolve to the inner table's own id).
 */
function selectArenaViews(db: Queryable, page: ArenaPage, viewerId: string | null, photoLimit: number | null) {
  return db.select({ ...getTableColumns(arenas), ...arenaReadModelFields(viewerId, photoLimit), distance: page.distance })
    .from(page)
    .innerJoin(arenas, eq(arenas.id, page.arenaId))
    .orderBy(page.position);
}

/** One page of arenas in the read model, plus the total: two statements whatever the page length. */
export async function listArenas(db: Queryable, query: ArenaListQuery, viewerId: string | null) {
  const center = query.latitude != null && query.longitude != null ? { lat: query.latitude, lng: query.longitude } : null;
  const where = listConditions(query, center);
  const distance = center ? roundedDistanceSql(arenas.latitude, arenas.longitude, center) : sql<null>`null::float8`;
  const order = listOrder(query, center ? distanceMilesSql(arenas.latitude, arenas.longitude, center) : null);

  const page = db.select({
    arenaId: sql<string>`${arenas.id}`.as('arena_id'),
    position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
    distance: sql<number | null>`${distance}`.as('distance'),
  }).from(arenas).where(where)
    .orderBy(sql`${sql.identifier('position')}`)
    .limit(query.limit)
    .offset(query.offset)
    .as('page');

  const [rows, [{ total }]] = await Promise.all([
    selectArenaViews(db, page, viewerId, LIST_PHOTO_LIMIT),
    db.select({ total: sql<number>`count(*)::int` }).from(arenas).where(where),
  ]);
  return { rows: rows.map(toArenaView), total };
}

/** One arena in the read model with all its photos, or null. */
export async function findArenaView(db: Queryable, arenaId: string, viewerId: string | null): Promise<ArenaView | null> {
  const page = db.select({
    arenaId: sql<string>`${arenas.id}`.as('arena_id'),
    position: sql<number>`1`.as('position'),
    distance: sql<number | null>`null::float8`.as('distance'),
  }).from(arenas).where(eq(arenas.id, arenaId)).as('page');
  const [row] = await selectArenaViews(db, page, viewerId, null);
  return row ? toArenaView(row) : null;
}

const reviewViewFields = {
  ...getTableColumns(reviews),
  userName: userDisplayNameSql,
  photos: sql<string[]>`array(select ${reviewPhotos.photoUrl} from ${reviewPhotos}
    where ${reviewPhotos.reviewId} = ${reviews.id} order by ${reviewPhotos.id})`,
};

/** An arena's reviews, newest first, each with the reviewer's display name and its photo URLs. */
export async function listArenaReviews(db: Queryable, arenaId: string) {
  return db.select(reviewViewFields).from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.arenaId, arenaId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export async function findReviewView(db: Queryable, reviewId: string) {
  const [review] = await db.select(reviewViewFields).from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return review ?? null;
}

/** The states and arena types present in the data, for the list's filter selects. */
export async function listArenaFilterOptions(db: Queryable) {
  const [states, types] = await Promise.all([
    db.select({ state: arenas.state }).from(arenas).groupBy(arenas.state).orderBy(arenas.state),
    // Alphabetical, not the enum's declaration order.
    db.select({ arenaType: arenas.arenaType }).from(arenas).where(isNotNull(arenas.arenaType))
      .groupBy(arenas.arenaType).orderBy(sql`${arenas.arenaType}::text`),
  ]);
  return {
    states: states.map((row) => row.state),
    arenaTypes: types.map((row) => row.arenaType!),
  };
}

/** The home page's stats strip: real counts and the average of every arena review (0 when there are none). */
export async function readSiteStats(db: Queryable) {
  const [stats] = await db.select({
    arenaCount: sql<number>`(select count(*)::int from ${arenas})`,
    upcomingEventCount: sql<number>`(select count(*)::int from ${events} where ${isUpcomingEvent()})`,
    averageArenaRating: sql<number>`(select coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::float8 from ${reviews})`,
    reviewCount: sql<number>`(select count(*)::int from ${reviews})`,
    horseHotelCount: sql<number>`(select count(*)::int from ${horseHotels})`,
  }).from(sql`(select 1) as one`);
  return stats;
}
