import {
  FEED_PAGE_SIZE, LIST_PAGE_SIZE, rotate, SEARCH_CENTER, SEARCH_RADIUS_MILES, type ListFixtures, type SampleIds, type SignedInRider,
} from './fixtures';
import type { Scenario } from './load';

const nearWithin = (miles: number) => `latitude=${SEARCH_CENTER.latitude}&longitude=${SEARCH_CENTER.longitude}&radiusMiles=${miles}`;
const near = nearWithin(SEARCH_RADIUS_MILES);
const HOTEL_RADIUS_MILES = 100;

/**
 * A page length both data sets fill: the base set has only 6 arenas and 8 large-pattern events within 50 miles of
 * Fort Worth, so a 24-row page holds 4 times more rows on the large set, and its cost would grow with the page.
 */
export const EQUAL_PAGE_SIZE = 5;

/**
 * The three list endpoints: measured on both data sets, so their large/base latency ratio shows growth. Visitors'
 * list pages are cached by the server (server/http/visitor-cache.ts); the `uncached` variants send
 * Cache-Control: no-cache, so every request builds the page from the database, which is what growth is about, and
 * ask for pages of EQUAL_PAGE_SIZE rows, so both data sets return the same number of rows.
 */
export function listScenarios({ uncached = false } = {}): Scenario[] {
  if (!uncached) return visitorListScenarios(LIST_PAGE_SIZE, FEED_PAGE_SIZE);
  return visitorListScenarios(EQUAL_PAGE_SIZE, EQUAL_PAGE_SIZE).map((scenario) => ({
    ...scenario,
    name: `${scenario.name} (uncached)`,
    uncached: true,
    description: `${scenario.description}, with Cache-Control: no-cache (built from the database every time)`,
    requests: scenario.requests.map((request) => ({ ...request, headers: { ...request.headers, 'cache-control': 'no-cache' } })),
  }));
}

/** What a browser names on every request (Chrome's): a visitor's kept page goes out compressed. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * The three lists as a visitor's browser asks for them: the kept page, compressed as the browser accepts
 * (server/http/kept-body.ts compresses a kept page once; autocannon alone names no encoding and gets it plain).
 */
export function browserListScenarios(): Scenario[] {
  return visitorListScenarios(LIST_PAGE_SIZE, FEED_PAGE_SIZE).map((scenario) => ({
    ...scenario,
    name: `${scenario.name} (browser)`,
    description: `${scenario.description}, with a browser's Accept-Encoding: ${BROWSER_ACCEPT_ENCODING} (answered in brotli)`,
    requests: scenario.requests.map((request) => ({ ...request, headers: { ...request.headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING } })),
  }));
}

/**
 * Issue 23: the three lists as a signed-in rider reads them (personal flags on every row; never from the visitors'
 * cache), with the page lengths the app asks for. The page every viewer shares is kept while the data version holds
 * (server/http/shared-list-pages.ts); `uncached` sends Cache-Control: no-cache, so the page too is built from the
 * database for every request: a signed-in rider's list on the database path alone, with pages of EQUAL_PAGE_SIZE
 * rows as the visitors' uncached variants, so its growth compares the same work on both sets.
 */
export function signedInListScenarios(rider: SignedInRider, { uncached = false } = {}): Scenario[] {
  const scenarios = uncached ? visitorListScenarios(EQUAL_PAGE_SIZE, EQUAL_PAGE_SIZE) : visitorListScenarios(LIST_PAGE_SIZE, FEED_PAGE_SIZE);
  return scenarios.map((scenario) => ({
    ...scenario,
    name: `${scenario.name} (signed in${uncached ? ', uncached' : ''})`,
    uncached: true,
    signedIn: true,
    description: uncached
      ? `${scenario.description}, signed in with Cache-Control: no-cache (the page and the flags read from the database every time)`
      : `${scenario.description}, signed in (the personal flags read from the database every time, over the shared page)`,
    requests: scenario.requests.map((request) => ({
      ...request, headers: { ...request.headers, cookie: rider.cookie, ...(uncached ? { 'cache-control': 'no-cache' } : {}) },
    })),
  }));
}

/**
 * Issue 23's "every list endpoint", beyond the three above: the other lists a rider pages through, signed in and with
 * Cache-Control: no-cache (built from the database every time), pages of EQUAL_PAGE_SIZE rows: the lists of places
 * and producers, the longest reviews and comments of the base set, and the rider's own saves, follows, trips and bell
 * (FURNISHED_RIDER). Measured on both sets like the three, so their growth is checked too.
 */
export function riderListScenarios(rider: SignedInRider, fixtures: ListFixtures): Scenario[] {
  const page = `limit=${EQUAL_PAGE_SIZE}&offset=0`;
  const lists: [name: string, path: string, what: string][] = [
    // The base set has 4 hotels within 50 miles of Fort Worth.
    ['horse hotels', `/api/horse-hotels?${nearWithin(HOTEL_RADIUS_MILES)}&${page}`, `${HOTEL_RADIUS_MILES} miles around Fort Worth, nearest first`],
    ['service providers', `/api/service-providers?${page}`, 'every type, by name'],
    ['event producers', `/api/event-producers?${page}`, 'by name, with the rider\'s follows'],
    ['arena reviews', `/api/arenas/${fixtures.reviewedArenaId}/reviews?${page}`, 'the most reviewed demo arena, newest first, with the rider\'s Helpful'],
    ['hotel reviews', `/api/horse-hotels/${fixtures.reviewedHotelId}/reviews?${page}`, 'the most reviewed demo hotel, newest first'],
    ['event comments', `/api/events/${fixtures.commentedEventId}/comments?${page}`, 'the most commented demo event'],
    ['saved events', `/api/saved-events?${page}`, 'the rider\'s own, soonest first'],
    ['followed arenas', `/api/arena-follows?${page}`, 'the rider\'s own, newest first'],
    ['trips', `/api/trips?${page}`, 'the rider\'s own'],
    ['notifications', `/api/notifications?${page}`, 'the rider\'s bell, newest first'],
  ];
  return lists.map(([name, path, what]) => ({
    name: `${name} (signed in, uncached)`,
    description: `GET ${path} (${what}), signed in with Cache-Control: no-cache`,
    requests: [{ path, headers: { cookie: rider.cookie, 'cache-control': 'no-cache' } }],
    isList: true,
    uncached: true,
    signedIn: true,
  }));
}

