// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ARENA_PAGE_REVIEWS } from '@shared/contracts/arenas';
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
const newestFirst = [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
/** The server's orders (GET /api/arenas/{id}/reviews?sort=), over the reviews above. */
const bySort: Record<string, typeof reviews> = {
  recent: newestFirst,
  rating: [...newestFirst].sort((a, b) => b.rating - a.rating),
  photos: newestFirst.filter((review) => review.photos.length > 0),
};

/** The reviews as the arena page shows them: from the arena's detail query, which Helpful updates. */
function ReviewsOfArena({ viewerId }: { viewerId: string | null }) {
  const arena = useArena(ARENA_ID).data;
  return arena ? <ArenaReviews arena={arena} viewerId={viewerId} /> : null;
}

async function renderReviews(routes: Parameters<typeof fakeApi>[0] = {}, viewerId: string | null = 'reader') {
  const api = fakeApi({
    [`GET ${arenaPaths.detail(ARENA_ID)}`]: () => json(arenaDetail({ id: ARENA_ID, reviews: newestFirst, reviewCount: reviews.length })),
    [`GET ${arenaPaths.reviews(ARENA_ID)}`]: ({ url }) => {
      const found = bySort[url.searchParams.get('sort') ?? 'recent'];
      const offset = Number(url.searchParams.get('offset'));
      return json(found.slice(offset, offset + Number(url.searchParams.get('limit'))), { total: found.length });
    },
    ...routes,
  });
  renderWithApp(<ReviewsOfArena viewerId={viewerId} />);
  await screen.findAllByRole('article');
  return api;
}
const reviewRequests = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.url.pathname === arenaPaths.reviews(ARENA_ID)).map((request) => request.url.searchParams.get('sort'));

describe('ArenaReviews', () => {
  it('shows each review with name, relative date, text and photos, newest first', async () => {
    await renderReviews();
    expect(order()).toEqual(['Review by New Two', 'Review by Mid Four', 'Review by Old Five']);
    expect(screen.getByText('Today')).toBeTruthy();
    expect(screen.getByText('Yesterday')).toBeTruthy();
    expect(screen.getByText('Deep, even sand.')).toBeTruthy();
    expect(screen.getByRole('img', { name: "Photo 1 from New Two's review" })).toBeTruthy();
  });

  it('asks the server for each view in its order, starting Most Recent from the reviews the arena came with', async () => {
    const api = await renderReviews();
    expect(reviewRequests(api)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Highest Rated' }));
    expect(screen.getByRole('button', { name: 'Highest Rated' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(order()).toEqual(['Review by Old Five', 'Review by Mid Four', 'Review by New Two']));
    fireEvent.click(screen.getByRole('button', { name: 'With Photos' }));
    await waitFor(() => expect(order()).toEqual(['Review by New Two']));
    fireEvent.click(screen.getByRole('button', { name: 'Most Recent' }));
    expect(order()).toEqual(['Review by New Two', 'Review by Mid Four', 'Review by Old Five']);
    expect(reviewRequests(api)).toEqual(['rating', 'photos']);
  });

  it('reads the reviews after the first ones a page at a time', async () => {
    const many = Array.from({ length: 25 }, (_, index) => reviewItem({ userName: `Rider ${index}`, createdAt: day(index) }));
    const api = fakeApi({
      [`GET ${arenaPaths.detail(ARENA_ID)}`]: () => json(arenaDetail({ id: ARENA_ID, reviews: many.slice(0, ARENA_PAGE_REVIEWS), reviewCount: many.length })),
      [`GET ${arenaPaths.reviews(ARENA_ID)}`]: ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        return json(many.slice(offset, offset + Number(url.searchParams.get('limit'))), { total: many.length });
      },
    });
    renderWithApp(<ReviewsOfArena viewerId={null} />);
    await screen.findAllByRole('article');
    expect(order()).toHaveLength(ARENA_PAGE_REVIEWS);
    expect(screen.getByText(`Showing ${ARENA_PAGE_REVIEWS} of 25`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More Reviews' }));
    await waitFor(() => expect(order()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'More Reviews' }));
    await waitFor(() => expect(order()).toEqual(many.map((review) => `Review by ${review.userName}`)));
    expect(screen.queryByRole('button', { name: 'More Reviews' })).toBeNull();
    const offsets = api.requests.filter((request) => request.url.pathname === arenaPaths.reviews(ARENA_ID)).map((request) => request.url.searchParams.get('offset'));
    expect(offsets).toEqual([String(ARENA_PAGE_REVIEWS), '20']);
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
    renderWithApp(<ArenaReviews arena={arenaDetail({ id: ARENA_ID })} viewerId={null} />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
  });
});
