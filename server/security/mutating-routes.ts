import { randomUUID } from 'node:crypto';
import {
  arenaFollows, arenaLikes, claims, eventComments, feedPostComments, footingReports, eventProducerFollows, horseHotelReviews, reviews, savedEvents, tripEvents, tripHorseHotels,
  tripServices, userFollows, users,
} from '@shared/schema';
import sharp from 'sharp';
import type request from 'supertest';
import type { Database } from '../db/client';
import { unsubscribeToken } from '../features/notifications';
import {
  TEST_PASSWORD, createArena, createEvent, createFeedPost, createHotel, createProducer, createServiceProvider, createTrip,
  createUpload, createUser,
} from '../test/factories';

type User = typeof users.$inferSelect;

/** The rows a route case works on: `owner` owns the objects, `other` is a second signed-in rider. */
export interface RouteWorld {
  db: Database;
  owner: User;
  other: User;
  /** The app's SESSION_SECRET, which also signs emails' unsubscribe links. */
  secret: string;
}

export interface PreparedRequest {
  path: string;
  /** JSON body, or a file for multipart routes. */
  body?: Record<string, unknown>;
  file?: { field: string; bytes: Buffer; filename: string; contentType: string };
  /** What the rightful caller (the owner, or anyone for visitor routes) gets: proves the request is valid. */
  succeeds: number;
}

export interface MutatingRouteCase {
  /**
   * visitor: open to everyone (login, register). signed-in: any signed-in rider, acting for themselves only.
   * owner: the path names an object that belongs to one rider; anyone else is refused with `othersGet`.
   * moderator, admin: staff only (an admin is also a moderator); riders get 403.
   */
  access: 'visitor' | 'signed-in' | 'owner' | 'moderator' | 'admin';
  othersGet?: 403 | 404;
  /** Takes a file upload rather than a JSON body. */
  multipart?: true;
  /** Builds fresh objects owned by `world.owner` and the request that acts on them. */
  prepare(world: RouteWorld): Promise<PreparedRequest>;
}

/** The role a caller needs for `route` to succeed. */
export const roleFor = (route: MutatingRouteCase) => (route.access === 'moderator' || route.access === 'admin' ? route.access : 'rider');

const unique = () => randomUUID().slice(0, 8);
const claimBody = { role: 'owner', phone: '(940) 555-0134', note: 'I own it' };
/** Another rider's review of a page `owner` owns (with the owner's response when `response` is given). */
async function reviewOfOwnedPage(db: Database, owner: User, type: 'arena' | 'horse_hotel', response?: string) {
  const answered = response ? { ownerResponse: response, ownerResponseBy: owner.id, ownerRespondedAt: new Date() } : {};
  const userId = (await createUser(db)).id;
  if (type === 'arena') {
    const arenaId = (await createArena(db, { ownerId: owner.id })).id;
    return ownerRow(db.insert(reviews).values({ arenaId, userId, rating: 4, reviewText: 'Good ground', ...answered }).returning());
  }
  const horseHotelId = (await createHotel(db, { ownerId: owner.id })).id;
  return ownerRow(db.insert(horseHotelReviews).values({ horseHotelId, userId, rating: 4, reviewText: 'Clean stalls', ...answered }).returning());
}

/** A pending claim of a fresh arena by a fresh rider. */
const someonesClaim = async (db: Database) => ownerRow(db.insert(claims)
  .values({ targetType: 'arena', targetId: (await createArena(db)).id, userId: (await createUser(db)).id, role: 'owner', phone: '555 0100' })
  .returning());
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

/** The spec's client sends these; every one of them must be ignored in favour of the session user. */
const claimsToBe = (user: User) => ({ userId: user.id, ownerId: user.id, createdBy: user.id, followerId: user.id });

async function ownerRow<T extends { id: string }>(insert: Promise<T[]>): Promise<T> {
  const [row] = await insert;
  return row;
}

const ownedSavedEvent = async ({ db, owner }: RouteWorld) =>
  ownerRow(db.insert(savedEvents).values({ userId: owner.id, eventId: (await createEvent(db)).id }).returning());
