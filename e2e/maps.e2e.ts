import pg from 'pg';
import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMiles, greatCircleMiles, METERS_PER_MILE, type LatLng } from '@shared/geo';
import {
  googleMapsDoubleScript, type GoogleMapsDoubleOptions, type GoogleMapsDoubleRecord,
} from '@/maps/testing/google-maps-double';
import { baseUrl, gotoBeforeReady, launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from './browser';
import { closeFilters, openFilters } from './lists';

// The maps in Chromium: with no key (the suite's server has none), with a key served a test double of the
// google.maps script (no network), and with a key whose script fails. All data sits in Ely, Nevada, far from the
// demo data, so the arena's hotels and the location filters see only what this file creates.

const token = `maps${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const email = `${token}@example.com`;
const password = 'maps-e2e-pass-123';
const ZIP = '89301';

interface Created { id: string; name: string; position: LatLng; city: string; state: string }
const data = {} as {
  zipCenter: LatLng;
  arena: Created;
  hotels: Created[];
  event: { id: string; name: string };
  service: { id: string; displayName: string };
  trip: { id: string; name: string };
  soloTrip: { id: string; name: string };
  unlocatedArenaIds: { missing: string; invalid: string };
};
let browser: Browser;
let api: APIRequestContext;

/** expect.poll with room for a slow machine (its default gives up after a second). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await api.post(path, { data: body });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  api = await request.newContext({ baseURL: baseUrl() });
  await post('/api/auth/register', { email, password, firstName: 'Map', lastName: 'Rider' });
  const [zipPlace] = await (await api.get(`/api/places?q=${ZIP}`)).json() as { latitude: number; longitude: number; zipCode: string }[];
  expect(zipPlace.zipCode).toBe(ZIP);
  data.zipCenter = { lat: zipPlace.latitude, lng: zipPlace.longitude };

  // About 14 miles north of the ZIP centre: inside a 50-mile radius, outside the smallest one (10 miles).
  const arenaPosition = { lat: Number((data.zipCenter.lat + 0.2).toFixed(5)), lng: Number(data.zipCenter.lng.toFixed(5)) };
  const arena = await post<{ id: string }>('/api/arenas', {
    name: `Steptoe Valley Arena ${token}`, address: '1 Arena Rd', city: 'Ely', state: 'NV', zipCode: ZIP,
    latitude: arenaPosition.lat, longitude: arenaPosition.lng,
  });
  data.arena = { id: arena.id, name: `Steptoe Valley Arena ${token}`, position: arenaPosition, city: 'Ely', state: 'NV' };

  // Created after the arena, so each hotel is linked to it (hotels within 50 miles); about 2 and 9 miles away.
  const near = (dLat: number, dLng: number) => ({ lat: Number((arenaPosition.lat + dLat).toFixed(5)), lng: Number((arenaPosition.lng + dLng).toFixed(5)) });
  data.hotels = [];
  for (const [name, city, position] of [
    [`McGill Horse Motel ${token}`, 'McGill', near(0.02, 0.03)],
    [`Ruth Stalls ${token}`, 'Ruth', near(-0.1, -0.1)],
  ] as const) {
    const hotel = await post<{ id: string }>('/api/horse-hotels', {
      name, city, state: 'NV', address: '2 Barn Ln', latitude: position.lat, longitude: position.lng,
    });
    data.hotels.push({ id: hotel.id, name, position, city, state: 'NV' });
  }

  const eventDate = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
  const event = await post<{ id: string }>('/api/events', { name: `Ely Barrel Bash ${token}`, arenaId: arena.id, date: eventDate, time: '7:00 PM' });
  data.event = { id: event.id, name: `Ely Barrel Bash ${token}` };
  const service = await post<{ id: string }>('/api/service-providers', { type: 'farrier', displayName: `Ely Farrier ${token}` });
  data.service = { id: service.id, displayName: `Ely Farrier ${token}` };

  const dates = { startDate: eventDate, endDate: new Date(Date.parse(eventDate) + 2 * 24 * 3600 * 1000).toISOString() };
  const trip = await post<{ id: string }>('/api/trips', { name: `Great Basin Haul ${token}`, ...dates });
  data.trip = { id: trip.id, name: `Great Basin Haul ${token}` };
  await post(`/api/trips/${trip.id}/events`, { eventId: event.id });
  for (const hotel of data.hotels) await post(`/api/trips/${trip.id}/horse-hotels`, { horseHotelId: hotel.id });
  await post(`/api/trips/${trip.id}/services`, { serviceProviderId: service.id });

  // No coordinates at all, and coordinates that are not numbers (numeric columns can hold NaN; the API refuses it).
  const missing = await post<{ id: string }>('/api/arenas', { name: `Nowhere Arena ${token}`, city: 'Ely', state: 'NV' });
  const invalid = await post<{ id: string }>('/api/arenas', { name: `Garbled Arena ${token}`, city: 'Ely', state: 'NV', latitude: 39.3, longitude: -114.9 });
  data.unlocatedArenaIds = { missing: missing.id, invalid: invalid.id };
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query("update arenas set latitude = 'NaN', longitude = 'NaN' where id = $1", [invalid.id]);
  } finally {
    await client.end();
  }

  const soloTrip = await post<{ id: string }>('/api/trips', { name: `One Stop ${token}`, ...dates });
  data.soloTrip = { id: soloTrip.id, name: `One Stop ${token}` };
  await post(`/api/trips/${soloTrip.id}/horse-hotels`, { horseHotelId: data.hotels[0].id });
});

// The e2e files share one database: leave it as the other journeys expect it.
afterAll(async () => {
  await browser?.close();
  await api?.dispose();
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    // Deleting the arena takes its event and hotel links; deleting the rider takes the trips and feed items.
    const arenaIds = [data.arena?.id, data.unlocatedArenaIds?.missing, data.unlocatedArenaIds?.invalid].filter(Boolean);
    await client.query('delete from arenas where id = any($1::uuid[])', [arenaIds]);
    await client.query('delete from horse_hotels where id = any($1::uuid[])', [(data.hotels ?? []).map((hotel) => hotel.id)]);
    if (data.service) await client.query('delete from service_providers where id = $1', [data.service.id]);
    await client.query('delete from users where email = $1', [email]);
  } finally {
    await client.end();
  }
});

/** A page signed in as the rider who owns the data (cookies go by host, so on every server of the suite). */
async function riderPage(viewport: ViewportName, options: { mapsKey?: boolean } = {}) {
  const opened = await newPage(browser, viewport, options);
  await opened.context.addCookies((await api.storageState()).cookies);
  return opened;
}

/**
 * Serves the double in place of the Maps script, for a page of the server with a key (`mapsKey`). The script is
 * held back until `release` resolves (to see the loading state); `after` is JavaScript run once it has loaded.
 */
async function withMapsDouble(page: Page, options: GoogleMapsDoubleOptions = {}, { release, after = '' }: { release?: Promise<void>; after?: string } = {}) {
  const scriptRequests: string[] = [];
  await page.route('https://maps.googleapis.com/**', async (route) => {
    scriptRequests.push(route.request().url());
    await release;
    await route.fulfill({ contentType: 'text/javascript', body: `${googleMapsDoubleScript(options)}\n${after}` });
  });
  return scriptRequests;
}

/** The page's `google.maps` once the double's script ran: it keeps a record of the calls the page made. */
type MapsWithDouble = typeof google.maps & { __double: GoogleMapsDoubleRecord };

/** How many markers the page made and took off through the double. */
const markersMade = (page: Page) => page.evaluate(() => {
  const record = (window.google.maps as MapsWithDouble).__double;
  return {
    made: record.markers.length,
    removed: record.markers.filter((marker) => marker.removed).length,
  };
});

const heightOf = (page: Page, locator: ReturnType<Page['locator']>) => locator.evaluate((element) => element.getBoundingClientRect().height);

/** Console messages about a refused resource: the CSP must let the Maps script in, never weaken it for a test. */
function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const fixed = (position: LatLng) => `${position.lat.toFixed(5)}, ${position.lng.toFixed(5)}`;
const tripStops = () => [
  { name: data.event.name, type: 'Event', position: data.arena.position, address: 'Ely, NV' },
  ...data.hotels.map((hotel) => ({ name: hotel.name, type: 'Horse Hotel', position: hotel.position, address: `${hotel.city}, NV` })),
];
const point = ({ lat, lng }: LatLng) => `${Number(lat.toFixed(6))},${Number(lng.toFixed(6))}`;

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('maps at %s size', (viewport) => {
  it('with no key: the arena map and trip map fall back to lists with straight-line distances and Google Maps links', async () => {
    const { context, page } = await riderPage(viewport);
    const config = await (await page.request.get('/api/config')).json() as { googleMapsApiKey: string };
    expect(config.googleMapsApiKey).toBe('');
    const scriptRequests: string[] = [];
    page.on('request', (sent) => { if (sent.url().includes('maps.googleapis.com')) scriptRequests.push(sent.url()); });

    await page.goto(`/arena/${data.arena.id}`);
    const card = page.getByRole('region', { name: 'Arena location' });
    await card.getByText('Interactive map unavailable').waitFor();
    await card.getByText(/Maps are not set up on this site\. Distances below are straight-line/).waitFor();
    expect(await page.getByText('Loading map...').count()).toBe(0);
    await card.getByText(data.arena.name, { exact: true }).waitFor();
    await card.getByText('1 Arena Rd, Ely, NV').waitFor();
    await card.getByText(fixed(data.arena.position), { exact: true }).waitFor();
    const arenaLink = card.getByRole('link', { name: `Open in Google Maps (${data.arena.name})` });
    expect(await arenaLink.getAttribute('href')).toBe(`https://www.google.com/maps/search/?api=1&query=${point(data.arena.position)}`);
    expect(await arenaLink.getAttribute('target')).toBe('_blank');

    // The hotels, nearest first, each with its own straight-line distance from the arena.
    const hotels = [...data.hotels].sort((a, b) => greatCircleMiles(data.arena.position, a.position) - greatCircleMiles(data.arena.position, b.position));
    const rows = card.getByRole('listitem');
    await eventually(() => rows.count()).toBe(hotels.length);
    for (const [index, hotel] of hotels.entries()) {
      const row = rows.nth(index);
      expect(await row.getByRole('link', { name: hotel.name, exact: true }).getAttribute('href')).toBe(`/horse-hotels/${hotel.id}`);
      const miles = formatMiles(greatCircleMiles(data.arena.position, hotel.position));
      expect(await row.innerText()).toContain(`${hotel.city}, NV · ${miles} straight-line`);
      expect(await row.innerText()).toContain(fixed(hotel.position));
      expect(await row.getByRole('link', { name: /Open in Google Maps/ }).getAttribute('href'))
        .toBe(`https://www.google.com/maps/search/?api=1&query=${point(hotel.position)}`);
    }
    await screenshot(page, `maps-arena-fallback-${viewport}`);

    // The trip: the stops in order, straight-line legs and total, directions through them all.
    await page.goto(`/trips/${data.trip.id}`);
    const stops = page.getByRole('list', { name: 'Trip stops' });
    await stops.waitFor();
    const expected = tripStops();
    const items = stops.getByRole('listitem');
    expect(await items.count()).toBe(expected.length);
    let total = 0;
    for (const [index, stop] of expected.entries()) {
      const text = await items.nth(index).innerText();
      expect(text).toContain(`${index + 1}`);
      expect(text).toContain(stop.name);
      expect(text).toContain(`${stop.type} · ${stop.address}`);
      expect(text).toContain(fixed(stop.position));
      if (index > 0) {
        const leg = greatCircleMiles(expected[index - 1].position, stop.position);
        total += leg;
        expect(text).toContain(`${formatMiles(leg)} straight-line from stop ${index}`);
      } else {
        expect(text).not.toContain('straight-line');
      }
    }
    const tripCard = page.locator('div').filter({ has: page.getByRole('list', { name: 'Trip stops' }) }).last();
    expect(await tripCard.innerText()).toContain(`Total: ${formatMiles(total)} straight-line`);
    // The service has no coordinates: named, not silently dropped.
    await tripCard.getByText(`Not on the map (no location): ${data.service.displayName}`).waitFor();
    const [first, ...rest] = expected.map((stop) => stop.position);
    const last = rest.pop()!;
    expect(await tripCard.getByRole('link', { name: 'Open directions in Google Maps' }).getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&origin=${point(first)}&destination=${point(last)}`
      + `&waypoints=${rest.map(point).join('|')}&travelmode=driving`,
    );
    expect(await page.getByRole('button', { name: 'Show Route' }).count()).toBe(0);
    await screenshot(page, `maps-trip-fallback-${viewport}`);
    expect(scriptRequests).toEqual([]);
    await context.close();
  });

  it('with no key: location search on /events resolves a ZIP and a town offline and filters by radius', async () => {
    const { context, page } = await newPage(browser, viewport);
    const placeSearches: string[] = [];
    page.on('request', (sent) => { if (sent.url().includes('/api/places?')) placeSearches.push(new URL(sent.url()).searchParams.get('q') ?? ''); });
    await page.goto('/events');
    await page.getByRole('heading', { name: 'Find Barrel Racing Events', level: 1 }).waitFor();
    const eventList = page.getByRole('list', { name: 'Events', exact: true });
    await eventList.getByRole('listitem').first().waitFor();

    let panel = await openFilters(page, viewport, 'Filter events');
    const box = panel.getByRole('combobox', { name: 'Location' });
    await box.fill(ZIP);
    const option = panel.getByRole('listbox', { name: 'Location' }).getByRole('option').first();
    await option.waitFor();
    expect(await option.innerText()).toContain('Ely');
    await option.click();
    expect(placeSearches).toContain(ZIP);
    await panel.getByText(/Within 50 miles of/).waitFor();
    expect(await panel.getByText(/Within 50 miles of/).innerText()).toContain(`Ely, NV ${ZIP}`);
    await closeFilters(page, viewport);

    const expectedMiles = formatMiles(greatCircleMiles(data.zipCenter, data.arena.position));
    const ours = eventList.getByRole('listitem').filter({ hasText: data.event.name });
    await ours.waitFor();
    expect(await ours.innerText()).toContain(expectedMiles);
    const apiTotal = async (center: LatLng, radius: number) => Number((await page.request.get(
      `/api/events?latitude=${center.lat}&longitude=${center.lng}&radiusMiles=${radius}&limit=1`,
    )).headers()['x-total-count']);
    await eventually(() => eventList.getByRole('listitem').count()).toBe(await apiTotal(data.zipCenter, 50));

    // 10 miles (the smallest radius) leaves the arena, about 14 miles away, out.
    panel = await openFilters(page, viewport, 'Filter events');
    const radius = panel.getByLabel('Radius (miles)');
    await radius.fill('10');
    await radius.blur();
    await panel.getByText(/Within 10 miles of/).waitFor();
    await closeFilters(page, viewport);
    await eventually(() => ours.count()).toBe(0);
    expect(await apiTotal(data.zipCenter, 10)).toBe(0);
    await page.getByText(/^No events found/).waitFor();
    await screenshot(page, `maps-events-radius-${viewport}`);

    // A town name works too; Fort Worth is far from Ely.
    panel = await openFilters(page, viewport, 'Filter events');
    await panel.getByRole('button', { name: 'Clear location' }).click();
    await box.fill('Fort Worth');
    await panel.getByRole('listbox', { name: 'Location' }).getByRole('option').first().click();
    await panel.getByText(/Within \d+ miles of Fort Worth/).waitFor();
    await closeFilters(page, viewport);
    await eventList.getByRole('listitem').first().waitFor();
    expect(await ours.count()).toBe(0);
    await context.close();
  });

  it('with the Maps double: the arena map shows the arena and hotel markers, info windows and map/satellite', async () => {
    const { context, page } = await newPage(browser, viewport, { mapsKey: true });
    const csp = watchCsp(page);
    let releaseScript = () => {};
    const scripts = await withMapsDouble(page, {}, { release: new Promise<void>((resolve) => { releaseScript = resolve; }) });
    // Not page.goto: when the app asks for the held script before the window's load event, that event (which
    // page.goto waits for) waits for the script too.
    await gotoBeforeReady(page, `/arena/${data.arena.id}`);
    // 'Loading map...' holds the map's 500px while the script loads.
    const loading = page.getByRole('status').filter({ hasText: 'Loading map...' });
    await loading.waitFor();
    expect(await heightOf(page, loading)).toBe(500);
    releaseScript();
    const map = page.getByTestId('google-map-double');
    await map.waitFor();
    expect(await loading.count()).toBe(0);
    expect(await heightOf(page, page.getByRole('region', { name: `Map of ${data.arena.name} and nearby horse hotels` }))).toBeGreaterThan(495);
    expect(scripts.length).toBe(1);
    const { googleMapsApiKey } = await (await page.request.get('/api/config')).json() as { googleMapsApiKey: string };
    expect(new URL(scripts[0]).searchParams.get('key')).toBe(googleMapsApiKey);
    expect(googleMapsApiKey).not.toBe('');
    expect(await page.getByText('Interactive map unavailable').count()).toBe(0);

    const markers = page.getByTestId('google-marker-double');
    await eventually(() => markers.count()).toBe(1 + data.hotels.length);
    const arenaMarker = page.getByRole('button', { name: data.arena.name, exact: true });
    expect(await arenaMarker.getAttribute('data-position')).toBe(`${data.arena.position.lat},${data.arena.position.lng}`);
    for (const hotel of data.hotels) {
      const marker = page.getByRole('button', { name: hotel.name, exact: true });
      expect(await marker.getAttribute('data-label')).toBe('H');
      expect(await marker.getAttribute('data-color')).toBe('#4169E1');
      expect(await marker.getAttribute('data-scale')).toBe('15');
      expect(await marker.getAttribute('data-position')).toBe(`${hotel.position.lat},${hotel.position.lng}`);
    }
    // Fitted to all markers, never closer than zoom 15.
    const zoom = Number(await map.getAttribute('data-zoom'));
    expect(zoom).toBeGreaterThan(0);
    expect(zoom).toBeLessThanOrEqual(15);

    // The double lays its markers out from the map's top-left corner, under the Map/Satellite buttons, so the
    // clicks are dispatched to the markers rather than aimed at a point on the screen.
    const infoWindow = page.getByTestId('google-info-window-double');
    await arenaMarker.dispatchEvent('click');
    await eventually(() => infoWindow.innerText()).toContain(data.arena.name);
    expect(await infoWindow.innerText()).toContain('1 Arena Rd');
    expect(await infoWindow.innerText()).toContain('Ely, NV');
    const hotel = data.hotels[1];
    await page.getByRole('button', { name: hotel.name, exact: true }).dispatchEvent('click');
    await eventually(() => infoWindow.innerText()).toContain(hotel.name);
    expect(await infoWindow.count()).toBe(1);
    expect(await infoWindow.innerText()).toContain(`${hotel.city}, NV`);
    await screenshot(page, `maps-arena-double-${viewport}`);

    const toggle = page.getByRole('group', { name: 'Map type' });
    expect(await map.getAttribute('data-map-type-id')).toBe('roadmap');
    await toggle.getByRole('button', { name: 'Satellite' }).click();
    await eventually(() => map.getAttribute('data-map-type-id')).toBe('satellite');
    expect(await toggle.getByRole('button', { name: 'Satellite' }).getAttribute('aria-pressed')).toBe('true');
    await toggle.getByRole('button', { name: 'Map' }).click();
    await eventually(() => map.getAttribute('data-map-type-id')).toBe('roadmap');
    // Re-renders keep the markers (and the rider's view): each was made once, and none was taken off.
    expect(await markersMade(page)).toEqual({ made: 1 + data.hotels.length, removed: 0 });

    // The info window's link navigates inside the app.
    await infoWindow.getByRole('link', { name: 'View horse hotel' }).click();
    await page.waitForURL(`**/horse-hotels/${hotel.id}`);
    await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor();
    expect(csp).toEqual([]);
    await context.close();
  });

  it('with the Maps double: the trip map numbers and colours its markers, draws the route, sums it, and clears it', async () => {
    const { context, page } = await riderPage(viewport, { mapsKey: true });
    const csp = watchCsp(page);
    const legs = [{ meters: 48_280, seconds: 2_700 }, { meters: 30_577, seconds: 1_830 }, { meters: 12_345, seconds: 754 }];
    await withMapsDouble(page, { legs });

    // One stop: nothing to route.
    await page.goto(`/trips/${data.soloTrip.id}`);
    await page.getByTestId('google-marker-double').waitFor();
    expect(await page.getByRole('button', { name: 'Show Route' }).isDisabled()).toBe(true);
    const solo = await markersMade(page);

    // The service has no coordinates in the API; here it is given some, to see the green marker a located service gets.
    const servicePosition = { lat: 39.2003, lng: -114.9001 };
    await page.route(`**/api/trips/${data.trip.id}/items`, async (route) => {
      const response = await route.fetch();
      const items = await response.json() as { services: { service: Record<string, unknown> }[] };
      for (const entry of items.services) Object.assign(entry.service, { latitude: String(servicePosition.lat), longitude: String(servicePosition.lng), city: 'Ely', state: 'NV' });
      await route.fulfill({ response, json: items });
    });
    // Opened from within the app, so the browser itself asks for the items (a fresh load gets them in the
    // server-rendered page) and the route above can change them.
    await page.evaluate((path) => window.history.pushState(null, '', path), `/trips/${data.trip.id}`);
    const map = page.getByTestId('google-map-double');
    await map.waitFor();
    expect(await page.getByText('Interactive map unavailable').count()).toBe(0);
    expect(await heightOf(page, page.getByRole('region', { name: 'Trip route map' }))).toBe(384); // 24rem
    const stops = [...tripStops(), { name: data.service.displayName, type: 'Service', position: servicePosition, address: 'Ely, NV' }];
    const colours = { Event: '#8B4513', 'Horse Hotel': '#4169E1', Service: '#228B22' };
    const markers = page.getByTestId('google-marker-double');
    await eventually(() => markers.count()).toBe(stops.length);
    for (const [index, stop] of stops.entries()) {
      const marker = markers.nth(index);
      expect(await marker.getAttribute('aria-label')).toBe(stop.name);
      expect(await marker.getAttribute('data-label')).toBe(String(index + 1));
      expect(await marker.getAttribute('data-color')).toBe(colours[stop.type as keyof typeof colours]);
      expect(await marker.getAttribute('data-scale')).toBe('15');
    }
    expect(await page.getByText('Not on the map (no location)').count()).toBe(0);
    const legend = page.getByRole('list', { name: 'Legend' });
    expect((await legend.getByRole('listitem').allInnerTexts()).map((text) => text.trim())).toEqual(['Events', 'Horse Hotels', 'Services']);

    const infoWindow = page.getByTestId('google-info-window-double');
    await markers.nth(1).click();
    await eventually(() => infoWindow.innerText()).toContain(stops[1].name);
    expect(await infoWindow.innerText()).toContain('Horse Hotel');
    expect(await infoWindow.innerText()).toContain(stops[1].address);
    await markers.nth(0).click();
    await eventually(() => infoWindow.innerText()).toContain(data.event.name);
    expect(await infoWindow.innerText()).toContain('Event');

    // Show Route: driving, optimised, through every stop; a brown line and the summary from the legs.
    const route = page.getByTestId('google-route-double');
    expect(await route.count()).toBe(0);
    await page.getByRole('button', { name: 'Show Route' }).click();
    await route.waitFor();
    expect(await route.getAttribute('data-stroke-color')).toBe('#8B4513');
    expect(await route.getAttribute('data-stroke-weight')).toBe('4');
    expect(await route.getAttribute('data-stroke-opacity')).toBe('0.7');
    expect(await route.getAttribute('data-suppress-markers')).toBe('true');
    expect(await route.getAttribute('data-legs')).toBe(String(legs.length));
    const [request] = await page.evaluate(() => (window.google.maps as MapsWithDouble).__double.directionsRequests);
    expect(request.origin).toEqual(stops[0].position);
    expect(request.destination).toEqual(stops[stops.length - 1].position);
    expect(request.waypoints).toEqual(stops.slice(1, -1).map((stop) => ({ location: stop.position, stopover: true })));
    expect(request.optimizeWaypoints).toBe(true);
    expect(request.travelMode).toBe('DRIVING');

    const meters = legs.reduce((sum, leg) => sum + leg.meters, 0);
    const seconds = legs.reduce((sum, leg) => sum + leg.seconds, 0);
    const summary = page.locator('dl').filter({ hasText: 'Total Distance' });
    const figures = Object.fromEntries(await summary.locator(':scope > div').evaluateAll((rows) => rows.map((row) => [
      row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '',
    ])));
    expect(figures).toEqual({
      'Total Distance': `${(meters / METERS_PER_MILE).toFixed(1)} miles`,
      'Estimated Travel Time': `${Math.round(seconds / 60)} minutes (${(seconds / 3600).toFixed(1)} hours)`,
    });
    expect(figures['Total Distance']).toBe('56.7 miles');
    expect(figures['Estimated Travel Time']).toBe('88 minutes (1.5 hours)');
    expect(await page.getByRole('button', { name: 'Show Route' }).count()).toBe(0);
    await screenshot(page, `maps-trip-route-double-${viewport}`);

    await page.getByRole('button', { name: 'Clear Route' }).click();
    await route.waitFor({ state: 'detached' });
    expect(await page.getByText('Total Distance').count()).toBe(0);
    expect(await page.getByText('Estimated Travel Time').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Show Route' }).isEnabled()).toBe(true);
    expect(await markers.count()).toBe(stops.length);
    // The solo trip's markers went with its page; this trip's were made once and none was thrown away.
    expect(await markersMade(page)).toEqual({ made: solo.made + stops.length, removed: solo.made });
    expect(csp).toEqual([]);
    await context.close();
  });

  it('with the Maps double: address search on Add Horse Hotel uses Google Places and fills the fields', async () => {
    const { context, page } = await riderPage(viewport, { mapsKey: true });
    const csp = watchCsp(page);
    await withMapsDouble(page);
    const offlineSearches: string[] = [];
    page.on('request', (sent) => { if (sent.url().includes('/api/places')) offlineSearches.push(sent.url()); });
    await page.goto('/horse-hotels/create');
    const box = page.getByRole('combobox', { name: 'Address search' });
    await box.waitFor();
    await page.waitForFunction(() => Boolean((window.google?.maps as Partial<MapsWithDouble> | undefined)?.__double));
    await box.fill('Waco');
    const listbox = page.getByRole('listbox', { name: 'Address search' });
    const option = listbox.getByRole('option').first();
    await option.waitFor();
    expect(await listbox.getByRole('option').count()).toBe(1);
    expect(await option.innerText()).toContain('900 Washington Ave');
    await listbox.getByText('Powered by Google').waitFor();
    await option.click();
    await eventually(() => page.getByLabel(/^City/).inputValue()).toBe('Waco');
    expect(await page.getByLabel(/^Street Address/).inputValue()).toBe('900 Washington Ave');
    expect(await page.getByLabel(/^State/).inputValue()).toBe('TX');
    expect(await page.getByLabel(/^ZIP Code/).inputValue()).toBe('76701');
    expect(Number(await page.getByLabel('Latitude').inputValue())).toBeCloseTo(31.5537, 4);
    expect(Number(await page.getByLabel('Longitude').inputValue())).toBeCloseTo(-97.1403, 4);
    expect(await box.inputValue()).toBe('900 Washington Ave, Waco, TX 76701, USA');
    const record = await page.evaluate(() => (window.google.maps as MapsWithDouble).__double);
    expect(record.autocompleteRequests.at(-1)?.includedPrimaryTypes).toEqual(['street_address', 'premise', 'subpremise', 'route']);
    expect(record.fetchedFields).toEqual([['displayName', 'formattedAddress', 'location', 'addressComponents']]);
    expect(offlineSearches).toEqual([]);
    await screenshot(page, `maps-autocomplete-double-${viewport}`);
    expect(csp).toEqual([]);
    await context.close();
  });

  it('with the Maps double: a ZIP code or town, which Places (addresses only) does not suggest, comes from the offline search', async () => {
    const { context, page } = await newPage(browser, viewport, { mapsKey: true });
    await withMapsDouble(page);
    await page.goto('/events');
    await page.waitForFunction(() => Boolean((window.google?.maps as Partial<MapsWithDouble> | undefined)?.__double));
    const panel = await openFilters(page, viewport, 'Filter events');
    const box = panel.getByRole('combobox', { name: 'Location' });
    const listbox = panel.getByRole('listbox', { name: 'Location' });
    const googleAsked = () => page.evaluate(() => (window.google.maps as MapsWithDouble).__double.autocompleteRequests.map((request) => request.input));

    await box.fill(ZIP);
    const option = listbox.getByRole('option').first();
    await option.waitFor();
    expect(await option.innerText()).toContain('Ely');
    expect(await listbox.getByText('Powered by Google').count()).toBe(0);
    expect(await googleAsked()).toContain(ZIP);
    await option.click();
    await panel.getByText(/Within 50 miles of/).waitFor();
    await closeFilters(page, viewport);
    await page.getByRole('list', { name: 'Events', exact: true }).getByRole('listitem').filter({ hasText: data.event.name }).waitFor();

    // An address Places knows still comes from Google.
    await openFilters(page, viewport, 'Filter events');
    await panel.getByRole('button', { name: 'Clear location' }).click();
    await box.fill('900 Washington');
    await listbox.getByText('Powered by Google').waitFor();
    expect(await listbox.getByRole('option').first().innerText()).toContain('900 Washington Ave');
    await context.close();
  });

  it("says 'Location Not Available' or 'Location coordinates not available for this arena' in place of the map", async () => {
    // With a key, so the texts are seen to come before any loading or map (no key gives the same texts).
    const { context, page } = await newPage(browser, viewport, { mapsKey: true });
    await withMapsDouble(page);
    await page.goto(`/arena/${data.unlocatedArenaIds.missing}`);
    await page.getByText('Location Not Available', { exact: true }).waitFor();
    await page.goto(`/arena/${data.unlocatedArenaIds.invalid}`);
    await page.getByText('Location coordinates not available for this arena', { exact: true }).waitFor();
    expect(await page.getByText('Interactive map unavailable').count()).toBe(0);
    expect(await page.getByText('Loading map...').count()).toBe(0);
    expect(await page.getByTestId('google-map-double').count()).toBe(0);
    await context.close();
  });

  // Logic, not layout: these two are defined at one size only.
  const itOnDesktop = viewport === 'desktop' ? it : () => {};
  itOnDesktop('with the Maps double: a route the directions service refuses is only logged; Show Route stays', async () => {
    const { context, page } = await riderPage(viewport, { mapsKey: true });
    const errors: string[] = [];
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    await withMapsDouble(page, { directionsStatus: 'ZERO_RESULTS' });
    await page.goto(`/trips/${data.trip.id}`);
    await page.getByTestId('google-marker-double').first().waitFor();
    await eventually(() => page.getByTestId('google-marker-double').count()).toBe(tripStops().length);
    await page.getByRole('button', { name: 'Show Route' }).click();
    await eventually(() => errors.some((text) => text.startsWith('Error calculating route:'))).toBe(true);
    await eventually(() => page.getByRole('button', { name: 'Show Route' }).isEnabled()).toBe(true);
    expect(await page.getByTestId('google-route-double').count()).toBe(0);
    expect(await page.getByText('Total Distance').count()).toBe(0);
    // No toast: the toast area (loaded with the first toast) is absent or empty.
    const toastArea = page.getByRole('region', { name: 'Notifications' });
    expect(await toastArea.count() === 0 ? '' : await toastArea.innerText()).toBe('');
    await context.close();
  });

  itOnDesktop('when the Maps script never answers: after 10 s the fallback replaces Loading map...', async () => {
    // The app without server rendering, whose browser asks for the key itself: the test holds the answer back.
    const { context, page } = await newPage(browser, viewport, { spa: true });
    // The fake clock goes in once the page has rendered and before the key arrives (which starts the 10 s): installed
    // before the app's code, its Date would break @date-fns/tz's TZDate (a Date subclass) and so the page's dates.
    let sendKey = () => {};
    const keyReleased = new Promise<void>((resolve) => { sendKey = resolve; });
    await page.route('**/api/config', async (route) => {
      await keyReleased;
      await route.fulfill({ json: { googleMapsApiKey: 'test-key' } });
    });
    let scriptRequested = false;
    await page.route('https://maps.googleapis.com/**', () => { scriptRequested = true; }); // never answered
    await page.goto(`/arena/${data.arena.id}`);
    await page.clock.install();
    sendKey();
    await page.getByText('Loading map...').waitFor();
    await eventually(() => scriptRequested).toBe(true);
    await page.clock.runFor(9_000);
    expect(await page.getByText('Loading map...').isVisible()).toBe(true);
    await page.clock.runFor(1_500);
    await page.getByRole('region', { name: 'Arena location' }).getByText('The map could not be loaded.', { exact: false }).waitFor();
    expect(await page.getByText('Loading map...').count()).toBe(0);
    await context.close();
  });

  // A rejected key: the script loads, then Google calls gm_authFailure, as it does for a bad or restricted key.
  // 500 and abort take the same path (the script's error event): abort runs at one size only.
  for (const failure of (viewport === 'desktop' ? ['500', 'abort', 'rejected key'] : ['500', 'rejected key']) as ('500' | 'abort' | 'rejected key')[]) {
    it(`when the Maps script fails (${failure}): the fallbacks show, never a blank box, and search still works`, async () => {
      const { context, page } = await riderPage(viewport, { mapsKey: true });
      if (failure === 'rejected key') {
        await withMapsDouble(page, {}, { after: 'setTimeout(function () { window.gm_authFailure(); }, 50);' });
      } else {
        await page.route('https://maps.googleapis.com/**', (route) => (failure === '500'
          ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'server error' })
          : route.abort('failed')));
      }

      await page.goto(`/arena/${data.arena.id}`);
      const card = page.getByRole('region', { name: 'Arena location' });
      await card.getByText('The map could not be loaded.', { exact: false }).waitFor();
      expect(await card.getByRole('link', { name: /Open in Google Maps/ }).count()).toBe(1 + data.hotels.length);
      expect(await page.getByTestId('google-map-double').count()).toBe(0);
      expect(await page.getByText('Loading map...').count()).toBe(0);

      await page.goto(`/trips/${data.trip.id}`);
      const stops = page.getByRole('list', { name: 'Trip stops' });
      await stops.waitFor();
      expect(await stops.getByRole('listitem').count()).toBe(tripStops().length);
      await page.getByText('The map could not be loaded.', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Open directions in Google Maps' }).waitFor();

      // The failure message, and the offline search takes over (abort fails the same way as 500: not repeated).
      if (failure === 'abort') return void await context.close();
      await page.goto('/arenas/create');
      await page.getByText('Failed to load location search. Please try again later.', { exact: true }).waitFor();
      await page.getByRole('combobox', { name: 'Address search' }).fill(ZIP);
      await page.getByRole('listbox', { name: 'Address search' }).getByRole('option').first().click();
      await eventually(() => page.getByLabel(/^City/).inputValue()).toBe('Ely');
      expect(await page.getByLabel(/^State/).inputValue()).toBe('NV');
      await screenshot(page, `maps-failed-${failure.replace(' ', '-')}-${viewport}`);
      await context.close();
    });
  }
});
