import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { RV_HOOKUPS, type RvHookups } from '@shared/constants';
import type { EventArenaSummary, EventFields, EventRecord } from '@shared/contracts/events';
import type { Columns } from '@shared/contracts/json';
import {
  arenas, eventDayCounts, eventDivisionDayCounts, eventDivisionKeys, eventHorseHotels, eventProducers, events, eventSeries, stallsOffered,
} from '@shared/schema';
import type { PgSelect, SelectedFields, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { EventListQuery, PageQuery } from '@shared/validation';
import { DEFAULT_RADIUS_MILES, parseLatLng } from '@shared/geo';
import type { Queryable } from '../../db/client';
import {
  cellCircleValues, circleAround, circleCellsSql, distanceMilesSql, roundedDistanceSql, withinCircleByCellSql, type CellCircleValues,
  type PointValues,
} from '../../db/geo-sql';
import { jsonTextWithFields, type JsonListRow } from '../../db/json-sql';
import { listLinkedOrNearby } from '../../db/linked-or-nearby';
import { CountsAtDataVersion, recordingBind, type CountColumns } from '../../db/counts-at-version';
import { boundedTotal, cappedCount, type ListTotal } from '../../db/paging';
import {
  bindForLater, NO_UUID, planSizedArray, preparedOnce, PreparedByShape, queryShape, StatementValues, writtenPage, type Bind,
} from '../../db/prepared';
import { amongMatches, type SearchKind } from '../../db/search-sql';
import { arenaStatesSql } from '../arenas/arena-states';
import { arenaTimeZoneSql } from '../arenas/arena-time-zone';
import { hotelColumns, listedHorseHotels } from '../hotels/hotels.repo';
import { eventSearchCondition, eventSearchKind } from './events.search';
import { eventViewerFlagColumns, withSavedFlag, type EventViewerFlags } from './events.viewer-flags';

/** Hotels this close to the event's arena are offered when nobody linked hotels to the event. */
export const NEARBY_HOTEL_RADIUS_MILES = 50;

/** Midnight UTC today: "upcoming" includes every event of the current day. */
export function startOfTodayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The UTC day of `startOfTodayUtc`, as the kept tallies' days are written. */
export const todayUtc = (now = new Date()) => startOfTodayUtc(now).toISOString().slice(0, 10);

/** Not removed by its creator: a removed event stays only where riders refer to it (saved, going, in a trip). */
export const isLiveEvent = () => and(isNull(events.deletedAt), not(events.hidden))!;

/** True for an event its creator (or a moderator) deleted while riders referred to it. */
export const isRemovedEventSql = sql<boolean>`${events.deletedAt} is not null`;

/** The event `eventId`, unless it was removed: what saving, commenting, going and adding to a trip act on. */
export const liveEventById = (eventId: string | Placeholder) => and(eq(events.id, eventId), isLiveEvent());

/** The one definition of an upcoming event, shared by every count and list. */
export const isUpcomingEvent = () => and(gte(events.date, startOfTodayUtc()), isLiveEvent())!;

const eventArenaColumns = {
  id: arenas.id,
  name: arenas.name,
  city: arenas.city,
  state: arenas.state,
  footingCondition: arenas.footingCondition,
  latitude: arenas.latitude,
  longitude: arenas.longitude,
  address: arenas.address,
  zipCode: arenas.zipCode,
  timeZone: arenaTimeZoneSql,
} satisfies Columns<EventArenaSummary>;

/** An event's own columns (the contract's EventFields), for every read that shows an event. */
export const eventFieldColumns = {
  id: events.id,
  arenaId: events.arenaId,
  producerId: events.producerId,
  name: events.name,
  date: events.date,
  time: events.time,
  barrelPattern: events.barrelPattern,
  description: events.description,
  imageUrl: events.imageUrl,
  saddlebookUrl: events.saddlebookUrl,
  patternSize: events.patternSize,
  eventFlyerUrl: events.eventFlyerUrl,
  createdBy: events.createdBy,
  removed: isRemovedEventSql,
  createdAt: events.createdAt,
  endDate: events.endDate,
  status: events.status,
  statusReason: events.statusReason,
  seriesId: events.seriesId,
  divisions: events.divisions,
  entriesOpenAt: events.entriesOpenAt,
  entriesCloseAt: events.entriesCloseAt,
  lateFee: events.lateFee,
  drawUrl: events.drawUrl,
  drawPostedAt: events.drawPostedAt,
  resultsUrl: events.resultsUrl,
  stallsAvailable: events.stallsAvailable,
  stallPricePerNight: events.stallPricePerNight,
  stallStatus: events.stallStatus,
  stallReservationUrl: events.stallReservationUrl,
  rvHookups: events.rvHookups,
  rvPricePerNight: events.rvPricePerNight,
  dryCampingAllowed: events.dryCampingAllowed,
  gateHours: events.gateHours,
  healthPapers: events.healthPapers,
  contactPhone: events.contactPhone,
  goingCount: events.goingCount,
  interestedCount: events.interestedCount,
} satisfies Columns<EventFields>;

/**
 * The event read model: event columns, its arena, producer and series, no distance (an event's page has no search
 * centre), and the viewer's save/follow/attendance flags (`viewer`, a uuid; false and null for a visitor) but isSaved,
 * which withSavedFlag adds.
 */
function eventReadModelColumns(viewer: SQL | null) {
  return {
    ...eventFieldColumns,
    arena: eventArenaColumns,
    producer: { id: eventProducers.id, name: eventProducers.name },
    distance: sql<number | null>`null::float8`,
    series: { frequency: eventSeries.frequency, until: eventSeries.until },
    ...eventViewerFlagColumns(viewer),
  } satisfies Columns<Omit<EventRecord, 'isSaved'>>;
}

/** An events list row: the read model but the viewer's flags as JSON, the ids the flags are read by, and the flags. */
export type ListedEvent = JsonListRow & Pick<EventRecord, 'id' | 'arenaId' | 'producerId'> & EventViewerFlags;

/** An events list row as read: the event's kept list row and its distance, which listedEvent puts together. */
type ListedEventRead = Omit<ListedEvent, 'isSaved' | 'json'> & { listJson: string; distance: number | null };

/**
 * The columns of a ListedEvent: the event's list row as its triggers keep it (`events.list_json`, migration 0049: the
 * fields of eventReadModelColumns but the viewer's flags, as jsonTextSql writes them) and the distance to add to it.
 */
function listedEventColumns(distance: SQL<number | null> | null, viewer: SQL | null) {
  return {
    listJson: events.listJson,
    distance: distance ?? sql<number | null>`null::float8`,
    id: events.id,
    arenaId: events.arenaId,
    producerId: events.producerId,
    ...eventViewerFlagColumns(viewer),
  } satisfies Columns<ListedEventRead>;
}

function listedEvent({ listJson, distance, ...row }: ListedEventRead): ListedEvent {
  return withSavedFlag({ ...row, json: jsonTextWithFields(listJson, { distance }) });
}

/** Which events a list shows: the ids of one page. */
type EventPage = SubqueryWithSelection<{ eventId: SQL.Aliased<string> }, 'page'>;

/** An events select with the event's arena, producer and series joined: an event's page. */
function withEventParts<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(arenas, eq(arenas.id, events.arenaId))
    .leftJoin(eventProducers, eq(eventProducers.id, events.producerId))
    .leftJoin(eventSeries, eq(eventSeries.id, events.seriesId));
}

