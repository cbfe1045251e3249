import type { ArenaReview } from '@shared/contracts/arenas';

export type ReviewView = 'recent' | 'highest' | 'photos';

export const REVIEW_VIEWS: { value: ReviewView; label: string }[] = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'highest', label: 'Highest Rated' },
  { value: 'photos', label: 'With Photos' },
];

const newestFirst = (a: Pick<ArenaReview, 'createdAt'>, b: Pick<ArenaReview, 'createdAt'>) =>
  new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime();

type OrderableReview = Pick<ArenaReview, 'createdAt' | 'rating' | 'photos'>;

/**
 * The loaded reviews as the chosen view shows them: newest first, highest rating first (newest first among equal
 * ratings), or only those with photos (newest first). Never changes the input array.
 */
export function orderReviews<T extends OrderableReview>(reviews: readonly T[], view: ReviewView): T[] {
  if (view === 'highest') return [...reviews].sort((a, b) => b.rating - a.rating || newestFirst(a, b));
  const chosen = view === 'photos' ? reviews.filter((review) => review.photos.length > 0) : [...reviews];
  return chosen.sort(newestFirst);
}
