// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { EventComment, EventListItem } from '@shared/contracts/events';
import { renderWithApp } from '@/test-utils';
import EventDetailPage from './EventDetailPage';
import { commentItem, eventItem, jsonResponse, requestsTo, rider, stubFetch, type FakeRoute } from './test-events';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastMock.mockClear();
});

const hotel = { id: 'h0000000-0000-4000-8000-000000000001', name: 'Clyde Country Horse Hotel', city: 'Clyde', state: 'TX', stallCount: 20, distance: 16.6 };

/** The event, its hotels and its comments (oldest first, paged); `more` answers first. */
function eventApi(event: EventListItem, comments: EventComment[], more: FakeRoute = () => undefined): FakeRoute {
  return async (url, init) => {
    const answer = await more(url, init);
    if (answer) return answer;
    if (url.pathname === `/api/events/${event.id}`) return jsonResponse(event);
    if (url.pathname === `/api/events/${event.id}/horse-hotels`) return jsonResponse([hotel], { total: 1 });
    if (url.pathname === `/api/events/${event.id}/comments`) {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      return jsonResponse(comments.slice(offset, offset + limit), { total: comments.length });
    }
    return undefined;
  };
}

function renderAt(path: string) {
  return renderWithApp(
    <>
      <Route path="/event/:id" component={EventDetailPage} />
      <Route path="/events/:id" component={EventDetailPage} />
    </>,
    { path },
  );
}

