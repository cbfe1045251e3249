import { and, asc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Columns } from '@shared/contracts/json';
import type { ProducerRecord } from '@shared/contracts/producers';
import { eventProducerFollows, eventProducers, events } from '@shared/schema';
import type { PageQuery } from '@shared/validation';
import type { Queryable } from '../../db/client';
import { CountsAtDataVersion } from '../../db/counts-at-version';
import { jsonRowsOf, jsonTextSql, type JsonListRow } from '../../db/json-sql';
import { PreparedByShape, StatementValues, writtenPage } from '../../db/prepared';
import { isUpcomingEvent } from '../events/events.repo';

/**
 * Producers in the read model: their columns, upcoming event count and the viewer's follow (false/null when
 * signed out). Each producer's upcoming events are counted off events_producer_date_idx alone (migration 0047) for
 * the producers the statement returns, not grouped over every upcoming event first.
 */
function producerFields(viewerId: string | Placeholder | null) {
  const upcomingCount = sql<number>`(select count(*)::int from ${events}
    where ${events.producerId} = ${eventProducers.id} and ${isUpcomingEvent()})`;
  const fields = {
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
  } satisfies Columns<ProducerRecord>;
  const followed = and(eq(eventProducerFollows.producerId, eventProducers.id), eq(eventProducerFollows.userId, sql`${viewerId}::uuid`));
  return { fields, followed };
}

/** A page of the producers: prepared once per shape, as planning it cost more than running it. */
const producerPages = new PreparedByShape('producer_page');
const producerCounts = new CountsAtDataVersion(1);
const countAllProducers = () => sql<number>`(select count(*)::int from ${eventProducers})`;

/**
 * A page of producers by name, each row as JSON written by PostgreSQL, and the total: one statement, which counts
 * every producer only when the data version moved since this server last did (event_producers is one of the tables
 * that move it). Only a page past the end counts on its own.
 */
export async function listProducers(
  db: Queryable, page: PageQuery, viewerId: string | null,
): Promise<{ rows: JsonListRow[]; total: number }> {
  const statement = new StatementValues();
  const { fields, followed } = producerFields(viewerId ? statement.bind(viewerId) : null);
  const counted = producerCounts.counted(db, 'all', statement.bind);
  const written = writtenPage(page, statement.bind);
  const rows = await producerPages.run(db, `${viewerId ? 'viewer' : 'visitor'},${written.shape}`, statement, () => db
    .select({ json: jsonTextSql(fields), ...counted.columns(countAllProducers()) })
    .from(eventProducers).leftJoin(eventProducerFollows, followed)
    .orderBy(asc(sql`lower(${eventProducers.name})`), asc(eventProducers.id))
    .limit(written.limit).offset(written.offset));
  const total = rows[0] ? counted.countOf(rows[0])
    : page.offset === 0 ? 0 : (await db.select({ count: sql<number>`count(*)::int` }).from(eventProducers))[0].count;
  return { rows: jsonRowsOf(rows), total };
}

/** A producer's page: prepared once, signed in and not, as planning it cost more than running it. */
const producerByIdStatements = new PreparedByShape('producer_by_id');

export async function findProducer(db: Queryable, producerId: string, viewerId: string | null): Promise<ProducerRecord | null> {
  const statement = new StatementValues();
  const viewer = viewerId ? statement.bind(viewerId) : null;
  const id = statement.bind(producerId);
  const { fields, followed } = producerFields(viewer);
  const [row] = await producerByIdStatements.run(db, viewer ? 'viewer' : 'visitor', statement, () => db.select(fields)
    .from(eventProducers).leftJoin(eventProducerFollows, followed).where(eq(eventProducers.id, id)));
  return row ?? null;
}
