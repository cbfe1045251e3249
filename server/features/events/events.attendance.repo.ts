import { and, desc, eq, sql } from 'drizzle-orm';
import type { AttendanceResult, FollowedRiderGoing } from '@shared/contracts/events';
import type { Columns } from '@shared/contracts/json';
import type { AttendanceStatus } from '@shared/constants';
import { eventAttendance, events, userFollows, users } from '@shared/schema';
import type { Database, Queryable } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { userDisplayNameSql } from '../users/users.repo';
import { liveEventById } from './events.repo';

const countColumn = { going: 'goingCount', interested: 'interestedCount' } as const;

/**
 * Sets (or with null clears) the rider's "going" / "interested" and moves the event's counts with it. The event
 * row is locked first, so concurrent toggles of one event take turns and the counts always equal the rows.
 * Null when the event does not exist.
 */
export async function setAttendance(
  db: Database, eventId: string, userId: string, status: AttendanceStatus | null,
): Promise<AttendanceResult | null> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(liveEventById(eventId)).for('update');
    if (!event) return null;
    const [previous] = await tx.select({ status: eventAttendance.status }).from(eventAttendance)
      .where(and(eq(eventAttendance.eventId, eventId), eq(eventAttendance.userId, userId)));
    if (status === null) {
      await tx.delete(eventAttendance).where(and(eq(eventAttendance.eventId, eventId), eq(eventAttendance.userId, userId)));
    } else {
      await tx.insert(eventAttendance).values({ eventId, userId, status })
        .onConflictDoUpdate({ target: [eventAttendance.eventId, eventAttendance.userId], set: { status } });
    }
    const delta = { goingCount: 0, interestedCount: 0 };
    if (previous?.status) delta[countColumn[previous.status]] -= 1;
    if (status) delta[countColumn[status]] += 1;
    const [counts] = await tx.update(events).set({
      goingCount: sql`${events.goingCount} + ${delta.goingCount}`,
      interestedCount: sql`${events.interestedCount} + ${delta.interestedCount}`,
    }).where(eq(events.id, eventId)).returning({ goingCount: events.goingCount, interestedCount: events.interestedCount });
    return { myAttendance: status, ...counts };
  });
}

/** Riders the viewer follows who are going, most recent answer first. */
/** On every event page a signed-in rider opens: prepared once, as planning it cost more than running it. */
const followedGoingStatement = preparedOnce('followed_riders_going', (db) => db.select({
  id: users.id, name: userDisplayNameSql, avatar: users.profileImageUrl,
} satisfies Columns<FollowedRiderGoing>)
  .from(eventAttendance)
  .innerJoin(userFollows, and(eq(userFollows.followeeId, eventAttendance.userId), eq(userFollows.followerId, sql.placeholder('viewerId'))))
  .innerJoin(users, eq(users.id, eventAttendance.userId))
  .where(and(eq(eventAttendance.eventId, sql.placeholder('eventId')), eq(eventAttendance.status, 'going')))
  .orderBy(desc(eventAttendance.createdAt), users.id)
  .limit(sql.placeholder('limit')));

export function listFollowedRidersGoing(db: Queryable, eventId: string, viewerId: string, limit: number): Promise<FollowedRiderGoing[]> {
  return followedGoingStatement(db).execute({ eventId, viewerId, limit });
}
