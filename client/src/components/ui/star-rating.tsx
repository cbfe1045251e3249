import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Five stars filled to the rounded rating (on a scale of 1-5), with an accessible label. */
export function StarRating({ rating, className, size = 'sm' }: { rating: number; className?: string; size?: 'sm' | 'md' }) {
  const filled = Math.round(rating);
  const iconSize = size === 'sm' ? 'h-4 w-4' : 'h-5 w-5';
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn(iconSize, value <= filled ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/40')}
        />
      ))}
    </span>
  );
}

/** A rating is shown to 1 decimal and only when above 0. */
export const formatRating = (rating: number | null | undefined): string | null =>
  rating && rating > 0 ? rating.toFixed(1) : null;

/**
 * A list card's rating: the stars, the plain average and how many reviews it comes from ('4.6 (8 reviews)'), or
 * 'No reviews yet'. Lists may rank by a weighted rating; the card always shows the plain one.
 */
export function RatingSummary({ rating, reviewCount, className }: { rating: number; reviewCount: number; className?: string }) {
  const average = formatRating(rating);
  return (
    <div className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)} data-testid="rating-summary">
      {average ? (
        <>
          <StarRating rating={rating} />
          <span className="font-semibold">{average}</span>
          <span className="text-muted-foreground">({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})</span>
        </>
      ) : (
        <span className="text-muted-foreground">No reviews yet</span>
      )}
    </div>
  );
}
