import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import {
  createArena, createEvent, createFeedPost, createHotel, createProducer, createServiceProvider, createTrip, signIn,
} from '../test/factories';
import { compareRouteKeys, listApiRoutes, routeKey } from './route-inventory';

const SQL_METACHARACTERS = [
  "'", '"', ';', '--', '%', '_', '\\', "' OR 1=1 --", "'; drop table arenas; --", '/* x */ $1', 'Ñandú 🐎 １００％',
];

interface ReadRoute {
  /** Query parameters the route reads (page ones included). */
  query: string[];
  /** Builds the path with real ids, so the parameters are read rather than cut short by a 404. */
  path?: (ids: Ids) => string;
}
type Ids = Record<'event' | 'arena' | 'hotel' | 'producer' | 'service' | 'trip' | 'user' | 'post', string>;

const PAGE = ['limit', 'offset'];
const LOCATION = ['latitude', 'longitude', 'radiusMiles'];

/** Every GET under /api and the parameters it takes; checked against the app so new routes must be added. */
const READ_ROUTES: Record<string, ReadRoute> = {
  'GET /api/login': { query: [] },
  'GET /api/logout': { query: [] },
  'GET /api/auth/user': { query: [] },
  'GET /api/auth/providers': { query: [] },
  'GET /api/health': { query: [] },
  'GET /api/config': { query: [] },
  'GET /api/stats': { query: [] },
  'GET /api/events': {
    query: [...PAGE, ...LOCATION, 'search', 'state', 'arenaType', 'patternSize', 'from', 'to', 'arenaId', 'producerId', 'sort', 'userId',
      'seriesId', 'division', 'entriesOpen', 'entriesCloseWithinDays', 'stallsAvailable', 'rvHookups', 'minAddedMoney', 'includeCancelled'],
  },
  'GET /api/events/filters': { query: [] },
  'GET /api/events/:id': { query: ['userId'], path: (ids) => `/api/events/${ids.event}` },
  'GET /api/events/:id/comments': { query: PAGE, path: (ids) => `/api/events/${ids.event}/comments` },
  'GET /api/events/:id/horse-hotels': { query: PAGE, path: (ids) => `/api/events/${ids.event}/horse-hotels` },
  'GET /api/notifications': { query: [...PAGE, 'kind'] },
  'GET /api/notifications/unread-count': { query: [] },
  'GET /api/notifications/stream': { query: [] },
  'GET /api/notification-preferences': { query: [] },
  'GET /api/my-claims': { query: [] },
  'GET /api/admin/claims': { query: [...PAGE, 'status'] },
  'GET /api/admin/audit-log': { query: PAGE },
  'GET /api/admin/users': { query: [...PAGE, 'search'] },
  'GET /api/admin/reports': { query: PAGE },
  'GET /api/events/:id/followed-going': { query: [], path: (ids) => `/api/events/${ids.event}/followed-going` },
  'GET /api/arenas': { query: [...PAGE, ...LOCATION, 'search', 'state', 'arenaType', 'footing', 'sort', 'userId'] },
  'GET /api/arenas/filters': { query: [] },
  'GET /api/arenas/choices': { query: ['search', 'limit'] },
  'GET /api/arenas/:id': { query: ['userId'], path: (ids) => `/api/arenas/${ids.arena}` },
  'GET /api/arenas/:id/horse-hotels': { query: PAGE, path: (ids) => `/api/arenas/${ids.arena}/horse-hotels` },
  'GET /api/arenas/:id/reviews': { query: [...PAGE, 'sort'], path: (ids) => `/api/arenas/${ids.arena}/reviews` },
  'GET /api/arenas/:id/photos': { query: PAGE, path: (ids) => `/api/arenas/${ids.arena}/photos` },
  'GET /api/arenas/:id/footing-reports': { query: PAGE, path: (ids) => `/api/arenas/${ids.arena}/footing-reports` },
  'GET /api/event-producers': { query: PAGE },
  'GET /api/event-producers/:id': { query: ['userId'], path: (ids) => `/api/event-producers/${ids.producer}` },
  'GET /api/saved-events': { query: [...PAGE, 'userId'] },
  'GET /api/arena-follows': { query: PAGE },
  'GET /api/event-producer-follows': { query: PAGE },
  'GET /api/feed': { query: [...PAGE, 'before', 'beforeId'] },
  'GET /api/feed/:postId/comments': { query: PAGE, path: (ids) => `/api/feed/${ids.post}/comments` },
  'GET /api/users/me/profile': { query: [] },
  'GET /api/users/:id/profile': { query: ['currentUserId'], path: (ids) => `/api/users/${ids.user}/profile` },
  'GET /api/horse-hotels': { query: [...PAGE, ...LOCATION, 'search', 'state', 'sort'] },
  'GET /api/horse-hotels/filters': { query: [] },
  'GET /api/horse-hotels/:id': { query: LOCATION, path: (ids) => `/api/horse-hotels/${ids.hotel}` },
  'GET /api/horse-hotels/:id/reviews': { query: PAGE, path: (ids) => `/api/horse-hotels/${ids.hotel}/reviews` },
  'GET /api/horse-hotels/:id/photos': { query: PAGE, path: (ids) => `/api/horse-hotels/${ids.hotel}/photos` },
  'GET /api/horse-hotels/:id/arenas': { query: PAGE, path: (ids) => `/api/horse-hotels/${ids.hotel}/arenas` },
  'GET /api/service-providers': { query: [...PAGE, 'search', 'type'] },
  'GET /api/service-providers/types': { query: [] },
  'GET /api/service-providers/:id': { query: [], path: (ids) => `/api/service-providers/${ids.service}` },
  'GET /api/trips': { query: PAGE },
  'GET /api/trips/:id': { query: [], path: (ids) => `/api/trips/${ids.trip}` },
  'GET /api/trips/:id/items': { query: [], path: (ids) => `/api/trips/${ids.trip}/items` },
  'GET /api/trips/:id/itinerary': { query: [], path: (ids) => `/api/trips/${ids.trip}/itinerary` },
  'GET /api/trips/:id/overnight-suggestions': { query: ['detour'], path: (ids) => `/api/trips/${ids.trip}/overnight-suggestions` },
  'GET /api/shared-trips/:token': { query: [], path: () => '/api/shared-trips/not-a-live-share-token' },
  'GET /api/places': { query: ['q'] },
  'GET /api/places/reverse': { query: ['latitude', 'longitude'] },
  'GET /api/placeholder/arena.jpg': { query: ['v'] },
  'GET /api/placeholder/event.jpg': { query: ['v'] },
};