/** The calendar day an event is on at its arena. */
const arenaDaySql = sql`(${events.date} at time zone ${arenaTimeZoneSql})::date`;
const HOUR_MS = 3_600_000;
/** Zones run from UTC-12 to UTC+14: a day there starts at most 14 h before its UTC midnight and ends 36 h after it. */
const dayStartUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * A list's condition, its values bound when it is made (bindForLater): built by calling it, with the statement, only
 * the first time its shape is seen.
 */
type ConditionBuiltLater = () => SQL | undefined;

/** Events from `from` on: an instant, or a day at each event's arena (with an instant bound the date index can use). */
function fromCondition(from: string | Date, bind: Bind): ConditionBuiltLater {
  if (from instanceof Date) return bindForLater(bind, from, (at) => gte(events.date, at));
  const earliest = bind(new Date(dayStartUtc(from) - 14 * HOUR_MS));
  return bindForLater(bind, from, (day) => and(gte(events.date, earliest), sql`${arenaDaySql} >= ${day}::date`));
}

function toCondition(to: string | Date, bind: Bind): ConditionBuiltLater {
  if (to instanceof Date) return bindForLater(bind, to, (at) => lte(events.date, at));
  const latest = bind(new Date(dayStartUtc(to) + 36 * HOUR_MS));
  return bindForLater(bind, to, (day) => and(lt(events.date, latest), sql`${arenaDaySql} <= ${day}::date`));
}

