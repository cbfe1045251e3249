import { sql } from 'drizzle-orm';
import type { AttendanceStatus } from '@shared/constants';
import type { EventRecord } from '@shared/contracts/events';
import { arenaFollows, eventAttendance, eventProducerFollows, savedEvents } from '@shared/schema';
import type { Queryable } from '../../db/client';
import { NO_UUID, planSizedArray, preparedOnce } from '../../db/prepared';
import { viewerKeys, viewerPairs } from '../../db/viewer-rows';

export const EVENT_VIEWER_FLAG_KEYS = [
  'isSaved', 'savedEventId', 'isFromFollowedArena', 'isFromFollowedProducer', 'myAttendance',
] as const satisfies readonly (keyof EventRecord)[];
export type EventViewerFlags = Pick<EventRecord, typeof EVENT_VIEWER_FLAG_KEYS[number]>;

const viewer = sql`${sql.placeholder('viewerId')}::uuid`;
const eventIds = sql`${sql.placeholder('eventIds')}::uuid[]`;

const flagsStatement = preparedOnce('event_viewer_flags', (db) => db.select({
  saved: viewerPairs<string, string>({ table: savedEvents, user: savedEvents.userId, key: savedEvents.eventId, value: savedEvents.id }, viewer, eventIds),
  attendance: viewerPairs<string, AttendanceStatus>(
    { table: eventAttendance, user: eventAttendance.userId, key: eventAttendance.eventId, value: eventAttendance.status }, viewer, eventIds,
  ),
  followedArenas: viewerKeys<string>({ table: arenaFollows, user: arenaFollows.userId, key: arenaFollows.arenaId },
    viewer, sql`${sql.placeholder('arenaIds')}::uuid[]`),
  followedProducers: viewerKeys<string>({ table: eventProducerFollows, user: eventProducerFollows.userId, key: eventProducerFollows.producerId },
    viewer, sql`${sql.placeholder('producerIds')}::uuid[]`),
}).from(sql`(select) as viewer`));

/**
 * The viewer's save, arena and producer follows and attendance for each event, in the events' order, read in one
 * statement for all of them (each part an index lookup on the rider's own rows).
 */
export async function eventViewerFlags(
  db: Queryable, rows: Pick<EventRecord, 'id' | 'arenaId' | 'producerId'>[], viewerId: string,
): Promise<EventViewerFlags[]> {
  if (rows.length === 0) return [];
  const [flags] = await flagsStatement(db).execute({
    viewerId,
    eventIds: planSizedArray(rows.map((row) => row.id), NO_UUID),
    arenaIds: planSizedArray([...new Set(rows.map((row) => row.arenaId))], NO_UUID),
    producerIds: planSizedArray([...new Set(rows.flatMap((row) => row.producerId ?? []))], NO_UUID),
  });
  const saved = new Map(flags.saved);
  const attendance = new Map(flags.attendance);
  const followedArenas = new Set(flags.followedArenas);
  const followedProducers = new Set(flags.followedProducers);
  return rows.map((row) => ({
    isSaved: saved.has(row.id),
    savedEventId: saved.get(row.id) ?? null,
    isFromFollowedArena: followedArenas.has(row.arenaId),
    isFromFollowedProducer: row.producerId !== null && followedProducers.has(row.producerId),
    myAttendance: attendance.get(row.id) ?? null,
  }));
}