let t: TestApp;
let agent: ReturnType<TestApp['agent']>;
let ids: Ids;

/** Names holding each metacharacter, so a search can be checked for returning exactly the rows that contain it. */
const NAMES = {
  percent: 'Percent 100% Arena',
  underscore: 'Under_score Arena',
  backslash: 'Back\\slash Arena',
  quote: "O'Brien Arena",
  doubleQuote: 'The "Big" Arena',
  semicolon: 'Semi;colon Arena',
  unicode: 'Ñandú 🐎 Arena',
  plain: 'Plain Arena',
};

beforeAll(async () => {
  t = await createTestApp();
  agent = t.agent();
  // An admin, so the staff routes read their parameters too.
  const user = await signIn(agent, t.db, { role: 'admin' });
  const plainArena = await createArena(t.db, { name: 'Quiet Place', city: 'Abilene' });
  for (const name of Object.values(NAMES)) {
    await createArena(t.db, { name, city: 'Abilene' });
    await createEvent(t.db, { name: name.replace('Arena', 'Race'), arenaId: plainArena.id });
    await createHotel(t.db, { name: name.replace('Arena', 'Stables'), city: 'Abilene' });
    await createServiceProvider(t.db, { displayName: name.replace('Arena', 'Shoeing'), type: 'farrier', specialties: null });
  }
  ids = {
    event: (await createEvent(t.db, { arenaId: plainArena.id })).id,
    arena: plainArena.id,
    hotel: (await createHotel(t.db)).id,
    producer: (await createProducer(t.db)).id,
    service: (await createServiceProvider(t.db)).id,
    trip: (await createTrip(t.db, user.id)).id,
    user: user.id,
    post: (await createFeedPost(t.db, { userId: user.id })).id,
  };
});
afterAll(async () => { await t.close(); });