/** RV hookup levels from none to full: asking for one finds it and the ones above. */
const hookupsAtLeast = (level: RvHookups) => RV_HOOKUPS.slice(RV_HOOKUPS.indexOf(level));

/**
 * How the division filter matches: a division at least this share of upcoming events run is met within a few rows of
 * any order, so it is tested on each event the list walks; a rarer one is looked up in events_division_keys_idx
 * first (walking the order for it read every upcoming event: 8.5 s at scale 100 for one 15 events run).
 */
const COMMON_DIVISION_SHARE = 0.05;
type DivisionKind = 'common' | 'rare';

const divisionKey = (division: string) => division.trim().toLowerCase();

const divisionShareStatement = preparedOnce('event_division_share', (db) => db.select({
  entries: sql<number>`(select coalesce(sum(${eventDivisionDayCounts.entries}), 0)::int from ${eventDivisionDayCounts}
    where ${eventDivisionDayCounts.day} >= ${sql.placeholder('today')} and ${eventDivisionDayCounts.nameKey} = ${sql.placeholder('key')})`,
  upcoming: sql<number>`(select coalesce(sum(${eventDayCounts.liveEvents}), 0)::int from ${eventDayCounts}
    where ${eventDayCounts.day} >= ${sql.placeholder('today')})`,
}).from(sql`(select) as tallies`));

/** Read from the upcoming events' tallies (migration 0036), so each kind has a statement and a plan of its own. */
async function divisionKind(db: Queryable, division: string | null | undefined): Promise<DivisionKind | undefined> {
  if (!division) return undefined;
  const [share] = await divisionShareStatement(db).execute({ today: todayUtc(), key: divisionKey(division) });
  return share.upcoming > 0 && share.entries >= share.upcoming * COMMON_DIVISION_SHARE ? 'common' : 'rare';
}

function divisionCondition(division: string, kind: DivisionKind, bind: Bind): ConditionBuiltLater {
  return bindForLater(bind, divisionKey(division), (bound) => {
    const key = sql`${bound}::text`;
    // `= any(...)` is not an operator the GIN index answers, so the planner cannot choose it for a common division.
    // A rare division's events are found first (as a rare search term's are): in the list's WHERE, the generic plan
    // joined the index's matches with every upcoming event's date off events_date_idx.
    return kind === 'rare'
      ? amongMatches(events.id, events, sql`${eventDivisionKeys(events.divisions)} @> array[${key}]`)
      : sql`${key} = any(${eventDivisionKeys(events.divisions)})`;
  });
}

/** Entries that close after `now` and at most `days` later. */
function closingWithin(now: Date, days: number, bind: Bind): ConditionBuiltLater {
  const after = bind(now);
  const until = new Date(now.getTime() + days * 24 * HOUR_MS);
  return bindForLater(bind, until, (last) => and(gt(events.entriesCloseAt, after), lte(events.entriesCloseAt, last)));
}

/** The logistics filters: divisions (matched as `division` says), entries, stalls, RV and added money. */
function logisticsConditions(query: EventListQuery, division: DivisionKind | undefined, bind: Bind): (ConditionBuiltLater | undefined)[] {
  const { rvHookups, entriesCloseWithinDays: days, minAddedMoney } = query;
  const now = new Date();
  return [
    query.division && division ? divisionCondition(query.division, division, bind) : undefined,
    query.entriesOpen
      ? bindForLater(bind, now, (at) => and(or(isNull(events.entriesOpenAt), lte(events.entriesOpenAt, at)), gt(events.entriesCloseAt, at)))
      : undefined,
    days != null ? closingWithin(now, days, bind) : undefined,
    query.stallsAvailable ? () => stallsOffered(events) : undefined,
    rvHookups ? () => inArray(events.rvHookups, hookupsAtLeast(rvHookups)) : undefined,
    minAddedMoney != null ? bindForLater(bind, Math.ceil(minAddedMoney), (least) => gte(events.totalAddedMoney, least)) : undefined,
  ];
}

