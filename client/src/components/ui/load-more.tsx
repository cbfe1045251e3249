import { totalText } from '@shared/contracts/paging';
import { Button } from './button';

/** 'Load More' under a paged list, with how many of the total are shown. */
export function LoadMore({ shown, total, totalCapped = false, hasMore, loading, onLoadMore, label = 'Load More' }: {
  shown: number;
  total: number;
  /** The server counted only up to `total`: 'Showing 24 of 100+'. */
  totalCapped?: boolean;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label?: string;
}) {
  if (total === 0) return null;
  return (
    <div className="flex flex-col items-center gap-2 py-6">
      <p className="text-sm text-muted-foreground" aria-live="polite">Showing {shown} of {totalText(total, totalCapped)}</p>
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} disabled={loading}>
          {loading ? 'Loading...' : label}
        </Button>
      )}
    </div>
  );
}
