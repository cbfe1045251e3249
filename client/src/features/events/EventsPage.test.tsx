// @vitest-environment jsdom
import { TOTAL_COUNT_CAP } from '@shared/contracts/paging';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EventListItem } from '@shared/contracts/events';
import { fakeApi, json, noContent, type FakeRequest } from '@/testing/api-server';
import { eventItem, rider } from '@/testing/fixtures/events';
import { renderWithApp } from '@/test-utils';
import { eventPaths } from './api';
import EventsPage from './EventsPage';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  toastMock.mockClear();
});

/** The events list over `events`, filtering by state like the server and paging by limit/offset, and its states. */
function eventsRoutes(events: EventListItem[]) {
  return {
    'GET /api/events/filters': () => ({ states: ['OK', 'TX'], divisions: ['Open 4D', 'Youth 3D'], rvHookups: ['power', 'power_water', 'full'], entriesCloseWithinDays: [3, 7] }),
    'GET /api/events': ({ url }: FakeRequest) => {
      const state = url.searchParams.get('state');
      const matching = events.filter((event) => !state || event.arena.state === state);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      return json(matching.slice(offset, offset + limit), { total: matching.length });
    },
  };
}

/** The query of the last GET of the events list. */
const lastListQuery = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.method === 'GET' && request.url.pathname === eventPaths.list).at(-1)!.url.searchParams;

