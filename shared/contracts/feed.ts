import type { FeedCommentView } from '../../server/features/feed/feed-comments.repo';
import type { FeedItemView } from '../../server/features/feed/feed.repo';
import type { Json } from './json';

export type FeedItem = Json<FeedItemView>;
export type FeedPostComment = Json<FeedCommentView>;
