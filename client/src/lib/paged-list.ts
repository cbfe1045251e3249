import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { TOTAL_CAPPED_HEADER } from '@shared/contracts/paging';
import { queryKeyToUrl, type QueryParams } from './api';

export const DEFAULT_PAGE_SIZE = 24;

export interface PagedListPage<T> {
  items: T[];
  /** X-Total-Count: every match for an offset page; with a cursor, the matches from that cursor on. */
  total: number;
  /** The server stopped counting at `total`: there are more (shown as '100+'). */
  totalCapped?: boolean;
}

async function fetchPage<T>(path: string, params: QueryParams, signal: AbortSignal): Promise<PagedListPage<T>> {
  const response = await fetch(queryKeyToUrl([path, params]), { credentials: 'include', signal });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${body || response.statusText}`);
  }
  const items = (await response.json()) as T[];
  return {
    items,
    total: Number(response.headers.get('X-Total-Count') ?? items.length),
    totalCapped: response.headers.get(TOTAL_CAPPED_HEADER) === 'true',
  };
}

/** The next offset, while the pages loaded so far hold fewer than the total. */
function nextOffset<T>(last: PagedListPage<T>, pages: PagedListPage<T>[]): QueryParams | undefined {
  const next = pages.reduce((count, page) => count + page.items.length, 0);
  return last.items.length > 0 && (next < last.total || last.totalCapped) ? { offset: next } : undefined;
}

export interface PagedListOptions<T> {
  /** Keep showing the previous results while new params (a search, a filter) load, instead of nothing. */
  keepPreviousResults?: boolean;
  /**
   * Page by a cursor instead of by offset: the params that ask for the page after `last`, or undefined when it was
   * the last one. The first page is asked for without any.
   */
  nextPageParams?: (last: PagedListPage<T>) => QueryParams | undefined;
  /** Refetch each time a screen using the list mounts, not only when it is stale (the cached pages show meanwhile). */
  refetchOnEveryMount?: boolean;
  /**
   * The first page, already read with something else (an arena's newest reviews come with the arena): the list
   * starts from it, rendered at once (on the server too), and asks only for the pages after it.
   */
  initialPage?: PagedListPage<T>;
  /**
   * A query key the list's key starts with, so invalidating it refreshes the list too: an arena's reviews are read
   * apart from the arena (their own path) yet change with it.
   */
  keyRoot?: readonly unknown[];
}

/** The query key of a paged list: it starts with the path, so invalidating [path] refreshes it too. */
export const pagedListKey = (path: string, params: QueryParams, pageSize: number) => [path, params, 'paged', pageSize] as const;

/**
 * A server-paged list (limit/offset, or a cursor; total in X-Total-Count) for "Load more": the query key is
 * [path, params, ...], so invalidating [path] refreshes it like any other query of that path.
 */
export function usePagedList<T>(
  path: string, params: QueryParams = {}, pageSize = DEFAULT_PAGE_SIZE, enabled = true, options: PagedListOptions<T> = {},
) {
  const { nextPageParams } = options;
  const firstPageParam = (nextPageParams ? {} : { offset: 0 }) as QueryParams;
  const query = useInfiniteQuery({
    queryKey: [...(options.keyRoot ?? []), ...pagedListKey(path, params, pageSize)],
    enabled,
    placeholderData: options.keepPreviousResults ? keepPreviousData : undefined,
    ...(options.refetchOnEveryMount && { refetchOnMount: 'always' as const }),
    initialPageParam: firstPageParam,
    ...(options.initialPage && { initialData: { pages: [options.initialPage], pageParams: [firstPageParam] } }),
    queryFn: ({ pageParam, signal }) => fetchPage<T>(path, { ...params, limit: pageSize, ...pageParam }, signal),
    getNextPageParam: (last, pages) => (nextPageParams ? nextPageParams(last) : nextOffset(last, pages)),
  });
  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((page) => page.items),
    total: pages[0]?.total ?? 0,
    totalCapped: pages[0]?.totalCapped ?? false,
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
    /** True while previous results stand in for the ones being loaded (with `keepPreviousResults`). */
    isUpdating: query.isPlaceholderData,
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
