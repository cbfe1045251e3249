import { and, asc, eq, not, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { ArenaChoice, ArenaFilterOptions, ArenaRecord, ArenaView, SiteStats } from '@shared/contracts/arenas';
import type { Columns } from '@shared/contracts/json';
import {
  arenaPhotos, arenas, eventDayCounts, events, hiddenContent, horseHotels,
} from '@shared/schema';
import { DEFAULT_RADIUS_MILES } from '@shared/geo';
import type { ArenaChoicesQuery, ArenaListQuery, CreateArenaInput } from '@shared/validation';
import { claimUploads } from '../uploads';
import { arenaStatesSql } from './arena-states';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { Database, Queryable } from '../../db/client';
import {
  cellCircleValues, circleAround, circleCellsSql, distanceMilesSql, roundedDistanceSql, withinCircleByCellSql, type Circle, type PointValues,
} from '../../db/geo-sql';
import { CountsAtDataVersion, recordingBind, type CountColumns } from '../../db/counts-at-version';
import { jsonTextWithFields, type JsonListRow } from '../../db/json-sql';
import { boundedTotal, cappedCount, type ListTotal } from '../../db/paging';
import {
  asIs, NO_UUID, planSizedArray, PreparedByShape, preparedOnce, queryShape, StatementValues, writtenPage, type Bind,
} from '../../db/prepared';
import { keptAverageRatingSql } from '../../db/rating-sql';
import { placeSearchCondition, placeSearchKinds, type SearchKind } from '../../db/search-sql';
import { isLiveEvent, startOfTodayUtc, todayUtc } from '../events/events.repo';
import { arenaTimeZone, arenaTimeZoneSql } from './arena-time-zone';
import { arenaViewerFlagsFrom, arenaViewerIdColumns, type ArenaViewerFlags } from './arenas.viewer-flags';

/** Arenas a moderator has not hidden: lists, counts and pages leave hidden ones out. */
const visibleArena = not(arenas.hidden);

const arenaColumns = {
  id: arenas.id,
  name: arenas.name,
  address: arenas.address,
  city: arenas.city,
  state: arenas.state,
  zipCode: arenas.zipCode,
  latitude: arenas.latitude,
  longitude: arenas.longitude,
  timeZone: arenaTimeZoneSql,
  footingType: arenas.footingType,
  footingCondition: arenas.footingCondition,
  footingLastUpdated: arenas.footingLastUpdated,
  parkingSurface: arenas.parkingSurface,
  parkingCapacity: arenas.parkingCapacity,
  largeRigsFriendly: arenas.largeRigsFriendly,
  nearbyFuel: arenas.nearbyFuel,
  nearbyFood: arenas.nearbyFood,
  nearbyFeedStore: arenas.nearbyFeedStore,
  nearbyVet: arenas.nearbyVet,
  nearbyFarrier: arenas.nearbyFarrier,
  features: arenas.features,
  coverImage: arenas.coverImage,
  videoUrl: arenas.videoUrl,
  ownerId: arenas.ownerId,
  createdBy: arenas.createdBy,
  saddlebookArenaUrl: arenas.saddlebookArenaUrl,
  recordHolderName: arenas.recordHolderName,
  recordTime: arenas.recordTime,
  arenaType: arenas.arenaType,
  createdAt: arenas.createdAt,
} satisfies Columns<ArenaRecord>;

/** The newest photos an arena brings, for its card and its page's cover (its page's gallery is read apart). */
const ARENA_VIEW_PHOTOS = 5;

const upcomingEventCountSql = (today: Date | Placeholder) => sql<number>`(select count(*)::int from ${events}
  where ${events.arenaId} = ${arenas.id} and ${events.date} >= ${today} and ${isLiveEvent()})`;

/**
 * Everything the read model adds to an arena row but the viewer's like and follow (arenaViewerIdColumns), as
 * correlated subqueries on `arenas`. They run only for the rows of the outer query, which is already cut down to one
 * page.
 */
function arenaReadModelFields(today: Date | Placeholder) {
  return {
    parkingPhotoUrl: sql<string | null>`(select ${arenaPhotos.photoUrl} from ${arenaPhotos}
      where ${arenaPhotos.arenaId} = ${arenas.id} and ${arenaPhotos.photoType} = 'parking'
      order by ${arenaPhotos.createdAt} desc, ${arenaPhotos.id} desc limit 1)`,
    photos: sql<string[]>`array(select ${arenaPhotos.photoUrl} from ${arenaPhotos}
      where ${arenaPhotos.arenaId} = ${arenas.id} and ${arenaPhotos.photoType} is distinct from 'parking'
      order by ${arenaPhotos.createdAt} desc, ${arenaPhotos.id} desc limit ${sql.raw(String(ARENA_VIEW_PHOTOS))})`,
    eventCount: upcomingEventCountSql(today),
    // Kept on the arena row with each review and each hidden or restored one (migrations 0023, 0031).
    averageRating: keptAverageRatingSql(arenas.reviewCount, arenas.ratingSum),
    reviewCount: sql<number>`${arenas.reviewCount}`,
    // Kept on the arena row with each like and unlike (migration 0032).
    likeCount: sql<number>`${arenas.likeCount}`,
  };
}

/** The view as selected: the like and follow ids, from which `isLiked` and `isFollowing` are derived. */
type ArenaViewRow = Omit<ArenaView, 'isLiked' | 'isFollowing'>;

function toArenaView({ arenaLikeId, arenaFollowId, ...row }: ArenaViewRow): ArenaView {
  return { ...row, ...arenaViewerFlagsFrom(arenaLikeId, arenaFollowId) };
}

/** Where a radius list measures an arena from: its position in double precision (see the schema) and its map cell. */
const arenaPosition = { latitude: arenas.latitudeFloat8, longitude: arenas.longitudeFloat8, cell: arenas.geoCell };

const arenaSearchKind = placeSearchKinds('arenas', arenas);

/**
 * A list's values, bound before its statements are built (they are built only the first time a shape is seen): the
 * filters' through `filterBind`, which names the list's count by them.
 */
function arenaListValues(query: ArenaListQuery, circle: Circle | null, search: SearchKind | undefined, filterBind: Bind) {
  return {
    // A search's condition is built with its term: a list by search is built at every request.
    searched: query.search && search ? placeSearchCondition(arenas, arenas.id, query.search, search, filterBind) : undefined,
    state: query.state ? filterBind(query.state) : undefined,
    arenaType: query.arenaType ? filterBind(query.arenaType) : undefined,
    footing: query.footing ? filterBind(query.footing) : undefined,
    circle: circle ? cellCircleValues(circle, query.radiusMiles ?? DEFAULT_RADIUS_MILES, filterBind) : null,
  };
}
type ArenaListValues = ReturnType<typeof arenaListValues>;

/**
 * The list's conditions (visible arenas only): on every match (`where`), and for a read that keeps to one of the
 * circle's cells (`whereInOneCell`, null without a circle).
 */
function listConditions({ searched, state, arenaType, footing, circle }: ArenaListValues): { where: SQL; whereInOneCell: SQL | null } {
  const conditions = [
    searched,
    state === undefined ? undefined : eq(arenas.state, state),
    arenaType === undefined ? undefined : eq(arenas.arenaType, arenaType),
    footing === undefined ? undefined : eq(arenas.footingCondition, footing),
    visibleArena,
  ];
  const radius = circle ? withinCircleByCellSql(arenaPosition, circle) : null;
  return {
    where: and(...conditions, radius?.inCircle)!,
    whereInOneCell: radius ? and(...conditions, radius.inOneCell)! : null,
  };
}

function listOrder(query: ArenaListQuery, from: PointValues | null): SQL[] {
  const byName = [asc(sql`lower(${arenas.name})`), asc(arenas.id)];
  if (query.sort === 'distance' && from) return [asc(distanceMilesSql(arenaPosition.latitude, arenaPosition.longitude, from)), ...byName];
  // Arenas without reviews have no rating; they sort after every rated arena. The weighted rating is kept on the
  // arena row with each review (arenas_by_rating_idx serves this order).
  if (query.sort === 'rating') return [sql`${arenas.weightedRating} desc nulls last`, ...byName];
  return byName;
}

/** Which arenas to show, in order: their ids, a position and the distance from the search centre (or null). */
type ArenaPage = SubqueryWithSelection<{
  arenaId: SQL.Aliased<string>;
  distance: SQL.Aliased<number | null>;
}, 'page'>;

interface ArenaViewsRead {
  /** Midnight UTC today, from which events count as upcoming (bound: startOfTodayUtc()). */
  today: Date | Placeholder;
  /** The viewer whose like and follow to read, as a uuid value; null for a visitor's. */
  viewer: SQL | null;
}

/**
 * The read model of the arenas a page subquery picked. The page is chosen first (filters, sort, limit) so the
 * read-model subqueries run for its rows only. Joining `arenas` to the page also keeps drizzle
 * qualifying "arenas"."id" inside the correlated subqueries (in a single-table select it drops the table name, and
 * "id" would then resolve to the inner table's own id).
 */
function selectArenaViews(db: Queryable, page: ArenaPage, { today, viewer }: ArenaViewsRead) {
  const columns = {
    ...arenaColumns, ...arenaReadModelFields(today), ...arenaViewerIdColumns(viewer), distance: page.distance,
  } satisfies Columns<ArenaViewRow>;
  return db.select(columns)
    .from(page)
    .innerJoin(arenas, eq(arenas.id, page.arenaId));
}

/** An arenas list row: the view but the viewer's like and follow as JSON, the arena's id, and the like and follow. */
export type ListedArena = JsonListRow & Pick<ArenaView, 'id'> & ArenaViewerFlags;

/** An arenas list row as read: the arena's kept list row and what to add to it, and the viewer's like and follow ids. */
interface ListedArenaRead {
  listJson: string;
  eventCount: number;
  distance: number | null;
  id: string;
  arenaLikeId: string | null;
  arenaFollowId: string | null;
}

/**
 * The columns of a ListedArena: the arena's list row as its triggers keep it (`arenas.list_json`, migration 0050: the
 * view's fields as selectArenaViews gives them, as jsonTextSql writes them), and its upcoming events' count and the
 * distance to add to it.
 */
function listedArenaColumns(distance: SQL<number | null>, { today, viewer }: ArenaViewsRead) {
  return {
    listJson: arenas.listJson,
    eventCount: upcomingEventCountSql(today),
    distance,
    id: arenas.id,
    ...arenaViewerIdColumns(viewer),
  } satisfies Columns<ListedArenaRead>;
}

const listStatements = new PreparedByShape('arenas_list');
/** A shape PostgreSQL plans for each request's values (a search, a state, a footing): its page's ids, then their rows. */
const pageIdStatements = new PreparedByShape('arenas_page_ids');
const pageRowStatements = new PreparedByShape('arenas_page_rows');
/** Each list's count of matches (up to TOTAL_COUNT_CAP), counted again when the data changed. */
const matchCounts = new CountsAtDataVersion();
const countStatements = new PreparedByShape('arenas_count');

/**
 * Arenas by name for choosing one (an event's arena): their names and places only, at most `limit`, where the list's
 * rows carry every field, photos and counts a card shows. Asked at each keystroke, so a term few arenas hold is read
 * off the search indexes as the list's is, not by walking every arena in name order.
 */
export async function listArenaChoices(db: Queryable, { search, limit }: ArenaChoicesQuery): Promise<ArenaChoice[]> {
  const kind = await arenaSearchKind(db, search);
  return db.select({ id: arenas.id, name: arenas.name, city: arenas.city, state: arenas.state }).from(arenas)
    .where(and(search && kind ? placeSearchCondition(arenas, arenas.id, search, kind, asIs) : undefined, visibleArena))
    .orderBy(asc(sql`lower(${arenas.name})`), asc(arenas.id))
    .limit(limit);
}

/**
 * One page of arenas in the read model, with `viewerId`'s like and follow (a visitor's without), and the total
 * (counted up to TOTAL_COUNT_CAP by the page's own statement when the data changed since this list was last
 * counted, and used only when the page is full: a shorter one shows the end of the list). The page is read in the
 * list's order (arenas_by_name_idx, arenas_by_rating_idx, or the distance of the arenas in the box), then the read
 * model is built for its rows; statements are prepared per shape.
 */
export async function listArenas(
  db: Queryable, query: ArenaListQuery, viewerId: string | null = null,
): Promise<{ rows: ListedArena[] } & ListTotal> {
  const center = query.latitude != null && query.longitude != null ? { lat: query.latitude, lng: query.longitude } : null;
  const circle = center ? circleAround(center, query.radiusMiles ?? DEFAULT_RADIUS_MILES) : null;
  const search = await arenaSearchKind(db, query.search);
  const shape = queryShape({ ...query, search, center, cells: circle?.cells, viewerId }, ['sort', 'search']);
  const statement = new StatementValues();
  const { bind } = statement;
  // Every value is bound first, each once; the statements are built from them only the first time a shape is seen.
  const filters = recordingBind(bind);
  const values = arenaListValues(query, circle, search, filters.bind);
  const today = bind(startOfTodayUtc());
  const viewer = viewerId ? bind(viewerId) : null;
  const counted = matchCounts.counted(db, `${shape}|${filters.values()}`, bind);
  const { limit, offset, shape: pageShape } = writtenPage(query, bind);
  // Rated within a circle, the page is read cell by cell: the cells and how many each gives.
  const cells = values.circle?.cells;
  const byCell = query.sort === 'rating' && cells ? { cells, perCell: bind(query.offset + query.limit) } : null;

  const parts = () => {
    const from = values.circle?.center ?? null;
    return {
      ...listConditions(values),
      order: listOrder(query, from),
      distance: from ? roundedDistanceSql(arenaPosition.latitude, arenaPosition.longitude, from) : sql<null>`null::float8`,
      read: { today, viewer: viewer === null ? null : sql`${viewer}::uuid` } satisfies ArenaViewsRead,
    };
  };
  type ListParts = ReturnType<typeof parts>;
  const page = ({ where, whereInOneCell, order, distance }: ListParts): ArenaPage => {
    const pageColumns = {
      arenaId: sql<string>`${arenas.id}`.as('arena_id'),
      distance: sql<number | null>`${distance}`.as('distance'),
    };
    if (byCell && whereInOneCell) {
      // Each map cell the circle reaches gives its best rated matches off arenas_cell_rating_idx, in rating order,
      // instead of every arena in the circle being read and sorted.
      const inCell = db.select({
        ...pageColumns,
        rating: sql<string | null>`${arenas.weightedRating}`.as('rating'),
        nameKey: sql<string>`lower(${arenas.name})`.as('name_key'),
      }).from(arenas).where(whereInOneCell)
        .orderBy(...order).limit(byCell.perCell).as('in_cell');
      return db.select({ arenaId: sql<string>`${inCell.arenaId}`.as('arena_id'), distance: sql<number | null>`${inCell.distance}`.as('distance') })
        .from(circleCellsSql(byCell.cells)).crossJoinLateral(inCell)
        .orderBy(sql`${inCell.rating} desc nulls last`, asc(inCell.nameKey), asc(inCell.arenaId))
        .limit(limit).offset(offset).as('page');
    }
    return db.select(pageColumns).from(arenas).where(where).orderBy(...order).limit(limit).offset(offset).as('page');
  };

  const matchCount = (where = listConditions(values).where) => cappedCount(db, db.select({ one: sql`1`.as('one') }).from(arenas).where(where));
  const countColumns = ({ where }: ListParts) => counted.columns(sql<number>`(${matchCount(where)})`);
  const pageShapeKey = `${shape},${pageShape}`;
  let found: ListedArenaRead[];
  let counts: CountColumns | undefined;
  if (query.search || query.state || query.footing) {
    // PostgreSQL plans these shapes for each request's values (how many arenas a term, a state or a footing
    // matches), and planning the whole list took 1.3-3.6 ms: the page is chosen by a statement of its own, planned
    // for the values in tenths of a millisecond, and its rows are read by one that keeps its generic plan.
    const chosen = await pageIdStatements.run(db, pageShapeKey, statement, () => {
      const built = parts();
      const listed = page(built);
      return db.select({ arenaId: listed.arenaId, ...countColumns(built) }).from(listed);
    });
    counts = chosen[0];
    const ids = bind(planSizedArray(chosen.map((row) => row.arenaId), NO_UUID));
    // Joined, so drizzle names each column with its table (selecting from one table, it names none, and the flags'
    // subqueries' "id" would be their own table's).
    found = chosen.length === 0 ? [] : await pageRowStatements.run(db, pageShapeKey, statement, () => {
      const { distance, order, read } = parts();
      return db.select(listedArenaColumns(distance, read))
        .from(sql`unnest(${ids}::uuid[]) as page_ids(arena_id)`).innerJoin(arenas, sql`${arenas.id} = page_ids.arena_id`)
        .orderBy(...order);
    });
  } else {
    const rows = await listStatements.run(db, pageShapeKey, statement, () => {
      const built = parts();
      const listed = page(built);
      const columns = { ...listedArenaColumns(sql<number | null>`${listed.distance}`, built.read), ...countColumns(built) };
      // Joined as selectArenaViews joins it, for the same reason.
      return db.select(columns).from(listed).innerJoin(arenas, eq(arenas.id, listed.arenaId)).orderBy(...built.order);
    });
    found = rows;
    counts = rows[0];
  }
  // A page past the end has no row to carry the count.
  const total = await boundedTotal(found.length, query, async () => (counts
    ? [{ count: counted.countOf(counts) }]
    : countStatements.run(db, shape, statement, matchCount)));
  const rows = found.map(({ listJson, eventCount, distance, id, arenaLikeId, arenaFollowId }): ListedArena => ({
    json: jsonTextWithFields(listJson, { eventCount, distance }), id, ...arenaViewerFlagsFrom(arenaLikeId, arenaFollowId),
  }));
  return { rows, ...total };
}

/** An arena page's statement: prepared once, as planning it cost several times running it. */
const arenaByIdStatements = new PreparedByShape('arena_by_id');

/** Whether the arena exists and is not hidden: what its reviews' and photos' pages answer 404 without. */
const listedArenaStatement = preparedOnce('listed_arena', (db) => db.select({ id: arenas.id }).from(arenas)
  .where(and(eq(arenas.id, sql.placeholder('arenaId')), visibleArena)));

/** Whether the arena exists and is not hidden, as a column of a statement about its parts. */
export const arenaListedSql = (arenaId: unknown) => sql<boolean>`exists (select 1 from ${arenas}
  where ${arenas.id} = ${arenaId}::uuid and ${visibleArena})`;

export async function arenaIsListed(db: Queryable, arenaId: string): Promise<boolean> {
  const [found] = await listedArenaStatement(db).execute({ arenaId });
  return found !== undefined;
}

/** One arena in the read model with `viewerId`'s like and follow (a visitor's without), or null. */
export async function findArenaView(db: Queryable, arenaId: string, viewerId: string | null): Promise<ArenaView | null> {
  const statement = new StatementValues();
  const id = statement.bind(arenaId);
  const today = statement.bind(startOfTodayUtc());
  const viewer = viewerId ? sql`${statement.bind(viewerId)}::uuid` : null;
  const [row] = await arenaByIdStatements.run(db, viewer ? 'by id, signed in' : 'by id', statement, () => {
    const page = db.select({
      arenaId: sql<string>`${arenas.id}`.as('arena_id'),
      distance: sql<number | null>`null::float8`.as('distance'),
    }).from(arenas).where(and(eq(arenas.id, id), visibleArena)).as('page');
    return selectArenaViews(db, page, { today, viewer });
  });
  return row ? toArenaView(row) : null;
}

/**
 * The states and arena types present in the data, for the list's filter selects: the states stepped through along
 * their index, each of the few types looked up in its own (not every arena read).
 */
export async function listArenaFilterOptions(db: Queryable): Promise<ArenaFilterOptions> {
  const [states, types] = await Promise.all([
    db.execute<{ state: string }>(sql`select state from ${arenaStatesSql} as place order by state`),
    // Alphabetical, not the enum's declaration order.
    db.execute<{ arenaType: NonNullable<ArenaRecord['arenaType']> }>(sql`select type as "arenaType"
      from unnest(enum_range(null::arena_type)) as type
      where exists (select from ${arenas} where ${arenas.arenaType} = type) order by type::text`),
  ]);
  return {
    states: states.rows.map((row) => row.state),
    arenaTypes: types.rows.map((row) => row.arenaType),
  };
}

/** The home page's stats strip: real counts and the average of every arena review (0 when there are none). */
export async function readSiteStats(db: Queryable): Promise<SiteStats> {
  // One pass over arenas_review_figures_idx: every visible review is counted on its arena's row (migrations 0023,
  // 0031), so the reviews are summed over the arenas, not read; the hidden arenas are counted apart.
  const [stats] = await db.select({
    arenaCount: sql<number>`(count(*) - (select count(*) from ${hiddenContent}
      where ${hiddenContent.targetType} = 'arena' and exists (select from ${arenas} as hidden where hidden.id = ${hiddenContent.targetId})))::int`,
    // Live events are counted by day as they change (migration 0036): the days from today are summed, not the events.
    upcomingEventCount: sql<number>`(select coalesce(sum(${eventDayCounts.liveEvents}), 0)::int from ${eventDayCounts}
      where ${eventDayCounts.day} >= ${todayUtc()})`,
    averageArenaRating: sql<number>`coalesce(round(sum(${arenas.ratingSum})::numeric / nullif(sum(${arenas.reviewCount}), 0), 1), 0)::float8`,
    reviewCount: sql<number>`coalesce(sum(${arenas.reviewCount}), 0)::int`,
    horseHotelCount: sql<number>`(select count(*)::int from ${horseHotels})`,
  } satisfies Columns<SiteStats>).from(arenas);
  return stats;
}

export type CreateArenaOutcome =
  | { outcome: 'created'; arenaId: string }
  | { outcome: 'existing'; arenaId: string }
  | { outcome: 'unusable-upload' };

/**
 * Creates an arena unless one with the same name, city and state exists (compared case-insensitively); then the
 * outcome is 'existing' with that one's id. A transaction-scoped advisory lock on the normalised key keeps two
 * simultaneous submits of the same arena from both inserting.
 */
export async function createArena(
  db: Database, { coverUploadId, ...input }: CreateArenaInput, userId: string,
): Promise<CreateArenaOutcome> {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, 'arena', input.name.toLowerCase(), input.city.toLowerCase(), input.state.toUpperCase());
    const [existing] = await tx.select({ id: arenas.id }).from(arenas).where(and(
      eq(sql`lower(${arenas.name})`, input.name.toLowerCase()),
      eq(sql`lower(${arenas.city})`, input.city.toLowerCase()),
      eq(arenas.state, input.state.toUpperCase()),
    )).limit(1);
    if (existing) return { outcome: 'existing', arenaId: existing.id };
    const cover = await claimUploads(tx, userId, coverUploadId ? [coverUploadId] : []);
    if (cover.outcome === 'unusable') return { outcome: 'unusable-upload' };
    const coverImage = cover.uploads[0]?.url ?? input.coverImage;
    const [arena] = await tx.insert(arenas).values({ ...input, coverImage, timeZone: arenaTimeZone(input), createdBy: userId })
      .returning({ id: arenas.id });
    return { outcome: 'created', arenaId: arena.id };
  });
}
