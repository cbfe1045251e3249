import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSiteStats } from '@/features/arenas';
import { formatRating } from '@/components/ui/star-rating';
import { formatCount } from '@/lib/format-count';

/** Real figures: arenas, upcoming events, the average of every arena review, and reviews. */
export function SiteStatsStrip() {
  const stats = useSiteStats();
  if (stats.isError) {
    return <ErrorState className="py-6" message="The site figures could not be loaded." onRetry={() => void stats.refetch()} />;
  }
  const figures = stats.data
    ? [
      { label: 'Arenas', value: formatCount(stats.data.arenaCount) },
      { label: 'Upcoming Events', value: formatCount(stats.data.upcomingEventCount) },
      { label: 'Average Rating', value: formatRating(stats.data.averageArenaRating) ?? 'No ratings yet' },
      { label: 'Reviews', value: formatCount(stats.data.reviewCount) },
    ]
    : null;
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border bg-border sm:grid-cols-4" aria-busy={stats.isLoading} data-testid="site-stats">
      {(figures ?? ['Arenas', 'Upcoming Events', 'Average Rating', 'Reviews'].map((label) => ({ label, value: null }))).map(({ label, value }) => (
        <div key={label} className="flex flex-col-reverse items-center gap-1 bg-card px-4 py-6 text-center">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-display text-3xl font-bold text-primary">
            {value ?? <Skeleton className="h-9 w-16" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