const ownedArenaFollow = async ({ db, owner }: RouteWorld) =>
  ownerRow(db.insert(arenaFollows).values({ userId: owner.id, arenaId: (await createArena(db)).id }).returning());
const ownedArenaLike = async ({ db, owner }: RouteWorld) =>
  ownerRow(db.insert(arenaLikes).values({ userId: owner.id, arenaId: (await createArena(db)).id }).returning());
const ownedProducerFollow = async ({ db, owner }: RouteWorld) =>
  ownerRow(db.insert(eventProducerFollows).values({ userId: owner.id, producerId: (await createProducer(db)).id }).returning());
const ownedHotelReview = async ({ db, owner }: RouteWorld) => ownerRow(db.insert(horseHotelReviews)
  .values({ userId: owner.id, horseHotelId: (await createHotel(db)).id, rating: 3, reviewText: 'Fine' }).returning());
const ownedArenaReview = async ({ db, owner }: RouteWorld) => ownerRow(db.insert(reviews)
  .values({ userId: owner.id, arenaId: (await createArena(db)).id, rating: 4, reviewText: 'Deep sand' }).returning());
const someonesArenaReview = async (db: Database) => ownerRow(db.insert(reviews)
  .values({ userId: (await createUser(db)).id, arenaId: (await createArena(db)).id, rating: 5, reviewText: 'Great ground' }).returning());
const ownedUserFollow = async ({ db, owner }: RouteWorld) =>
  ownerRow(db.insert(userFollows).values({ followerId: owner.id, followeeId: (await createUser(db)).id }).returning());

const tripItems = {
  events: async (db: Database, tripId: string) =>
    ownerRow(db.insert(tripEvents).values({ tripId, eventId: (await createEvent(db)).id }).returning()),
  'horse-hotels': async (db: Database, tripId: string) =>
    ownerRow(db.insert(tripHorseHotels).values({ tripId, horseHotelId: (await createHotel(db)).id }).returning()),
  services: async (db: Database, tripId: string) =>
    ownerRow(db.insert(tripServices).values({ tripId, serviceProviderId: (await createServiceProvider(db)).id }).returning()),
};

const tripItemBody = {
  events: { notes: 'Bring the spare saddle pad' },
  'horse-hotels': { checkInDate: inDays(3), checkOutDate: inDays(5), notes: 'Stall 12' },
  services: { scheduledDate: inDays(4), notes: 'Front shoes' },
};

function tripItemRoutes(kind: keyof typeof tripItems): Record<string, MutatingRouteCase> {
  return {
    [`DELETE /api/trips/:id/${kind}/:itemId`]: {
      access: 'owner',
      othersGet: 404,
      async prepare({ db, owner }) {
        const trip = await createTrip(db, owner.id);
        const item = await tripItems[kind](db, trip.id);
        return { path: `/api/trips/${trip.id}/${kind}/${item.id}`, succeeds: 204 };
      },
    },
    [`PATCH /api/trips/:id/${kind}/:itemId`]: {
      access: 'owner',
      othersGet: 404,
      async prepare({ db, owner }) {
        const trip = await createTrip(db, owner.id);
        const item = await tripItems[kind](db, trip.id);
        return { path: `/api/trips/${trip.id}/${kind}/${item.id}`, body: tripItemBody[kind], succeeds: 200 };
      },
    },
  };
}

const hotelBody = () => ({
  name: `Security Hotel ${unique()}`, city: 'Weatherford', state: 'TX', website: 'https://hotel.example',
  coverImage: 'https://hotel.example/cover.jpg', stallCount: 20, dailyRate: 35, amenities: 'Wash rack, Shavings',
});

/**
 * Every mutating /api route, keyed as `METHOD /api/path`. The security tests check this table against the app's
 * router stack, so a new route fails them until it is listed here with who may call it.
 */
