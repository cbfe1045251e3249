import { sql, type SQL } from 'drizzle-orm';
import type { AttendanceStatus } from '@shared/constants';
import type { EventRecord } from '@shared/contracts/events';
import type { Columns } from '@shared/contracts/json';
import { arenaFollows, eventAttendance, eventProducerFollows, events, savedEvents } from '@shared/schema';
import type { Queryable } from '../../db/client';
import { NO_UUID, planSizedArray, preparedOnce } from '../../db/prepared';
import {
  riderFlagsVersion, viewerHasRow, viewerKeys, viewerPairs, viewerRowValue, type ViewerFlagsRead, type ViewerRows,
} from '../../db/viewer-rows';

export const EVENT_VIEWER_FLAG_KEYS = [
  'isSaved', 'savedEventId', 'isFromFollowedArena', 'isFromFollowedProducer', 'myAttendance',
] as const satisfies readonly (keyof EventRecord)[];
export type EventViewerFlags = Pick<EventRecord, typeof EVENT_VIEWER_FLAG_KEYS[number]>;

const saves: ViewerRows = { table: savedEvents, user: savedEvents.userId, key: savedEvents.eventId, value: savedEvents.id };
const attendance: ViewerRows = {
  table: eventAttendance, user: eventAttendance.userId, key: eventAttendance.eventId, value: eventAttendance.status,
};
const arenasFollowed: ViewerRows = { table: arenaFollows, user: arenaFollows.userId, key: arenaFollows.arenaId };
const producersFollowed: ViewerRows = {
  table: eventProducerFollows, user: eventProducerFollows.userId, key: eventProducerFollows.producerId,
};

/**
 * The viewer's flags as columns of a statement that reads `events`: for `viewer` (a uuid), index lookups on the
 * rider's own rows for each event row; for a visitor (null), false and null. isSaved is not among them: it is
 * whether the save's id was found (withSavedFlag), as a column of its own it looked the save up again per row.
 */
export function eventViewerFlagColumns(viewer: SQL | null) {
  if (!viewer) {
    return {
      savedEventId: sql<string | null>`null::uuid`,
      isFromFollowedArena: sql<boolean>`false`,
      isFromFollowedProducer: sql<boolean>`false`,
      myAttendance: sql<AttendanceStatus | null>`null::varchar`,
    } satisfies Columns<Omit<EventViewerFlags, 'isSaved'>>;
  }
  return {
    savedEventId: viewerRowValue<string>(saves, viewer, events.id),
    isFromFollowedArena: viewerHasRow(arenasFollowed, viewer, events.arenaId),
    isFromFollowedProducer: viewerHasRow(producersFollowed, viewer, events.producerId),
    myAttendance: viewerRowValue<AttendanceStatus>(attendance, viewer, events.id),
  } satisfies Columns<Omit<EventViewerFlags, 'isSaved'>>;
}

/** A row read with eventViewerFlagColumns, with isSaved: whether its save was found. */
export const withSavedFlag = <Row extends { savedEventId: string | null }>(row: Row) => ({ ...row, isSaved: row.savedEventId !== null });

const viewer = sql`${sql.placeholder('viewerId')}::uuid`;
const eventIds = sql`${sql.placeholder('eventIds')}::uuid[]`;

const flagsStatement = preparedOnce('event_viewer_flags', (db) => db.select({
  saved: viewerPairs<string, string>(saves, viewer, eventIds),
  attendance: viewerPairs<string, AttendanceStatus>(attendance, viewer, eventIds),
  followedArenas: viewerKeys<string>(arenasFollowed, viewer, sql`${sql.placeholder('arenaIds')}::uuid[]`),
  followedProducers: viewerKeys<string>(producersFollowed, viewer, sql`${sql.placeholder('producerIds')}::uuid[]`),
  flagsVersion: riderFlagsVersion(viewer),
}).from(sql`(select) as viewer`));

/**
 * The viewer's save, arena and producer follows and attendance for each event of a page read without them (a page
 * every viewer shares), in the events' order, read in one statement for all of them (each part an index lookup on
 * the rider's own rows).
 */
export async function eventViewerFlags(
  db: Queryable, rows: Pick<EventRecord, 'id' | 'arenaId' | 'producerId'>[], viewerId: string,
): Promise<ViewerFlagsRead<EventViewerFlags>> {
  if (rows.length === 0) return { flags: [], flagsVersion: null };
  const [flags] = await flagsStatement(db).execute({
    viewerId,
    eventIds: planSizedArray(rows.map((row) => row.id), NO_UUID),
    arenaIds: planSizedArray([...new Set(rows.map((row) => row.arenaId))], NO_UUID),
    producerIds: planSizedArray([...new Set(rows.flatMap((row) => row.producerId ?? []))], NO_UUID),
  });
  const saved = new Map(flags.saved);
  const attendanceOf = new Map(flags.attendance);
  const followedArenas = new Set(flags.followedArenas);
  const followedProducers = new Set(flags.followedProducers);
  return {
    flags: rows.map((row) => ({
      isSaved: saved.has(row.id),
      savedEventId: saved.get(row.id) ?? null,
      isFromFollowedArena: followedArenas.has(row.arenaId),
      isFromFollowedProducer: row.producerId !== null && followedProducers.has(row.producerId),
      myAttendance: attendanceOf.get(row.id) ?? null,
    })),
    flagsVersion: flags.flagsVersion,
  };
}
