import { asc, eq, exists, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { arenaHorseHotels, arenas, horseHotels } from '@shared/schema';
import { DEFAULT_RADIUS_MILES, parseLatLng } from '@shared/geo';
import type { PageQuery } from '@shared/validation';
import type { Queryable } from '../../db/client';
import { roundedDistanceSql, withinRadiusSql } from '../../db/geo-sql';

/**
 * Horse hotels for an arena's page, nearest first: the hotels linked to it (with the stored distance), or, when
 * none are linked, every hotel within 50 miles by great-circle distance. Null when the arena does not exist.
 */
export async function listArenaHorseHotels(db: Queryable, arenaId: string, page: PageQuery) {
  const [arena] = await db.select({
    latitude: arenas.latitude,
    longitude: arenas.longitude,
    hasLinkedHotels: exists(db.select({ one: sql`1` }).from(arenaHorseHotels).where(eq(arenaHorseHotels.arenaId, arenaId))),
  }).from(arenas).where(eq(arenas.id, arenaId));
  if (!arena) return null;
  const center = parseLatLng(arena.latitude, arena.longitude);

  if (arena.hasLinkedHotels) {
    const computed = center ? roundedDistanceSql(horseHotels.latitude, horseHotels.longitude, center) : sql`null`;
    // A link stored without a distance falls back to the great-circle distance.
    const distance = sql<number | null>`coalesce(round(${arenaHorseHotels.distance}, 1)::float8, ${computed})`;
    const linked = eq(arenaHorseHotels.arenaId, arenaId);
    return hotelPage(db, page, distance, linked, true);
  }
  if (!center) return { rows: [], total: 0 };
  const distance = roundedDistanceSql(horseHotels.latitude, horseHotels.longitude, center);
  return hotelPage(db, page, distance, withinRadiusSql(horseHotels.latitude, horseHotels.longitude, center, DEFAULT_RADIUS_MILES), false);
}

async function hotelPage(db: Queryable, page: PageQuery, distance: SQL<number | null>, where: SQL, viaLinks: boolean) {
  const rowsQuery = db.select({ ...getTableColumns(horseHotels), distance }).from(horseHotels).$dynamic();
  const countQuery = db.select({ total: sql<number>`count(*)::int` }).from(horseHotels).$dynamic();
  if (viaLinks) {
    rowsQuery.innerJoin(arenaHorseHotels, eq(arenaHorseHotels.horseHotelId, horseHotels.id));
    countQuery.innerJoin(arenaHorseHotels, eq(arenaHorseHotels.horseHotelId, horseHotels.id));
  }
  const [rows, [{ total }]] = await Promise.all([
    rowsQuery.where(where)
      .orderBy(sql`${distance} asc nulls last`, asc(horseHotels.name), asc(horseHotels.id))
      .limit(page.limit).offset(page.offset),
    countQuery.where(where),
  ]);
  return { rows, total };
}
