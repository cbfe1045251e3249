// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { reviewItem } from '@/testing/fixtures/arenas';
import { arenaPaths } from './api';
import { ArenaReviews } from './ArenaReviews';

afterEach(cleanup);

const day = (daysBack: number) => new Date(Date.now() - daysBack * 86_400_000).toISOString();
const reviews = [
  reviewItem({ userName: 'Old Five', rating: 5, createdAt: day(40), reviewText: 'Deep, even sand.' }),
  reviewItem({ userName: 'New Two', rating: 2, createdAt: day(0), helpfulCount: 3, photos: [`${arenaPaths.placeholderImage}?v=4`] }),
  reviewItem({ userName: 'Mid Four', rating: 4, createdAt: day(1) }),
];
const order = () => screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

describe('ArenaReviews', () => {
  it('shows each review with name, relative date, text and photos, newest first', () => {
    render(<ArenaReviews reviews={reviews} />);
    expect(order()).toEqual(['Review by New Two', 'Review by Mid Four', 'Review by Old Five']);
    expect(screen.getByText('Today')).toBeTruthy();
    expect(screen.getByText('Yesterday')).toBeTruthy();
    expect(screen.getByText('Deep, even sand.')).toBeTruthy();
    expect(screen.getByRole('img', { name: "Photo 1 from New Two's review" })).toBeTruthy();
  });

  it('sorts by rating and keeps only reviews with photos', () => {
    render(<ArenaReviews reviews={reviews} />);
    fireEvent.click(screen.getByRole('button', { name: 'Highest Rated' }));
    expect(screen.getByRole('button', { name: 'Highest Rated' }).getAttribute('aria-pressed')).toBe('true');
    expect(order()).toEqual(['Review by Old Five', 'Review by Mid Four', 'Review by New Two']);
    fireEvent.click(screen.getByRole('button', { name: 'With Photos' }));
    expect(order()).toEqual(['Review by New Two']);
    fireEvent.click(screen.getByRole('button', { name: 'Most Recent' }));
    expect(order()).toEqual(['Review by New Two', 'Review by Mid Four', 'Review by Old Five']);
  });

  it('bumps Helpful once per review, even after switching views', () => {
    render(<ArenaReviews reviews={reviews} />);
    const helpful = screen.getByRole('button', { name: 'Helpful (3)' });
    fireEvent.click(helpful);
    const marked = screen.getByRole('button', { name: 'Helpful (4)' });
    expect(marked.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(marked);
    expect(screen.getByRole('button', { name: 'Helpful (4)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Highest Rated' }));
    fireEvent.click(screen.getByRole('button', { name: 'Most Recent' }));
    expect(screen.getByRole('button', { name: 'Helpful (4)' })).toBeTruthy();
  });

  it('invites the first review when there are none', () => {
    render(<ArenaReviews reviews={[]} />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
  });
});
