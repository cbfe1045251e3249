import {
  keepPreviousData, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient,
} from '@tanstack/react-query';
import type { FeedItem, FeedPostComment } from '@shared/contracts/feed';
import type { CreateFeedPostInput } from '@shared/validation/feed';
import { apiRequest, type QueryParams } from '@/lib/api';
import { postThreadComment, useCommentThread } from '@/lib/comment-thread';
import { pagedListKey, usePagedList, type PagedListPage } from '@/lib/paged-list';

/** The feed API's addresses (tests answer them by name too). */
export const feedPaths = {
  feed: '/api/feed',
  post: (postId: string) => `/api/feed/${postId}`,
  comments: (postId: string) => `/api/feed/${postId}/comments`,
  // What a post can be tagged with, searched by name: the arenas (by name and place only) and the events list.
  arenaSearch: '/api/arenas/choices',
  eventSearch: '/api/events',
} as const;

export const FEED_PAGE_SIZE = 10;

/** Query keys start with the API path, so invalidating [feedPaths.feed] refreshes the feed. */
export const feedKeys = {
  feed: pagedListKey(feedPaths.feed, {}, FEED_PAGE_SIZE),
} as const;

/** The last item shown: the next page holds only items strictly older than it. */
type FeedCursor = {
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
  usePagedList<FeedItem>(feedPaths.feed, {}, FEED_PAGE_SIZE, true, { nextPageParams: nextFeedCursor, refetchOnEveryMount: true });

type FeedData = InfiniteData<PagedListPage<FeedItem>, QueryParams>;

/** Puts a just-created post at the top of the loaded feed, without refetching or disturbing the cursor. */
function prependFeedItem(queryClient: QueryClient, item: FeedItem) {
  queryClient.setQueryData<FeedData>(feedKeys.feed, (data) => {
    if (!data || data.pages.length === 0) return data;
    const [first, ...rest] = data.pages;
    if (first.items.some((existing) => existing.id === item.id)) return data;
    return { ...data, pages: [{ items: [item, ...first.items], total: first.total + 1 }, ...rest] };
  });
}

/** Counts a new comment on a post of the loaded feed, so its "Comments (n)" is right without a refetch. */
function countFeedComment(queryClient: QueryClient, postId: string) {
  queryClient.setQueryData<FeedData>(feedKeys.feed, (data) => data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === postId ? { ...item, commentCount: item.commentCount + 1 } : item)),
    })),
  });
}

/** Replaces a post of the loaded feed (edited), or takes it out (deleted), without refetching or moving the cursor. */
function changeFeedItem(queryClient: QueryClient, postId: string, edited: FeedItem | null) {
  queryClient.setQueryData<FeedData>(feedKeys.feed, (data) => data && {
    ...data,
    pages: data.pages.map((page) => {
      if (!page.items.some((item) => item.id === postId)) return page;
      return edited
        ? { ...page, items: page.items.map((item) => (item.id === postId ? edited : item)) }
        : { items: page.items.filter((item) => item.id !== postId), total: page.total - 1 };
    }),
  });
}

/** PATCH: the rider rewrites their post; it changes in the loaded feed. */
export function useEditFeedPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => (await (await apiRequest('PATCH', feedPaths.post(postId), { content })).json()) as FeedItem,
    onSuccess: (item) => changeFeedItem(queryClient, postId, item),
  });
}

/** DELETE the rider's post (and its thread); it leaves the loaded feed. */
export function useDeleteFeedPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => { await apiRequest('DELETE', feedPaths.post(postId)); },
    onSuccess: () => changeFeedItem(queryClient, postId, null),
  });
}

/** Posts to the feed; the new post goes to the top of the loaded feed. */
export function useCreateFeedPost({ onPosted, onError }: {
  onPosted: (item: FeedItem) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CreateFeedPostInput) =>
      (await (await apiRequest('POST', feedPaths.feed, values)).json()) as FeedItem,
    onSuccess: (item) => {
      prependFeedItem(queryClient, item);
      onPosted(item);
    },
    onError,
  });
}

/** The thread under a feed post, oldest first with Load More; fetched only once the rider opens it. */
export const useFeedPostComments = (postId: string, open: boolean) =>
  useCommentThread<FeedPostComment>(feedPaths.comments(postId), open);

/** Posts a comment under a feed post; `onPosted` gets it as the server stored it (and the feed's count follows). */
export function usePostFeedComment(postId: string, { onPosted, onWaiting, onError }: {
  onPosted: (comment: FeedPostComment) => void;
  /** No connection: the comment waits in the outbox and posts when the connection returns. */
  onWaiting: () => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentText: string) =>
      postThreadComment<FeedPostComment>(feedPaths.comments(postId), commentText, 'Comment on a community post'),
    onSuccess: (result) => {
      if (result.waiting) return onWaiting();
      countFeedComment(queryClient, postId);
      onPosted(result.value);
    },
    onError,
  });
}

const SEARCH_OPTION_LIMIT = 8;

/** Up to 8 items of a list API matching `search` (for a picker); the last answer stays while the next loads. */
export function useSearchOptions<T>(path: string, search: string, enabled: boolean) {
  return useQuery<T[]>({
    queryKey: [path, { search, limit: SEARCH_OPTION_LIMIT }],
    enabled,
    placeholderData: keepPreviousData,
  });
}
