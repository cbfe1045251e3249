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

/** Issue 23: the places whose lists the rider's list scenarios read, chosen on the base set and kept for the large one. */
export interface ListFixtures {
  /** The demo arena, hotel and event with the most reviews or comments: the longest of those lists a rider opens. */
  reviewedArenaId: string;
  reviewedHotelId: string;
  commentedEventId: string;
}

export async function listFixtures(pool: pg.Pool): Promise<ListFixtures> {
  const busiest = async (query: string) => {
    const { rows: [row] } = await pool.query<{ id: string }>(query);
    if (!row) throw new Error(`no row for the list scenarios: ${query}`);
    return row.id;
  };
  return {
    reviewedArenaId: await busiest('select arena_id as id from reviews group by arena_id order by count(*) desc, arena_id limit 1'),
    reviewedHotelId: await busiest(`select horse_hotel_id as id from horse_hotel_reviews group by horse_hotel_id
      order by count(*) desc, horse_hotel_id limit 1`),
    commentedEventId: await busiest(`select event_id as id from event_comments group by event_id
      order by count(*) desc, event_id limit 1`),
  };
}

/** What a rider who uses the app has in their own lists: the saves, follows, trips and bell the list scenarios read. */
export const FURNISHED_RIDER = { savedEvents: 12, followedArenas: 8, followedProducers: 4, trips: 6, notifications: 30 } as const;

/**
 * Fills `rider`'s own lists (FURNISHED_RIDER) through the API where a rider would write them; the notifications go into
 * their table, as the alerts' jobs write them (one per cause, newest last).
 */
export async function furnishRider(baseUrl: string, pool: pg.Pool, rider: SignedInRider): Promise<void> {
  const ids = async (query: string, limit: number) => (await pool.query<{ id: string }>(query, [limit])).rows.map((row) => row.id);
  const eventIds = await ids('select id from events where date >= now() order by date, id limit $1', FURNISHED_RIDER.savedEvents);
  const arenaIds = await ids('select id from arenas order by name, id limit $1', FURNISHED_RIDER.followedArenas);
  const producerIds = await ids('select id from event_producers order by name, id limit $1', FURNISHED_RIDER.followedProducers);
  for (const eventId of eventIds) await postJson(baseUrl, '/api/saved-events', { eventId }, rider.cookie);
  for (const arenaId of arenaIds) await postJson(baseUrl, '/api/arena-follows', { arenaId }, rider.cookie);
  for (const producerId of producerIds) await postJson(baseUrl, '/api/event-producer-follows', { producerId }, rider.cookie);
  for (let trip = 1; trip <= FURNISHED_RIDER.trips; trip += 1) {
    await postJson(baseUrl, '/api/trips', {
      name: `Bench trip ${trip}`, startDate: new Date(Date.now() + trip * 7 * 86_400_000).toISOString(),
      endDate: new Date(Date.now() + (trip * 7 + 2) * 86_400_000).toISOString(),
    }, rider.cookie);
  }
  const me = await fetch(`${baseUrl}/api/auth/user`, { headers: { Cookie: rider.cookie } });
  const { id: userId } = await me.json() as { id: string };
  await pool.query(`insert into notifications (user_id, kind, cause_key, title, link_path, created_at)
    select $1, 'new_event', 'bench:' || n, 'A new event near you', '/events', now() - (($2 - n) || ' minutes')::interval
    from generate_series(1, $2) as n`, [userId, FURNISHED_RIDER.notifications]);
}
