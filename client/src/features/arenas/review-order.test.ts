import { describe, expect, it } from 'vitest';
import { orderReviews } from './review-order';

const review = (id: string, rating: number, createdAt: string, photos: string[] = []) => ({ id, rating, createdAt, photos });

const reviews = [
  review('old-five', 5, '2024-01-01T10:00:00Z'),
  review('new-three', 3, '2024-03-01T10:00:00Z', ['/a.jpg']),
  review('mid-five', 5, '2024-02-01T10:00:00Z', ['/b.jpg', '/c.jpg']),
  review('newest-one', 1, '2024-04-01T10:00:00Z'),
];
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('orderReviews', () => {
  it('shows the newest first for Most Recent', () => {
    expect(ids(orderReviews(reviews, 'recent'))).toEqual(['newest-one', 'new-three', 'mid-five', 'old-five']);
  });

  it('shows the highest rating first, newest first among equals, for Highest Rated', () => {
    expect(ids(orderReviews(reviews, 'highest'))).toEqual(['mid-five', 'old-five', 'new-three', 'newest-one']);
  });

  it('keeps only reviews with photos, newest first, for With Photos', () => {
    expect(ids(orderReviews(reviews, 'photos'))).toEqual(['new-three', 'mid-five']);
    expect(orderReviews([review('plain', 4, '2024-01-01T00:00:00Z')], 'photos')).toEqual([]);
  });

  it('does not reorder the array it is given', () => {
    const before = ids(reviews);
    orderReviews(reviews, 'highest');
    orderReviews(reviews, 'recent');
    expect(ids(reviews)).toEqual(before);
  });
});
