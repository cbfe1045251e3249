import { and, asc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Columns } from '@shared/contracts/json';
import type { ProducerRecord } from '@shared/contracts/producers';
import { eventProducerFollows, eventProducers, events } from '@shared/schema';
import type { PageQuery } from '@shared/validation';
import type { Queryable } from '../../db/client';
import { PreparedByShape, StatementValues, writtenPage } from '../../db/prepared';
import { isUpcomingEvent } from '../events/events.repo';

/**
 * Producers in the read model: their columns, upcoming event count and the viewer's follow (false/null when
 * signed out). Each producer's upcoming events are counted off events_producer_date_idx alone (migration 0047) for
 * the producers the statement returns, not grouped over every upcoming event first.
 */
function selectProducers(db: Queryable, viewerId: string | Placeholder | null) {
  const upcomingCount = sql<number>`(select count(*)::int from ${events}
    where ${events.producerId} = ${eventProducers.id} and ${isUpcomingEvent()})`;
  return db.select({
    id: eventProducers.id,
    name: eventProducers.name,
    bio: eventProducers.bio,
    email: eventProducers.email,
    phone: eventProducers.phone,
    website: eventProducers.website,
    logoUrl: eventProducers.logoUrl,
    coverImage: eventProducers.coverImage,
    userId: eventProducers.userId,
    createdAt: eventProducers.createdAt,
    eventCount: upcomingCount,
    isFollowing: sql<boolean>`${eventProducerFollows.id} is not null`,
    producerFollowId: eventProducerFollows.id,
  } satisfies Columns<ProducerRecord>).from(eventProducers)
    .leftJoin(eventProducerFollows, and(
      eq(eventProducerFollows.producerId, eventProducers.id),
      eq(eventProducerFollows.userId, sql`${viewerId}::uuid`),
    ))
    .$dynamic();
}

/** A page of the producers: prepared once per shape, as planning it cost more than running it. */
const producerPages = new PreparedByShape('producer_page');

/** A page of producers by name, plus the total: two statements whatever the page length. */
export async function listProducers(
  db: Queryable, page: PageQuery, viewerId: string | null,
): Promise<{ rows: ProducerRecord[]; total: number }> {
  const statement = new StatementValues();
  const viewer = viewerId ? statement.bind(viewerId) : null;
  const written = writtenPage(page, statement.bind);
  const [rows, [{ total }]] = await Promise.all([
    producerPages.run(db, `${viewer ? 'viewer' : 'visitor'},${written.shape}`, statement, () => selectProducers(db, viewer)
      .orderBy(asc(sql`lower(${eventProducers.name})`), asc(eventProducers.id))
      .limit(written.limit).offset(written.offset)),
    db.select({ total: sql<number>`count(*)::int` }).from(eventProducers),
  ]);
  return { rows, total };
}

/** A producer's page: prepared once, signed in and not, as planning it cost more than running it. */
const producerByIdStatements = new PreparedByShape('producer_by_id');

export async function findProducer(db: Queryable, producerId: string, viewerId: string | null): Promise<ProducerRecord | null> {
  const statement = new StatementValues();
  const viewer = viewerId ? statement.bind(viewerId) : null;
  const id = statement.bind(producerId);
  const [row] = await producerByIdStatements.run(db, viewer ? 'viewer' : 'visitor', statement,
    () => selectProducers(db, viewer).where(eq(eventProducers.id, id)));
  return row ?? null;
}
