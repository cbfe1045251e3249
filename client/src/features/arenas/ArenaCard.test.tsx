// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '@/test-utils';
import { ArenaCard } from './ArenaCard';
import { arenaItem, jsonResponse, requestsTo, rider, stubFetch } from './test-arenas';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastMock.mockClear();
});

describe('ArenaCard', () => {
  it('shows the arena with its rating, counts, badges and the placeholder image', async () => {
    stubFetch(null);
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
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/placeholder/arena.jpg');
  });

  it('shows the plain average and count whatever the list is ranked by: 5.0 (1 review), 4.6 (8 reviews)', () => {
    stubFetch(null);
    renderWithApp(<>
      <ArenaCard arena={arenaItem({ id: 'a1', averageRating: 5, reviewCount: 1 })} />
      <ArenaCard arena={arenaItem({ id: 'a2', averageRating: 4.6, reviewCount: 8 })} />
    </>);
    expect(screen.getAllByTestId('rating-summary').map((summary) => summary.textContent)).toEqual(['5.0(1 review)', '4.6(8 reviews)']);
  });

  it('leaves out the rating at 0, the beginners badge for fair footing and the distance unless asked', () => {
    stubFetch(null);
    renderWithApp(<ArenaCard arena={arenaItem({ averageRating: 0, reviewCount: 0, footingCondition: 'fair', distance: 12.34 })} />);
    const card = screen.getByTestId('arena-card');
    expect(card.textContent).toContain('No reviews yet');
    expect(card.textContent).not.toContain('Great for Beginners');
    expect(screen.queryByTestId('arena-distance')).toBeNull();
  });

  it('shows the distance and the parking photo when there are some', () => {
    stubFetch(null);
    renderWithApp(<ArenaCard arena={arenaItem({ name: 'Rio', distance: 12.34, parkingPhotoUrl: '/api/placeholder/arena.jpg?v=2' })} showDistance />);
    expect(screen.getByTestId('arena-distance').textContent).toBe('12.3 miles');
    expect(screen.getByRole('img', { name: 'Parking at Rio' })).toBeTruthy();
  });

  it('has no follow or like buttons for a visitor', async () => {
    const fetchMock = stubFetch(null);
    renderWithApp(<ArenaCard arena={arenaItem()} />);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/auth/user')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
  });

  it('follows and likes for a signed-in rider, with the spec toasts', async () => {
    const fetchMock = stubFetch(rider, (url, init) => {
      if (init?.method === 'POST' && url.pathname === '/api/arena-follows') return jsonResponse({ id: 'f1' }, { status: 201 });
      if (init?.method === 'POST' && url.pathname === '/api/arena-likes') return jsonResponse({ id: 'l1' }, { status: 201 });
      return undefined;
    });
    const arena = arenaItem({ name: 'Rio' });
    renderWithApp(<ArenaCard arena={arena} />);
    const follow = await screen.findByRole('button', { name: 'Follow Rio' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Following arena' }));
    expect(requestsTo(fetchMock, '/api/arena-follows', 'POST')[0].body).toEqual({ arenaId: arena.id });

    fireEvent.click(screen.getByRole('button', { name: 'Like Rio' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Liked arena' }));
    expect(requestsTo(fetchMock, '/api/arena-likes', 'POST')[0].body).toEqual({ arenaId: arena.id });
  });

  it('unfollows and unlikes by the stored ids', async () => {
    const fetchMock = stubFetch(rider, (_url, init) => (init?.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    renderWithApp(<ArenaCard arena={arenaItem({ name: 'Rio', isFollowing: true, arenaFollowId: 'follow-1', isLiked: true, arenaLikeId: 'like-1' })} />);
    const following = await screen.findByRole('button', { name: 'Following Rio' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(following);
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Unfollowed arena' }));
    expect(requestsTo(fetchMock, '/api/arena-follows/follow-1', 'DELETE')).toHaveLength(1);

    const liked = screen.getByRole('button', { name: 'Liked Rio' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(liked);
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Unliked arena' }));
    expect(requestsTo(fetchMock, '/api/arena-likes/like-1', 'DELETE')).toHaveLength(1);
  });
});
