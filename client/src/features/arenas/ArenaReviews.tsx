import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { ARENA_PAGE_REVIEWS, type ArenaDetail } from '@shared/contracts/arenas';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { handleUnauthorizedError } from '@/features/auth';
import { toast } from '@/hooks/use-toast';
import { useArenaReviews, useDeleteArenaReview, useReviewHelpful, type ArenaReviewSort } from './api';
import { ReviewCard } from './ReviewCard';

const REVIEW_VIEWS: { value: ArenaReviewSort; label: string }[] = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'photos', label: 'With Photos' },
];

/**
 * The arena's reviews, a page at a time in the chosen view (Most Recent, Highest Rated: newest first among equal
 * ratings, With Photos), starting from the newest ones the arena came with; Helpful is one per rider and review,
 * stored, and toggled off by a second press.
 */
export function ArenaReviews({ arena, viewerId }: { arena: ArenaDetail; viewerId: string | null }) {
  const [view, setView] = useState<ArenaReviewSort>('recent');
  // A short first page shows every review: the arena's kept count may lag a review written since.
  const firstPage = { items: arena.reviews, total: arena.reviews.length < ARENA_PAGE_REVIEWS ? arena.reviews.length : arena.reviewCount };
  const reviews = useArenaReviews(arena.id, view, view === 'recent' ? firstPage : undefined);
  const helpful = useReviewHelpful(arena.id);
  const deleteReview = useDeleteArenaReview();

  if (arena.reviews.length === 0) {
    return <EmptyState icon={MessageSquare} title="No reviews yet" description="Be the first to review this arena." />;
  }
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Show reviews" className="flex flex-wrap gap-2">
        {REVIEW_VIEWS.map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={view === option.value ? 'default' : 'outline'}
            aria-pressed={view === option.value}
            onClick={() => setView(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      {reviews.isError ? (
        <ErrorState message="The reviews could not be loaded." onRetry={() => void reviews.refetch()} />
      ) : reviews.isLoading ? (
        <Skeleton className="h-32 w-full" />
      ) : reviews.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No reviews with photos yet.</p>
      ) : (
        <>
          <ul className="space-y-3">
            {reviews.items.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  ownReview={viewerId !== null && review.userId === viewerId}
                  isPageOwner={viewerId !== null && arena.ownerId === viewerId}
                  onToggleHelpful={() => helpful.mutate(
                    { reviewId: review.id, helpful: !review.isHelpful },
                    { onError: (error) => void handleUnauthorizedError(error) },
                  )}
                  onDelete={() => deleteReview.mutate(review.id, {
                    onSuccess: () => toast({ title: 'Review deleted' }),
                    onError: (error) => {
                      if (!handleUnauthorizedError(error)) toast({ title: 'Review not deleted', description: 'Please try again.', variant: 'destructive' });
                    },
                  })}
                />
              </li>
            ))}
          </ul>
          <LoadMore
            label="More Reviews"
            shown={reviews.items.length}
            total={reviews.total}
            totalCapped={reviews.totalCapped}
            hasMore={reviews.hasMore}
            loading={reviews.isLoadingMore}
            onLoadMore={() => void reviews.loadMore()}
          />
        </>
      )}
    </div>
  );
}
