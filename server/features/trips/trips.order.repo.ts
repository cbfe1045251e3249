import { sql } from 'drizzle-orm';
import { events, tripEvents, tripHorseHotels, trips } from '@shared/schema';
import type { Queryable } from '../../db/client';
import { ownedTrip } from './trips.repo';

/**
 * The itinerary's one order: a trip's events and hotel stays share one `order_index` sequence (services keep
 * their own). A new stop goes where its day falls; "Add as overnight" puts a stay right after a given stop.
 */

/** The trip's stops, in order, with the instant each begins (an event's start, a stay's check-in). */
const stopsOf = (tripId: string) => sql`(
  select te.id, te.order_index, e.date as starts_at from ${tripEvents} te join ${events} e on e.id = te.event_id
   where te.trip_id = ${tripId}
  union all
  select th.id, th.order_index, th.check_in_date from ${tripHorseHotels} th where th.trip_id = ${tripId}
) as stop`;

/** Makes room at `position`: every stop from there on moves one place down. */
async function openPlace(tx: Queryable, tripId: string, position: number): Promise<number> {
  await tx.execute(sql`update ${tripEvents} set order_index = order_index + 1 where trip_id = ${tripId} and order_index >= ${position}`);
  await tx.execute(sql`update ${tripHorseHotels} set order_index = order_index + 1 where trip_id = ${tripId} and order_index >= ${position}`);
  return position;
}

/**
 * The place for a stop that begins at `startsAt`: before the first stop (in the trip's order) that begins later,
 * so stops added in any order stand in date order until the rider reorders them; last when undated.
 */
export async function placeByDay(tx: Queryable, tripId: string, startsAt: Date | null): Promise<number> {
  const result = await tx.execute<{ later: number | null; next: number }>(sql`
    select min(order_index) filter (where ${startsAt}::timestamptz is not null and starts_at > ${startsAt}::timestamptz) as later,
           coalesce(max(order_index) + 1, 0) as next
      from ${stopsOf(tripId)}`);
  const { later, next } = result.rows[0];
  return later === null ? Number(next) : openPlace(tx, tripId, Number(later));
}

/** The place right after a stop of this trip (null: the first place); null when the stop is not in the trip. */
export async function placeAfter(tx: Queryable, tripId: string, stopId: string | null): Promise<number | null> {
  if (stopId === null) return openPlace(tx, tripId, 0);
  const result = await tx.execute<{ order_index: number }>(sql`select order_index from ${stopsOf(tripId)} where id = ${stopId}`);
  const [stop] = result.rows;
  return stop ? openPlace(tx, tripId, Number(stop.order_index) + 1) : null;
}

export type ReorderOutcome = { outcome: 'reordered' } | { outcome: 'invalid'; message: string };

/** Sets the trip's order to `stopIds`, which must name each of its events and hotel stays exactly once. */
export async function reorderStops(tx: Queryable, tripId: string, stopIds: string[]): Promise<ReorderOutcome> {
  const result = await tx.execute<{ id: string }>(sql`select id from ${stopsOf(tripId)}`);
  const stored = new Set(result.rows.map((row) => row.id));
  const foreign = stopIds.filter((id) => !stored.has(id));
  if (foreign.length > 0) return { outcome: 'invalid', message: `${foreign.length === 1 ? 'A stop is' : `${foreign.length} stops are`} not in this trip` };
  if (stopIds.length !== stored.size) {
    return { outcome: 'invalid', message: `List every stop of this trip once: ${stored.size - stopIds.length} missing` };
  }
  const ordered = sql`unnest(array[${sql.join(stopIds.map((id) => sql`${id}::uuid`), sql`, `)}]) with ordinality as wanted(id, position)`;
  await tx.execute(sql`update ${tripEvents} t set order_index = wanted.position - 1 from ${ordered} where t.id = wanted.id`);
  await tx.execute(sql`update ${tripHorseHotels} t set order_index = wanted.position - 1 from ${ordered} where t.id = wanted.id`);
  return { outcome: 'reordered' };
}

/** PUT /api/trips/:id/order, with the rider's trip locked so two reorders take turns. */
export async function reorderTrip(
  db: Queryable, userId: string, tripId: string, stopIds: string[],
): Promise<ReorderOutcome | { outcome: 'trip-missing' }> {
  return db.transaction(async (tx) => {
    const [trip] = await tx.select({ id: trips.id }).from(trips).where(ownedTrip(userId, tripId)).for('update');
    if (!trip) return { outcome: 'trip-missing' };
    return reorderStops(tx, tripId, stopIds);
  });
}
