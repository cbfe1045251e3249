import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { FeedItem, FeedPostComment } from '@shared/contracts/feed';
import { apiRequest, type QueryParams } from '@/lib/api';
import { useCommentThread } from '@/lib/comment-thread';
import { pagedListKey, usePagedList, type PagedListPage } from '@/lib/paged-list';

export const FEED_PATH = '/api/feed';
export const FEED_PAGE_SIZE = 10;
export const FEED_QUERY_KEY = pagedListKey(FEED_PATH, {}, FEED_PAGE_SIZE);

/** The last item shown: the next page holds only items strictly older than it. */
export type FeedCursor = {
  before: string;
  beforeId: string;
};

/**
 * Paging by cursor, not offset: a post made while someone reads would push every offset by one and repeat an item
 * on the next page. The cursor (createdAt and id of the last item shown) pins the next page to strictly older items.
 * A page's total counts the items from its cursor on, so more are left while the page holds fewer.
 */
export function nextFeedCursor(page: PagedListPage<FeedItem>): FeedCursor | undefined {
  const last = page.items[page.items.length - 1];
  if (!last || page.items.length >= page.total) return undefined;
  return { before: last.createdAt, beforeId: last.id };
}

/** The community feed, newest first, with Load More. A feed is about what is new: each visit refreshes it. */
export const useFeed = () =>
  usePagedList<FeedItem>(FEED_PATH, {}, FEED_PAGE_SIZE, true, { nextPageParams: nextFeedCursor, refetchOnEveryMount: true });

/** Puts a just-created post at the top of the loaded feed, without refetching or disturbing the cursor. */
export function prependFeedItem(queryClient: QueryClient, item: FeedItem) {
  queryClient.setQueryData<InfiniteData<PagedListPage<FeedItem>, QueryParams>>(FEED_QUERY_KEY, (data) => {
    if (!data || data.pages.length === 0) return data;
    const [first, ...rest] = data.pages;
    if (first.items.some((existing) => existing.id === item.id)) return data;
    return { ...data, pages: [{ items: [item, ...first.items], total: first.total + 1 }, ...rest] };
  });
}

type FeedData = InfiniteData<PagedListPage<FeedItem>, QueryParams>;

/** Counts a new comment on a post of the loaded feed, so its "Comments (n)" is right without a refetch. */
export function countFeedComment(queryClient: QueryClient, postId: string) {
  queryClient.setQueryData<FeedData>(FEED_QUERY_KEY, (data) => data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === postId ? { ...item, commentCount: item.commentCount + 1 } : item)),
    })),
  });
}

const feedPostCommentsPath = (postId: string) => `/api/feed/${postId}/comments`;

/** The thread under a feed post, oldest first with Load More; fetched only once the rider opens it. */
export const useFeedPostComments = (postId: string, open: boolean) =>
  useCommentThread<FeedPostComment>(feedPostCommentsPath(postId), open);

/** Posts a comment under a feed post; `onPosted` gets it as the server stored it (and the feed's count follows). */
export function usePostFeedComment(postId: string, { onPosted, onError }: {
  onPosted: (comment: FeedPostComment) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (commentText: string) =>
      (await (await apiRequest('POST', feedPostCommentsPath(postId), { commentText })).json()) as FeedPostComment,
    onSuccess: (comment) => {
      countFeedComment(queryClient, postId);
      onPosted(comment);
    },
    onError,
  });
}
