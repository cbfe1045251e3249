import { sql } from 'drizzle-orm';
import type { AttendanceStatus } from '@shared/constants';
import type { EventRecord } from '@shared/contracts/events';
import { arenaFollows, eventAttendance, eventProducerFollows, savedEvents } from '@shared/schema';
import type { Queryable } from '../../db/client';
import { preparedOnce } from '../../db/prepared';

export const EVENT_VIEWER_FLAG_KEYS = [
  'isSaved', 'savedEventId', 'isFromFollowedArena', 'isFromFollowedProducer', 'myAttendance',
] as const satisfies readonly (keyof EventRecord)[];
export type EventViewerFlags = Pick<EventRecord, typeof EVENT_VIEWER_FLAG_KEYS[number]>;

const viewer = sql`${sql.placeholder('viewerId')}::uuid`;
const eventIds = sql`${sql.placeholder('eventIds')}::uuid[]`;

const flagsStatement = preparedOnce('event_viewer_flags', (db) => db.select({
  saved: sql<[string, string][]>`coalesce((select json_agg(json_build_array(${savedEvents.eventId}, ${savedEvents.id}))
    from ${savedEvents} where ${savedEvents.userId} = ${viewer} and ${savedEvents.eventId} = any(${eventIds})), '[]')`,
  attendance: sql<[string, AttendanceStatus][]>`coalesce((select json_agg(json_build_array(${eventAttendance.eventId}, ${eventAttendance.status}))
    from ${eventAttendance} where ${eventAttendance.userId} = ${viewer} and ${eventAttendance.eventId} = any(${eventIds})), '[]')`,
  followedArenas: sql<string[]>`array(select ${arenaFollows.arenaId} from ${arenaFollows}
    where ${arenaFollows.userId} = ${viewer} and ${arenaFollows.arenaId} = any(${sql.placeholder('arenaIds')}::uuid[]))`,
  followedProducers: sql<string[]>`array(select ${eventProducerFollows.producerId} from ${eventProducerFollows}
    where ${eventProducerFollows.userId} = ${viewer} and ${eventProducerFollows.producerId} = any(${sql.placeholder('producerIds')}::uuid[]))`,
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
    eventIds: rows.map((row) => row.id),
    arenaIds: [...new Set(rows.map((row) => row.arenaId))],
    producerIds: [...new Set(rows.flatMap((row) => row.producerId ?? []))],
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
