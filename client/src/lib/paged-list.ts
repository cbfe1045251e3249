import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeyToUrl, type QueryParams } from './api';

export const DEFAULT_PAGE_SIZE = 24;

interface Page<T> {
  items: T[];
  total: number;
  offset: number;
}

async function fetchPage<T>(path: string, params: QueryParams, offset: number, limit: number, signal: AbortSignal): Promise<Page<T>> {
  const response = await fetch(queryKeyToUrl([path, { ...params, limit, offset }]), { credentials: 'include', signal });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${body || response.statusText}`);
  }
  const items = (await response.json()) as T[];
  return { items, total: Number(response.headers.get('X-Total-Count') ?? items.length), offset };
}

export interface PagedListOptions {
  /** Keep showing the previous results while new params (a search, a filter) load, instead of nothing. */
  keepPreviousResults?: boolean;
}

/**
 * A server-paged list (limit/offset, total in X-Total-Count) for "Load more": the query key is
 * [path, params], so invalidating [path] refreshes it like any other query of that path.
 */
export function usePagedList<T>(
  path: string, params: QueryParams = {}, pageSize = DEFAULT_PAGE_SIZE, enabled = true, options: PagedListOptions = {},
) {
  const query = useInfiniteQuery({
    queryKey: [path, params, 'paged', pageSize],
    enabled,
    placeholderData: options.keepPreviousResults ? keepPreviousData : undefined,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchPage<T>(path, params, pageParam, pageSize, signal),
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
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
    /** True while previous results stand in for the ones being loaded (with `keepPreviousResults`). */
    isUpdating: query.isPlaceholderData,
  };
}
