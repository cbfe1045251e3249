import { and, asc, eq, not, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { EventCommentRecord } from '@shared/contracts/events';
import type { Columns } from '@shared/contracts/json';
import { eventComments, events, users } from '@shared/schema';
import type { CreateCommentInput, PageQuery } from '@shared/validation';
import type { Queryable } from '../../db/client';
import { excerpt, notifyRiders, riderName } from '../notifications';
import { PreparedByShape, StatementValues } from '../../db/prepared';
import { commentAuthorColumns, commentThreadPage, withCommentBadges } from '../users/users.comment-authors.repo';
import { eventExists, liveEventById } from './events.repo';

/** A comment's columns: its writer's badges as stored (withCommentBadges adds how they show) and the page total. */
type CommentColumns = Omit<EventCommentRecord, 'badges'> & { badges: unknown; total: number };

function selectComments<Extra extends Record<string, SQL>>(db: Queryable, extra: Extra) {
  return db.select({
    ...extra,
    id: eventComments.id,
    eventId: eventComments.eventId,
    userId: eventComments.userId,
    commentText: eventComments.commentText,
    createdAt: eventComments.createdAt,
    editedAt: eventComments.editedAt,
    ...commentAuthorColumns,
  } satisfies Columns<CommentColumns>).from(eventComments).innerJoin(users, eq(users.id, eventComments.userId)).$dynamic();
}

const visibleCommentsOf = (eventId: string | Placeholder) =>
  and(eq(eventComments.eventId, eventId), not(eventComments.hidden));

/** A page of an event's comments: prepared once, as planning it cost many times running it. */
const commentPages = new PreparedByShape('event_comment_page');

/**
 * Oldest first, null when the event is not listed: one statement, built once per connection, reads the page with its
 * writers' badges and whether the event is listed (an empty page asks whether the event is listed apart).
 */
export async function listEventComments(
  db: Queryable, eventId: string, page: PageQuery,
): Promise<{ rows: EventCommentRecord[]; total: number } | null> {
  const statement = new StatementValues();
  const { bind } = statement;
  const listed = sql<boolean>`exists (select 1 from ${events} where ${liveEventById(bind(eventId))})`;
  const visible = visibleCommentsOf(bind(eventId));
  const limit = bind(page.limit);
  const offset = bind(page.offset);
  const found = await commentPages.run(db, 'oldest first', statement, () => selectComments(db, { parentListed: listed })
    .where(visible).orderBy(asc(eventComments.createdAt), asc(eventComments.id)).limit(limit).offset(offset));
  return commentThreadPage(found, page.offset, {
    parentListed: () => eventExists(db, eventId),
    countAll: () => db.select({ count: sql<number>`count(*)` }).from(eventComments).where(visibleCommentsOf(eventId)),
  });
}

export async function findEventComment(db: Queryable, commentId: string): Promise<EventCommentRecord | null> {
  const [comment] = withCommentBadges(await selectComments(db, {}).where(eq(eventComments.id, commentId)));
  return comment ?? null;
}

/** Null when the event does not exist; the insert only happens if it does (one statement, no race). */
export async function createEventComment(
  db: Queryable, eventId: string, userId: string, input: CreateCommentInput,
): Promise<EventCommentRecord | null> {
  const [comment] = await db.insert(eventComments)
    .select(db.select({
      id: sql`gen_random_uuid()`.as('id'),
      hidden: sql`false`.as('hidden'),
      eventId: events.id,
      userId: sql`${userId}::uuid`.as('user_id'),
      commentText: sql`${input.commentText}`.as('comment_text'),
      createdAt: sql`now()`.as('created_at'),
      editedAt: sql`null::timestamptz`.as('edited_at'),
    }).from(events).where(liveEventById(eventId)))
    .returning({ id: eventComments.id });
  if (!comment) return null;
  await notifyEventConversation(db, eventId, userId, comment.id, input.commentText);
  return findEventComment(db, comment.id);
}

/** The event's creator and everyone who commented on it hear of a new comment (not its writer). */
async function notifyEventConversation(db: Queryable, eventId: string, writerId: string, commentId: string, text: string) {
  const [event] = await db.select({ name: events.name }).from(events).where(eq(events.id, eventId));
  if (!event) return;
  await notifyRiders(db, sql`select ${events.createdBy} from ${events} where ${events.id} = ${eventId}
    union select ${eventComments.userId} from ${eventComments} where ${eventComments.eventId} = ${eventId}`, {
    kind: 'event_comment', causeKey: `event-comment:${commentId}`, actorId: writerId,
    title: `${await riderName(db, writerId)} commented on ${event.name}`, body: excerpt(text), linkPath: `/event/${eventId}`,
  });
}
