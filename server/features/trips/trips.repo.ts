import { and, asc, count, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Columns } from '@shared/contracts/json';
import type { TripListEntry, TripRecord } from '@shared/contracts/trips';
import { trips, tripEvents, tripHorseHotels, tripServices } from '@shared/schema';
import { tripDateRules, type CreateTripInput, type TripListQuery, type UpdateTripInput } from '@shared/validation';
import type { Queryable } from '../../db/client';
import { jsonRowsOf, jsonTextSql, type JsonListRow } from '../../db/json-sql';
import { pageTotal } from '../../db/paging';
import { PreparedByShape, preparedOnce, StatementValues, writtenPage, type Bind } from '../../db/prepared';

/** Every trip query goes through this condition: another rider's trip simply does not exist. */
export const ownedTrip = (userId: string | Placeholder, tripId: string | Placeholder) => and(eq(trips.id, tripId), eq(trips.userId, userId));

/** The table of each kind of trip item and its column naming the event, horse hotel or service provider. */
export const tripItemTables = {
  event: { table: tripEvents, referenceColumn: tripEvents.eventId },
  horseHotel: { table: tripHorseHotels, referenceColumn: tripHorseHotels.horseHotelId },
  service: { table: tripServices, referenceColumn: tripServices.serviceProviderId },
} as const;

/** A rule that needs the stored row (a partial update) failed: the field to name in the 400, and why. */
export interface FieldIssue {
  path: string[];
  message: string;
}

/** A trip as the API answers it (the plan reads the same columns). */
export const tripColumns = {
  id: trips.id,
  userId: trips.userId,
  name: trips.name,
  description: trips.description,
  startDate: trips.startDate,
  endDate: trips.endDate,
  startLocation: trips.startLocation,
  endLocation: trips.endLocation,
  notes: trips.notes,
  notesPrivate: trips.notesPrivate,
  startLatitude: trips.startLatitude,
  startLongitude: trips.startLongitude,
  endLatitude: trips.endLatitude,
  endLongitude: trips.endLongitude,
  dailyLimitMiles: trips.dailyLimitMiles,
  dailyLimitHours: trips.dailyLimitHours,
  restEveryHours: trips.restEveryHours,
  towingSpeedMph: trips.towingSpeedMph,
  fuelMpg: trips.fuelMpg,
  fuelPrice: trips.fuelPrice,
  shared: sql<boolean>`${trips.shareToken} is not null`,
  createdAt: trips.createdAt,
  updatedAt: trips.updatedAt,
} satisfies Columns<TripRecord>;

// Spelled out with an alias: drizzle leaves columns unqualified in a single-table select, where a bare "id"
// inside the subquery would mean the item's id, not the trip's.
const itemCount = (table: typeof tripEvents | typeof tripHorseHotels | typeof tripServices) =>
  sql<number>`(select count(*) from ${table} as item where item.trip_id = ${trips}.id)`.mapWith(Number);

function containsItem({ itemKind, itemId }: TripListQuery, bind: Bind) {
  if (!itemKind || !itemId) return sql<boolean>`false`;
  const { table, referenceColumn } = tripItemTables[itemKind];
  return sql<boolean>`exists (select 1 from ${table} as item where item.trip_id = ${trips}.id and item.${sql.identifier(referenceColumn.name)} = ${bind(itemId)})`;
}

/** The trips page and a trip: prepared once (per shape), as planning them cost more than running them. */
const tripPages = new PreparedByShape('trip_page');
const tripCountStatement = preparedOnce('trip_count', (db) => db.select({ count: count() }).from(trips)
  .where(eq(trips.userId, sql.placeholder('userId'))));
const tripByIdStatement = preparedOnce('trip_by_id', (db) => db.select(tripColumns).from(trips)
  .where(ownedTrip(sql.placeholder('userId'), sql.placeholder('tripId'))));

/**
 * The rider's trips, soonest start first (undated last), each written as JSON by PostgreSQL with its item counts and
 * whether it holds the named item, and the count of them all (an InitPlan of the page's statement): one statement per
 * page, but for a page past the end, which counts on its own.
 */
export async function listTrips(
  db: Queryable, userId: string, query: TripListQuery,
): Promise<{ rows: JsonListRow[]; total: number }> {
  const statement = new StatementValues();
  const contains = containsItem(query, statement.bind);
  const mine = eq(trips.userId, statement.bind(userId));
  const written = writtenPage(query, statement.bind);
  const kind = query.itemKind && query.itemId ? query.itemKind : 'none';
  const rows = await tripPages.run(db, `${kind},${written.shape}`, statement, () => db.select({
    json: jsonTextSql({
      ...tripColumns,
      itemCounts: { events: itemCount(tripEvents), horseHotels: itemCount(tripHorseHotels), services: itemCount(tripServices) },
      containsItem: contains,
    } satisfies Columns<TripListEntry>),
    total: sql<number>`(select count(*)::int from ${trips} where ${mine})`,
  })
    .from(trips)
    .where(mine)
    .orderBy(sql`${trips.startDate} asc nulls last`, asc(trips.createdAt), asc(trips.id))
    .limit(written.limit)
    .offset(written.offset));
  const total = await pageTotal(rows, query.offset, () => tripCountStatement(db).execute({ userId }));
  return { rows: jsonRowsOf(rows), total };
}

export async function findTrip(db: Queryable, userId: string, tripId: string): Promise<TripRecord | null> {
  const [trip] = await tripByIdStatement(db).execute({ userId, tripId });
  return trip ?? null;
}

/** A new trip of the rider's (an empty one: see createTripWithItem for the Add to Trip dialog's). */
export async function createTrip(db: Queryable, userId: string, input: CreateTripInput): Promise<TripRecord> {
  const [trip] = await db.insert(trips).values({ ...input, userId }).returning(tripColumns);
  return trip;
}

export type UpdateTripOutcome =
  | { outcome: 'updated'; trip: TripRecord }
  | { outcome: 'not-found' }
  | { outcome: 'invalid'; issue: FieldIssue };

/** Changes the rider's trip; the dates are checked against the stored ones when only one of them changes. */
export async function updateTrip(
  db: Queryable, userId: string, tripId: string, input: UpdateTripInput,
): Promise<UpdateTripOutcome> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select(tripColumns).from(trips).where(ownedTrip(userId, tripId)).for('update');
    if (!stored) return { outcome: 'not-found' };
    const changes = definedOnly(input);
    // A home base renamed without new coordinates is no longer where the old ones point.
    for (const end of ['start', 'end'] as const) {
      const renamed = changes[`${end}Location`] !== undefined && changes[`${end}Location`] !== stored[`${end}Location`];
      if (renamed && changes[`${end}Latitude`] === undefined) Object.assign(changes, { [`${end}Latitude`]: null, [`${end}Longitude`]: null });
    }
    const rule = tripDateRules.endNotBeforeStart;
    if (!rule.check({ ...stored, ...changes })) return { outcome: 'invalid', issue: rule.issue };
    const [trip] = await tx.update(trips).set({ ...changes, updatedAt: new Date() })
      .where(ownedTrip(userId, tripId)).returning(tripColumns);
    return { outcome: 'updated', trip };
  });
}

/** Deletes the rider's trip with its events, hotels and services (ON DELETE CASCADE); false when it is not theirs. */
export async function deleteTrip(db: Queryable, userId: string, tripId: string): Promise<boolean> {
  const deleted = await db.delete(trips).where(ownedTrip(userId, tripId)).returning({ id: trips.id });
  return deleted.length > 0;
}

/** The fields a partial update sets: those present in the input. */
export const definedOnly = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
