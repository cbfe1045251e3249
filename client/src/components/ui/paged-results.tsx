import type { ReactNode } from 'react';
import { totalText } from '@shared/contracts/paging';
import { cn } from '@/lib/cn';
import { ErrorState } from './error-state';
import { LoadMore } from './load-more';

/** What PagedResults and PagedLoadMore read of a list; `usePagedList` gives all of it. */
interface PagedListView {
  items: readonly unknown[];
  total: number;
  totalCapped?: boolean;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasMore: boolean;
  loadMore: () => unknown;
  isLoadingMore: boolean;
  /** Previous results stand in while new ones load: Load More waits for them. */
  isUpdating?: boolean;
}

/**
 * The states of a paged list in one place: `loading` while the first page loads, an ErrorState with a retry when
 * it fails, `empty` when there is nothing to show, else `children` (the items, then usually a PagedLoadMore).
 */
export function PagedResults({ list, loading, errorTitle, errorMessage, empty, children }: {
  list: PagedListView;
  loading: ReactNode;
  errorTitle?: string;
  /** What to say when the list cannot be loaded; the failed request's own message when not given. */
  errorMessage?: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (list.isLoading) return loading;
  if (list.isError) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage ?? (list.error instanceof Error ? list.error.message : undefined)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.items.length === 0) return empty;
  return children;
}

/** 'Showing n of total' and Load More under a paged list. */
export function PagedLoadMore({ list, label }: { list: PagedListView; label?: string }) {
  return (
    <LoadMore
      shown={list.items.length}
      total={list.total}
      totalCapped={list.totalCapped}
      hasMore={list.hasMore && !list.isUpdating}
      loading={list.isLoadingMore}
      onLoadMore={() => void list.loadMore()}
      label={label}
    />
  );
}

/**
 * Search results under their count ('12 horse hotels found'), dimmed and marked busy while the results of a new
 * search stand in for them, then Load More.
 */
export function CountedResults({ list, singular, plural, filtered, as: Element = 'div', className, children, ...labelling }: {
  list: PagedListView;
  singular: string;
  plural: string;
  /** Says 'found' after the count when a search or filter is set. */
  filtered: boolean;
  as?: 'div' | 'section';
  /** Its spacing, e.g. 'space-y-2'. */
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}) {
  return (
    <Element
      {...labelling}
      aria-busy={list.isUpdating}
      className={cn(className, 'transition-opacity', list.isUpdating && 'opacity-60')}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {totalText(list.total, list.totalCapped ?? false)} {list.total === 1 ? singular : plural}
        {filtered ? ' found' : ''}
      </p>
      {children}
      <PagedLoadMore list={list} />
    </Element>
  );
}
