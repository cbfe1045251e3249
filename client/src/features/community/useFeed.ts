import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { FeedItem } from '@shared/api-types';
import { queryKeyToUrl } from '@/lib/api';

export const FEED_PAGE_SIZE = 10;
export const FEED_QUERY_KEY = ['/api/feed', 'paged', FEED_PAGE_SIZE] as const;

/** The last item shown: the next page holds only items strictly older than it. */
export interface FeedCursor {
  before: string;
  beforeId: string;
}

export interface FeedPage {
  items: FeedItem[];
  /** How many items come after the page's cursor (all items for the first page), from X-Total-Count. */
  total: number;
}

export async function fetchFeedPage(cursor: FeedCursor | null, signal?: AbortSignal): Promise<FeedPage> {
  const url = queryKeyToUrl(['/api/feed', { limit: FEED_PAGE_SIZE, before: cursor?.before, beforeId: cursor?.beforeId }]);
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${body || response.statusText}`);
  }
  const items = (await response.json()) as FeedItem[];
  return { items, total: Number(response.headers.get('X-Total-Count') ?? items.length) };
}

/**
 * Paging by cursor, not offset: a post made while someone reads would push every offset by one and repeat an item
 * on the next page. The cursor (createdAt and id of the last item shown) pins the next page to strictly older items.
 */
export function nextFeedCursor(page: FeedPage): FeedCursor | undefined {
  const last = page.items[page.items.length - 1];
  if (!last || page.items.length >= page.total) return undefined;
  return { before: last.createdAt, beforeId: last.id };
}

/** The community feed, newest first, with Load More. */
export function useFeed() {
  const query = useInfiniteQuery({
    queryKey: FEED_QUERY_KEY,
    initialPageParam: null as FeedCursor | null,
    queryFn: ({ pageParam, signal }) => fetchFeedPage(pageParam, signal),
    getNextPageParam: nextFeedCursor,
    // A feed is about what is new: each visit refreshes it (the cached pages show meanwhile).
    refetchOnMount: 'always',
  });
  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((page) => page.items),
    total: pages[0]?.total ?? 0,
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}

/** Puts a just-created post at the top of the loaded feed, without refetching or disturbing the cursor. */
export function prependFeedItem(queryClient: QueryClient, item: FeedItem) {
  queryClient.setQueryData<InfiniteData<FeedPage, FeedCursor | null>>(FEED_QUERY_KEY, (data) => {
    if (!data || data.pages.length === 0) return data;
    const [first, ...rest] = data.pages;
    if (first.items.some((existing) => existing.id === item.id)) return data;
    return { ...data, pages: [{ items: [item, ...first.items], total: first.total + 1 }, ...rest] };
  });
}
