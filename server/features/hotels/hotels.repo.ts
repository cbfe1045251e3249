import { and, asc, eq, not, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type {
  HotelGalleryPhotoView,
  HorseHotelRecord, HorseHotelView, HotelNearbyArenaView,
} from '@shared/contracts/hotels';
import type { Columns } from '@shared/contracts/json';
import { arenaHorseHotels, arenas, horseHotelPhotos, horseHotels } from '@shared/schema';
import { DEFAULT_RADIUS_MILES, parseLatLng, type LatLng } from '@shared/geo';
import type { PageQuery } from '@shared/validation/common';
import type { CreateHorseHotelInput, HotelListQuery, PatchHorseHotelInput } from '@shared/validation/hotels';
import { claimUploads } from '../uploads';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { Database, Queryable } from '../../db/client';
import {
  circleValues, distanceMilesSql, indexedPointSql, roundedDistanceSql, withinCircleSql, withinMilesSql, withinRadiusSql, type PointValues,
} from '../../db/geo-sql';
import { listLinkedOrNearby, type ListedTable } from '../../db/linked-or-nearby';
import { CountsAtDataVersion, recordingBind } from '../../db/counts-at-version';
import { jsonRowsOf, jsonTextSql, type JsonListRow } from '../../db/json-sql';
import { boundedTotal, cappedCount, newestFirstPage, type ListTotal } from '../../db/paging';
import { asIs, PreparedByShape, preparedOnce, queryShape, StatementValues, writtenPage, type Bind } from '../../db/prepared';
import { keptAverageRatingSql } from '../../db/rating-sql';
import { placeSearchCondition, placeSearchKinds, type SearchKind } from '../../db/search-sql';

export const centerOf = (query: { latitude?: number | null; longitude?: number | null }): LatLng | null =>
  parseLatLng(query.latitude, query.longitude);

/** A hotel's own columns: what arenas and events list beside them, and the base of the hotel pages' view. */
export const hotelColumns = {
  id: horseHotels.id,
  name: horseHotels.name,
  address: horseHotels.address,
  city: horseHotels.city,
  state: horseHotels.state,
  zipCode: horseHotels.zipCode,
  latitude: horseHotels.latitude,
  longitude: horseHotels.longitude,
  phone: horseHotels.phone,
  email: horseHotels.email,
  website: horseHotels.website,
  description: horseHotels.description,
  stallCount: horseHotels.stallCount,
  dailyRate: horseHotels.dailyRate,
  weeklyRate: horseHotels.weeklyRate,
  amenities: horseHotels.amenities,
  stallType: horseHotels.stallType,
  turnoutAvailable: horseHotels.turnoutAvailable,
  feedIncluded: horseHotels.feedIncluded,
  coverImage: horseHotels.coverImage,
  ownerId: horseHotels.ownerId,
  createdAt: horseHotels.createdAt,
} satisfies Columns<HorseHotelRecord>;

/** Horse hotels as the rows listed beside an arena or event (linked, else within a radius). */
export const listedHorseHotels: ListedTable = {
  table: horseHotels, id: horseHotels.id, name: horseHotels.name, latitude: horseHotels.latitude, longitude: horseHotels.longitude,
};

/** The hotel's columns, its review figures and its distance from `center` (null without one). */
function hotelFields(center: PointValues | null, bind: Bind = asIs) {
  const distance = center
    ? roundedDistanceSql(horseHotels.latitude, horseHotels.longitude, center, bind)
    : sql<number | null>`null::float8`;
  return {
    ...hotelColumns,
    // Kept on the hotel row with each review and each hidden or restored one (migration 0034).
    averageRating: keptAverageRatingSql(horseHotels.reviewCount, horseHotels.ratingSum),
    reviewCount: sql<number>`${horseHotels.reviewCount}`,
    distance: sql<number | null>`${distance}`,
  } satisfies Columns<HorseHotelView>;
}

function hotelReadFields(center: LatLng | null, bind: Bind = asIs) {
  const fields = hotelFields(center, bind);
  return { ...fields, distance: fields.distance.as('distance') };
}

const hotelSearchKind = placeSearchKinds('horse_hotels', horseHotels);

/**
 * A list's values, bound before its statement is built (it is built only the first time its shape is seen): the
 * filters' through `filterBind`, which names the list's count by them.
 */
function hotelListValues(query: HotelListQuery, center: LatLng | null, search: SearchKind | undefined, bind: Bind, filterBind: Bind) {
  const circle = center && query.radiusMiles != null ? circleValues(center, query.radiusMiles, filterBind) : null;
  return {
    // A search's condition is built with its term: a list by search is built at every request.
    searched: query.search && search ? placeSearchCondition(horseHotels, horseHotels.id, query.search, search, filterBind) : undefined,
    state: query.state ? filterBind(query.state) : undefined,
    circle,
    from: circle?.center ?? (center ? { lat: bind(center.lat), lng: bind(center.lng) } : null),
  };
}
type HotelListValues = ReturnType<typeof hotelListValues>;

function hotelListConditions({ searched, state, circle }: HotelListValues): SQL | undefined {
  return and(
    searched,
    state === undefined ? undefined : eq(horseHotels.state, state),
    circle ? withinCircleSql(horseHotels.latitude, horseHotels.longitude, circle) : undefined,
    not(horseHotels.hidden),
  );
}

function hotelListOrder(query: HotelListQuery, from: PointValues | null): SQL[] {
  const byName = [asc(horseHotels.name), asc(horseHotels.id)];
  if (query.sort === 'rating') return [sql`${horseHotels.weightedRating} desc nulls last`, ...byName];
  if (from && query.sort !== 'name') {
    return [sql`${distanceMilesSql(horseHotels.latitude, horseHotels.longitude, from)} asc nulls last`, ...byName];
  }
  return byName;
}

/**
 * Nearest first within a radius (which only hotels with a position are in), the list the hotels page asks for with
 * a place: a search or a state keeps to the rows they find.
 */
const nearestFirst = (query: HotelListQuery) => (query.sort == null || query.sort === 'distance')
  && query.radiusMiles != null && !query.search && !query.state;

/**
 * The parts of a page of the hotels nearest `center` that keeps from sorting every one in reach by distance (at scale
 * 100, 800 within 100 miles of Fort Worth): the GiST index on the position gives the matches in the order of their
 * plain distance in degrees, and the first offset + limit of them say how far the page can reach (`reach`, in miles):
 * that many matches lie within the farthest of them, so the page's rows do too. The page is then the matches
 * `withinReach`, in the list's order (distance, name, id), exactly as the sort of every match gives it.
 */
function nearestFirstParts(from: PointValues, reachRows: number | Placeholder) {
  const distance = distanceMilesSql(horseHotels.latitude, horseHotels.longitude, from);
  const fromCenter = sql`${indexedPointSql(horseHotels.latitude, horseHotels.longitude)} <-> point(${from.lng}::float8, ${from.lat}::float8)`;
  const withinReach = withinMilesSql(horseHotels.latitude, horseHotels.longitude, from, sql.raw('"reach"."miles"'));
  return {
    withinReach,
    reach(db: Queryable, where: SQL | undefined) {
      const nearest = db.select({ miles: sql<number>`${distance}`.as('miles') }).from(horseHotels).where(where)
        .orderBy(fromCenter).limit(reachRows).as('nearest');
      return db.select({ miles: sql<number | null>`max(${nearest.miles})`.as('miles') }).from(nearest).as('reach');
    },
  };
}

const listStatements = new PreparedByShape('hotels_list');
const countStatements = new PreparedByShape('hotels_count');
const matchCounts = new CountsAtDataVersion();

/**
 * One page of hotels, each row as JSON written by PostgreSQL, and the total (counted up to TOTAL_COUNT_CAP, and not
 * when the page shows the end of the list). One statement: the page is read in the list's order first
 * (horse_hotels_by_name_idx for the default), so the review aggregates run for its rows only, and the matches are
 * counted by it only when the data version moved since this server counted that list (migration 0048); statements
 * are prepared per shape.
 */
export async function listHotels(db: Queryable, query: HotelListQuery): Promise<{ rows: JsonListRow[] } & ListTotal> {
  const center = centerOf(query);
  const search = await hotelSearchKind(db, query.search);
  const shape = queryShape({ ...query, search, center }, ['sort', 'search']);
  const statement = new StatementValues();
  const { bind } = statement;
  // Every value is bound first, each once; the statement is built from them only the first time a shape is seen.
  const filters = recordingBind(bind);
  const values = hotelListValues(query, center, search, bind, filters.bind);
  const counted = matchCounts.counted(db, `${shape}|${filters.values()}`, bind);
  const written = writtenPage(query, bind);
  const nearest = values.from && nearestFirst(query) ? { from: values.from, reachRows: bind(query.offset + query.limit) } : null;
  const matchCount = (where = hotelListConditions(values)) => cappedCount(db, db.select({ one: sql`1`.as('one') }).from(horseHotels).where(where));
  const rows = await listStatements.run(db, `${shape},${written.shape}`, statement, () => {
    const where = hotelListConditions(values);
    const order = hotelListOrder(query, values.from);
    const inOrder = (condition: SQL | undefined) => db.select({ hotelId: sql<string>`${horseHotels.id}`.as('hotel_id') })
      .from(horseHotels).where(condition)
      .orderBy(...order)
      .limit(written.limit)
      .offset(written.offset);
    const nearbyPage = ({ reach, withinReach }: ReturnType<typeof nearestFirstParts>) => {
      const nearby = inOrder(and(where, withinReach)).as('nearby');
      return db.select({ hotelId: sql<string>`${nearby.hotelId}`.as('hotel_id') }).from(reach(db, where)).crossJoinLateral(nearby).as('page');
    };
    const page = nearest ? nearbyPage(nearestFirstParts(nearest.from, nearest.reachRows)) : inOrder(where).as('page');
    return db.select({ json: jsonTextSql(hotelFields(values.from)), ...counted.columns(sql<number>`(${matchCount(where)})`) })
      .from(page)
      .innerJoin(horseHotels, eq(horseHotels.id, page.hotelId))
      .orderBy(...order);
  });
  // A page past the end has no row to carry the count.
  const total = await boundedTotal(rows.length, query, async () => (rows[0]
    ? [{ count: counted.countOf(rows[0]) }]
    : countStatements.run(db, shape, statement, matchCount)));
  return { rows: jsonRowsOf(rows), ...total };
}

/** A hotel's page: its statement prepared once, as planning it cost several times running it. */
const hotelByIdStatements = new PreparedByShape('hotel_by_id');

export async function findHotel(db: Queryable, id: string, center: LatLng | null = null): Promise<HorseHotelView | null> {
  const statement = new StatementValues();
  const { bind } = statement;
  const [hotel] = await hotelByIdStatements.run(db, center ? 'with distance' : 'without distance', statement,
    db.select(hotelReadFields(center, bind)).from(horseHotels).where(and(eq(horseHotels.id, bind(id)), not(horseHotels.hidden))));
  return hotel ?? null;
}

const listedHotelStatement = preparedOnce('listed_hotel', (db) => db.select({ id: horseHotels.id }).from(horseHotels)
  .where(and(eq(horseHotels.id, sql.placeholder('hotelId')), not(horseHotels.hidden))));

export async function hotelExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await listedHotelStatement(db).execute({ hotelId: id });
  return Boolean(row);
}

