import { eq, sql } from 'drizzle-orm';
import { arenaHorseHotels, arenas } from '@shared/schema';
import { DEFAULT_RADIUS_MILES, parseLatLng } from '@shared/geo';
import type { PageQuery } from '@shared/validation';
import type { Queryable } from '../../db/client';
import { listLinkedOrNearby } from '../../db/linked-or-nearby';
import { PreparedByShape, preparedOnce } from '../../db/prepared';
import { hotelColumns, listedHorseHotels } from '../hotels/hotels.repo';

const arenaPlaceStatement = preparedOnce('arena_place', (db) => db.select({ latitude: arenas.latitude, longitude: arenas.longitude })
  .from(arenas).where(eq(arenas.id, sql.placeholder('arenaId'))));
const arenaHotelPages = new PreparedByShape('arena_hotel_page');

/**
 * Horse hotels for an arena's page, nearest first: the hotels linked to it, or, when none are linked, every hotel
 * within 50 miles by great-circle distance. Null when the arena does not exist.
 */
export async function listArenaHorseHotels(db: Queryable, arenaId: string, page: PageQuery) {
  const [arena] = await arenaPlaceStatement(db).execute({ arenaId });
  if (!arena) return null;
  return listLinkedOrNearby(db, {
    statements: arenaHotelPages,
    columns: hotelColumns,
    listed: listedHorseHotels,
    links: {
      table: arenaHorseHotels, ownerId: arenaHorseHotels.arenaId, listedId: arenaHorseHotels.horseHotelId,
      distance: arenaHorseHotels.distance,
    },
    ownerId: arenaId,
    center: parseLatLng(arena.latitude, arena.longitude),
    radiusMiles: DEFAULT_RADIUS_MILES,
  }, page);
}