describe('EventDetailPage', () => {
  it('shows every part of the event at /event/{id}', async () => {
    // 7:00 PM on June 5 in Fort Worth is June 6 in UTC: the page shows the day at the arena.
    const event = eventItem({ name: 'Spring Fling', eventFlyerUrl: 'https://flyers.example.com/spring.jpg', date: '2026-06-06T00:00:00.000Z' });
    stubFetch(null, eventApi(event, [commentItem({ badges: [
      { id: 'g1', badgeType: 'top_reviewer', badgeLevel: 'gold', name: 'Top Reviewer', description: 'x', icon: 'trophy' },
      { id: 'g2', badgeType: 'event_goer', badgeLevel: 'silver', name: 'Event Goer', description: 'x', icon: 'award' },
      { id: 'g3', badgeType: 'arena_scout', badgeLevel: 'bronze', name: 'Arena Scout', description: 'x', icon: 'map-pin' },
      { id: 'g4', badgeType: 'trip_planner', badgeLevel: 'bronze', name: 'Trip Planner', description: 'x', icon: 'map-pin' },
    ] })]));
    renderAt(`/event/${event.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Fling' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');
    expect(screen.getAllByRole('link', { name: 'Cowtown Coliseum' })[0].getAttribute('href')).toBe(`/arena/${event.arena.id}`);
    expect(screen.getAllByText('June 5, 2026').length).toBeGreaterThan(0);
    expect(screen.getByText('Medium Pattern')).toBeTruthy();
    expect(screen.getByText('Standard Cloverleaf')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Enter Event/ }).getAttribute('href')).toBe(event.saddlebookUrl);
    expect(screen.getByRole('img', { name: 'Flyer for Spring Fling' }).getAttribute('src')).toBe(event.eventFlyerUrl);
    expect(screen.getByText('Open 4D with youth sidepots.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quick Info' })).toBeTruthy();
    const hotelLink = await screen.findByRole('link', { name: /Clyde Country Horse Hotel/ });
    expect(hotelLink.getAttribute('href')).toBe(`/horse-hotels/${hotel.id}`);
    expect(within(hotelLink).getByText('16.6 miles')).toBeTruthy();

    const comment = (await screen.findByText('Are stalls available Friday night?')).closest('article')!;
    expect(within(comment).getByText('Addison Clark')).toBeTruthy();
    expect(within(comment).getByText('AC')).toBeTruthy();
    expect(within(comment).getByText('2 hours ago')).toBeTruthy();
    expect(within(comment).queryByText('Trip Planner')).toBeNull();
    expect(within(comment).getByText('Arena Scout')).toBeTruthy();
    // Visitors get a log-in prompt instead of the post box; Save and Add to Trip show and lead to log in.
    expect(screen.getByRole('link', { name: 'Log In to Comment' }).getAttribute('href')).toBe('/api/login');
    expect(screen.queryByLabelText('Add a comment')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Trip' })).toBeTruthy();
    expect(screen.queryByText(/Contact the organizer/)).toBeNull();
  });

  it('also opens at /events/{id}, and asks riders to contact the organizer without flyer or description', async () => {
    const event = eventItem({ name: 'Bare Event', description: null, eventFlyerUrl: null, saddlebookUrl: null });
    stubFetch(null, eventApi(event, []));
    renderAt(`/events/${event.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bare Event' })).toBeTruthy();
    expect(screen.getByText(/Contact the organizer/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Enter Event/ })).toBeNull();
  });

  it('hides a flyer that fails to load', async () => {
    const event = eventItem({ name: 'Broken Flyer', description: null, eventFlyerUrl: 'https://flyers.example.com/missing.jpg' });
    stubFetch(null, eventApi(event, []));
    renderAt(`/event/${event.id}`);
    fireEvent.error(await screen.findByRole('img', { name: 'Flyer for Broken Flyer' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Flyer for Broken Flyer' })).toBeNull());
    expect(screen.getByText(/Contact the organizer/)).toBeTruthy();
  });

  it('says "Event not found" for a missing event', async () => {
    stubFetch(null, (url) => (url.pathname.startsWith('/api/events/') ? jsonResponse({ message: 'Event not found' }, { status: 404 }) : undefined));
    renderAt('/event/e0000000-0000-4000-8000-00000000ffff');
    expect(await screen.findByText('Event not found')).toBeTruthy();
  });

  it('posts a comment for a signed-in rider, ignoring blank text', async () => {
    const event = eventItem({ name: 'Chatty Event' });
    const comments = [commentItem()];
    const fetchMock = stubFetch(rider, eventApi(event, comments, (url, init) => {
      if (url.pathname !== `/api/events/${event.id}/comments` || init?.method !== 'POST') return undefined;
      const posted = commentItem({ commentText: JSON.parse(String(init.body)).commentText, userName: 'Jane Doe', createdAt: new Date().toISOString() });
      comments.push(posted);
      return jsonResponse(posted, { status: 201 });
    }));
    renderAt(`/event/${event.id}`);
    const box = await screen.findByLabelText('Add a comment');
    const post = screen.getByRole('button', { name: 'Post Comment' }) as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(post.disabled).toBe(true);
    fireEvent.submit(box.closest('form')!);
    expect(requestsTo(fetchMock, `/api/events/${event.id}/comments`, 'POST')).toHaveLength(0);

    fireEvent.change(box, { target: { value: '  See y\'all there!  ' } });
    fireEvent.click(post);
    expect(await screen.findByText('See y\'all there!')).toBeTruthy();
    expect(JSON.parse(String(requestsTo(fetchMock, `/api/events/${event.id}/comments`, 'POST')[0].init!.body)))
      .toEqual({ commentText: 'See y\'all there!' });
    expect(toastMock).toHaveBeenCalledWith({ title: 'Comment posted' });
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByText('just now')).toBeTruthy();
  });

  it('says so when a comment cannot be posted', async () => {
    const event = eventItem();
    stubFetch(rider, eventApi(event, [], (url, init) => (
      init?.method === 'POST' && url.pathname.endsWith('/comments') ? new Response('boom', { status: 500 }) : undefined
    )));
    renderAt(`/event/${event.id}`);
    fireEvent.change(await screen.findByLabelText('Add a comment'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({
      title: 'Error', description: 'Failed to post comment. Please try again.', variant: 'destructive',
    }));
  });
});