/** The states that have at least one hotel, for the state filter. */
export async function listHotelStates(db: Queryable): Promise<string[]> {
  const rows = await db.selectDistinct({ state: horseHotels.state }).from(horseHotels).orderBy(asc(horseHotels.state));
  return rows.map((row) => row.state);
}

const nearbyArenaColumns = {
  id: arenas.id,
  name: arenas.name,
  city: arenas.city,
  state: arenas.state,
  footingCondition: arenas.footingCondition,
  coverImage: arenas.coverImage,
};

const hotelPlaceStatement = preparedOnce('hotel_place', (db) => db.select({ latitude: horseHotels.latitude, longitude: horseHotels.longitude })
  .from(horseHotels).where(eq(horseHotels.id, sql.placeholder('hotelId'))));
const hotelArenaPages = new PreparedByShape('hotel_arena_page');

/**
 * One page of the arenas near a hotel, nearest first: the arenas linked to it when it has any, otherwise every
 * arena within the default radius of its coordinates. Null when the hotel does not exist.
 */
export async function listNearbyArenas(
  db: Queryable, hotelId: string, page: PageQuery,
): Promise<{ rows: HotelNearbyArenaView[]; total: number } | null> {
  const [hotel] = await hotelPlaceStatement(db).execute({ hotelId });
  if (!hotel) return null;
  return listLinkedOrNearby(db, {
    statements: hotelArenaPages,
    columns: nearbyArenaColumns satisfies Columns<Omit<HotelNearbyArenaView, 'distance'>>,
    listed: { table: arenas, id: arenas.id, name: arenas.name, latitude: arenas.latitude, longitude: arenas.longitude },
    links: {
      table: arenaHorseHotels, ownerId: arenaHorseHotels.horseHotelId, listedId: arenaHorseHotels.arenaId,
      distance: arenaHorseHotels.distance,
    },
    ownerId: hotelId,
    center: parseLatLng(hotel.latitude, hotel.longitude),
    radiusMiles: DEFAULT_RADIUS_MILES,
  }, page);
}

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