/** The event's copy of its arena's position and cell (migration 0028), so matching by place reads events alone. */
const eventPosition = { latitude: events.arenaLatitude, longitude: events.arenaLongitude, cell: events.geoCell };

/** The filters that read the arena's own columns; the others (the radius included) are answered from events alone. */
const filtersByArena = (query: EventListQuery) => Boolean(query.state || query.arenaType)
  || typeof query.from === 'string' || typeof query.to === 'string';

/** How the list's choices that depend on the data (a division's and a search term's share of events) are matched. */
interface MatchKinds {
  division?: DivisionKind;
  search?: SearchKind;
}

/** The list's conditions: on every match (`where`), and for a read that keeps to one of the circle's cells. */
interface EventFilters {
  where: SQL | undefined;
  whereInOneCell: SQL | undefined;
}

/**
 * The list's filters, their values bound now (`circle` bound before); their conditions are built by the function
 * returned, with the statement, only the first time its shape is seen.
 */
function eventFilters(
  query: EventListQuery, circle: CellCircleValues | null, { division, search }: MatchKinds, bind: Bind,
): () => EventFilters {
  // A series lists every occurrence, past and cancelled ones included; other lists start today and leave out
  // cancelled and postponed events unless asked for them.
  const { seriesId, state, arenaType, patternSize, arenaId, producerId } = query;
  const inSeries = seriesId != null;
  const filters: (ConditionBuiltLater | undefined)[] = [
    isLiveEvent,
    query.from ? fromCondition(query.from, bind)
    : inSeries ? undefined : bindForLater(bind, startOfTodayUtc(), (today) => gte(events.date, today)),
    query.to ? toCondition(query.to, bind) : undefined,
    inSeries ? bindForLater(bind, seriesId, (series) => eq(events.seriesId, series)) : undefined,
    inSeries || query.includeCancelled ? undefined : () => eq(events.status, 'scheduled'),
    ...logisticsConditions(query, division, bind),
    state ? bindForLater(bind, state, (bound) => eq(arenas.state, bound)) : undefined,
    arenaType ? bindForLater(bind, arenaType, (bound) => eq(arenas.arenaType, bound)) : undefined,
    patternSize ? bindForLater(bind, patternSize, (bound) => eq(events.patternSize, bound)) : undefined,
    arenaId ? bindForLater(bind, arenaId, (bound) => eq(events.arenaId, bound)) : undefined,
    producerId ? bindForLater(bind, producerId, (bound) => eq(events.producerId, bound)) : undefined,
  ];
  // A search's condition is built with its term: a list by search is built at every request.
  const searched = query.search && search ? eventSearchCondition(query.search, search, bind) : undefined;
  return () => {
    const conditions = [...filters.map((filter) => filter?.()), searched];
    const radius = circle ? withinCircleByCellSql(eventPosition, circle) : null;
    return {
      where: and(...conditions, radius?.inCircle),
      whereInOneCell: radius ? and(...conditions, radius.inOneCell) : undefined,
    };
  };
}

/**
 * Every order ends in the event id, so pages never repeat or skip an event. Distance is measured to the arena (exact,
 * not the rounded figure shown), so the events of one arena come together, soonest first; the schema refuses a
 * distance sort without a centre, and the date order stands in if one ever arrives.
 */
function listOrder(sort: EventListQuery['sort'], from: PointValues | null): SQL[] {
  const byName = asc(sql`lower(${events.name})`);
  if (sort === 'name') return [byName, asc(events.date), asc(events.id)];
  const byDate = [asc(events.date), byName, asc(events.id)];
  // Deadlines still ahead first, soonest first; then closed ones and events without a deadline, by date.
  if (sort === 'entryDeadline') {
    return [asc(sql`case when ${events.entriesCloseAt} >= now() then ${events.entriesCloseAt} end`), ...byDate];
  }
  if (sort === 'distance' && from) {
    return [asc(distanceMilesSql(eventPosition.latitude, eventPosition.longitude, from)), ...byDate];
  }
  return byDate;
}

