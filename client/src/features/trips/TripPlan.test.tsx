// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { Itinerary, OvernightSuggestions, TripDetail, TripItems } from '@shared/contracts/trips';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/hooks/use-toast';
import { GoogleMapsProvider } from '@/maps';
import { createGoogleMapsDouble } from '@/maps/testing';
import { fakeApi, json, noContent } from '@/testing/api-server';
import { defaultRoadSettings, emptyItinerary } from '@/testing/fixtures/trips';
import { renderWithApp } from '@/test-utils';
import { planPaths, tripPaths } from './api';
import SharedTripPage from './SharedTripPage';
import TripDetailPage from './TripDetailPage';
import { buildTripIcs } from './trip-ics';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

const TRIP_ID = '22222222-2222-4222-8222-222222222222';
const rider = { id: 'u1', email: 'rider@example.com' };
const trip: TripDetail = {
  id: TRIP_ID, userId: 'u1', name: 'Red River Swing', description: null, startDate: '2027-03-05T12:00:00.000Z',
  endDate: '2027-03-08T12:00:00.000Z', startLocation: 'Lubbock, TX', endLocation: 'Lubbock, TX', notes: null,
  createdAt: '2027-01-01T12:00:00.000Z', updatedAt: '2027-01-01T12:00:00.000Z',
  ...defaultRoadSettings, startLatitude: '33.5741000', startLongitude: '-101.8700000', endLatitude: '33.5741000', endLongitude: '-101.8700000',
};
const items: TripItems = { events: [], horseHotels: [], services: [] };

const stop = (id: string, name: string, day: string, latitude: number, longitude: number): Itinerary['stops'][number] => ({
  id, kind: 'event', targetId: `${id}-event`, name, place: 'Town, TX', latitude, longitude, arrivalDay: day, departureDay: day,
  dated: true, notes: null, notesPrivate: false,
  event: {
    time: '7:00 PM', timeZone: 'America/Chicago', status: 'scheduled', removed: false, gateHours: null,
    divisions: [{ name: 'Open 4D', entryFee: 100 }, { name: 'Youth', entryFee: 40 }], enteredDivisions: ['Open 4D'],
  },
  hotel: null,
});
const cowtown = stop('s1', 'Cowtown Jackpot', '2027-03-06', 32.75, -97.33);
const guthrie = stop('s2', 'Guthrie Classic', '2027-03-07', 35.84, -97.41);
const itinerary: Itinerary = {
  ...emptyItinerary,
  warnings: [],
  home: { start: { name: 'Lubbock, TX', latitude: 33.5741, longitude: -101.87 }, end: null },
  stops: [cowtown, guthrie],
  days: [{
    day: '2027-03-06',
    stops: [{ stopId: 's1', role: 'arrive' }],
    drives: [{ fromName: 'Lubbock, TX', toName: 'Cowtown Jackpot', fromStopId: null, toStopId: 's1', miles: 324.2, hours: 5.9, needsOvernight: true }],
    miles: 324.2, drivingHours: 5.9, restStops: 1,
    warnings: [{ kind: 'over-daily-limit', stopId: null, message: '324.2 miles and 5.9 hours of driving: over your daily limit of 250 miles or 9 hours. Add an overnight stop.' }],
    costs: { fuel: 135.08, lodging: 0, entries: 100, total: 235.08 },
    navigateUrl: 'https://www.google.com/maps/dir/?api=1&origin=33.574100%2C-101.870000&destination=32.750000%2C-97.330000&travelmode=driving',
  }],
  totals: { miles: 324.2, drivingHours: 5.9, costs: { fuel: 135.08, lodging: 0, entries: 100, total: 235.08 } },
};
const suggestions: OvernightSuggestions = {
  detourMiles: 15, dailyDrivingMiles: 250, geometry: 'great-circle', message: null,
  legs: [{
    fromName: 'Lubbock, TX', toName: 'Cowtown Jackpot', fromStopId: null, toStopId: 's1', miles: 324.2,
    nights: [{
      night: 1, limitAtMiles: 250, latitude: 33.1, longitude: -99.0, nightOf: '2027-03-05', insertAfterStopId: null,
      hotels: [{
        horseHotelId: 'h1', name: 'Caprock Layover', city: 'Graham', state: 'TX', latitude: 33.1, longitude: -99.0,
        detourMiles: 2.4, milesFromLegStart: 240.3, dailyRate: 40, weeklyRate: null, stallCount: 24, bigRigFriendly: true, inTrip: false,
      }],
    }],
    services: [{
      serviceProviderId: 'v1', displayName: 'Abilene Equine Vet', type: 'veterinarian', city: 'Abilene', state: 'TX', phone: '325-555-0100',
      detourMiles: 3.1, milesFromLegStart: 180.2,
    }],
  }],
};

