// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { EventComment, EventListItem } from '@shared/contracts/events';
import { LOGIN_URL } from '@/features/auth';
import { fakeApi, json, type FakeRequest } from '@/testing/api-server';
import { commentItem, eventItem, rider } from '@/testing/fixtures/events';
import { renderWithApp } from '@/test-utils';
import { eventPaths } from './api';
import EventDetailPage from './EventDetailPage';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  toastMock.mockClear();
});

const hotel = { id: 'h0000000-0000-4000-8000-000000000001', name: 'Clyde Country Horse Hotel', city: 'Clyde', state: 'TX', stallCount: 20, distance: 16.6 };

/** The event, its hotels and its comments (oldest first, paged). */
function eventRoutes(event: EventListItem, comments: EventComment[]) {
  return {
    [`GET ${eventPaths.detail(event.id)}`]: () => event,
    [`GET ${eventPaths.horseHotels(event.id)}`]: () => json([hotel], { total: 1 }),
    [`GET ${eventPaths.comments(event.id)}`]: ({ url }: FakeRequest) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      return json(comments.slice(offset, offset + limit), { total: comments.length });
    },
  };
}

/** The comments POSTed to the event. */
const postedComments = (api: ReturnType<typeof fakeApi>, event: EventListItem) =>
  api.requests.filter((request) => request.method === 'POST' && request.url.pathname === eventPaths.comments(event.id));

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
    fakeApi(eventRoutes(event, [commentItem({ badges: [
      { id: 'g1', badgeType: 'top_reviewer', badgeLevel: 'gold', name: 'Top Reviewer', description: 'x', icon: 'trophy' },
      { id: 'g2', badgeType: 'event_goer', badgeLevel: 'silver', name: 'Event Goer', description: 'x', icon: 'award' },
      { id: 'g3', badgeType: 'arena_scout', badgeLevel: 'bronze', name: 'Arena Scout', description: 'x', icon: 'map-pin' },
      { id: 'g4', badgeType: 'trip_planner', badgeLevel: 'bronze', name: 'Trip Planner', description: 'x', icon: 'map-pin' },
    ] })]));
    const { queryClient } = renderAt(`/event/${event.id}`);
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
    expect(comment.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('AC');
    expect(within(comment).getByText('2 hours ago')).toBeTruthy();
    expect(within(comment).queryByText('Trip Planner')).toBeNull();
    expect(within(comment).getByText('Arena Scout')).toBeTruthy();
    // Visitors get a log-in prompt instead of the post box; Save and Add to Trip show and lead to log in.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('link', { name: 'Log In to Comment' }).getAttribute('href')).toBe(LOGIN_URL);
    expect(screen.queryByLabelText('Add a comment')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Trip' })).toBeTruthy();
    expect(screen.queryByText(/Contact the organizer/)).toBeNull();
  });

  it('also opens at /events/{id}, and asks riders to contact the organizer without flyer or description', async () => {
    const event = eventItem({ name: 'Bare Event', description: null, eventFlyerUrl: null, saddlebookUrl: null });
    fakeApi(eventRoutes(event, []));
    renderAt(`/events/${event.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bare Event' })).toBeTruthy();
    expect(screen.getByText(/Contact the organizer/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Enter Event/ })).toBeNull();
  });

  it('hides a flyer that fails to load', async () => {
    const event = eventItem({ name: 'Broken Flyer', description: null, eventFlyerUrl: 'https://flyers.example.com/missing.jpg' });
    fakeApi(eventRoutes(event, []));
    renderAt(`/event/${event.id}`);
    fireEvent.error(await screen.findByRole('img', { name: 'Flyer for Broken Flyer' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Flyer for Broken Flyer' })).toBeNull());
    expect(screen.getByText(/Contact the organizer/)).toBeTruthy();
  });

  it('says "Event not found" for a missing event', async () => {
    const missing = 'e0000000-0000-4000-8000-00000000ffff';
    const notFound = () => json({ message: 'Event not found' }, { status: 404 });
    fakeApi({
      [`GET ${eventPaths.detail(missing)}`]: notFound,
      [`GET ${eventPaths.horseHotels(missing)}`]: notFound,
      [`GET ${eventPaths.comments(missing)}`]: notFound,
    });
    renderAt(`/event/${missing}`);
    expect(await screen.findByText('Event not found')).toBeTruthy();
  });

  it('posts a comment for a signed-in rider, ignoring blank text', async () => {
    const event = eventItem({ name: 'Chatty Event' });
    const comments = [commentItem()];
    const api = fakeApi({
      ...eventRoutes(event, comments),
      [`POST ${eventPaths.comments(event.id)}`]: ({ body }) => {
        const posted = commentItem({ commentText: (body as { commentText: string }).commentText, userName: 'Jane Doe', createdAt: new Date().toISOString() });
        comments.push(posted);
        return json(posted, { status: 201 });
      },
    }, { user: rider });
    renderAt(`/event/${event.id}`);
    const box = await screen.findByLabelText('Add a comment');
    const post = screen.getByRole('button', { name: 'Post Comment' }) as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(post.disabled).toBe(true);
    fireEvent.submit(box.closest('form')!);
    expect(postedComments(api, event)).toHaveLength(0);

    fireEvent.change(box, { target: { value: '  See y\'all there!  ' } });
    fireEvent.click(post);
    expect(await screen.findByText('See y\'all there!')).toBeTruthy();
    expect(postedComments(api, event)[0].body).toEqual({ commentText: 'See y\'all there!' });
    expect(toastMock).toHaveBeenCalledWith({ title: 'Comment posted' });
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByText('just now')).toBeTruthy();
  });

  it('says so when a comment cannot be posted', async () => {
    const event = eventItem();
    fakeApi({
      ...eventRoutes(event, []),
      [`POST ${eventPaths.comments(event.id)}`]: () => new Response('boom', { status: 500 }),
    }, { user: rider });
    renderAt(`/event/${event.id}`);
    fireEvent.change(await screen.findByLabelText('Add a comment'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({
      title: 'Error', description: 'Failed to post comment. Please try again.', variant: 'destructive',
    }));
  });
});

describe('EventDetailPage logistics, status and attendance', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  it('shows Plan your haul with divisions, entries, stalls, RV, arrival, papers and a call link', async () => {
    const event = eventItem({
      date: inDays(20), endDate: null,
      divisions: [{ name: 'Open 5D', entryFee: 60, addedMoney: 1500 }, { name: 'Youth 3D', entryFee: 25, addedMoney: null }],
      entriesCloseAt: inDays(5), lateFee: '15.00', drawUrl: 'https://example.com/draw', resultsUrl: 'javascript:alert(1)',
      stallsAvailable: true, stallStatus: 'waitlist', stallPricePerNight: '35.00', stallReservationUrl: 'https://example.com/stalls',
      rvHookups: 'power_water', rvPricePerNight: '40.00', dryCampingAllowed: true,
      gateHours: 'Gates open Thursday 2 PM', healthPapers: 'Negative Coggins', contactPhone: '(817) 555-0134',
    });
    fakeApi(eventRoutes(event, []));
    renderAt(`/event/${event.id}`);
    const card = (await screen.findByRole('heading', { name: 'Plan your haul' })).closest('div')!.parentElement!;
    const haul = within(card);
    expect(haul.getByRole('rowheader', { name: 'Open 5D' }).closest('tr')!.textContent).toBe('Open 5D$60 entry$1,500 added');
    expect(haul.getByText(/^Entries close/)).toBeTruthy();
    expect(haul.getByText('Late fee $15')).toBeTruthy();
    expect(haul.getByRole('link', { name: /The draw/ }).getAttribute('href')).toBe('https://example.com/draw');
    // A link that is not http(s) is never rendered as one.
    expect(haul.queryByRole('link', { name: /Results/ })).toBeNull();
    expect(haul.getByText(/Stalls: waitlist, \$35\/night/)).toBeTruthy();
    expect(haul.getByText('Power and water, $40/night; dry camping allowed')).toBeTruthy();
    expect(haul.getByText('Gates open Thursday 2 PM')).toBeTruthy();
    expect(haul.getByText('Negative Coggins')).toBeTruthy();
    expect(haul.getByRole('link', { name: '(817) 555-0134' }).getAttribute('href')).toBe('tel:8175550134');
  });

  it('has no Plan your haul card when the event has no logistics', async () => {
    const event = eventItem();
    fakeApi(eventRoutes(event, []));
    renderAt(`/event/${event.id}`);
    await screen.findByRole('heading', { name: event.name });
    expect(screen.queryByRole('heading', { name: 'Plan your haul' })).toBeNull();
  });

  it('shows a cancelled event with a banner and its reason', async () => {
    const event = eventItem({ status: 'cancelled', statusReason: 'Arena flooded' });
    fakeApi(eventRoutes(event, []));
    renderAt(`/event/${event.id}`);
    const banner = await screen.findByRole('status', { name: '' });
    expect(banner.textContent).toBe('This event is cancelledArena flooded');
  });

  it('marks the signed-in rider going, with the new count, and lists the riders they follow who are going', async () => {
    const event = eventItem({ goingCount: 2, interestedCount: 1 });
    const api = fakeApi({
      ...eventRoutes(event, []),
      [`POST ${eventPaths.attendance(event.id)}`]: () => ({ myAttendance: 'going', goingCount: 3, interestedCount: 1 }),
      [`GET ${eventPaths.followedGoing(event.id)}`]: () => [{ id: 'u2', name: 'Kelsey Rhodes', avatar: null }],
    }, { user: rider });
    renderAt(`/event/${event.id}`);
    const going = await screen.findByRole('button', { name: /Going/ });
    expect(going.getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText('Kelsey Rhodes')).toBeTruthy();
    fireEvent.click(going);
    await waitFor(() => expect(screen.getByRole('button', { name: /Going/ }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: /Going/ }).textContent).toContain('3');
    expect(api.requests.find((request) => request.method === 'POST' && request.url.pathname === eventPaths.attendance(event.id))?.body)
      .toEqual({ status: 'going' });
  });

  it('offers Edit Event to the rider who posted it, and to nobody else; Report to everyone else', async () => {
    const event = eventItem({ createdBy: rider.id });
    fakeApi(eventRoutes(event, []), { user: rider });
    renderAt(`/event/${event.id}`);
    expect((await screen.findByRole('link', { name: 'Edit Event' })).getAttribute('href')).toBe(`/events/${event.id}/edit`);
    expect(screen.queryByRole('button', { name: 'Report this event' })).toBeNull();
    cleanup();
    const other = eventItem({ createdBy: 'someone-else' });
    fakeApi(eventRoutes(other, []), { user: rider });
    renderAt(`/event/${other.id}`);
    await screen.findByRole('heading', { name: other.name });
    expect(screen.queryByRole('link', { name: 'Edit Event' })).toBeNull();
    // Anyone else signed in can report it to the moderators.
    expect(await screen.findByRole('button', { name: 'Report this event' })).toBeTruthy();
  });
});