export type CreateHotelOutcome =
  | { outcome: 'created'; hotel: HorseHotelView }
  | { outcome: 'duplicate'; message: string }
  | { outcome: 'unusable-upload' };

/**
 * A new hotel owned by `ownerId`, linked to the arenas around it, in one transaction. The same owner adding a
 * hotel with the same name in the same town again is a conflict (a double submit or a duplicate listing).
 */
export async function createHotel(
  db: Database, ownerId: string, { coverUploadId, ...input }: CreateHorseHotelInput,
): Promise<CreateHotelOutcome> {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, 'horse_hotel', ownerId, input.name.toLowerCase(), input.city.toLowerCase(), input.state);
    const [existing] = await tx.select({ id: horseHotels.id }).from(horseHotels).where(and(
      eq(horseHotels.ownerId, ownerId),
      sql`lower(${horseHotels.name}) = ${input.name.toLowerCase()}`,
      sql`lower(${horseHotels.city}) = ${input.city.toLowerCase()}`,
      eq(horseHotels.state, input.state),
    ));
    if (existing) {
      return {
        outcome: 'duplicate',
        message: `You have already added a horse hotel named "${input.name}" in ${input.city}, ${input.state}.`,
      };
    }
    const cover = await claimUploads(tx, ownerId, coverUploadId ? [coverUploadId] : []);
    if (cover.outcome === 'unusable') return { outcome: 'unusable-upload' };
    const [hotel] = await tx.insert(horseHotels).values({ ...input, coverImage: cover.uploads[0]?.url ?? input.coverImage, ownerId })
      .returning({ id: horseHotels.id, latitude: horseHotels.latitude, longitude: horseHotels.longitude });
    await linkNearbyArenas(tx, hotel.id, hotel.latitude, hotel.longitude);
    return { outcome: 'created', hotel: (await findHotel(tx, hotel.id))! };
  });
}