/** The list query's fields whose values change the SQL (a sort, an RV level's list), not just its parameters. */
const STRUCTURAL_LIST_FIELDS = ['sort', 'rvHookups', 'search', 'division'] as const;
const listStatements = new PreparedByShape('events_list');
/** A shape planned per request (`plannedPerValue`): its page's ids, then their rows. */
const pageIdStatements = new PreparedByShape('events_page_ids');
const pageRowStatements = new PreparedByShape('events_page_rows');
const countStatements = new PreparedByShape('events_count');
/** Each list's count of matches (up to TOTAL_COUNT_CAP), counted again when the data changed. */
const matchCounts = new CountsAtDataVersion();
/** The entry-deadline order: how many matches before the page's offset still have their deadline ahead. */
const openBeforeStatements = new PreparedByShape('events_open_before');

/**
 * One page of events in the read model, with `viewerId`'s flags (a visitor's without), and the total. The page is
 * read in the list's order off an index (events_live_by_date_idx / _by_name_idx; within a radius,
 * events_cell_date_idx cell by cell) instead of sorting every match; the matches are found in events alone unless a
 * filter reads the arena; the total is counted up to TOTAL_COUNT_CAP by the page's own statement when the data
 * changed since this list was last counted, and used only when the page is full (a shorter one shows the end of the
 * list). Statements are prepared per shape.
 */