function visitorListScenarios(pageSize: number, feedPageSize: number): Scenario[] {
  const eventsPath = `/api/events?${near}&patternSize=large&sort=date&limit=${pageSize}&offset=0`;
  const arenasPath = `/api/arenas?${near}&sort=rating&limit=${pageSize}&offset=0`;
  const feedPath = `/api/feed?limit=${feedPageSize}`;
  return [
    {
      name: 'events list',
      description: `GET ${eventsPath} (50 miles around Fort Worth, large pattern, by date)`,
      requests: [{ path: eventsPath }],
      isList: true,
    },
    {
      name: 'arenas list',
      description: `GET ${arenasPath} (50 miles around Fort Worth, highest rated first)`,
      requests: [{ path: arenasPath }],
      isList: true,
    },
    {
      name: 'feed',
      description: `GET ${feedPath} (newest first, the community page's first page)`,
      requests: [{ path: feedPath }],
      isList: true,
    },
  ];
}

export interface DetailFixtures {
  ids: SampleIds;
  tripId: string;
  /** Issue 22's five-stop road trip of the same owner. */
  roadTripId: string;
  tripOwner: SignedInRider;
  saver: SignedInRider;
}

/** Detail reads, the signed-in trip items and the write, measured on the large set. */
export function detailScenarios({ ids, tripId, roadTripId, tripOwner, saver }: DetailFixtures): Scenario[] {
  const nextArena = rotate(ids.arenaIds);
  const nextCommentedEvent = rotate(ids.commentedEventIds);
  let commentedEvent = ids.commentedEventIds[0];
  let saved = 0;
  const nextEventToSave = () => ids.eventIdsToSave[saved++ % ids.eventIdsToSave.length];
  return [
    {
      name: 'arena detail',
      description: `GET /api/arenas/{id} (rotating over ${ids.arenaIds.length} arenas; detail with reviews)`,
      requests: [{ path: () => `/api/arenas/${nextArena()}` }],
      isList: false,
    },
    {
      name: 'event detail + comments',
      description: `GET /api/events/{id} then GET /api/events/{id}/comments (rotating over ${ids.commentedEventIds.length} commented events; rps counts both requests)`,
      requests: [
        { path: () => `/api/events/${(commentedEvent = nextCommentedEvent())}` },
        { path: () => `/api/events/${commentedEvent}/comments?limit=50` },
      ],
      isList: false,
    },
    {
      name: 'trip items',
      description: 'GET /api/trips/{id}/items (signed in; a trip with 5 events, a horse hotel and a service)',
      requests: [{ path: `/api/trips/${tripId}/items`, headers: { cookie: tripOwner.cookie } }],
      isList: false,
    },
    {
      name: 'overnight suggestions',
      description: 'GET /api/trips/{id}/overnight-suggestions (signed in; 5 events, home base, about 2,800 miles, legs over a day)',
      requests: [{ path: `/api/trips/${roadTripId}/overnight-suggestions`, headers: { cookie: tripOwner.cookie } }],
      isList: false,
    },
    {
      name: 'trip itinerary',
      description: 'GET /api/trips/{id}/itinerary (signed in; the same road trip: days, drives, warnings, costs)',
      requests: [{ path: `/api/trips/${roadTripId}/itinerary`, headers: { cookie: tripOwner.cookie } }],
      isList: false,
    },
    {
      name: 'save event (write)',
      description: `POST /api/saved-events {eventId} (signed in; a different event each time: a real insert, 201)`,
      requests: [{
        method: 'POST',
        path: '/api/saved-events',
        headers: { cookie: saver.cookie, 'content-type': 'application/json' },
        body: () => JSON.stringify({ eventId: nextEventToSave() }),
      }],
      isList: false,
    },
  ];
}

/**
 * The floor beside the signed-in uncached events list (bench/floor-app.ts): the same five rows with their arenas,
 * read and sent by a bare route. Measured at 50 connections only; no target, it shows how far below the ceiling the
 * rows alone put any list that reads them.
 */
export const floorScenario: Scenario = {
  name: 'floor (events page rows)',
  description: 'GET /api/floor on a bare Express 5 app: the five events of the signed-in uncached events page with their arenas, '
    + 'one statement prepared once (no middleware, session, flags or count)',
  requests: [{ path: '/api/floor' }],
  isList: false,
  uncached: true,
};

/** The ceiling's one route. */
export const ceilingScenario: Scenario = {
  name: 'ceiling',
  description: 'GET /api/ping on a bare Express 5 app (one route, small JSON)',
  requests: [{ path: '/api/ping' }],
  isList: false,
};