export type UpdateHotelOutcome =
  | { outcome: 'updated'; hotel: HorseHotelView }
  | { outcome: 'not-found' }
  | { outcome: 'not-owner' }
  | { outcome: 'unusable-upload' };

/**
 * Updates a hotel of `ownerId` (the ownership check is the update's WHERE clause); when its coordinates change,
 * its arena links are recomputed in the same transaction.
 */
export async function updateHotel(
  db: Database, hotelId: string, ownerId: string, { coverUploadId, ...fields }: PatchHorseHotelInput,
): Promise<UpdateHotelOutcome> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ latitude: horseHotels.latitude, longitude: horseHotels.longitude, ownerId: horseHotels.ownerId })
      .from(horseHotels).where(eq(horseHotels.id, hotelId)).for('update');
    if (!before) return { outcome: 'not-found' };
    if (before.ownerId !== ownerId) return { outcome: 'not-owner' };
    const cover = await claimUploads(tx, ownerId, coverUploadId ? [coverUploadId] : []);
    if (cover.outcome === 'unusable') return { outcome: 'unusable-upload' };
    const changes = cover.uploads[0] ? { ...fields, coverImage: cover.uploads[0].url } : fields;
    const ownedByUser = and(eq(horseHotels.id, hotelId), eq(horseHotels.ownerId, ownerId));
    const [after] = Object.keys(changes).length
      ? await tx.update(horseHotels).set(changes).where(ownedByUser)
        .returning({ latitude: horseHotels.latitude, longitude: horseHotels.longitude })
      : await tx.select({ latitude: horseHotels.latitude, longitude: horseHotels.longitude })
        .from(horseHotels).where(ownedByUser);
    if (!after) return { outcome: 'not-owner' };
    if (after.latitude !== before.latitude || after.longitude !== before.longitude) {
      await tx.delete(arenaHorseHotels).where(eq(arenaHorseHotels.horseHotelId, hotelId));
      await linkNearbyArenas(tx, hotelId, after.latitude, after.longitude);
    }
    return { outcome: 'updated', hotel: (await findHotel(tx, hotelId))! };
  });
}