export async function listEvents(
  db: Queryable, query: EventListQuery, viewerId: string | null = null,
): Promise<{ rows: ListedEvent[] } & ListTotal> {
  const center = parseLatLng(query.latitude, query.longitude);
  const circle = center ? circleAround(center, query.radiusMiles ?? DEFAULT_RADIUS_MILES) : null;
  const [division, search] = await Promise.all([divisionKind(db, query.division), eventSearchKind(db, query.search, startOfTodayUtc())]);
  const shape = queryShape({ ...query, search, division, center, cells: circle?.cells, viewerId }, STRUCTURAL_LIST_FIELDS);
  const statement = new StatementValues();
  const { bind } = statement;
  // Every value is bound first, each once; the statements are built from them only the first time a shape is seen.
  const filters = recordingBind(bind);
  const circleBound = circle ? cellCircleValues(circle, query.radiusMiles ?? DEFAULT_RADIUS_MILES, filters.bind) : null;
  const filtersBuilt = eventFilters(query, circleBound, { division, search }, filters.bind);
  const boundViewer = viewerId ? bind(viewerId) : null;
  const counted = matchCounts.counted(db, `${shape}|${filters.values()}`, bind);
  const { limit, offset, shape: pageShape } = writtenPage(query, bind);
  const parts = () => {
    const from = circleBound?.center ?? null;
    return {
      ...filtersBuilt(),
      order: listOrder(query.sort, from),
      distance: from ? roundedDistanceSql(eventPosition.latitude, eventPosition.longitude, from) : null,
      viewer: boundViewer === null ? null : sql`${boundViewer}::uuid`,
    };
  };
  type ListParts = ReturnType<typeof parts>;
  const byArena = filtersByArena(query);
  const matching = <Selection extends SelectedFields>(selection: Selection, condition: SQL | undefined) => {
    const from = db.select(selection).from(events).$dynamic();
    // A dynamic query's joins add to it in place.
    if (byArena) from.innerJoin(arenas, eq(arenas.id, events.arenaId));
    return from.where(condition);
  };
  const matches = (condition: SQL | undefined) => matching({ eventId: sql<string>`${events.id}`.as('event_id') }, condition);
  let page: (built: ListParts) => EventPage;
  if (query.sort === 'entryDeadline') {
    // Two index-ordered parts instead of one sort of every match: deadlines still ahead, soonest first (off
    // events_entries_close_idx), then the rest by date. Past the first page, the open part's size up to the offset
    // says where the second part starts.
    const open = (where: SQL | undefined) => and(where, gte(events.entriesCloseAt, sql`now()`));
    const rest = (where: SQL | undefined) => and(where, or(isNull(events.entriesCloseAt), lt(events.entriesCloseAt, sql`now()`)));
    const openBefore = query.offset === 0 ? 0 : (await openBeforeStatements.run(db, shape, statement, () => db
      .select({ count: sql<number>`count(*)::int` }).from(matches(open(parts().where)).limit(offset).as('open_before'))))[0]?.count ?? 0;
    const restOffset = bind(query.offset - openBefore);
    page = ({ where }) => matches(open(where)).orderBy(asc(events.entriesCloseAt), asc(events.date), asc(sql`lower(${events.name})`), asc(events.id))
      .limit(limit).offset(offset)
      .unionAll(matches(rest(where)).orderBy(asc(events.date), asc(sql`lower(${events.name})`), asc(events.id))
        .limit(limit).offset(restOffset))
      .as('page');
  } else if (query.sort === 'date' && circleBound?.cells) {
    // Each map cell around the circle gives its first matches off events_cell_date_idx (events_cell_pattern_date_idx
    // for one pattern size), in date order (a merge of a few short index reads), instead of every match in the
    // circle being read and sorted.
    const perCell = bind(query.offset + query.limit);
    const { cells } = circleBound;
    page = ({ whereInOneCell, order }) => {
      const inCell = matching({
        eventId: sql<string>`${events.id}`.as('event_id'),
        date: sql<Date>`${events.date}`.as('event_date'),
        nameKey: sql<string>`lower(${events.name})`.as('name_key'),
      }, whereInOneCell).orderBy(...order).limit(perCell).as('in_cell');
      return db.select({ eventId: sql<string>`${inCell.eventId}`.as('event_id') })
        .from(circleCellsSql(cells)).crossJoinLateral(inCell)
        .orderBy(asc(inCell.date), asc(inCell.nameKey), asc(inCell.eventId))
        .limit(limit).offset(offset).as('page');
    };
  } else {
    page = ({ where, order }) => matches(where).orderBy(...order).limit(limit).offset(offset).as('page');
  }
  // A generic plan for a minimum of added money cannot tell an amount few events offer from one most do, and walked
  // every upcoming event for a rare one.
  const planning = { plannedPerValue: query.minAddedMoney != null };
  const pageShapeKey = `${shape},${pageShape}`;
  const countColumns = ({ where }: ListParts) => counted.columns(sql<number>`(${cappedCount(db, matches(where))})`);
  // The two parts of the entry-deadline order bring up to a page each; the other orders' page is one already.
  const onePage = <Rows extends { limit(limit: number): Rows }>(rows: Rows) => (query.sort === 'entryDeadline' ? rows.limit(limit) : rows);
  let found: (ListedEventRead & Partial<CountColumns>)[];
  let counts: CountColumns | undefined;
  if (planning.plannedPerValue || plannedPerValue(query, byArena)) {
    // PostgreSQL plans these shapes for each request's values (how many rows a search term, a state or a deadline
    // matches), and planning the whole list took 2-4 ms: the page is chosen by a statement of its own, planned for
    // the values in a few tenths of a millisecond, and its rows are read by one that keeps its generic plan.
    const chosen = await pageIdStatements.run(db, pageShapeKey, statement, () => {
      const built = parts();
      const listed = page(built);
      return db.select({ eventId: listed.eventId, ...countColumns(built) }).from(listed);
    }, planning);
    counts = chosen[0];
    const ids = bind(planSizedArray(chosen.map((row) => row.eventId), NO_UUID));
    // Joined, so drizzle names each column with its table (selecting from one table, it names none, and the flags'
    // subqueries' "arena_id" would be their own table's).
    found = chosen.length === 0 ? [] : await pageRowStatements.run(db, pageShapeKey, statement, () => {
      const { distance, viewer, order } = parts();
      return onePage(db.select(listedEventColumns(distance, viewer))
        .from(sql`unnest(${ids}::uuid[]) as page_ids(event_id)`).innerJoin(events, sql`${events.id} = page_ids.event_id`).$dynamic()
        .orderBy(...order));
    });
  } else {
    const rows = await listStatements.run(db, pageShapeKey, statement, () => {
      const built = parts();
      const listed = page(built);
      return onePage(db.select({ ...listedEventColumns(built.distance, built.viewer), ...countColumns(built) })
        .from(listed).innerJoin(events, eq(events.id, listed.eventId)).$dynamic().orderBy(...built.order));
    }, planning);
    found = rows;
    counts = rows[0];
  }
  // A page past the end has no row to carry the count.
  const total = await boundedTotal(found.length, query, async () => (counts
    ? [{ count: counted.countOf(counts) }]
    : countStatements.run(db, shape, statement, () => cappedCount(db, matches(parts().where)), planning)));
  return { rows: found.map(({ countedAtVersion: _version, matchCount: _count, ...row }) => listedEvent(row)), ...total };
}

/**
 * The shapes whose plan turns on the values (a search term's, a state's or an arena type's share of the rows, the
 * deadlines still ahead): PostgreSQL plans them for every request, whatever the statement.
 */
