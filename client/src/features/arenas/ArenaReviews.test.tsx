// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { arenaDetail, reviewItem } from '@/testing/fixtures/arenas';
import { fakeApi, json } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { arenaPaths, useArena } from './api';
import { ArenaReviews } from './ArenaReviews';

afterEach(cleanup);

const ARENA_ID = 'b0000000-0000-4000-8000-000000000000';
const day = (daysBack: number) => new Date(Date.now() - daysBack * 86_400_000).toISOString();
const reviews = [
  reviewItem({ userName: 'Old Five', rating: 5, createdAt: day(40), reviewText: 'Deep, even sand.' }),
  reviewItem({ userName: 'New Two', rating: 2, createdAt: day(0), helpfulCount: 3, photos: [`${arenaPaths.placeholderImage}?v=4`] }),
  reviewItem({ userName: 'Mid Four', rating: 4, createdAt: day(1), userId: 'me' }),
];
const order = () => screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

/** The reviews as the arena page shows them: from the arena's detail query, which Helpful updates. */
function ReviewsOfArena({ viewerId }: { viewerId: string | null }) {
  const arena = useArena(ARENA_ID).data;
  return arena ? <ArenaReviews arenaId={ARENA_ID} reviews={arena.reviews} ownerId={null} viewerId={viewerId} /> : null;
}

async function renderReviews(routes: Parameters<typeof fakeApi>[0] = {}, viewerId: string | null = 'reader') {
  const api = fakeApi({ [`GET ${arenaPaths.detail(ARENA_ID)}`]: () => json(arenaDetail({ id: ARENA_ID, reviews })), ...routes });
  renderWithApp(<ReviewsOfArena viewerId={viewerId} />);
  await screen.findAllByRole('article');
  return api;
}

describe('ArenaReviews', () => {
  it('shows each review with name, relative date, text and photos, newest first', async () => {
    await renderReviews();
    expect(order()).toEqual(['Review by New Two', 'Review by Mid Four', 'Review by Old Five']);
    expect(screen.getByText('Today')).toBeTruthy();
    expect(screen.getByText('Yesterday')).toBeTruthy();
    expect(screen.getByText('Deep, even sand.')).toBeTruthy();
    expect(screen.getByRole('img', { name: "Photo 1 from New Two's review" })).toBeTruthy();
  });

  it('sorts by rating and keeps only reviews with photos', async () => {
    await renderReviews();
    fireEvent.click(screen.getByRole('button', { name: 'Highest Rated' }));
    expect(screen.getByRole('button', { name: 'Highest Rated' }).getAttribute('aria-pressed')).toBe('true');
    expect(order()).toEqual(['Review by Old Five', 'Review by Mid Four', 'Review by New Two']);
    fireEvent.click(screen.getByRole('button', { name: 'With Photos' }));
    expect(order()).toEqual(['Review by New Two']);
    fireEvent.click(screen.getByRole('button', { name: 'Most Recent' }));
    expect(order()).toEqual(['Review by New Two', 'Review by Mid Four', 'Review by Old Five']);
  });

  it('stores Helpful on the server, one per rider, and a second press takes it back', async () => {
    const helpfulPath = `/api/reviews/${reviews[1].id}/helpful`;
    const api = await renderReviews({
      [`POST ${helpfulPath}`]: () => json({ helpfulCount: 4, isHelpful: true }),
      [`DELETE ${helpfulPath}`]: () => json({ helpfulCount: 3, isHelpful: false }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Helpful (3)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Helpful (4)' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Helpful (4)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Helpful (3)' }).getAttribute('aria-pressed')).toBe('false'));
    expect(api.requests.filter((request) => request.url.pathname === helpfulPath).map((request) => request.method)).toEqual(['POST', 'DELETE']);
  });

  it('puts the count back when the server refuses, and never offers Helpful on the rider\'s own review', async () => {
    await renderReviews({ [`POST /api/reviews/${reviews[1].id}/helpful`]: () => json({ message: 'Nope' }, { status: 500 }) }, 'me');
    fireEvent.click(screen.getByRole('button', { name: 'Helpful (3)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Helpful (3)' }).getAttribute('aria-pressed')).toBe('false'));
    const own = screen.getAllByRole('button', { name: 'Helpful (0)' }).find((button) => button.closest('article')?.getAttribute('aria-label') === 'Review by Mid Four');
    expect((own as HTMLButtonElement).disabled).toBe(true);
  });

  it('invites the first review when there are none', () => {
    fakeApi({});
    renderWithApp(<ArenaReviews arenaId={ARENA_ID} reviews={[]} ownerId={null} viewerId={null} />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
  });
});
