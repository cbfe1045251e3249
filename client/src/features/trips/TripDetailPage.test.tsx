// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { TripDetail, TripItems } from '@shared/contracts/trips';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/hooks/use-toast';
import { GoogleMapsProvider } from '@/maps';
import { fakeApi, json, noContent } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { defaultRoadSettings, emptyItinerary } from '@/testing/fixtures/trips';
import { tripPaths } from './api';
import TripDetailPage from './TripDetailPage';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

const TRIP_ID = '11111111-1111-4111-8111-111111111111';
const trip: TripDetail = {
  id: TRIP_ID, userId: 'u1', name: 'Waco Weekend Run', description: 'Hauling to the Friday jackpot.',
  startDate: '2026-06-04T12:00:00.000Z', endDate: '2026-06-06T12:00:00.000Z',
  startLocation: 'Weatherford, TX', endLocation: 'Waco, TX', notes: 'Pack extra shavings.',
  createdAt: '2026-05-01T12:00:00.000Z', updatedAt: '2026-05-01T12:00:00.000Z', ...defaultRoadSettings,
};
const items: TripItems = {
  events: [{
    id: 'te1', eventId: 'e1', notes: null, notesPrivate: false, enteredDivisions: [], orderIndex: 0,
    event: {
      name: 'Friday Night Barrels', date: '2026-06-05T23:00:00.000Z', time: '7:00 PM', timeZone: 'America/Chicago',
      status: 'scheduled', statusReason: null, removed: false,
    },
    arena: { name: 'Extraco Events Center', latitude: '31.5493', longitude: '-97.1467', city: 'Waco', state: 'TX' },
  }],
  horseHotels: [{
    id: 'th1', horseHotelId: 'h1', checkInDate: '2026-06-04T12:00:00.000Z', checkOutDate: null, notes: 'Call ahead.',
    orderIndex: 0, notesPrivate: false, stalls: 1,
    hotel: { name: 'Brazos Stalls', latitude: '31.55', longitude: '-97.15', city: 'Waco', state: 'TX', address: null },
  }],
  services: [],
};
const empty: TripItems = { events: [], horseHotels: [], services: [] };
const rider = { id: 'u1', email: 'rider@example.com' };

function renderPage() {
  return renderWithApp(
    <GoogleMapsProvider state={{ status: 'no-key', maps: null }}>
      <Route path="/trips/:id" component={TripDetailPage} />
      <Toaster />
    </GoogleMapsProvider>,
    { path: `/trips/${TRIP_ID}` },
  );
}

const tripUrl = tripPaths.trip(TRIP_ID);

