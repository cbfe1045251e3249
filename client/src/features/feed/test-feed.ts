import type { FeedItem } from '@shared/contracts/feed';

/** A feed item as GET /api/feed returns it, for component tests. */
export function feedItem(overrides: Partial<FeedItem> = {}): FeedItem {
  return {
    id: 'f0000000-0000-4000-8000-000000000001',
    userId: 'u1',
    type: 'post',
    content: 'Hello riders',
    arenaId: null,
    eventId: null,
    photoUrl: null,
    createdAt: new Date().toISOString(),
    editedAt: null,
    userName: 'Jane Doe',
    userAvatar: null,
    arenaName: null,
    eventName: null,
    commentCount: 0,
    ...overrides,
  };
}