describe('EventsPage', () => {
  it('lists events with the title, Create Event link, states from the server and Load More', async () => {
    const events = Array.from({ length: 14 }, (_, index) => eventItem({ name: `Race ${index + 1}` }));
    const api = fakeApi(eventsRoutes(events));
    renderWithApp(<EventsPage />, { path: '/events' });
    expect(screen.getByRole('heading', { level: 1, name: 'Find Barrel Racing Events' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Event' }).getAttribute('href')).toBe('/events/create');
    await screen.findByRole('link', { name: 'Race 1' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'OK' })).toBeTruthy());
    expect(screen.getByText('Showing 12 of 14')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('link', { name: 'Race 14' });
    expect(lastListQuery(api).get('offset')).toBe('12');
  });

  it('says "100+" when the server stopped counting, and keeps loading more', async () => {
    const events = Array.from({ length: 30 }, (_, index) => eventItem({ name: `Busy race ${index + 1}` }));
    const api = fakeApi({
      'GET /api/events/filters': eventsRoutes(events)['GET /api/events/filters'],
      'GET /api/events': ({ url }: FakeRequest) => {
        const offset = Number(url.searchParams.get('offset') ?? 0);
        return json(events.slice(offset, offset + 12), { total: TOTAL_COUNT_CAP, totalCapped: true });
      },
    });
    renderWithApp(<EventsPage />, { path: '/events' });
    await screen.findByRole('link', { name: 'Busy race 1' });
    expect(screen.getByText('Showing 12 of 100+')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('link', { name: 'Busy race 24' });
    expect(lastListQuery(api).get('offset')).toBe('12');
    expect(screen.getByText('Showing 24 of 100+')).toBeTruthy();
  });

  it('says to check back soon when there are no events at all', async () => {
    fakeApi(eventsRoutes([]));
    renderWithApp(<EventsPage />, { path: '/events' });
    expect(await screen.findByText('No events found. Check back soon!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('filters by state, keeps it in the address, and offers Clear Filters when nothing matches', async () => {
    const api = fakeApi(eventsRoutes([eventItem({ name: 'Texas Race' })]));
    const { location } = renderWithApp(<EventsPage />, { path: '/events' });
    await screen.findByRole('link', { name: 'Texas Race' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'OK' })).toBeTruthy());

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'OK' } });
    expect(await screen.findByText('No events found matching your criteria.')).toBeTruthy();
    expect(lastListQuery(api).get('state')).toBe('OK');
    await waitFor(() => expect(location.history.at(-1)).toBe('/events?state=OK'));

    const emptyState = screen.getByText('No events found matching your criteria.').parentElement!.parentElement!;
    fireEvent.click(within(emptyState).getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByRole('link', { name: 'Texas Race' })).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/events'));
  });

  it('sends Friday to Sunday for This Weekend and marks the toggle pressed', async () => {
    const api = fakeApi(eventsRoutes([eventItem()]));
    renderWithApp(<EventsPage />, { path: '/events' });
    const weekend = screen.getByRole('button', { name: 'This Weekend' });
    expect(weekend.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(weekend);
    expect(weekend.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(lastListQuery(api).get('from')).toBeTruthy());
    const params = lastListQuery(api);
    const from = new Date(params.get('from')!);
    const to = new Date(params.get('to')!);
    expect(to.getDay()).toBe(0);
    expect([5, 6, 0]).toContain(from.getDay());
  });

  it('restores a location search from the address: radius enabled, real distances shown', async () => {
    const api = fakeApi(eventsRoutes([eventItem({ name: 'Near Race', distance: 12.34 })]));
    renderWithApp(<EventsPage />, { path: '/events?lat=32.75&lng=-97.33&near=Fort+Worth%2C+TX&radius=abc' });
    const card = (await screen.findByRole('link', { name: 'Near Race' })).closest('li')!;
    expect(within(card).getByText('12.3 miles')).toBeTruthy();
    expect(within(card).queryByText('12 miles')).toBeNull();
    const radius = screen.getByLabelText('Radius (miles)') as HTMLInputElement;
    expect(radius.disabled).toBe(false);
    const query = lastListQuery(api);
    expect([query.get('latitude'), query.get('longitude'), query.get('radiusMiles')]).toEqual(['32.75', '-97.33', '50']);
    expect(screen.getByText(/Within 50 miles of/)).toBeTruthy();
  });

  it('searches the radius typed (25 is 25, not 30), nearest first, and flags a radius it cannot search', async () => {
    const api = fakeApi(eventsRoutes([eventItem({ name: 'Near Race', distance: 12.34 })]));
    renderWithApp(<EventsPage />, { path: '/events?lat=32.75&lng=-97.33&near=Fort+Worth%2C+TX' });
    await screen.findByRole('link', { name: 'Near Race' });
    const radius = screen.getByLabelText('Radius (miles)') as HTMLInputElement;
    const lastQuery = () => lastListQuery(api);
    expect(lastQuery().get('sort')).toBe('distance');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('distance');

    fireEvent.change(radius, { target: { value: '25' } });
    await waitFor(() => expect(lastQuery().get('radiusMiles')).toBe('25'));
    expect(screen.getByText(/Within 25 miles of/)).toBeTruthy();
    expect(radius.value).toBe('25');
    fireEvent.blur(radius);
    expect(radius.value).toBe('25');

    // 4 is under the events' 10: the list stays at 25 and the box says why, until it is left and shows 10.
    fireEvent.change(radius, { target: { value: '4' } });
    expect(await screen.findByText('Enter whole miles from 10 to 500', {}, { timeout: 5000 })).toBeTruthy();
    expect(lastQuery().get('radiusMiles')).toBe('25');
    expect(screen.getByText(/Within 25 miles of/)).toBeTruthy();
    fireEvent.blur(radius);
    expect(radius.value).toBe('10');
    await waitFor(() => expect(lastQuery().get('radiusMiles')).toBe('10'));
    expect(screen.getByText(/Within 10 miles of/)).toBeTruthy();
    expect(screen.queryByText('Enter whole miles from 10 to 500')).toBeNull();
  });

  it('counts the active filters on the Filters button and removes one with its chip', async () => {
    const api = fakeApi(eventsRoutes([eventItem({ name: 'Texas Race' })]));
    const { location } = renderWithApp(<EventsPage />, { path: '/events?state=TX&size=large&weekend=1' });
    await screen.findByRole('link', { name: 'Texas Race' });
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['TX', 'Large Pattern', 'This Weekend']);

    fireEvent.click(within(chips).getByRole('button', { name: 'Remove State: TX' }));
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeTruthy();
    await waitFor(() => expect(lastListQuery(api).get('state')).toBeNull());
    await waitFor(() => expect(location.history.at(-1)).toBe('/events?size=large&weekend=1'));

    // The Filters button opens the panel in a sheet; its button goes back to the results.
    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    // The sheet's code loads on the first open.
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 10_000 });
    // The sheet takes the focus, not its search box (a phone would open its keyboard).
    await waitFor(() => expect(document.activeElement).toBe(sheet));
    expect((within(sheet).getByLabelText('Pattern Size') as HTMLSelectElement).value).toBe('large');
    expect(screen.getAllByRole('search', { name: 'Filter events' })).toHaveLength(1);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show 1 event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters (2)' })));

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('shows no distance without a location, and the radius waits for one', async () => {
    fakeApi(eventsRoutes([eventItem({ name: 'Any Race' })]));
    renderWithApp(<EventsPage />, { path: '/events' });
    const card = (await screen.findByRole('link', { name: 'Any Race' })).closest('li')!;
    expect(within(card).queryByText(/miles/)).toBeNull();
    expect((screen.getByLabelText('Radius (miles)') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows an error with a retry when the list fails', async () => {
    fakeApi({ 'GET /api/events': () => new Response('boom', { status: 500 }) });
    renderWithApp(<EventsPage />, { path: '/events' });
    expect(await screen.findByText('We could not load events.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('saves and unsaves an event from its card for a signed-in rider', async () => {
    const event = eventItem({ name: 'Save Me' });
    const saves: FakeRequest[] = [];
    const unsaves: FakeRequest[] = [];
    fakeApi({
      ...eventsRoutes([event]),
      'POST /api/saved-events': (request) => {
        saves.push(request);
        return json({ id: 'f0000000-0000-4000-8000-000000000001', userId: rider.id, eventId: event.id }, { status: 201 });
      },
      'DELETE /api/saved-events/f0000000-0000-4000-8000-000000000001': (request) => {
        unsaves.push(request);
        return noContent();
      },
    }, { user: rider });
    renderWithApp(<EventsPage />, { path: '/events' });
    const heart = await screen.findByRole('button', { name: 'Save Save Me' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(toastMock).toHaveBeenCalledWith({ title: 'Event saved' });
    const [post] = saves;
    expect(post.body).toEqual({ eventId: event.id });

    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(toastMock).toHaveBeenCalledWith({ title: 'Event removed' });
    expect(unsaves).toHaveLength(1);
  });

  it('shows visitors the heart too (a tap leads to log in), not pressed', async () => {
    fakeApi(eventsRoutes([eventItem({ name: 'Visitor View' })]));
    renderWithApp(<EventsPage />, { path: '/events' });
    await screen.findByRole('link', { name: 'Visitor View' });
    expect(screen.getByRole('button', { name: 'Save Visitor View' }).getAttribute('aria-pressed')).toBe('false');
  });
});
