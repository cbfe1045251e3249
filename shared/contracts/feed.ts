import type { Json } from './json';
import type { CommentByAuthor } from './users';

/**
 * A feed item as the community page shows it (GET /api/feed, paged by cursor; POST /api/feed): the item, who posted
 * it, the arena and event names, and how many comments its thread has.
 */
export interface FeedItemView {
  id: string;
  /** Null when the item names no rider (then `userName` is 'User'). */
  userId: string | null;
  /** post, photo, review or event (FEED_ITEM_TYPES). */
  type: string;
  content: string;
  arenaId: string | null;
  eventId: string | null;
  photoUrl: string | null;
  createdAt: Date;
  /** When its writer last changed it (shown as "edited"), null if never. */
  editedAt: Date | null;
  userName: string;
  userAvatar: string | null;
  arenaName: string | null;
  eventName: string | null;
  commentCount: number;
}
export type FeedItem = Json<FeedItemView>;

/** A comment in a feed post's thread: GET /api/feed/:postId/comments (paged, oldest first) and POST. */
export interface FeedCommentView extends CommentByAuthor {
  postId: string;
}
export type FeedPostComment = Json<FeedCommentView>;
