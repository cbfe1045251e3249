import { z } from 'zod';
import { POST_MAX_LENGTH } from '../constants';
import { commentText, optionalHttpUrl, optionalUploadId, pageQuery } from './common';

export const FEED_ITEM_TYPES = ['post', 'photo', 'review', 'event'] as const;
export type FeedItemType = (typeof FEED_ITEM_TYPES)[number];

const optionalId = () => z.preprocess((v) => (v === '' ? null : v), z.uuid().nullish());

const postContent = () => z.string({ error: 'Write something to post' }).trim().min(1, 'Write something to post').max(POST_MAX_LENGTH);

export const createFeedPostSchema = z.object({
  content: postContent(),
  arenaId: optionalId(),
  eventId: optionalId(),
  photoUrl: optionalHttpUrl(),
  // The rider's uploaded photo (a Photo post), instead of a link in photoUrl.
  photoUploadId: optionalUploadId(),
}).refine((post) => !(post.photoUploadId && post.photoUrl), {
    path: ['photoUploadId'], message: 'Choose the uploaded photo or a link, not both',
  });
export type CreateFeedPostInput = z.infer<typeof createFeedPostSchema>;

/** PATCH /api/feed/:postId: its writer rewrites the words; the photo and what it names stay. */
export const editFeedPostSchema = z.object({ content: postContent() });
export type EditFeedPostInput = z.infer<typeof editFeedPostSchema>;

/**
 * Newest first. `before` (the ISO createdAt of the last item shown) pages to strictly older items, so posts
 * arriving meanwhile neither shift nor repeat the next page; `beforeId` (that item's id) also keeps items that
 * share the exact same time as the last one shown.
 */
export const feedQuery = pageQuery.extend({
  before: z.preprocess((v) => (v === '' ? null : v), z.coerce.date({ error: 'Enter a valid date' }).nullish()),
  beforeId: optionalId(),
}).refine((query) => query.beforeId == null || query.before != null, {
  message: 'beforeId goes with before',
  path: ['beforeId'],
});
export type FeedQuery = z.infer<typeof feedQuery>;

/** POST /api/feed/:postId/comments: the post comes from the path and the rider from the session. */
export const createFeedCommentSchema = z.object({ commentText: commentText() });
export type CreateFeedCommentInput = z.infer<typeof createFeedCommentSchema>;