describe('the read route table', () => {
  it('lists exactly the GET routes the app has', () => {
    const appKeys = listApiRoutes(t.app).filter((route) => route.method === 'GET').map(routeKey);
    expect(compareRouteKeys(appKeys, Object.keys(READ_ROUTES))).toEqual({ missingFromTable: [], notInApp: [] });
  });
});

describe.each(Object.entries(READ_ROUTES).filter(([, route]) => route.query.length > 0))('%s', (key, route) => {
  it('answers SQL metacharacters in every parameter with 2xx or 4xx, never 5xx', async () => {
    const path = route.path?.(ids) ?? key.slice('GET '.length);
    const failures: string[] = [];
    for (const parameter of route.query) {
      const values = [...SQL_METACHARACTERS.map((value) => `${parameter}=${encodeURIComponent(value)}`),
        // A repeated parameter arrives as an array.
        `${parameter}=%27&${parameter}=%25`];
      const responses = await Promise.all(values.map((query) => agent.get(`${path}?${query}`)));
      responses.forEach((response, index) => {
        if (response.status >= 500) failures.push(`${values[index]}: ${response.status}`);
      });
    }
    expect(failures).toEqual([]);
  });
});

describe('path parameters', () => {
  it.each(Object.entries(READ_ROUTES).filter(([key]) => key.includes(':')))('%s: metacharacters in the id are 404', async (key) => {
    for (const value of SQL_METACHARACTERS) {
      const path = key.slice('GET '.length).replace(/:[a-zA-Z]+/, encodeURIComponent(value));
      const response = await agent.get(path);
      expect(response.status, `${path}`).toBe(404);
    }
  });
});

describe('searches take metacharacters literally', () => {
  const expectations: [string, string[]][] = [
    ['%', [NAMES.percent]],
    ['_', [NAMES.underscore]],
    ['\\', [NAMES.backslash]],
    ["'", [NAMES.quote]],
    ['"', [NAMES.doubleQuote]],
    [';', [NAMES.semicolon]],
    ['Ñandú 🐎', [NAMES.unicode]],
    ["' OR 1=1 --", []],
    ['%%', []],
    ['\\%', []],
    ['_nder', []],
    ['Under_score', [NAMES.underscore]],
  ];
  const lists = [
    { path: '/api/arenas', noun: 'Arena', field: 'name' },
    { path: '/api/events', noun: 'Race', field: 'name' },
    { path: '/api/horse-hotels', noun: 'Stables', field: 'name' },
    { path: '/api/service-providers', noun: 'Shoeing', field: 'displayName' },
  ];

  describe.each(lists)('$path', ({ path, noun, field }) => {
    it.each(expectations)('search=%s', async (search, expected) => {
      const response = await agent.get(path).query({ search, limit: 200 });
      expect(response.status).toBe(200);
      const names = response.body.map((row: Record<string, string>) => row[field]).sort();
      expect(names).toEqual(expected.map((name) => name.replace('Arena', noun)).sort());
      expect(response.headers['x-total-count']).toBe(String(expected.length));
    });
  });

  it('the tables are intact afterwards', async () => {
    const response = await agent.get('/api/arenas').query({ limit: 200 });
    expect(response.body.length).toBe(Object.keys(NAMES).length + 1);
  });
});
