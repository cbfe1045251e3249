import { vi } from 'vitest';
import type { ArenaDetail, ArenaListItem, ArenaReview } from '@shared/contracts/arenas';

/** A JSON response, with X-Total-Count when `total` is given (paged lists). */
export function jsonResponse(body: unknown, { status = 200, total }: { status?: number; total?: number } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (total !== undefined) headers['X-Total-Count'] = String(total);
  return new Response(JSON.stringify(body), { status, headers });
}

export const rider = { id: 'a0000000-0000-4000-8000-000000000001', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', profileImageUrl: null };

let sequence = 0;

/** An arena as GET /api/arenas returns it; every field can be overridden. */
export function arenaItem(overrides: Partial<ArenaListItem> = {}): ArenaListItem {
  sequence += 1;
  return {
    id: `b0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Arena ${sequence}`,
    address: '100 Ranch Rd',
    city: 'Fort Worth',
    state: 'TX',
    zipCode: '76106',
    latitude: '32.7555000',
    longitude: '-97.3308000',
    timeZone: 'America/Chicago',
    footingType: 'Washed sand',
    footingCondition: 'fair',
    footingLastUpdated: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    parkingSurface: 'Gravel',
    parkingCapacity: '50+ rigs',
    largeRigsFriendly: true,
    nearbyFuel: 'Diesel 2 mi',
    nearbyFood: 'Cafe across the road',
    nearbyFeedStore: 'Co-op 6 mi',
    nearbyVet: 'Equine clinic 5 mi',
    nearbyFarrier: 'On call',
    features: ['Warm-up pen'],
    coverImage: null,
    videoUrl: null,
    ownerId: null,
    saddlebookArenaUrl: null,
    recordHolderName: null,
    recordTime: null,
    arenaType: 'outdoor',
    createdAt: '2024-01-01T00:00:00.000Z',
    parkingPhotoUrl: null,
    photos: [],
    eventCount: 2,
    averageRating: 4.25,
    reviewCount: 8,
    likeCount: 3,
    isLiked: false,
    arenaLikeId: null,
    isFollowing: false,
    arenaFollowId: null,
    distance: null,
    ...overrides,
  };
}

export function reviewItem(overrides: Partial<ArenaReview> = {}): ArenaReview {
  sequence += 1;
  return {
    id: `c0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    arenaId: 'b0000000-0000-4000-8000-000000000000',
    userId: null,
    rating: 4,
    reviewText: `Review ${sequence}`,
    footingType: null,
    parkingSurface: null,
    helpfulCount: 0,
    createdAt: new Date().toISOString(),
    userName: 'Casey Rider',
    photos: [],
    ...overrides,
  };
}

export const arenaDetail = (overrides: Partial<ArenaDetail> = {}): ArenaDetail => ({ ...arenaItem(), reviews: [], ...overrides });

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/**
 * Stubs fetch: /api/auth/user answers `user` (401 for null), then each handler in turn; anything unhandled is a
 * 404. Returns the mock so tests can read the requests made.
 */
export function stubFetch(user: object | null, ...handlers: Handler[]) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/auth/user') return user ? jsonResponse(user) : new Response('Unauthorized', { status: 401 });
    for (const handler of handlers) {
      const response = await handler(url, init);
      if (response) return response;
    }
    return new Response('Not Found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests made to `pathname` (optionally with `method`), as URLs and parsed JSON bodies. */
export function requestsTo(fetchMock: ReturnType<typeof stubFetch>, pathname: string, method = 'GET') {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(input, 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === pathname && (init?.method ?? 'GET') === method)
    .map(({ url, init }) => ({ url, body: init?.body ? JSON.parse(String(init.body)) as unknown : undefined }));
}