const galleryColumns = {
  id: horseHotelPhotos.id,
  url: horseHotelPhotos.photoUrl,
  uploadId: horseHotelPhotos.uploadId,
  uploadedBy: horseHotelPhotos.uploadedBy,
  createdAt: horseHotelPhotos.createdAt,
} satisfies Columns<HotelGalleryPhotoView>;

const galleryPages = new PreparedByShape('hotel_gallery_page');

/** One page of the hotel's photos, newest first, and how many the gallery holds. */
export function listHotelGalleryPage(
  db: Queryable, hotelId: string, page: PageQuery,
): Promise<{ rows: HotelGalleryPhotoView[]; total: number }> {
  return newestFirstPage(db, galleryPages, { table: horseHotelPhotos, createdAt: horseHotelPhotos.createdAt, id: horseHotelPhotos.id },
    galleryColumns, (bind) => and(eq(horseHotelPhotos.horseHotelId, bind(hotelId)), not(horseHotelPhotos.hidden)), page);
}

export type AddHotelPhotoOutcome = { outcome: 'added'; photo: HotelGalleryPhotoView } | { outcome: 'hotel-missing' } | { outcome: 'unusable-upload' };

/** Any signed-in rider adds one of their uploads to a hotel's gallery. */
export async function addHotelPhoto(db: Database, hotelId: string, userId: string, uploadId: string): Promise<AddHotelPhotoOutcome> {
  return db.transaction(async (tx) => {
    const [hotel] = await tx.select({ id: horseHotels.id }).from(horseHotels).where(eq(horseHotels.id, hotelId)).for('key share');
    if (!hotel) return { outcome: 'hotel-missing' };
    const claimed = await claimUploads(tx, userId, [uploadId]);
    if (claimed.outcome === 'unusable') return { outcome: 'unusable-upload' };
    const [photo] = await tx.insert(horseHotelPhotos)
      .values({ horseHotelId: hotelId, photoUrl: claimed.uploads[0].url, uploadedBy: userId, uploadId })
      .returning(galleryColumns);
    return { outcome: 'added', photo };
  });
}
