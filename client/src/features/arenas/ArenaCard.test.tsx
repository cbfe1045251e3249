// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, noContent, type FakeRequest } from '@/testing/api-server';
import { arenaItem } from '@/testing/fixtures/arenas';
import { renderWithApp } from '@/test-utils';
import { arenaPaths } from './api';
import { ArenaCard } from './ArenaCard';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  toastMock.mockClear();
});

const rider = { id: 'a0000000-0000-4000-8000-000000000001', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', profileImageUrl: null };

const requestsTo = (requests: FakeRequest[], method: string, pathname: string) =>
  requests.filter((request) => request.method === method && request.url.pathname === pathname);

describe('ArenaCard', () => {
  it('shows the arena with its rating, counts, badges and the placeholder image', async () => {
    fakeApi({});
    const arena = arenaItem({ name: 'Lone Star Arena', footingCondition: 'good', averageRating: 4.25, reviewCount: 8, eventCount: 1, arenaType: 'covered' });
    renderWithApp(<ArenaCard arena={arena} />);
    const card = screen.getByTestId('arena-card');
    expect(within(card).getByRole('link', { name: 'Lone Star Arena' }).getAttribute('href')).toBe(`/arena/${arena.id}`);
    expect(card.textContent).toContain('Fort Worth, TX');
    expect(card.textContent).toContain('4.3');
    expect(card.textContent).toContain('(8 reviews)');
    expect(card.textContent).toContain('1 upcoming event');
    expect(card.textContent).toContain('Covered');
    expect(card.textContent).toContain('Good Footing');
    expect(card.textContent).toContain('Great for Beginners');
    expect(card.querySelector('img')?.getAttribute('src')).toBe(arenaPaths.placeholderImage);
  });

  it('shows the plain average and count whatever the list is ranked by: 5.0 (1 review), 4.6 (8 reviews)', () => {
    fakeApi({});
    renderWithApp(<>
      <ArenaCard arena={arenaItem({ id: 'a1', averageRating: 5, reviewCount: 1 })} />
      <ArenaCard arena={arenaItem({ id: 'a2', averageRating: 4.6, reviewCount: 8 })} />
    </>);
    expect(screen.getAllByTestId('rating-summary').map((summary) => summary.textContent)).toEqual(['5.0(1 review)', '4.6(8 reviews)']);
  });

  it('leaves out the rating at 0, the beginners badge for fair footing and the distance unless asked', () => {
    fakeApi({});
    renderWithApp(<ArenaCard arena={arenaItem({ averageRating: 0, reviewCount: 0, footingCondition: 'fair', distance: 12.34 })} />);
    const card = screen.getByTestId('arena-card');
    expect(card.textContent).toContain('No reviews yet');
    expect(card.textContent).not.toContain('Great for Beginners');
    expect(screen.queryByTestId('arena-distance')).toBeNull();
  });

  it('shows the distance and the parking photo when there are some', () => {
    fakeApi({});
    renderWithApp(<ArenaCard arena={arenaItem({ name: 'Rio', distance: 12.34, parkingPhotoUrl: `${arenaPaths.placeholderImage}?v=2` })} showDistance />);
    expect(screen.getByTestId('arena-distance').textContent).toBe('12.3 miles');
    expect(screen.getByRole('img', { name: 'Parking at Rio' })).toBeTruthy();
  });

  it('has no follow or like buttons for a visitor', async () => {
    const api = fakeApi({});
    renderWithApp(<ArenaCard arena={arenaItem()} />);
    // The card asks who is signed in and nothing else; once the answer is in, the buttons would have appeared.
    await waitFor(() => expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['GET /api/auth/user']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
  });

  it('follows and likes for a signed-in rider, with a toast for each', async () => {
    const api = fakeApi({
      'POST /api/arena-follows': () => json({ id: 'f1' }, { status: 201 }),
      'POST /api/arena-likes': () => json({ id: 'l1' }, { status: 201 }),
    }, { user: rider });
    const arena = arenaItem({ name: 'Rio' });
    renderWithApp(<ArenaCard arena={arena} />);
    const follow = await screen.findByRole('button', { name: 'Follow Rio' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Following arena' }));
    expect(requestsTo(api.requests, 'POST', arenaPaths.follows)[0].body).toEqual({ arenaId: arena.id });

    fireEvent.click(screen.getByRole('button', { name: 'Like Rio' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Liked arena' }));
    expect(requestsTo(api.requests, 'POST', arenaPaths.likes)[0].body).toEqual({ arenaId: arena.id });
  });

  it('unfollows and unlikes by the stored ids', async () => {
    const api = fakeApi({
      'DELETE /api/arena-follows/follow-1': noContent,
      'DELETE /api/arena-likes/like-1': noContent,
    }, { user: rider });
    renderWithApp(<ArenaCard arena={arenaItem({ name: 'Rio', isFollowing: true, arenaFollowId: 'follow-1', isLiked: true, arenaLikeId: 'like-1' })} />);
    const following = await screen.findByRole('button', { name: 'Following Rio' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(following);
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Unfollowed arena' }));
    expect(requestsTo(api.requests, 'DELETE', arenaPaths.follow('follow-1'))).toHaveLength(1);

    const liked = screen.getByRole('button', { name: 'Liked Rio' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(liked);
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Unliked arena' }));
    expect(requestsTo(api.requests, 'DELETE', arenaPaths.like('like-1'))).toHaveLength(1);
  });
});