export const MUTATING_ROUTES: Record<string, MutatingRouteCase> = {
  'POST /api/auth/register': {
    access: 'visitor',
    prepare: async () => ({
      path: '/api/auth/register', body: { email: `new-${unique()}@example.com`, password: 'long-enough-password' }, succeeds: 201,
    }),
  },
  'POST /api/auth/login': {
    access: 'visitor',
    prepare: async ({ db }) => ({
      path: '/api/auth/login', body: { email: (await createUser(db)).email, password: TEST_PASSWORD }, succeeds: 200,
    }),
  },

  'POST /api/events': {
    access: 'signed-in',
    prepare: async ({ db, owner }) => ({
      path: '/api/events',
      body: {
        name: `Security Event ${unique()}`, arenaId: (await createArena(db)).id, date: inDays(10), time: '7:00 PM',
        patternSize: 'large', eventFlyerUrl: 'https://flyers.example/a.jpg', saddlebookUrl: 'https://entries.example/e',
        ...claimsToBe(owner),
      },
      succeeds: 201,
    }),
  },
  'PUT /api/notification-preferences': {
    access: 'signed-in',
    prepare: async ({ owner }) => ({
      path: '/api/notification-preferences', body: { preferences: [{ kind: 'new_photos', channel: 'off' }], ...claimsToBe(owner) }, succeeds: 200,
    }),
  },
  'POST /api/arenas/:id/claims': {
    access: 'signed-in',
    prepare: async ({ db, owner }) => ({
      path: `/api/arenas/${(await createArena(db)).id}/claims`, body: { ...claimBody, ...claimsToBe(owner) }, succeeds: 201,
    }),
  },
  'POST /api/horse-hotels/:id/claims': {
    access: 'signed-in',
    prepare: async ({ db, owner }) => ({
      path: `/api/horse-hotels/${(await createHotel(db)).id}/claims`, body: { ...claimBody, ...claimsToBe(owner) }, succeeds: 201,
    }),
  },
  'PUT /api/reviews/:id/response': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => ({
      path: `/api/reviews/${(await reviewOfOwnedPage(db, owner, 'arena')).id}/response`, body: { text: 'Thanks for riding here', ...claimsToBe(owner) }, succeeds: 200,
    }),
  },
  'DELETE /api/reviews/:id/response': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => ({ path: `/api/reviews/${(await reviewOfOwnedPage(db, owner, 'arena', 'Thanks')).id}/response`, succeeds: 204 }),
  },
  'PUT /api/horse-hotel-reviews/:id/response': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => ({
      path: `/api/horse-hotel-reviews/${(await reviewOfOwnedPage(db, owner, 'horse_hotel')).id}/response`, body: { text: 'Come back soon' }, succeeds: 200,
    }),
  },
  'DELETE /api/horse-hotel-reviews/:id/response': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => ({
      path: `/api/horse-hotel-reviews/${(await reviewOfOwnedPage(db, owner, 'horse_hotel', 'Thanks')).id}/response`, succeeds: 204,
    }),
  },
  ...Object.fromEntries((['PATCH', 'DELETE'] as const).flatMap((method) => [
    [`${method} /api/events/:id/comments/:commentId`, {
      access: 'owner',
      othersGet: 403,
      prepare: async ({ db, owner }) => {
        const comment = await ownerRow(db.insert(eventComments).values({ eventId: (await createEvent(db)).id, userId: owner.id, commentText: 'Stalls?' }).returning());
        return {
          path: `/api/events/${comment.eventId}/comments/${comment.id}`,
          ...(method === 'PATCH' ? { body: { commentText: 'Stalls Friday?', ...claimsToBe(owner) }, succeeds: 200 } : { succeeds: 204 }),
        };
      },
    } satisfies MutatingRouteCase],
    [`${method} /api/feed/:postId/comments/:commentId`, {
      access: 'owner',
      othersGet: 403,
      prepare: async ({ db, owner }) => {
        const comment = await ownerRow(db.insert(feedPostComments).values({ postId: (await createFeedPost(db)).id, userId: owner.id, commentText: 'Me too' }).returning());
        return {
          path: `/api/feed/${comment.postId}/comments/${comment.id}`,
          ...(method === 'PATCH' ? { body: { commentText: 'Me too!', ...claimsToBe(owner) }, succeeds: 200 } : { succeeds: 204 }),
        };
      },
    } satisfies MutatingRouteCase],
    [`${method} /api/feed/:postId`, {
      access: 'owner',
      othersGet: 403,
      prepare: async ({ db, owner }) => ({
        path: `/api/feed/${(await createFeedPost(db, { userId: owner.id })).id}`,
        ...(method === 'PATCH' ? { body: { content: 'Ran a 15.1!', ...claimsToBe(owner) }, succeeds: 200 } : { succeeds: 204 }),
      }),
    } satisfies MutatingRouteCase],
  ])),
  'PUT /api/reviews/:id': {
    access: 'owner',
    othersGet: 403,
    prepare: async (world) => ({
      path: `/api/reviews/${(await ownedArenaReview(world)).id}`,
      body: { rating: 3, reviewText: 'Deep sand, dragged often', ...claimsToBe(world.owner) }, succeeds: 200,
    }),
  },
  'DELETE /api/reviews/:id': {
    access: 'owner',
    othersGet: 403,
    prepare: async (world) => ({ path: `/api/reviews/${(await ownedArenaReview(world)).id}`, succeeds: 204 }),
  },
  'DELETE /api/horse-hotels/:id/reviews/:reviewId': {
    access: 'owner',
    othersGet: 403,
    prepare: async (world) => {
      const review = await ownedHotelReview(world);
      return { path: `/api/horse-hotels/${review.horseHotelId}/reviews/${review.id}`, succeeds: 204 };
    },
  },
  'POST /api/reports': {
    access: 'signed-in',
    prepare: async ({ db }) => ({
      path: '/api/reports', body: { targetType: 'arena_review', targetId: (await someonesArenaReview(db)).id, reason: 'Abusive' }, succeeds: 201,
    }),
  },
  ...Object.fromEntries((['hide', 'restore', 'delete'] as const).map((decision) => [`POST /api/admin/content/:type/:id/${decision}`, {
    access: 'moderator',
    prepare: async ({ db }) => ({
      path: `/api/admin/content/arena_review/${(await someonesArenaReview(db)).id}/${decision}`, body: { reason: 'Abusive' }, succeeds: 200,
    }),
  } satisfies MutatingRouteCase])),
  'POST /api/admin/claims/:id/approve': {
    access: 'moderator',
    prepare: async ({ db }) => ({ path: `/api/admin/claims/${(await someonesClaim(db)).id}/approve`, body: {}, succeeds: 200 }),
  },
  'POST /api/admin/claims/:id/reject': {
    access: 'moderator',
    prepare: async ({ db }) => ({
      path: `/api/admin/claims/${(await someonesClaim(db)).id}/reject`, body: { reason: 'No answer at that number' }, succeeds: 200,
    }),
  },
  'PUT /api/admin/ownership': {
    access: 'moderator',
    prepare: async ({ db }) => ({
      path: '/api/admin/ownership',
      body: { targetType: 'arena', targetId: (await createArena(db)).id, ownerId: (await createUser(db)).id, reason: 'Sold' },
      succeeds: 200,
    }),
  },
  'PUT /api/admin/users/:id/role': {
    access: 'admin',
    prepare: async ({ db }) => ({ path: `/api/admin/users/${(await createUser(db)).id}/role`, body: { role: 'moderator' }, succeeds: 200 }),
  },
  'PUT /api/admin/users/:id/suspension': {
    access: 'moderator',
    prepare: async ({ db }) => ({
      path: `/api/admin/users/${(await createUser(db)).id}/suspension`, body: { days: 3, reason: 'Spam' }, succeeds: 200,
    }),
  },
  'DELETE /api/admin/users/:id/suspension': {
    access: 'moderator',
    prepare: async ({ db }) => ({
      path: `/api/admin/users/${(await createUser(db, { suspendedUntil: new Date(Date.now() + 86_400_000) })).id}/suspension`, succeeds: 200,
    }),
  },
  'POST /api/notifications/unsubscribe': {
    access: 'visitor',
    prepare: async ({ db, secret }) => ({
      path: '/api/notifications/unsubscribe', body: { token: unsubscribeToken(secret, (await createUser(db)).id, 'all') }, succeeds: 200,
    }),
  },
  'POST /api/notifications/read': {
    access: 'signed-in',
    prepare: async ({ owner }) => ({ path: '/api/notifications/read', body: { ...claimsToBe(owner) }, succeeds: 200 }),
  },
  'DELETE /api/events/:id': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => ({ path: `/api/events/${(await createEvent(db, { createdBy: owner.id })).id}`, succeeds: 204 }),
  },
  'PATCH /api/events/:id': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => ({
      path: `/api/events/${(await createEvent(db, { createdBy: owner.id })).id}`,
      body: { status: 'cancelled', statusReason: 'Arena flooded', lateFee: 10, ...claimsToBe(owner) },
      succeeds: 200,
    }),
  },
  'POST /api/events/:id/attendance': {
    access: 'signed-in',
    prepare: async ({ db, owner }) => ({
      path: `/api/events/${(await createEvent(db)).id}/attendance`, body: { status: 'going', ...claimsToBe(owner) }, succeeds: 200,
    }),
  },
  'DELETE /api/events/:id/attendance': {
    access: 'signed-in',
    prepare: async ({ db }) => ({ path: `/api/events/${(await createEvent(db)).id}/attendance`, succeeds: 200 }),
  },
  'POST /api/events/:id/comments': {
    access: 'signed-in',
    prepare: async ({ db, owner }) => ({
      path: `/api/events/${(await createEvent(db)).id}/comments`, body: { commentText: 'See you there', ...claimsToBe(owner) }, succeeds: 201,
    }),
  },

  'POST /api/arenas': {
    access: 'signed-in',
    prepare: async ({ owner }) => ({
      path: '/api/arenas',
      body: {
        name: `Security Arena ${unique()}`, city: 'Stephenville', state: 'TX', arenaType: 'covered',
        coverImage: 'https://arenas.example/cover.jpg', videoUrl: 'https://www.youtube.com/watch?v=abc', ...claimsToBe(owner),
      },
      succeeds: 201,
    }),
  },
  'POST /api/arenas/:id/reviews': {
    access: 'signed-in',
    prepare: async ({ db, owner }) => ({
      path: `/api/arenas/${(await createArena(db)).id}/reviews`,
      body: { rating: 4, reviewText: 'Deep, even sand', ...claimsToBe(owner) },
      succeeds: 201,
    }),
  },

  'POST /api/saved-events': {
    access: 'signed-in',
    prepare: async ({ db, owner }) => ({
      path: '/api/saved-events', body: { eventId: (await createEvent(db)).id, ...claimsToBe(owner) }, succeeds: 201,
    }),
  },
  'DELETE /api/saved-events/:savedEventId': {
    access: 'owner',
    othersGet: 403,
    prepare: async (world) => ({ path: `/api/saved-events/${(await ownedSavedEvent(world)).id}`, succeeds: 204 }),
  },
  'POST /api/arena-follows': {
    access: 'signed-in',
    prepare: async ({ db, owner }) => ({
      path: '/api/arena-follows', body: { arenaId: (await createArena(db)).id, ...claimsToBe(owner) }, succeeds: 201,
    }),
  },
  'DELETE /api/arena-follows/:arenaFollowId': {
    access: 'owner',
    othersGet: 403,
    prepare: async (world) => ({ path: `/api/arena-follows/${(await ownedArenaFollow(world)).id}`, succeeds: 204 }),
  },
  'POST /api/arena-likes': {
    access: 'signed-in',
    prepare: async ({ db, owner }) => ({
      path: '/api/arena-likes', body: { arenaId: (await createArena(db)).id, ...claimsToBe(owner) }, succeeds: 201,
    }),
  },
  'DELETE /api/arena-likes/:arenaLikeId': {
    access: 'owner',
    othersGet: 403,
    prepare: async (world) => ({ path: `/api/arena-likes/${(await ownedArenaLike(world)).id}`, succeeds: 204 }),
  },
  'POST /api/event-producer-follows': {
    access: 'signed-in',
    prepare: async ({ db, owner }) => ({
      path: '/api/event-producer-follows', body: { producerId: (await createProducer(db)).id, ...claimsToBe(owner) }, succeeds: 201,
    }),
  },
  'DELETE /api/event-producer-follows/:producerFollowId': {
    access: 'owner',
    othersGet: 403,
    prepare: async (world) => ({ path: `/api/event-producer-follows/${(await ownedProducerFollow(world)).id}`, succeeds: 204 }),
  },

  'POST /api/feed': {
    access: 'signed-in',
    prepare: async ({ owner }) => ({
      path: '/api/feed', body: { content: 'Ran a 15.2 tonight!', photoUrl: 'https://photos.example/run.jpg', ...claimsToBe(owner) }, succeeds: 201,
    }),
  },
  'POST /api/feed/:postId/comments': {
    access: 'signed-in',
    prepare: async ({ db, owner }) => ({
      path: `/api/feed/${(await createFeedPost(db)).id}/comments`,
      body: { commentText: 'Hauling from Amarillo Friday, room for one more', postId: randomUUID(), ...claimsToBe(owner) },
      succeeds: 201,
    }),
  },

  // "me" is always the session user: another rider can only ever change their own profile.
  'PUT /api/users/me/profile': {
    access: 'signed-in',
    prepare: async ({ owner }) => ({
      path: '/api/users/me/profile',
      body: { fullName: 'Changed Name', bio: 'Barrel racer', city: 'Ocala', state: 'FL', locationVisibility: true, ...claimsToBe(owner) },
      succeeds: 200,
    }),
  },
  'POST /api/user-follows': {
    access: 'signed-in',
    prepare: async ({ db, owner }) => ({
      path: '/api/user-follows', body: { followeeId: (await createUser(db)).id, ...claimsToBe(owner) }, succeeds: 201,
    }),
  },
  'DELETE /api/user-follows/:id': {
    access: 'owner',
    othersGet: 403,
    prepare: async (world) => ({ path: `/api/user-follows/${(await ownedUserFollow(world)).id}`, succeeds: 204 }),
  },

  'POST /api/horse-hotels': {
    access: 'signed-in',
    prepare: async ({ owner }) => ({ path: '/api/horse-hotels', body: { ...hotelBody(), ...claimsToBe(owner) }, succeeds: 201 }),
  },
  'PUT /api/horse-hotels/:id': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => ({
      path: `/api/horse-hotels/${(await createHotel(db, { ownerId: owner.id })).id}`, body: hotelBody(), succeeds: 200,
    }),
  },
  'PATCH /api/horse-hotels/:id': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => ({
      path: `/api/horse-hotels/${(await createHotel(db, { ownerId: owner.id })).id}`,
      body: { description: 'Renamed by its owner', dailyRate: 40 },
      succeeds: 200,
    }),
  },
  'POST /api/horse-hotels/:id/reviews': {
    access: 'signed-in',
    prepare: async ({ db, owner }) => ({
      path: `/api/horse-hotels/${(await createHotel(db)).id}/reviews`,
      body: { rating: 5, reviewText: 'Clean stalls', ...claimsToBe(owner) },
      succeeds: 201,
    }),
  },
  'PUT /api/horse-hotels/:id/reviews/:reviewId': {
    access: 'owner',
    othersGet: 403,
    prepare: async (world) => {
      const review = await ownedHotelReview(world);
      return {
        path: `/api/horse-hotels/${review.horseHotelId}/reviews/${review.id}`,
        body: { rating: 4, reviewText: 'Better on a second stay', ...claimsToBe(world.owner) },
        succeeds: 200,
      };
    },
  },

  'POST /api/service-providers': {
    access: 'signed-in',
    prepare: async ({ owner }) => ({
      path: '/api/service-providers',
      body: { type: 'farrier', displayName: `Shoer ${unique()}`, website: 'https://farrier.example', ...claimsToBe(owner) },
      succeeds: 201,
    }),
  },
  'PUT /api/service-providers/:id': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => ({
      path: `/api/service-providers/${(await createServiceProvider(db, { userId: owner.id })).id}`,
      body: { type: 'veterinarian', displayName: `Vet ${unique()}`, website: 'https://vet.example' },
      succeeds: 200,
    }),
  },

  'POST /api/trips': {
    access: 'signed-in',
    prepare: async ({ owner }) => ({
      path: '/api/trips',
      body: { name: `Trip ${unique()}`, startDate: inDays(1), endDate: inDays(4), startLocation: 'Ocala, FL', ...claimsToBe(owner) },
      succeeds: 201,
    }),
  },
  'PATCH /api/trips/:id': {
    access: 'owner',
    othersGet: 404,
    prepare: async ({ db, owner }) => ({
      path: `/api/trips/${(await createTrip(db, owner.id)).id}`, body: { name: 'Renamed trip', notes: 'Leave at 5' }, succeeds: 200,
    }),
  },
  'DELETE /api/trips/:id': {
    access: 'owner',
    othersGet: 404,
    prepare: async ({ db, owner }) => ({ path: `/api/trips/${(await createTrip(db, owner.id)).id}`, succeeds: 204 }),
  },
  'POST /api/trips/:tripId/events': {
    access: 'owner',
    othersGet: 404,
    prepare: async ({ db, owner }) => ({
      path: `/api/trips/${(await createTrip(db, owner.id)).id}/events`, body: { eventId: (await createEvent(db)).id }, succeeds: 201,
    }),
  },
  'POST /api/trips/:tripId/horse-hotels': {
    access: 'owner',
    othersGet: 404,
    prepare: async ({ db, owner }) => ({
      path: `/api/trips/${(await createTrip(db, owner.id)).id}/horse-hotels`,
      body: { horseHotelId: (await createHotel(db)).id, checkInDate: inDays(2), checkOutDate: inDays(3) },
      succeeds: 201,
    }),
  },
  'POST /api/trips/:tripId/services': {
    access: 'owner',
    othersGet: 404,
    prepare: async ({ db, owner }) => ({
      path: `/api/trips/${(await createTrip(db, owner.id)).id}/services`,
      body: { serviceProviderId: (await createServiceProvider(db)).id, scheduledDate: inDays(2) },
      succeeds: 201,
    }),
  },
  'PUT /api/trips/:id/order': {
    access: 'owner',
    othersGet: 404,
    prepare: async ({ db, owner }) => {
      const trip = await createTrip(db, owner.id);
      const [first, second] = [await tripItems.events(db, trip.id), await tripItems['horse-hotels'](db, trip.id)];
      return { path: `/api/trips/${trip.id}/order`, body: { stopIds: [second.id, first.id] }, succeeds: 200 };
    },
  },
  'POST /api/trips/:id/overnight-suggestions': {
    access: 'owner',
    othersGet: 404,
    prepare: async ({ db, owner }) => ({
      path: `/api/trips/${(await createTrip(db, owner.id)).id}/overnight-suggestions`,
      body: { roads: [{ fromStopId: null, toStopId: null, path: [{ lat: 32.75, lng: -97.33 }, { lat: 35.47, lng: -97.52 }], miles: 205 }] },
      succeeds: 200,
    }),
  },
  'POST /api/trips/:id/share': {
    access: 'owner',
    othersGet: 404,
    prepare: async ({ db, owner }) => ({ path: `/api/trips/${(await createTrip(db, owner.id)).id}/share`, succeeds: 200 }),
  },
  'DELETE /api/trips/:id/share': {
    access: 'owner',
    othersGet: 404,
    prepare: async ({ db, owner }) => ({ path: `/api/trips/${(await createTrip(db, owner.id)).id}/share`, succeeds: 204 }),
  },
  ...tripItemRoutes('events'),
  ...tripItemRoutes('horse-hotels'),
  ...tripItemRoutes('services'),

  // Reading a real flyer costs seconds of CPU (the OCR tests do it); a file that is not an image is enough to
  // prove the request got through to the route.
  'POST /api/ocr/extract-flyer': {
    access: 'signed-in',
    multipart: true,
    prepare: async () => ({
      path: '/api/ocr/extract-flyer',
      file: { field: 'file', bytes: Buffer.from('not an image'), filename: 'flyer.jpg', contentType: 'image/jpeg' },
      succeeds: 400,
    }),
  },
  // Photos (issue 18): uploads.
  'POST /api/uploads': {
    access: 'signed-in',
    multipart: true,
    prepare: async () => ({
      path: '/api/uploads',
      file: {
        field: 'file',
        bytes: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } }).jpeg().toBuffer(),
        filename: 'arena.jpg',
        contentType: 'image/jpeg',
      },
      succeeds: 201,
    }),
  },
  'DELETE /api/uploads/:id': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => ({ path: `/api/uploads/${(await createUpload(db, owner.id)).id}`, succeeds: 204 }),
  },
  // Ground reports (issue 18).
  'POST /api/arenas/:id/footing-reports': {
    access: 'signed-in',
    prepare: async ({ db }) => ({
      path: `/api/arenas/${(await createArena(db, { timeZone: 'America/Chicago' })).id}/footing-reports`,
      body: { condition: 'good', riddenOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date()), notes: 'Worked ground' },
      succeeds: 201,
    }),
  },
  'PUT /api/arenas/:id': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => ({
      path: `/api/arenas/${(await createArena(db, { createdBy: owner.id })).id}`,
      body: { name: `Edited Arena ${unique()}`, city: 'Stephenville', state: 'TX', footingType: 'Washed sand', ...claimsToBe(owner) },
      succeeds: 200,
    }),
  },
  'DELETE /api/arenas/:id': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => ({ path: `/api/arenas/${(await createArena(db, { createdBy: owner.id })).id}`, succeeds: 204 }),
  },
  'PATCH /api/footing-reports/:id': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => {
      const [report] = await db.insert(footingReports).values({
        arenaId: (await createArena(db)).id, userId: owner.id, condition: 'good', riddenOn: '2026-01-05',
      }).returning();
      return { path: `/api/footing-reports/${report.id}`, body: { condition: 'fair', notes: 'Dragged', ...claimsToBe(owner) }, succeeds: 200 };
    },
  },
  'DELETE /api/footing-reports/:id': {
    access: 'owner',
    othersGet: 403,
    prepare: async ({ db, owner }) => {
      const [report] = await db.insert(footingReports).values({
        arenaId: (await createArena(db)).id, userId: owner.id, condition: 'good', riddenOn: '2026-01-05',
      }).returning();
      return { path: `/api/footing-reports/${report.id}`, succeeds: 204 };
    },
  },
  // Arena photos and reviews (issue 18).
  'POST /api/arenas/:id/photos': {
    access: 'signed-in',
    // Sent by the other rider (signed-in routes are), with their own upload, while the body claims to be the owner.
    prepare: async ({ db, owner, other }) => ({
      path: `/api/arenas/${(await createArena(db)).id}/photos`,
      body: { uploadId: (await createUpload(db, other.id)).id, photoType: 'parking', ...claimsToBe(owner) },
      succeeds: 201,
    }),
  },
  'POST /api/reviews/:id/helpful': {
    access: 'signed-in',
    prepare: async ({ db }) => ({ path: `/api/reviews/${(await someonesArenaReview(db)).id}/helpful`, succeeds: 200 }),
  },
  'DELETE /api/reviews/:id/helpful': {
    access: 'signed-in',
    prepare: async ({ db }) => ({ path: `/api/reviews/${(await someonesArenaReview(db)).id}/helpful`, succeeds: 200 }),
  },
  'POST /api/horse-hotels/:id/photos': {
    access: 'signed-in',
    prepare: async ({ db, owner, other }) => ({
      path: `/api/horse-hotels/${(await createHotel(db)).id}/photos`,
      body: { uploadId: (await createUpload(db, other.id)).id, ...claimsToBe(owner) },
      succeeds: 201,
    }),
  },
};

/** A route's family, for reports: `/api/trips/:id/events` -> `trips`. */
export const familyOf = (key: string) => key.split(' ')[1].split('/')[2];

type Agent = ReturnType<typeof request.agent>;

/** Sends a prepared request for route `key` (its method is the key's first word) on `agent`. */
export function sendPrepared(agent: Agent, key: string, prepared: PreparedRequest, headers: Record<string, string> = {}) {
  const method = key.split(' ')[0].toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
  const pending = agent[method](prepared.path).set(headers);
  if (prepared.file) {
    const { field, bytes, filename, contentType } = prepared.file;
    return pending.attach(field, bytes, { filename, contentType });
  }
  return prepared.body ? pending.send(prepared.body) : pending;
}