function plannedPerValue(query: EventListQuery, byArena: boolean): boolean {
  return Boolean(query.search) || byArena || query.sort === 'entryDeadline';
}

/** An event page's statement: prepared once, as planning its joins cost ten times running it. */
const eventByIdStatements = new PreparedByShape('event_by_id');

/** One event with `viewerId`'s flags (a visitor's without), or null. */
export async function findEvent(db: Queryable, eventId: string, viewerId: string | null): Promise<EventRecord | null> {
  const statement = new StatementValues();
  const viewer = viewerId ? sql`${statement.bind(viewerId)}::uuid` : null;
  const id = statement.bind(eventId);
  const [row] = await eventByIdStatements.run(db, viewer ? 'by id, signed in' : 'by id', statement,
    () => withEventParts(db.select(eventReadModelColumns(viewer)).from(events).$dynamic()).where(liveEventById(id)));
  return row ? withSavedFlag(row) : null;
}

/**
 * The arena states that have upcoming events, for the list's state filter: each state the arenas are in (stepped
 * through along their index), kept when one of its arenas has an event ahead, found by the first such arena's first
 * such event. A lateral subquery with a limit, so each state is probed apart: written as EXISTS, the planner joined
 * every upcoming event to its arena to answer all states at once (950 ms at scale 100).
 */
export async function listUpcomingEventStates(db: Queryable): Promise<string[]> {
  const { rows } = await db.execute<{ state: string }>(sql`select place.state from ${arenaStatesSql} as place
    cross join lateral (select from ${arenas} join ${events} on ${events.arenaId} = ${arenas.id}
      where ${arenas.state} = place.state and ${events.date} >= ${startOfTodayUtc()} limit 1) as event_ahead
    order by place.state`);
  return rows.map((row) => row.state);
}

/** Offered in the division filter: the names upcoming events run, most common first (spelled as most write them). */
const DIVISION_OPTIONS = 40;

/**
 * Tallied from the divisions kept by day (`event_division_day_counts`, migration 0036), not from every upcoming
 * event: each name's entries from today on, spelled as most of them are (the first spelling in order on a tie).
 */
export async function listUpcomingDivisions(db: Queryable): Promise<string[]> {
  const tally = eventDivisionDayCounts;
  const rows = await db.execute<{ name: string }>(sql`
    with spellings as (
      select ${tally.nameKey} as name_key, ${tally.spelling} as spelling, sum(${tally.entries}) as entries
      from ${tally} where ${tally.day} >= ${todayUtc()}
      group by 1, 2 having sum(${tally.entries}) > 0
    )
    select (array_agg(spelling order by entries desc, spelling))[1] as name
    from spellings group by name_key
    order by sum(entries) desc, 1
    limit ${DIVISION_OPTIONS}`);
  return rows.rows.map((row) => row.name);
}

const liveEventStatement = preparedOnce('live_event', (db) => db.select({ id: events.id }).from(events)
  .where(liveEventById(sql.placeholder('eventId'))));

export async function eventExists(db: Queryable, eventId: string): Promise<boolean> {
  const [row] = await liveEventStatement(db).execute({ eventId });
  return Boolean(row);
}

const eventPlaceStatement = preparedOnce('event_place', (db) => db.select({ latitude: arenas.latitude, longitude: arenas.longitude })
  .from(events).innerJoin(arenas, eq(arenas.id, events.arenaId)).where(eq(events.id, sql.placeholder('eventId'))));
const eventHotelPages = new PreparedByShape('event_hotel_page');

/**
 * Hotels for an event: the ones linked to it, or, when none are linked, every hotel within 50 miles of its arena.
 * Null when the event does not exist.
 */
export async function listEventHorseHotels(db: Queryable, eventId: string, page: PageQuery) {
  const [event] = await eventPlaceStatement(db).execute({ eventId });
  if (!event) return null;
  return listLinkedOrNearby(db, {
    statements: eventHotelPages,
    columns: hotelColumns,
    listed: listedHorseHotels,
    links: {
      table: eventHorseHotels, ownerId: eventHorseHotels.eventId, listedId: eventHorseHotels.horseHotelId,
      distance: eventHorseHotels.distance,
    },
    ownerId: eventId,
    center: parseLatLng(event.latitude, event.longitude),
    radiusMiles: NEARBY_HOTEL_RADIUS_MILES,
  }, page);
}
