import { vi } from 'vitest';
import type { EventComment, EventListItem } from '@shared/contracts/events';

/** A JSON response, with X-Total-Count when `total` is given (paged lists). */
export function jsonResponse(body: unknown, { status = 200, total }: { status?: number; total?: number } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (total !== undefined) headers['X-Total-Count'] = String(total);
  return new Response(JSON.stringify(body), { status, headers });
}

export const rider = { id: 'a0000000-0000-4000-8000-000000000001', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', profileImageUrl: null };

let sequence = 0;
const uuid = (prefix: string) => `${prefix}0000000-0000-4000-8000-${String((sequence += 1)).padStart(12, '0')}`;

/** An event as GET /api/events returns it; every field can be overridden. */
export function eventItem(overrides: Partial<EventListItem> = {}): EventListItem {
  const id = uuid('e');
  return {
    id,
    arenaId: 'b0000000-0000-4000-8000-000000000001',
    producerId: 'c0000000-0000-4000-8000-000000000001',
    name: `Friday Night Jackpot ${sequence}`,
    date: '2026-06-05T00:00:00.000Z',
    time: '7:00 PM',
    barrelPattern: 'Standard Cloverleaf',
    description: 'Open 4D with youth sidepots.',
    imageUrl: null,
    saddlebookUrl: 'https://saddlebook.com/events/friday',
    patternSize: 'medium',
    eventFlyerUrl: null,
    createdBy: null,
    createdAt: '2026-05-01T00:00:00.000Z',
    arena: {
      id: 'b0000000-0000-4000-8000-000000000001', name: 'Cowtown Coliseum', city: 'Fort Worth', state: 'TX',
      footingCondition: 'good', latitude: '32.7555000', longitude: '-97.3308000', address: '121 E Exchange Ave', zipCode: '76164',
      timeZone: 'America/Chicago',
    },
    producer: { id: 'c0000000-0000-4000-8000-000000000001', name: 'Cross Timbers Barrel Racing' },
    distance: null,
    isSaved: false,
    savedEventId: null,
    isFromFollowedArena: false,
    isFromFollowedProducer: false,
    ...overrides,
  } as EventListItem;
}

export function commentItem(overrides: Partial<EventComment> = {}): EventComment {
  return {
    id: uuid('d'),
    eventId: 'e0000000-0000-4000-8000-000000000001',
    userId: rider.id,
    commentText: 'Are stalls available Friday night?',
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    userName: 'Addison Clark',
    userAvatar: null,
    badges: [],
    ...overrides,
  };
}

export type FakeRoute = (url: URL, init: RequestInit | undefined) => Response | undefined | Promise<Response | undefined>;

/**
 * Replaces fetch: GET /api/auth/user answers with `user` (401 for null); other requests go to `route`, and 404
 * when it has no answer. Returns the mock to inspect calls.
 */
export function stubFetch(user: object | null, route: FakeRoute) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/auth/user') return user ? jsonResponse(user) : new Response('Unauthorized', { status: 401 });
    return (await route(url, init)) ?? new Response('Not Found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests made to `pathname`, as URLs with their init. */
export function requestsTo(fetchMock: ReturnType<typeof stubFetch>, pathname: string, method = 'GET') {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === pathname && (init?.method ?? 'GET') === method);
}
