import { and, asc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import { eventProducerFollows, eventProducers, events } from '@shared/schema';
import type { PageQuery } from '@shared/validation';
import type { Queryable } from '../../db/client';
import { isUpcomingEvent } from '../events/events.read';

/**
 * Producers in the read model: their columns, upcoming event count and the viewer's follow (false/null when
 * signed out). Joins, not per-row queries: the counts come from one grouped subquery.
 */
function selectProducerViews(db: Queryable, viewerId: string | null) {
  const upcomingCounts = db.select({
    producerId: events.producerId,
    eventCount: sql<number>`count(*)::int`.as('event_count'),
  }).from(events).where(and(isNotNull(events.producerId), isUpcomingEvent())).groupBy(events.producerId)
    .as('upcoming_counts');
  return db.select({
    ...getTableColumns(eventProducers),
    eventCount: sql<number>`coalesce(${upcomingCounts.eventCount}, 0)`,
    producerFollowId: eventProducerFollows.id,
  }).from(eventProducers)
    .leftJoin(upcomingCounts, eq(upcomingCounts.producerId, eventProducers.id))
    .leftJoin(eventProducerFollows, and(
      eq(eventProducerFollows.producerId, eventProducers.id),
      eq(eventProducerFollows.userId, sql`${viewerId}::uuid`),
    ))
    .$dynamic();
}

type ProducerRow = typeof eventProducers.$inferSelect & { eventCount: number; producerFollowId: string | null };

function toProducerView({ producerFollowId, ...row }: ProducerRow) {
  return { ...row, isFollowing: producerFollowId !== null, producerFollowId };
}

/** A page of producers by name, plus the total: two statements whatever the page length. */
export async function listProducers(db: Queryable, page: PageQuery, viewerId: string | null) {
  const [rows, [{ total }]] = await Promise.all([
    selectProducerViews(db, viewerId)
      .orderBy(asc(sql`lower(${eventProducers.name})`), asc(eventProducers.id))
      .limit(page.limit).offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(eventProducers),
  ]);
  return { rows: rows.map(toProducerView), total };
}

export async function findProducerView(db: Queryable, producerId: string, viewerId: string | null) {
  const [row] = await selectProducerViews(db, viewerId).where(eq(eventProducers.id, producerId));
  return row ? toProducerView(row) : null;
}
