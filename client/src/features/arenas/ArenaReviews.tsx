import { useMemo, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import type { ArenaReview } from '@shared/contracts/arenas';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { handleUnauthorizedError } from '@/features/auth';
import { toast } from '@/hooks/use-toast';
import { useDeleteArenaReview, useReviewHelpful } from './api';
import { orderReviews, REVIEW_VIEWS, type ReviewView } from './review-order';
import { ReviewCard } from './ReviewCard';

/**
 * The arena's reviews (the page has all of them) with Most Recent / Highest Rated / With Photos views, and Helpful:
 * one per rider and review, stored, and toggled off by a second press.
 */
export function ArenaReviews({ arenaId, reviews, viewerId, ownerId }: {
  arenaId: string;
  reviews: ArenaReview[];
  viewerId: string | null;
  ownerId: string | null;
}) {
  const [view, setView] = useState<ReviewView>('recent');
  const helpful = useReviewHelpful(arenaId);
  const deleteReview = useDeleteArenaReview();
  const shown = useMemo(() => orderReviews(reviews, view), [reviews, view]);

  if (reviews.length === 0) {
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
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No reviews with photos yet.</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                ownReview={viewerId !== null && review.userId === viewerId}
                isPageOwner={viewerId !== null && ownerId === viewerId}
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
      )}
    </div>
  );
}
