import { sql } from 'drizzle-orm';
import type { AttendanceStatus } from '@shared/constants';
import type { EventRecord } from '@shared/contracts/events';
import { arenaFollows, eventAttendance, eventProducerFollows, savedEvents } from '@shared/schema';
import type { Queryable } from '../../db/client';
import { PreparedByShape, StatementValues } from '../../db/prepared';

const flagStatements = new PreparedByShape('event_viewer_flags');

/**
 * The events with the viewer's save, arena and producer follows and attendance, read in one statement for all of
 * them (each part an index lookup on the rider's own rows). The rows given are not changed: they may be shared.
 */
export async function withEventViewerFlags(db: Queryable, rows: EventRecord[], viewerId: string): Promise<EventRecord[]> {
  if (rows.length === 0) return rows;
  const statement = new StatementValues();
  const { bind } = statement;
  const viewer = sql`${bind(viewerId)}::uuid`;
  const eventIds = sql`${bind(rows.map((row) => row.id))}::uuid[]`;
  const arenaIds = sql`${bind([...new Set(rows.map((row) => row.arenaId))])}::uuid[]`;
  const producerIds = sql`${bind([...new Set(rows.flatMap((row) => row.producerId ?? []))])}::uuid[]`;
  const query = db.select({
    saved: sql<[string, string][]>`coalesce((select json_agg(json_build_array(${savedEvents.eventId}, ${savedEvents.id}))
      from ${savedEvents} where ${savedEvents.userId} = ${viewer} and ${savedEvents.eventId} = any(${eventIds})), '[]')`,
    attendance: sql<[string, AttendanceStatus][]>`coalesce((select json_agg(json_build_array(${eventAttendance.eventId}, ${eventAttendance.status}))
      from ${eventAttendance} where ${eventAttendance.userId} = ${viewer} and ${eventAttendance.eventId} = any(${eventIds})), '[]')`,
    followedArenas: sql<string[]>`array(select ${arenaFollows.arenaId} from ${arenaFollows}
      where ${arenaFollows.userId} = ${viewer} and ${arenaFollows.arenaId} = any(${arenaIds}))`,
    followedProducers: sql<string[]>`array(select ${eventProducerFollows.producerId} from ${eventProducerFollows}
      where ${eventProducerFollows.userId} = ${viewer} and ${eventProducerFollows.producerId} = any(${producerIds}))`,
  }).from(sql`(select) as viewer`);
  const [flags] = await flagStatements.run(db, 'page', statement, query);
  const saved = new Map(flags.saved);
  const attendance = new Map(flags.attendance);
  const followedArenas = new Set(flags.followedArenas);
  const followedProducers = new Set(flags.followedProducers);
  return rows.map((row) => ({
    ...row,
    isSaved: saved.has(row.id),
    savedEventId: saved.get(row.id) ?? null,
    isFromFollowedArena: followedArenas.has(row.arenaId),
    isFromFollowedProducer: row.producerId !== null && followedProducers.has(row.producerId),
    myAttendance: attendance.get(row.id) ?? null,
  }));
}
