import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod';
import { feedItems } from '../schema/feed';
import { optionalHttpUrl, pageQuery } from './common';

export const FEED_ITEM_TYPES = ['post', 'photo', 'review', 'event'] as const;
export type FeedItemType = (typeof FEED_ITEM_TYPES)[number];

const optionalId = () => z.preprocess((v) => (v === '' ? null : v), z.uuid().nullish());

export const createFeedPostSchema = createInsertSchema(feedItems, {
  content: z.string({ error: 'Write something to post' }).trim().min(1, 'Write something to post').max(2000),
  arenaId: optionalId(),
  eventId: optionalId(),
  photoUrl: optionalHttpUrl(),
}).pick({ content: true, arenaId: true, eventId: true, photoUrl: true });
export type CreateFeedPostInput = z.infer<typeof createFeedPostSchema>;

/** Newest first; `before` (an ISO time) pages to older items without skipping any posted meanwhile. */
export const feedQuery = pageQuery.extend({
  before: z.preprocess((v) => (v === '' ? null : v), z.coerce.date().nullish()),
});