const tripUrl = tripPaths.trip(TRIP_ID);
function renderTrip(extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  const api = fakeApi({
    [`GET ${tripUrl}`]: () => trip,
    [`GET ${tripUrl}/items`]: () => items,
    [`GET ${planPaths.itinerary(TRIP_ID)}`]: () => itinerary,
    ...extra,
  }, { user: rider });
  renderWithApp(
    <GoogleMapsProvider state={{ status: 'no-key', maps: null }}>
      <Route path="/trips/:id" component={TripDetailPage} />
      <Toaster />
    </GoogleMapsProvider>,
    { path: `/trips/${TRIP_ID}` },
  );
  return api;
}

const stopOrder = () => within(screen.getByRole('list', { name: 'Stops in driving order' })).getAllByRole('listitem')
  .map((item) => item.querySelector('span.break-words')?.textContent);

describe('the trip plan', () => {
  it('shows each day with its drives, warnings, estimated costs and a Navigate link', async () => {
    renderTrip();
    const day = await screen.findByRole('region', { name: 'Day 1 · Sat, Mar 6' });
    expect(within(day).getByText(/over your daily limit of 250 miles/)).toBeTruthy();
    expect(within(day).getByText(/324\.2 miles · 5\.9 h driving · 1 rest stop/)).toBeTruthy();
    expect(within(day).getByText('$235.08')).toBeTruthy();
    expect(within(day).getByRole('link', { name: 'Navigate' }).getAttribute('href')).toBe(itinerary.days[0].navigateUrl);
    expect(screen.getByText(/Estimates: miles are straight-line distances with a road allowance/)).toBeTruthy();
  });

  it('moves a stop with Move up/down: the new order shows at once and is saved with PUT, put back if refused', async () => {
    let refuse = false;
    let current = itinerary;
    const api = renderTrip({
      [`GET ${planPaths.itinerary(TRIP_ID)}`]: () => current,
      [`PUT ${planPaths.order(TRIP_ID)}`]: ({ body }) => {
        if (refuse) return json({ message: 'Validation failed', errors: [{ path: 'stopIds', message: 'A stop is not in this trip' }] }, { status: 400 });
        current = { ...itinerary, stops: (body as { stopIds: string[] }).stopIds.map((id) => (id === 's1' ? cowtown : guthrie)) };
        return current;
      },
    });
    await screen.findByRole('list', { name: 'Stops in driving order' });
    expect(stopOrder()).toEqual(['Cowtown Jackpot', 'Guthrie Classic']);
    expect((screen.getByRole('button', { name: 'Move Cowtown Jackpot up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Cowtown Jackpot down' }));
    await waitFor(() => expect(stopOrder()).toEqual(['Guthrie Classic', 'Cowtown Jackpot']));
    await waitFor(() => expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ stopIds: ['s2', 's1'] }));

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Move Cowtown Jackpot up' }));
    await screen.findByText('Could not save the new order. Please try again.');
    await waitFor(() => expect(stopOrder()).toEqual(['Guthrie Classic', 'Cowtown Jackpot']));
  });

  it('sets the stalls of a stay, saved on the stop', async () => {
    const stay: Itinerary['stops'][number] = {
      ...cowtown, id: 's3', kind: 'horseHotel', targetId: 'h1', name: 'Caprock Layover', event: null,
      hotel: { nightlyRate: 40, stalls: 1, nights: 1, checkInDate: null, checkOutDate: null },
    };
    const api = renderTrip({
      [`GET ${planPaths.itinerary(TRIP_ID)}`]: () => ({ ...itinerary, stops: [stay, cowtown] }),
      [`PATCH ${tripUrl}/horse-hotels/s3`]: () => ({}),
    });
    const stalls = await screen.findByRole('combobox', { name: /Stalls/ });
    expect(screen.getByText('$40.00 a stall a night')).toBeTruthy();
    fireEvent.change(stalls, { target: { value: '3' } });
    await waitFor(() => expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ stalls: 3 }));
  });

  it('ticks a division to count its entry fee, saved on the stop', async () => {
    const api = renderTrip({ [`PATCH ${tripUrl}/events/s1`]: () => ({}) });
    fireEvent.click(await screen.findAllByText(/Divisions you are entering/).then((all) => all[0]));
    fireEvent.click(screen.getAllByRole('checkbox', { name: /Youth/ })[0]);
    await waitFor(() => expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ enteredDivisions: ['Open 4D', 'Youth'] }));
  });

  it('finds overnight stops and adds one after the stop the drive leaves, for its night', async () => {
    const api = renderTrip({
      [`GET ${planPaths.suggestions(TRIP_ID)}`]: () => suggestions,
      [`POST ${tripUrl}/horse-hotels`]: () => json({}, { status: 201 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Find stops along the route' }));
    const hotel = await screen.findByRole('list', { name: 'Horse hotels for night 1' });
    const services = screen.getByRole('list', { name: 'Services along Lubbock, TX to Cowtown Jackpot' });
    expect(within(services).getByText('Abilene Equine Vet')).toBeTruthy();
    expect(within(services).getByText(/Veterinarian · Abilene, TX · 3\.1 miles off the route, 180\.2 miles into the drive/)).toBeTruthy();
    expect(within(services).getByRole('link', { name: '325-555-0100' }).getAttribute('href')).toBe('tel:325-555-0100');
    expect(within(hotel).getByText(/2\.4 miles off the route · 240\.3 miles into the drive/)).toBeTruthy();
    expect(within(hotel).getByText(/Big-rig parking/)).toBeTruthy();
    expect(screen.getByText(/Night 1 \(Fri, Mar 5\): your daily limit is reached about 250\.0 miles out\./)).toBeTruthy();
    fireEvent.click(within(hotel).getByRole('button', { name: 'Add as overnight' }));
    await screen.findByText('Overnight added');
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      horseHotelId: 'h1', insertAfterStopId: null, checkInDate: '2027-03-05T12:00:00.000Z', checkOutDate: '2027-03-06T12:00:00.000Z',
    });
    expect(api.requests.find((request) => request.url.pathname === planPaths.suggestions(TRIP_ID))?.url.searchParams.get('detour')).toBe('15');
  });

  it('with a maps key, sends the roads Directions drew so the suggestions follow them', async () => {
    const bend = { lat: 33.9, lng: -99.4 };
    const double = createGoogleMapsDouble({ legs: [{ meters: 531_000, seconds: 20_000 }], legPaths: [[bend]] });
    const api = fakeApi({
      [`GET ${tripUrl}`]: () => trip,
      [`GET ${tripUrl}/items`]: () => items,
      [`GET ${planPaths.itinerary(TRIP_ID)}`]: () => itinerary,
      [`POST ${planPaths.suggestions(TRIP_ID)}`]: () => ({ ...suggestions, geometry: 'road' }),
    }, { user: rider });
    renderWithApp(
      <GoogleMapsProvider state={{ status: 'ready', maps: double.maps }}>
        <Route path="/trips/:id" component={TripDetailPage} />
      </GoogleMapsProvider>,
      { path: `/trips/${TRIP_ID}` },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Find stops along the route' }));
    await screen.findByText('Distances follow the roads Google Maps drew for each drive.');
    const post = api.requests.find((request) => request.method === 'POST' && request.url.pathname === planPaths.suggestions(TRIP_ID));
    expect(post?.body).toEqual({
      detour: 15,
      roads: [{
        fromStopId: null, toStopId: 's1', miles: 531_000 / 1609.34,
        path: [{ lat: 33.5741, lng: -101.87 }, bend, { lat: 32.75, lng: -97.33 }],
      }],
    });
    expect(api.requests.some((request) => request.method === 'GET' && request.url.pathname === planPaths.suggestions(TRIP_ID))).toBe(false);
  });

  it('makes a share link, shows it to copy, and turns it off', async () => {
    const api = renderTrip({
      [`POST ${planPaths.share(TRIP_ID)}`]: () => ({ url: 'http://localhost/trips/shared/abcdefghijklmnopqrstuvwxyz012345' }),
      [`DELETE ${planPaths.share(TRIP_ID)}`]: noContent,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this trip' });
    expect(within(dialog).getByText(/Notes you marked private are left out/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create share link' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Share link' });
    expect((link as HTMLInputElement).value).toBe('http://localhost/trips/shared/abcdefghijklmnopqrstuvwxyz012345');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off link' }));
    await screen.findByText('Link turned off');
    expect(api.requests.some((request) => request.method === 'DELETE' && request.url.pathname === planPaths.share(TRIP_ID))).toBe(true);
  });
});

describe('SharedTripPage', () => {
  function renderShared(answer: () => unknown) {
    fakeApi({ [`GET ${planPaths.shared('tok123tok123tok123')}`]: answer });
    renderWithApp(
      <GoogleMapsProvider state={{ status: 'no-key', maps: null }}>
        <Route path="/trips/shared/:token" component={SharedTripPage} />
      </GoogleMapsProvider>,
      { path: '/trips/shared/tok123tok123tok123' },
    );
  }

  it('shows the plan read-only, with who shared it', async () => {
    renderShared(() => ({
      trip: { id: TRIP_ID, name: 'Red River Swing', description: null, startDate: trip.startDate, endDate: trip.endDate, startLocation: 'Lubbock, TX', endLocation: 'Lubbock, TX', notes: null },
      riderName: 'Hauler Rider',
      itinerary,
    }));
    await screen.findByRole('heading', { level: 1, name: 'Red River Swing' });
    expect(screen.getByText('Shared by Hauler Rider · read-only')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Day 1 · Sat, Mar 6' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Move .* down/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Find stops along the route' })).toBeNull();
  });

  it('says a turned-off link no longer works', async () => {
    renderShared(() => json({ message: 'This shared trip link was turned off or never existed' }, { status: 404 }));
    await screen.findByRole('heading', { name: 'This link no longer works' });
  });
});

describe('buildTripIcs', () => {
  it('writes each event on its day and each hotel stay over its nights', () => {
    const stay: Itinerary['stops'][number] = {
      ...cowtown, id: 's3', kind: 'horseHotel', targetId: 'h1', name: 'Caprock Layover', arrivalDay: '2027-03-05', departureDay: '2027-03-06',
      event: null, hotel: { nightlyRate: 40, stalls: 1, nights: 1, checkInDate: null, checkOutDate: null }, notes: 'Gate code 12',
    };
    const ics = buildTripIcs('Red River Swing', { ...itinerary, stops: [stay, cowtown] }, 'https://cloverleaf.example');
    expect(ics).toContain('SUMMARY:Overnight: Caprock Layover');
    expect(ics).toMatch(/SUMMARY:Overnight: Caprock Layover\r\n(?:.*\r\n)*?DTSTART;VALUE=DATE:20270305\r\nDTEND;VALUE=DATE:20270306/);
    expect(ics).toContain('SUMMARY:Cowtown Jackpot');
    expect(ics).toMatch(/SUMMARY:Cowtown Jackpot\r\n(?:.*\r\n)*?DTSTART;VALUE=DATE:20270306\r\nDTEND;VALUE=DATE:20270307/);
    expect(ics).toContain('URL:https://cloverleaf.example/event/s1-event');
    expect(ics).toContain('Gate code 12');
  });
});
