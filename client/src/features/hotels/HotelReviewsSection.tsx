import { lazy, useState } from 'react';
import { LogIn, MessageSquare, Pencil } from 'lucide-react';
import type { HorseHotelItem, HorseHotelReviewItem } from '@shared/contracts/hotels';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRating, StarRating } from '@/components/ui/star-rating';
import { daysAgo, formatInZone } from '@/lib/dates';
import { LazyPart } from '@/lib/page-ready';
import { useRiderClock } from '@/lib/rider-clock';
import { handleUnauthorizedError, LOGIN_URL, useAuth } from '@/features/auth';
import { toast } from '@/hooks/use-toast';
import { OwnerResponseBlock } from '@/features/claims';
import { REVIEW_PAGE_SIZE, useDeleteHotelReview, useHotelReviews } from './api';
import { DetailSection } from './DetailSection';
import { ReportButton } from '@/features/moderation';

// The review form (and the form stack) loads only for a signed-in rider, once the page shows. The server renders it
// filled: the page is not ready (a tap on Post Review is held) until its code has loaded and hydrated it.
const HotelReviewForm = lazy(() => import('./HotelReviewForm').then((module) => ({ default: module.HotelReviewForm })));

const initialsOf = (name: string) =>
  name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]).join('').toUpperCase() || 'U';

/** Reviews, newest first, with the write form for signed-in riders and a log-in prompt for visitors. */
export function HotelReviewsSection({ hotel }: { hotel: Pick<HorseHotelItem, 'id' | 'averageRating' | 'reviewCount' | 'ownerId'> }) {
  const { user, isAuthenticated, isLoading: authLoading } = useAuth();
  const reviews = useHotelReviews(hotel.id);
  const deleteReview = useDeleteHotelReview(hotel.id);
  // The rider's own review, open in the form for editing.
  const [editing, setEditing] = useState<HorseHotelReviewItem | null>(null);
  const average = formatRating(hotel.averageRating);
  const clock = useRiderClock();
  return (
    <DetailSection
      title="Reviews"
      icon={MessageSquare}
      action={average && (
        <span className="flex items-center gap-2 text-sm">
          <StarRating rating={hotel.averageRating} />
          <span className="font-semibold">{average}</span>
          <span className="text-muted-foreground">({hotel.reviewCount})</span>
        </span>
      )}
    >
      {authLoading ? null : isAuthenticated ? (
        <LazyPart fallback={<Skeleton className="h-72 rounded-lg" />}>
          <HotelReviewForm hotelId={hotel.id} editing={editing} onEdit={setEditing} onEditDone={() => setEditing(null)} />
        </LazyPart>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">Log in to review this horse hotel.</p>
          <a href={LOGIN_URL} className={buttonClasses({ size: 'sm' })}>
            <LogIn aria-hidden="true" />
            Log In to Review
          </a>
        </div>
      )}

      <PagedResults
        list={reviews}
        loading={(
          <div className="space-y-3" role="status" aria-label="Loading reviews">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        )}
        errorMessage="Could not load reviews."
        empty={<p className="text-sm text-muted-foreground">No reviews yet. Be the first to review this horse hotel!</p>}
      >
        <ul className="divide-y" aria-label="Reviews of this horse hotel">
          {reviews.items.map((review) => (
            <li key={review.id} className="flex gap-3 py-4 first:pt-0">
              <Avatar fallback={initialsOf(review.userName)} />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <p className="font-medium">{review.userName}</p>
                  <StarRating rating={review.rating} />
                  <time dateTime={review.createdAt} title={formatInZone(review.createdAt, 'PPp', clock.timeZone)} className="text-xs text-muted-foreground">
                    {daysAgo(review.createdAt, clock)}
                  </time>
                  {review.editedAt && <span className="text-xs text-muted-foreground">(edited)</span>}
                </div>
                <p className="whitespace-pre-line break-words text-sm">{review.reviewText}</p>
                {review.photos.length > 0 && (
                  <ul className="flex flex-wrap gap-2">
                    {review.photos.map((photo, index) => (
                      <li key={photo}>
                        <ResponsiveImage
                          src={photo}
                          sizes="112px"
                          loading="lazy"
                          alt={`Photo ${index + 1} from ${review.userName}'s review`}
                          className="h-20 w-28 rounded-md bg-muted object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                )}
                {user && review.userId === user.id && (
                  <div className="-ml-2 flex flex-wrap items-center gap-1">
                    <Button variant="ghost" size="sm" className="h-8 px-2" onClick={() => setEditing(review)}>
                      <Pencil aria-hidden="true" />
                      Edit your review
                    </Button>
                    <ConfirmDelete
                      noun="review"
                      busy={deleteReview.isPending}
                      onDelete={() => deleteReview.mutate(review.id, {
                        onSuccess: () => { setEditing(null); toast({ title: 'Review deleted' }); },
                        onError: (error) => {
                          if (!handleUnauthorizedError(error)) toast({ title: 'Review not deleted', description: 'Please try again.', variant: 'destructive' });
                        },
                      })}
                    />
                  </div>
                )}
                <ReportButton targetType="hotel_review" targetId={review.id} authorId={review.userId} label="review" />
                <OwnerResponseBlock
                  type="horse_hotel"
                  reviewId={review.id}
                  response={review.ownerResponse}
                  isPageOwner={Boolean(user && hotel.ownerId === user.id)}
                />
              </div>
            </li>
          ))}
        </ul>
        {reviews.total > REVIEW_PAGE_SIZE && <PagedLoadMore list={reviews} />}
      </PagedResults>
    </DetailSection>
  );
}
