import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/** Fort Worth, TX: the demo set's horse country, and a place where the synthetic set adds clusters too. */
export const SEARCH_CENTER = { latitude: 32.7555, longitude: -97.3308 };
export const SEARCH_RADIUS_MILES = 50;
/** The client's page size for server-paged lists (client/src/lib/paged-list.ts) and the feed's. */
export const LIST_PAGE_SIZE = 24;
export const FEED_PAGE_SIZE = 10;

/** Ids the scenarios rotate through, so a run is not one cached row read over and over. */
export interface SampleIds {
  arenaIds: string[];
  /** Events that have comments. */
  commentedEventIds: string[];
  /** Events to save, in a shuffled order: each save request takes the next one, so each is a real insert. */
  eventIdsToSave: string[];
}

export async function sampleIds(pool: pg.Pool, saveCount: number): Promise<SampleIds> {
  const ids = async (query: string, values: unknown[] = []) =>
    (await pool.query<{ id: string }>(query, values)).rows.map((row) => row.id);
  return {
    arenaIds: await ids('select id from arenas order by md5(id::text) limit 200'),
    commentedEventIds: await ids(`select event_id as id from event_comments group by event_id
      order by md5(event_id::text) limit 200`),
    eventIdsToSave: await ids('select id from events order by md5(id::text) limit $1', [saveCount]),
  };
}

/** A cycling picker over a list (for ids the server may see more than once). */
export function rotate<T>(items: T[]): () => T {
  if (items.length === 0) throw new Error('nothing to rotate through');
  let index = 0;
  return () => items[index++ % items.length];
}

export interface SignedInRider {
  email: string;
  cookie: string;
}

async function postJson(baseUrl: string, path: string, body: unknown, cookie?: string, method = 'POST') {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A new rider registered through the API, with the session cookie the server set. */
export async function registerRider(baseUrl: string): Promise<SignedInRider> {
  const email = `bench-${randomBytes(6).toString('hex')}@example.com`;
  const response = await postJson(baseUrl, '/api/auth/register', {
    email, password: 'bench-password-1', firstName: 'Bench', lastName: 'Rider',
  });
  const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  if (!cookie) throw new Error('registration set no session cookie');
  return { email, cookie };
}

/** A trip with several events, a horse hotel and a service, created through the API as a rider would. */
export async function createTripWithItems(baseUrl: string, pool: pg.Pool, rider: SignedInRider): Promise<string> {
  const one = async (query: string) => (await pool.query<{ id: string }>(query)).rows.map((row) => row.id);
  const eventIds = await one(`select id from events where date >= now() order by date, id limit 5`);
  const [hotelId] = await one('select id from horse_hotels order by name, id limit 1');
  const [serviceId] = await one('select id from service_providers order by display_name, id limit 1');

  const trip = await (await postJson(baseUrl, '/api/trips', {
    name: 'Bench weekend', startDate: new Date().toISOString(), endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  }, rider.cookie)).json() as { id: string };
  for (const eventId of eventIds) await postJson(baseUrl, `/api/trips/${trip.id}/events`, { eventId }, rider.cookie);
  if (hotelId) await postJson(baseUrl, `/api/trips/${trip.id}/horse-hotels`, { horseHotelId: hotelId }, rider.cookie);
  if (serviceId) await postJson(baseUrl, `/api/trips/${trip.id}/services`, { serviceProviderId: serviceId }, rider.cookie);
  return trip.id;
}

/** Where the road trip's five events are looked for: Fort Worth, Oklahoma City, Wichita, Denver, Albuquerque. */
const ROAD_TRIP_TOWNS = [
  { lat: 32.7555, lng: -97.3308 }, { lat: 35.4676, lng: -97.5164 }, { lat: 37.6872, lng: -97.3301 },
  { lat: 39.7392, lng: -104.9903 }, { lat: 35.0844, lng: -106.6504 },
];

/**
 * Issue 22's benchmark trip: home base Amarillo, five events at the arenas nearest five towns (about 2,800 miles of
 * driving with the road allowance, the stops in date order), three of its legs longer than a day.
 */
export async function createRoadTrip(baseUrl: string, pool: pg.Pool, rider: SignedInRider): Promise<string> {
  const trip = await (await postJson(baseUrl, '/api/trips', {
    name: 'Bench road trip', startDate: new Date().toISOString(), endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    startLocation: 'Amarillo, TX', startLatitude: 35.222, startLongitude: -101.8313,
    endLocation: 'Amarillo, TX', endLatitude: 35.222, endLongitude: -101.8313,
  }, rider.cookie)).json() as { id: string };
  for (const town of ROAD_TRIP_TOWNS) {
    const { rows: [event] } = await pool.query<{ id: string }>(
      `select e.id from events e join arenas a on a.id = e.arena_id
        where e.date >= now() and a.latitude between $1::numeric - 1 and $1::numeric + 1
          and a.longitude between $2::numeric - 1 and $2::numeric + 1
        order by (a.latitude - $1::numeric) ^ 2 + (a.longitude - $2::numeric) ^ 2, e.date limit 1`, [town.lat, town.lng]);
    if (event) await postJson(baseUrl, `/api/trips/${trip.id}/events`, { eventId: event.id }, rider.cookie);
  }
  return trip.id;
}
