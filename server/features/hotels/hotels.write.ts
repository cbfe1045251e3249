import { and, eq, sql } from 'drizzle-orm';
import { arenaHorseHotels, arenas, horseHotels } from '@shared/schema';
import { DEFAULT_RADIUS_MILES, parseLatLng } from '@shared/geo';
import type { CreateHorseHotelInput, PatchHorseHotelInput } from '@shared/validation/hotels';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { Database, Queryable } from '../../db/client';
import { distanceMilesSql, withinRadiusSql } from '../../db/geo-sql';
import { Conflict, Forbidden, NotFound } from '../../http/errors';
import { findHotel, HOTEL_NOT_FOUND, type HotelReadModel } from './hotels.read';

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
    await lockUntilCommit(tx, 'horse_hotel', ownerId, input.name.toLowerCase(), input.city.toLowerCase(), input.state);
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
