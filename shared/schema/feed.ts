import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { arenas, reviews } from './arenas';
import { createdAt, hidden, id } from './columns';
import { events } from './events';
import { users } from './users';

export const feedItems = pgTable('feed_items', {
  id: id(),
  hidden: hidden(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  // photo, review, event (see shared/validation/feed.ts)
  type: varchar('type', { length: 20 }).notNull(),
  content: text('content').notNull(),
  arenaId: uuid('arena_id').references(() => arenas.id, { onDelete: 'set null' }),
  eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
  photoUrl: text('photo_url'),
  /** A 'review' item's review: it follows the review's edits, hiding and deletion. */
  reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  editedAt: timestamp('edited_at', { withTimezone: true }),
}, (table) => [
  index('feed_items_review_idx').on(table.reviewId),
  index('feed_items_created_idx').on(table.createdAt, table.id),
  index('feed_items_user_idx').on(table.userId),
  index('feed_items_arena_idx').on(table.arenaId),
  index('feed_items_event_idx').on(table.eventId),
]);

/** The thread under a feed post: riders answering "who's hauling to Lubbock?". */
export const feedPostComments = pgTable('feed_post_comments', {
  id: id(),
  hidden: hidden(),
  postId: uuid('post_id').notNull().references(() => feedItems.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  commentText: text('comment_text').notNull(),
  createdAt: createdAt(),
  /** When its writer last changed it; null if never (shown as "edited"). */
  editedAt: timestamp('edited_at', { withTimezone: true }),
}, (table) => [
  // A thread page in order, and each post's comment count in the feed, from the index alone.
  index('feed_post_comments_post_idx').on(table.postId, table.createdAt, table.id),
  index('feed_post_comments_user_idx').on(table.userId),
]);

export type FeedItem = typeof feedItems.$inferSelect;
export type FeedPostComment = typeof feedPostComments.$inferSelect;