describe('TripDetailPage', () => {
  it("says 'Trip not found' with a way back when the trip is missing or someone else's", async () => {
    fakeApi({}, { user: rider });
    renderPage();
    await screen.findByRole('heading', { name: 'Trip not found' });
    expect(screen.getByRole('link', { name: 'Back to Trips' }).getAttribute('href')).toBe('/trips');
  });

  it('shows the header, the three empty messages and the browse links', async () => {
    fakeApi({ [`GET ${tripUrl}`]: () => trip, [`GET ${tripUrl}/items`]: () => empty, [`GET ${tripUrl}/itinerary`]: () => emptyItinerary }, { user: rider });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Waco Weekend Run' });
    expect(screen.getByText('Hauling to the Friday jackpot.')).toBeTruthy();
    expect(screen.getByText('June 4, 2026 - June 6, 2026')).toBeTruthy();
    expect(screen.getByText('Weatherford, TX')).toBeTruthy();
    expect(screen.getByText('Pack extra shavings.')).toBeTruthy();
    await screen.findByText('No events added yet. Browse events to add them to your trip.');
    expect(screen.getByText('No horse hotels added yet. Browse horse hotels to add them to your trip.')).toBeTruthy();
    expect(screen.getByText('No services added yet. Browse service providers to add them to your trip.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events');
    expect(screen.getByRole('link', { name: 'Browse Horse Hotels' }).getAttribute('href')).toBe('/horse-hotels');
    expect(screen.getByRole('link', { name: 'Browse Services' }).getAttribute('href')).toBe('/services');
    expect(screen.getByText('Add events or horse hotels to see them on the map')).toBeTruthy();
  });

  it('links entries to their pages, shows check-in as MMM d; Remove sits in the edit area and can be undone', async () => {
    let current = items;
    const api = fakeApi({
      [`GET ${tripUrl}`]: () => trip,
      [`GET ${tripUrl}/items`]: () => current, [`GET ${tripUrl}/itinerary`]: () => emptyItinerary,
      [`DELETE ${tripUrl}/horse-hotels/th1`]: () => { current = { ...items, horseHotels: [] }; return noContent(); },
      [`POST ${tripUrl}/horse-hotels`]: () => {
        current = items;
        return json(items.horseHotels[0], { status: 201 });
      },
    }, { user: rider });
    renderPage();
    const event = await screen.findByRole('link', { name: 'Friday Night Barrels' });
    expect(event.getAttribute('href')).toBe('/events/e1');
    expect(screen.getByRole('link', { name: 'Brazos Stalls' }).getAttribute('href')).toBe('/horse-hotels/h1');
    expect(screen.getByText('Jun 4')).toBeTruthy();
    // No remove button beside Edit: it is inside the entry's edit area.
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Brazos Stalls' }));
    const form = await screen.findByRole('form', { name: 'Edit Brazos Stalls' });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove from trip' }));
    await screen.findByText('Horse hotel removed');
    expect(screen.getByText('Horse hotel has been removed from your trip.')).toBeTruthy();
    await screen.findByText('No horse hotels added yet. Browse horse hotels to add them to your trip.');
    expect(api.requests.filter((request) => request.url.pathname === tripPaths.items(TRIP_ID)).length).toBeGreaterThan(1);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('Restored');
    await screen.findByRole('link', { name: 'Brazos Stalls' });
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      horseHotelId: 'h1', checkInDate: '2026-06-04T12:00:00.000Z', checkOutDate: null, notes: 'Call ahead.',
    });
  });

  it('edits the trip: name, description and dates, prefilled, saved with PATCH, focus back on Edit Trip', async () => {
    let current = trip;
    const api = fakeApi({
      [`GET ${tripUrl}`]: () => current,
      [`GET ${tripUrl}/items`]: () => empty, [`GET ${tripUrl}/itinerary`]: () => emptyItinerary,
      [`PATCH ${tripUrl}`]: ({ body }) => {
        current = { ...trip, ...(body as Partial<TripDetail>) };
        return current;
      },
    }, { user: rider });
    renderPage();
    const editButton = await screen.findByRole('button', { name: 'Edit Trip' });
    fireEvent.click(editButton);
    const form = await screen.findByRole('form', { name: 'Edit Trip' });
    expect((within(form).getByLabelText(/Trip Name/) as HTMLInputElement).value).toBe('Waco Weekend Run');
    expect((within(form).getByLabelText(/Start Date/) as HTMLInputElement).value).toBe('2026-06-04');
    fireEvent.input(within(form).getByLabelText(/End Date/), { target: { value: '2026-06-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await within(form).findByText('End date must be on or after the start date');

    fireEvent.input(within(form).getByLabelText(/Trip Name/), { target: { value: 'Waco and Abilene' } });
    fireEvent.input(within(form).getByLabelText(/Description/), { target: { value: '' } });
    fireEvent.input(within(form).getByLabelText(/End Date/), { target: { value: '2026-06-08' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Trip updated');
    await screen.findByRole('heading', { level: 1, name: 'Waco and Abilene' });
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Waco and Abilene', description: null, startDate: '2026-06-04T12:00:00.000Z', endDate: '2026-06-08T12:00:00.000Z',
      startLocation: 'Weatherford, TX', endLocation: 'Waco, TX', notes: 'Pack extra shavings.', notesPrivate: false,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Trip' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(editButton));
  });

  it("edits a hotel stay's dates and notes and saves them with PATCH", async () => {
    const api = fakeApi({
      [`GET ${tripUrl}`]: () => trip,
      [`GET ${tripUrl}/items`]: () => items, [`GET ${tripUrl}/itinerary`]: () => emptyItinerary,
      [`PATCH ${tripUrl}/horse-hotels/th1`]: () => ({}),
    }, { user: rider });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Brazos Stalls' }));
    const form = await screen.findByRole('form', { name: 'Edit Brazos Stalls' });
    const checkIn = within(form).getByLabelText('Check-in') as HTMLInputElement;
    expect(checkIn.value).toBe('2026-06-04');
    fireEvent.input(checkIn, { target: { value: '2026-06-10' } });
    fireEvent.input(within(form).getByLabelText('Check-out'), { target: { value: '2026-06-08' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('Check-out must be on or after check-in');

    fireEvent.input(within(form).getByLabelText('Check-out'), { target: { value: '2026-06-12' } });
    fireEvent.input(within(form).getByLabelText('Notes'), { target: { value: 'Stall 14' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Horse hotel updated');
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      notes: 'Stall 14', notesPrivate: false, checkInDate: '2026-06-10T12:00:00.000Z', checkOutDate: '2026-06-12T12:00:00.000Z',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Brazos Stalls' })).toBeNull());
  });

  it('confirms before deleting; a click outside keeps the dialog; Delete goes back to /trips', async () => {
    const api = fakeApi({
      [`GET ${tripUrl}`]: () => trip, [`GET ${tripUrl}/items`]: () => empty, [`GET ${tripUrl}/itinerary`]: () => emptyItinerary, [`DELETE ${tripUrl}`]: noContent,
    }, { user: rider });
    const { location } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Trip' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Trip?' });
    expect(within(dialog).getByText(/This will permanently delete this trip and all its associated events/)).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Trip deleted');
    expect(screen.getByText('Your trip has been deleted successfully.')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'DELETE' && request.url.pathname === tripUrl)).toBe(true);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/trips'));
  });

  it('keeps the trip and says so when deleting fails', async () => {
    fakeApi({
      [`GET ${tripUrl}`]: () => trip, [`GET ${tripUrl}/items`]: () => empty, [`GET ${tripUrl}/itinerary`]: () => emptyItinerary,
      [`DELETE ${tripUrl}`]: () => new Response('nope', { status: 500 }),
    }, { user: rider });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Trip' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Failed to delete trip. Please try again.');
  });

  it('asks a visitor to log in', async () => {
    fakeApi({});
    renderPage();
    await screen.findByText('Log in to see this trip');
    expect(screen.getByRole('link', { name: 'Log In / Register' }).getAttribute('href'))
      .toBe(`/api/login?returnTo=%2Ftrips%2F${TRIP_ID}`);
  });
});
