import { ThumbsUp } from 'lucide-react';
import type { ArenaReview } from '@shared/contracts/arenas';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { safeImageUrl } from '@/components/ui/external-link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { StarRating } from '@/components/ui/star-rating';
import { daysAgo } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';
import { nameInitials } from '@/lib/user-display';
import { OwnerResponseBlock } from '@/features/claims';
import { ReportButton } from '@/features/moderation';

/** One arena review: who, stars, when, text, photos, and Helpful (pressed when the reader marked it). */
export function ReviewCard({ review, ownReview, isPageOwner = false, onToggleHelpful, onDelete }: {
  review: ArenaReview;
  ownReview: boolean;
  /** The reader owns the arena: they may respond. */
  isPageOwner?: boolean;
  onToggleHelpful: () => void;
  /** Deletes the reader's own review (offered on it only; it is edited from Edit Your Review). */
  onDelete?: () => void;
}) {
  const clock = useRiderClock();
  const markedHelpful = review.isHelpful;
  const photos = review.photos.map((photo) => safeImageUrl(photo)).filter((photo): photo is string => photo !== null);
  return (
    <article className="space-y-3 rounded-lg border bg-card p-4" aria-label={`Review by ${review.userName}`}>
      <header className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <Avatar fallback={nameInitials(review.userName)} />
          <div>
            <p className="font-semibold">{review.userName}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={review.createdAt}>{daysAgo(review.createdAt, clock)}</time>
              {review.editedAt && ' (edited)'}
            </p>
          </div>
        </div>
        <StarRating rating={review.rating} />
      </header>
      <p className="whitespace-pre-line text-sm leading-relaxed">{review.reviewText}</p>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={`${photo}-${index}`}>
              <ResponsiveImage
                src={photo}
                sizes="112px"
                alt={`Photo ${index + 1} from ${review.userName}'s review`}
                loading="lazy"
                className="h-20 w-28 rounded-md bg-muted object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      <Button
        variant={markedHelpful ? 'secondary' : 'ghost'}
        size="sm"
        aria-pressed={markedHelpful}
        disabled={ownReview}
        title={ownReview ? 'Your own review' : markedHelpful ? 'You found this helpful' : undefined}
        onClick={onToggleHelpful}
      >
        <ThumbsUp aria-hidden="true" className={markedHelpful ? 'fill-current' : undefined} />
        Helpful ({review.helpfulCount})
      </Button>
      {ownReview && onDelete && <ConfirmDelete noun="review" onDelete={onDelete} />}
      <ReportButton targetType="arena_review" targetId={review.id} authorId={review.userId} label="review" />
      <OwnerResponseBlock type="arena" reviewId={review.id} response={review.ownerResponse} isPageOwner={isPageOwner} />
    </article>
  );
}
