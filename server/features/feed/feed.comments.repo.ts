import { and, asc, eq, not, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FeedCommentView } from '@shared/contracts/feed';
import type { Columns } from '@shared/contracts/json';
import { feedItems, feedPostComments, users } from '@shared/schema';
import type { PageQuery } from '@shared/validation';
import type { CreateFeedCommentInput } from '@shared/validation/feed';
import type { Queryable } from '../../db/client';
import { PreparedByShape, preparedOnce, StatementValues } from '../../db/prepared';
import { commentAuthorColumns, commentThreadPage, withCommentBadges } from '../users/users.comment-authors.repo';

// The comment's own columns; the writer's name, avatar and badges come from the comment-authors helpers.
const feedCommentColumns = {
  id: feedPostComments.id,
  postId: feedPostComments.postId,
  userId: feedPostComments.userId,
  commentText: feedPostComments.commentText,
  createdAt: feedPostComments.createdAt,
  editedAt: feedPostComments.editedAt,
} satisfies Columns<Omit<FeedCommentView, 'userName' | 'userAvatar' | 'badges'>>;

function selectFeedComments<Extra extends Record<string, SQL>>(db: Queryable, extra: Extra) {
  return db.select({ ...extra, ...feedCommentColumns, ...commentAuthorColumns }).from(feedPostComments)
    .innerJoin(users, eq(users.id, feedPostComments.userId)).$dynamic();
}

/** Each feed item's comment count, for the feed's own select: read from the thread index, in the same statement. */
export const commentCountSql = sql<number>`(select count(*) from ${feedPostComments}
  where ${feedPostComments.postId} = ${feedItems.id} and ${not(feedPostComments.hidden)})::int`;

const visibleCommentsOf = (postId: string | Placeholder) =>
  and(eq(feedPostComments.postId, postId), not(feedPostComments.hidden));

const postStatement = preparedOnce('feed_post_exists', (db) => db.select({ id: feedItems.id }).from(feedItems)
  .where(eq(feedItems.id, sql.placeholder('postId'))));

async function feedPostExists(db: Queryable, postId: string): Promise<boolean> {
  const [row] = await postStatement(db).execute({ postId });
  return Boolean(row);
}

/** A page of a post's thread: prepared once, as for an event's comments. */
const threadPages = new PreparedByShape('feed_comment_page');

/**
 * A post's thread, oldest first so it reads as a conversation; new answers land after the last page, so offset
 * pages never shift. One statement reads the page with its writers' badges and whether the post exists (an empty
 * page asks apart); null when the post does not exist.
 */
export async function listFeedPostComments(
  db: Queryable, postId: string, page: PageQuery,
): Promise<{ rows: FeedCommentView[]; total: number } | null> {
  const statement = new StatementValues();
  const { bind } = statement;
  const listed = sql<boolean>`exists (select 1 from ${feedItems} where ${feedItems.id} = ${bind(postId)})`;
  const visible = visibleCommentsOf(bind(postId));
  const limit = bind(page.limit);
  const offset = bind(page.offset);
  const found = await threadPages.run(db, 'oldest first', statement, () => selectFeedComments(db, { parentListed: listed })
    .where(visible).orderBy(asc(feedPostComments.createdAt), asc(feedPostComments.id)).limit(limit).offset(offset));
  return commentThreadPage(found, page.offset, {
    parentListed: () => feedPostExists(db, postId),
    countAll: () => db.select({ count: sql<number>`count(*)` }).from(feedPostComments).where(visibleCommentsOf(postId)),
  });
}

export async function findFeedComment(db: Queryable, commentId: string): Promise<FeedCommentView | null> {
  const [comment] = withCommentBadges(await selectFeedComments(db, {}).where(eq(feedPostComments.id, commentId)));
  return comment ?? null;
}

/** Adds the session rider's comment under the post, in one statement that also checks the post; null when it is gone. */
export async function createFeedPostComment(
  db: Queryable, postId: string, userId: string, input: CreateFeedCommentInput,
): Promise<FeedCommentView | null> {
  const [comment] = await db.insert(feedPostComments)
    .select(db.select({
      id: sql`gen_random_uuid()`.as('id'),
      hidden: sql`false`.as('hidden'),
      postId: feedItems.id,
      userId: sql`${userId}::uuid`.as('user_id'),
      commentText: sql`${input.commentText}`.as('comment_text'),
      // Millisecond precision, like feed posts: what the client holds is exactly what is stored.
      createdAt: sql`date_trunc('milliseconds', now())`.as('created_at'),
      editedAt: sql`null::timestamptz`.as('edited_at'),
    }).from(feedItems).where(eq(feedItems.id, postId)))
    .returning({ id: feedPostComments.id });
  return comment ? findFeedComment(db, comment.id) : null;
}
