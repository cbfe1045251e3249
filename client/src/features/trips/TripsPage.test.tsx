// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { TripSummary } from '@shared/contracts/trips';
import { defaultRoadSettings } from '@/testing/fixtures/trips';
import { fakeApi, json, type FakeRequest } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { tripPaths } from './api';
import TripsPage from './TripsPage';

afterEach(() => {
  cleanup();
});

const rider = { id: 'u1', email: 'rider@example.com' };
const LIST = `GET ${tripPaths.list}`;

const tripNumber = (n: number): TripSummary => ({
  id: `trip-${n}`, userId: 'u1', name: `Trip ${n}`, description: n === 1 ? 'First haul of the season' : null,
  startDate: '2026-06-04T12:00:00.000Z', endDate: '2026-06-06T12:00:00.000Z',
  startLocation: 'Weatherford, TX', endLocation: 'Waco, TX', notes: n === 1 ? 'Pack shavings' : null,
  createdAt: '2026-05-01T12:00:00.000Z', updatedAt: '2026-05-01T12:00:00.000Z',
  itemCounts: { events: n, horseHotels: 1, services: 0 }, ...defaultRoadSettings,
  containsItem: false,
});

const page = (trips: TripSummary[], total: number) => () => json(trips, { total });

/** Answers the list by its query string ('?limit=12&offset=0'); any other page is 404. */
const pages = (answers: Record<string, () => Response>) => ({ url }: FakeRequest) =>
  answers[url.search]?.() ?? json({ message: 'Not found' }, { status: 404 });

describe('TripsPage', () => {
  it('shows each trip as a card linking to it, with dates, route, notes and item counts', async () => {
    fakeApi({ [LIST]: pages({ '?limit=12&offset=0': page([tripNumber(1)], 1) }) }, { user: rider });
    renderWithApp(<TripsPage />, { path: '/trips' });
    const link = await screen.findByRole('link', { name: 'Trip 1' });
    expect(link.getAttribute('href')).toBe('/trips/trip-1');
    const card = within(screen.getByRole('list', { name: 'Your trips' })).getByRole('listitem');
    expect(within(card).getByText('First haul of the season')).toBeTruthy();
    expect(within(card).getByText('June 4, 2026 - June 6, 2026')).toBeTruthy();
    expect(within(card).getByText('Weatherford, TX')).toBeTruthy();
    expect(within(card).getByText('Waco, TX')).toBeTruthy();
    expect(within(card).getByText('Pack shavings')).toBeTruthy();
    expect(within(card).getByText('1 event')).toBeTruthy();
    expect(within(card).getByText('1 horse hotel')).toBeTruthy();
    expect(within(card).getByText('0 services')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Trip' }).getAttribute('href')).toBe('/trips/create');
  });

  it('pages with Load More', async () => {
    const first = Array.from({ length: 12 }, (_, index) => tripNumber(index + 1));
    fakeApi({
      [LIST]: pages({
        '?limit=12&offset=0': page(first, 13),
        '?limit=12&offset=12': page([tripNumber(13)], 13),
      }),
    }, { user: rider });
    renderWithApp(<TripsPage />, { path: '/trips' });
    await screen.findByText('Showing 12 of 13');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('link', { name: 'Trip 13' });
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('has an empty state with a way to create the first trip', async () => {
    fakeApi({ [LIST]: pages({ '?limit=12&offset=0': page([], 0) }) }, { user: rider });
    renderWithApp(<TripsPage />, { path: '/trips' });
    await screen.findByText('No trips yet');
    expect(screen.getAllByRole('link', { name: 'New Trip' }).every((link) => link.getAttribute('href') === '/trips/create')).toBe(true);
  });

  it('asks a visitor to log in instead of listing anything', async () => {
    const api = fakeApi({});
    renderWithApp(<TripsPage />, { path: '/trips' });
    await screen.findByText('Log in to plan your trips');
    expect(api.requests.some((request) => request.url.pathname.startsWith(tripPaths.list))).toBe(false);
  });
});
