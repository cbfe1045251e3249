import { desc, eq, inArray, sql } from 'drizzle-orm';
import { ARENA_PAGE_REVIEWS, type ArenaReview } from '@shared/contracts/arenas';
import type { HorseHotelReviewItem, HorseHotelView } from '@shared/contracts/hotels';
import type { ServiceProviderItem } from '@shared/contracts/services';
import type { SavedEventEntry } from '@shared/contracts/social';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arenaFollows, arenaLikes, arenaPhotos, arenas, eventComments, eventProducerFollows, eventProducers, events, footingReports, horseHotelPhotos, horseHotelReviews, horseHotels, notifications,
  reviewHelpfulVotes, reviews, savedEvents, serviceProviders, sessions, tripEvents, userBadges, userFollows, users, eventAttendance,
} from '@shared/schema';
import { greatCircleMiles } from '@shared/geo';
import { arenaListQuery } from '@shared/validation/arenas';
import { hotelListQuery } from '@shared/validation/hotels';
import { serviceListQuery } from '@shared/validation/services';
import { eventListQuery } from '@shared/validation/events';
import { interpolateGreatCircle } from '@shared/trip-plan/geometry';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { parsedRows } from '../test/shared-list-views';
import { createHotel, createServiceProvider, createTrip, createUser } from '../test/factories';
import { sessionWithUserReader } from '../features/users/users.accounts.repo';
import { findUserProfileView } from '../features/users/users.repo';
import { eventViewerFlags } from '../features/events/events.viewer-flags';
import { arenaViewerFlags } from '../features/arenas/arenas.viewer-flags';
import { eventExists, findEvent, listEventHorseHotels, listEvents } from '../features/events/events.repo';
import { listFollowedRidersGoing } from '../features/events/events.attendance.repo';
import { arenaIsListed, findArenaView, listArenas } from '../features/arenas/arenas.repo';
import { findOwnArenaReview, listArenaReviewPage, listNewestArenaReviews } from '../features/arenas/arenas.reviews.repo';
import { listArenaGalleryPage } from '../features/arenas/arenas.photos.repo';
import { listNotifications } from '../features/notifications/notifications.repo';
import {
  likeArena, listArenaFollows, listProducerFollows, listSavedEvents, saveEvent,
} from '../features/social/social.repo';
import { listEventComments } from '../features/events/events.comments.repo';
import { listFootingReports } from '../features/footing-reports/footing-reports.repo';
import { findHotel, hotelExists, listHotelGalleryPage, listHotels, listNearbyArenas } from '../features/hotels/hotels.repo';
import { listHotelReviews } from '../features/hotels/hotels.reviews.repo';
import { findServiceProvider, listServiceProviders } from '../features/services/services.repo';
import { findProducer } from '../features/producers/producers.repo';
import { listArenaHorseHotels } from '../features/arenas/arenas.hotels.repo';
import { findOvernightSuggestions } from '../features/trips/trips.overnight.repo';
import { findTrip, listTrips } from '../features/trips/trips.repo';
import { createDb, createPool, type Database } from './client';
import { insertRows } from './seed/batch';
import { NO_UUID, planSizedArray } from './prepared';

/**
 * The statements every signed-in request runs (its session, its page's flags) take arrays of keys. PostgreSQL
 * plans such a statement's generic plan for ten keys; run with fewer, it planned it again for every execution.
 */
let t: TestDatabase;

/** Riders with sessions, saves, likes and follows, so the planner costs the lookups as on a real database. */
const RIDERS = 2_000;
let riderIds: string[];
let arenaIds: string[];
let eventIds: string[];
let hotelIds: string[];

beforeAll(async () => {
  t = await createTestDatabase();
  riderIds = (await t.db.insert(users).values(Array.from({ length: RIDERS }, (_, index) => ({
    email: `planned-${index}@example.com`, firstName: 'Planned', lastName: `Rider ${index}`,
  }))).returning({ id: users.id })).map((row) => row.id);
  arenaIds = (await t.db.insert(arenas).values(Array.from({ length: 100 }, (_, index) => ({
    name: `Planned Arena ${index}`, city: 'Fort Worth', state: 'TX', latitude: '32.7555000', longitude: '-97.3308000',
  }))).returning({ id: arenas.id })).map((row) => row.id);
  eventIds = (await t.db.insert(events).values(Array.from({ length: 1_000 }, (_, index) => ({
    name: `Planned Event ${index}`, date: new Date(Date.now() + (index + 1) * 3_600_000), time: '7:00 PM',
    arenaId: arenaIds[index % arenaIds.length],
  }))).returning({ id: events.id })).map((row) => row.id);
  const expire = new Date(Date.now() + 86_400_000);
  await insertRows(t.db, sessions,
    riderIds.map((userId, index) => ({ sid: `planned-${index}`, sess: { cookie: {}, passport: { user: userId } }, expire })));
  const perRider = (count: number, keys: string[]) => riderIds.flatMap((userId, rider) =>
    Array.from({ length: count }, (_, index) => ({ userId, key: keys[(rider * 7 + index * 13) % keys.length] })));
  await insertRows(t.db, savedEvents,
    perRider(5, eventIds).map(({ userId, key }) => ({ userId, eventId: key })));
  await insertRows(t.db, arenaLikes,
    perRider(3, arenaIds).map(({ userId, key }) => ({ userId, arenaId: key })));
  await insertRows(t.db, arenaFollows,
    perRider(3, arenaIds).map(({ userId, key }) => ({ userId, arenaId: key })));
  await insertRows(t.db, reviews, riderIds.map((userId, rider) => ({
    userId, arenaId: arenaIds[rider % arenaIds.length], rating: 1 + (rider % 5), reviewText: `Review ${rider}`,
  })));
  await insertRows(t.db, eventComments, riderIds.map((userId, rider) => ({
    userId, eventId: eventIds[rider % 100], commentText: `Comment ${rider}`,
  })));
  const today = new Date().toISOString().slice(0, 10);
  await insertRows(t.db, footingReports, riderIds.map((userId, rider) => ({
    userId, arenaId: arenaIds[rider % arenaIds.length], condition: 'good' as const, riddenOn: today,
  })));
  // More producers than PostgreSQL's statistics list by name (100), as on a real database: with a few dozen, every
  // producer is a known common value, a key no row has is costed as matching nothing, and a page without producers
  // gets a plan of its own every time.
  const producerIds = (await t.db.insert(eventProducers).values(Array.from({ length: 1_000 }, (_, index) => ({
    name: `Planned Producer ${index}`,
  }))).returning({ id: eventProducers.id })).map((row) => row.id);
  await insertRows(t.db, eventProducerFollows,
    perRider(2, producerIds).map(({ userId, key }) => ({ userId, producerId: key })));
  hotelIds = (await t.db.insert(horseHotels).values(Array.from({ length: 200 }, (_, index) => ({
    name: `Planned Hotel ${index}`, city: 'Weatherford', state: 'TX', latitude: '32.7593000', longitude: '-97.7973000',
  }))).returning({ id: horseHotels.id })).map((row) => row.id);
  await t.db.execute(sql`vacuum analyze`);
});
afterAll(async () => { await t.close(); });

/** Runs `read` eight times on a connection of its own, then says how PostgreSQL planned the statement `name`. */
async function plansOf(name: string, read: (db: Database, run: number) => Promise<void>) {
  const pool = createPool(t.connectionString, 1);
  try {
    const db = createDb(pool);
    for (let run = 0; run < 8; run += 1) await read(db, run);
    const { rows: [plans] } = await pool.query<{ generic: number; custom: number }>(
      'select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name like $1', [`${name}%`]);
    return plans;
  } finally {
    await pool.end();
  }
}

describe('array parameters sized for the generic plan', () => {
  it('are filled up to ten with a key that matches nothing, and longer arrays are left as they are', () => {
    expect(planSizedArray(['a', 'b'], '')).toEqual(['a', 'b', '', '', '', '', '', '', '', '']);
    expect(planSizedArray([], NO_UUID)).toEqual(Array.from({ length: 10 }, () => NO_UUID));
    const twelve = Array.from({ length: 12 }, (_, index) => `k${index}`);
    expect(planSizedArray(twelve, '')).toEqual(twelve);
  });

  it('keep the session read on one plan per connection, and it still finds only its own session', async () => {
    const rider = await createUser(t.db);
    const expire = new Date(Date.now() + 86_400_000);
    await t.db.insert(sessions).values([
      { sid: 'plan-test-session', sess: { cookie: {}, passport: { user: rider.id } }, expire },
      { sid: 'plan-test-visitor', sess: { cookie: {} }, expire },
    ]);
    const plans = await plansOf('sessions_with_users', async (db) => {
      const read = sessionWithUserReader(db);
      const [signedIn, visitor, unknown] = await Promise.all([read('plan-test-session'), read('plan-test-visitor'), read('')]);
      expect(signedIn?.user?.id).toBe(rider.id);
      expect(visitor).toMatchObject({ user: null });
      expect(unknown).toBeNull();
    });
    // The first five executions are planned for their values; from then on PostgreSQL keeps the generic plan.
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });

  it('keep a page\'s event flags on one plan per connection, with the viewer\'s own flags', async () => {
    const [rider] = riderIds;
    const saved = await t.db.select().from(savedEvents).where(eq(savedEvents.userId, rider));
    const page = await t.db.select().from(events).where(inArray(events.id, [saved[0].eventId, eventIds[500], saved[1].eventId]));
    const plans = await plansOf('event_viewer_flags', async (db) => {
      const { flags } = await eventViewerFlags(db, page, rider);
      const savedIds = new Map(saved.map((save) => [save.eventId, save.id]));
      expect(flags.map((flag) => flag.savedEventId)).toEqual(page.map((event) => savedIds.get(event.id) ?? null));
      expect(flags.filter((flag) => flag.isSaved)).toHaveLength(2);
    });
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });

  it('keep a page\'s arena flags on one plan per connection, with the viewer\'s own likes', async () => {
    const [rider] = riderIds;
    const liked = (await t.db.select().from(arenaLikes).where(eq(arenaLikes.userId, rider))).map((like) => like.arenaId);
    const page = [liked[0], ...arenaIds.filter((id) => !liked.includes(id)).slice(0, 3), liked[1]].map((id) => ({ id }));
    const plans = await plansOf('arena_viewer_flags', async (db) => {
      const { flags } = await arenaViewerFlags(db, page, rider);
      expect(flags.map((flag) => flag.isLiked)).toEqual([true, false, false, false, true]);
    });
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });
});

describe('a detail page\'s statements', () => {
  it('plan an event once per connection, each run with its own event', async () => {
    const plans = await plansOf('event_by_id', async (db, run) => {
      const eventId = eventIds[run * 100];
      expect((await findEvent(db, eventId, null))?.id).toBe(eventId);
    });
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });

  it('plan an arena once per connection, each run with its own arena and its upcoming events counted today', async () => {
    const plans = await plansOf('arena_by_id', async (db, run) => {
      const arena = await findArenaView(db, arenaIds[run], null);
      expect(arena).toMatchObject({ id: arenaIds[run], eventCount: 10, reviewCount: 20 });
    });
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });

  it('plan an event signed in once per connection, with the rider\'s own flags read with it', async () => {
    const plans = await plansOf('event_by_id', async (db, run) => {
      const rider = riderIds[run];
      const [save] = await t.db.select().from(savedEvents).where(eq(savedEvents.userId, rider)).limit(1);
      expect(await findEvent(db, save.eventId, rider)).toMatchObject({ id: save.eventId, isSaved: true, savedEventId: save.id });
      expect(await findEvent(db, save.eventId, riderIds[RIDERS - 1 - run])).toMatchObject({ isSaved: false, savedEventId: null });
    });
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });

  it('plan an arena signed in once per connection, with the rider\'s own like and follow read with it', async () => {
    const plans = await plansOf('arena_by_id', async (db, run) => {
      const rider = riderIds[run];
      const [like] = await t.db.select().from(arenaLikes).where(eq(arenaLikes.userId, rider)).limit(1);
      expect(await findArenaView(db, like.arenaId, rider)).toMatchObject({ id: like.arenaId, isLiked: true, arenaLikeId: like.id });
    });
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });

  it('plan an arena\'s reviews once per connection, with the viewer\'s own Helpful votes', async () => {
    const [viewer] = riderIds;
    // The newest of its reviews, on the arena page's first ones.
    const [voted] = await t.db.select().from(reviews).where(eq(reviews.arenaId, arenaIds[7])).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(1);
    await t.db.insert(reviewHelpfulVotes).values({ reviewId: voted.id, userId: viewer });
    const plans = await plansOf('arena_reviews', async (db, run) => {
      const arenaId = arenaIds[run];
      const found = await listNewestArenaReviews(db, arenaId, viewer);
      expect(found).toHaveLength(ARENA_PAGE_REVIEWS);
      expect(found.every((review) => review.arenaId === arenaId)).toBe(true);
      expect(found.filter((review) => review.isHelpful).map((review) => review.id)).toEqual(run === 7 ? [voted.id] : []);
    });
    expect(plans.generic).toBeGreaterThanOrEqual(3);
    expect((await listNewestArenaReviews(t.db, arenaIds[7], null)).some((review) => review.isHelpful)).toBe(false);
  });
});

describe('a save and a like', () => {
  it('are each planned once per connection, each run saving or liking its own target', async () => {
    const rider = riderIds[1];
    const saves = await plansOf('save_event', async (db, run) => {
      const eventId = eventIds[900 + run];
      expect(await saveEvent(db, rider, eventId)).toMatchObject({ created: true, row: { userId: rider, eventId } });
    });
    expect(saves.generic).toBeGreaterThanOrEqual(3);
    expect(await saveEvent(t.db, rider, eventIds[900])).toMatchObject({ created: false, row: { eventId: eventIds[900] } });
    expect(await saveEvent(t.db, rider, NO_UUID)).toBeNull();

    const likes = await plansOf('like_arena', async (db, run) => {
      const arenaId = arenaIds[90 + run];
      expect(await likeArena(db, rider, arenaId)).toMatchObject({ created: true, row: { userId: rider, arenaId } });
    });
    expect(likes.generic).toBeGreaterThanOrEqual(3);
  });
});

describe('the parts of an event\'s, an arena\'s and a hotel\'s page', () => {
  it('plan a page of an event\'s comments once per connection, each run with its own event\'s', async () => {
    const plans = await plansOf('event_comment_page', async (db, run) => {
      const eventId = eventIds[run];
      const page = await listEventComments(db, eventId, { limit: 10, offset: 0 });
      expect(page?.total).toBe(20);
      expect(page?.rows).toHaveLength(10);
      expect(page?.rows.every((comment) => comment.eventId === eventId)).toBe(true);
    });
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });

  it('plan a page of an arena\'s ground reports once per connection, each run with its own arena\'s', async () => {
    const plans = await plansOf('footing_report_page', async (db, run) => {
      const arenaId = arenaIds[run];
      const page = await listFootingReports(db, arenaId, { limit: 5, offset: run % 2 ? 5 : 0 });
      expect(page?.total).toBe(20);
      expect(page?.rows).toHaveLength(5);
      expect(page?.rows.every((report) => report.arenaId === arenaId)).toBe(true);
    });
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });

  it('plan a hotel once per connection, each run with its own hotel and distance', async () => {
    const plans = await plansOf('hotel_by_id', async (db, run) => {
      const hotel = await findHotel(db, hotelIds[run], { lat: 32.7593, lng: -97.7973 + run * 0.1 });
      expect(hotel?.id).toBe(hotelIds[run]);
      expect(hotel?.distance).toBeCloseTo(run * 5.8, 0);
    });
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });
});

describe('a rider\'s saved events', () => {
  it('are planned once per connection, each run with its own rider\'s saves, soonest first', async () => {
    const plans = await plansOf('saved_event_page', async (db, run) => {
      const rider = riderIds[100 + run];
      const page = await listSavedEvents(db, rider, { limit: 3, offset: 0 });
      const rows = parsedRows<SavedEventEntry>(page.rows);
      expect(page.total).toBe(5);
      expect(rows).toHaveLength(3);
      expect(rows.every((saved) => saved.userId === rider)).toBe(true);
      const dates = rows.map((saved) => new Date(saved.event.date).getTime());
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
    });
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });
});

describe('a rider\'s follows', () => {
  it('of arenas and of producers are planned once per connection, each run with its own rider\'s, newest first', async () => {
    for (const [name, list, count] of [
      ['arena_follow_page', listArenaFollows, 3], ['producer_follow_page', listProducerFollows, 2],
    ] as const) {
      const plans = await plansOf(name, async (db, run) => {
        const rider = riderIds[200 + run];
        const page = await list(db, rider, { limit: 2, offset: 0 });
        const rows = parsedRows<{ userId: string; createdAt: string }>(page.rows);
        expect(page.total).toBe(count);
        expect(rows).toHaveLength(2);
        expect(rows.every((follow) => follow.userId === rider)).toBe(true);
        const times = rows.map((follow) => new Date(follow.createdAt).getTime());
        expect(times).toEqual([...times].sort((a, b) => b - a));
      });
      expect(plans.generic).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('a trip\'s overnight suggestions', () => {
  it('search hotels and services along its drives with statements planned once per connection, each run its own trip\'s', async () => {
    const fortWorth = { lat: 32.7555, lng: -97.3308 };
    const denver = { lat: 39.7392, lng: -104.9903 };
    const [denverArena] = await t.db.insert(arenas).values({
      name: 'Denver Planned Arena', city: 'Denver', state: 'CO', latitude: '39.7392000', longitude: '-104.9903000',
    }).returning();
    const coordinates = (point: { lat: number; lng: number }) => ({ latitude: point.lat.toFixed(7), longitude: point.lng.toFixed(7) });
    // The 495-mile day ends about 412 great-circle miles out of Fort Worth: one hotel there per trip, and one vet.
    const onRoute = interpolateGreatCircle(fortWorth, denver, 400 / greatCircleMiles(fortWorth, denver));
    const day = 86_400_000;
    const trips = await Promise.all(Array.from({ length: 8 }, async (_, run) => {
      const userId = riderIds[300 + run];
      const [event] = await t.db.insert(events).values({
        name: `Denver Derby ${run}`, date: new Date(Date.now() + 3 * day), time: '7:00 PM', arenaId: denverArena.id,
      }).returning();
      const trip = await createTrip(t.db, userId, {
        name: `To Denver ${run}`, startDate: new Date(Date.now() + day), endDate: new Date(Date.now() + 6 * day),
        startLocation: 'Fort Worth, TX', startLatitude: '32.7555000', startLongitude: '-97.3308000',
      });
      await t.db.insert(tripEvents).values({ tripId: trip.id, eventId: event.id });
      const hotel = await createHotel(t.db, { name: `Limit Stables ${run}`, ...coordinates({ lat: onRoute.lat + 0.01 * run, lng: onRoute.lng }) });
      const vet = await createServiceProvider(t.db, {
        displayName: `Route Vet ${run}`, type: 'veterinarian', ...coordinates({ lat: onRoute.lat - 0.01 * run, lng: onRoute.lng }),
      });
      return { userId, trip, hotel, vet };
    }));
    // Thousands of places east of the drive (none along it), so the planner costs a box search as on a real database:
    // a plan made for one box's values is costed cheaper than the generic plan, made for ten, and without the boxes
    // filled up to ten it was made again at every run.
    const spread = Array.from({ length: 2_000 }, (_, index) => coordinates({ lat: 26 + (index % 40) * 0.5, lng: -94 + Math.floor(index / 40) * 0.45 }));
    await insertRows(t.db, horseHotels, spread.map((point, index) => ({ name: `Spread Hotel ${index}`, city: 'Town', state: 'TX', ...point })));
    await insertRows(t.db, serviceProviders, spread.map((point, index) => ({ displayName: `Spread Farrier ${index}`, type: 'farrier', ...point })));
    await t.db.execute(sql`analyze horse_hotels, service_providers`);
    const hotelIdsOnRoute = trips.map(({ hotel }) => hotel.id).sort();
    const vetIds = trips.map(({ vet }) => vet.id).sort();
    for (const statement of ['trip_plan_own_trip', 'overnight_hotel_positions_in_cells', 'overnight_hotel_details', 'overnight_service_positions_in_cells', 'overnight_service_details']) {
      const plans = await plansOf(statement, async (db, run) => {
        const { userId, trip } = trips[run];
        const view = await findOvernightSuggestions(db, userId, trip.id);
        const [leg] = view!.legs;
        expect(leg.nights.map(({ hotels }) => hotels.map((hotel) => hotel.horseHotelId).sort())).toEqual([hotelIdsOnRoute]);
        expect(leg.services.map((service) => service.serviceProviderId).sort()).toEqual(vetIds);
        expect(await findOvernightSuggestions(db, riderIds[299], trip.id)).toBeNull();
      });
      expect(plans.generic).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the rest of an arena\'s, a hotel\'s and an event\'s pages', () => {
  it('plan the rider\'s own review of an arena once per connection, each run the rider\'s own', async () => {
    const plans = await plansOf('own_arena_review', async (db, run) => {
      // Rider n reviewed arena n.
      const rider = riderIds[run];
      expect(await findOwnArenaReview(db, arenaIds[run], rider)).toMatchObject({ userId: rider, arenaId: arenaIds[run], isHelpful: false });
      expect(await findOwnArenaReview(db, arenaIds[run + 1], rider)).toBeNull();
    });
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });

  it('plan a page of an arena\'s and of a hotel\'s photos once per connection, each run with its own place\'s, newest first', async () => {
    const uploadedBy = riderIds[0];
    const at = (index: number) => new Date(Date.now() - index * 60_000);
    await insertRows(t.db, arenaPhotos, arenaIds.flatMap((arenaId) => [0, 1, 2].map((index) => ({
      arenaId, photoUrl: `/photos/${arenaId}-${index}.webp`, photoType: 'arena', uploadedBy, createdAt: at(index),
    }))));
    await insertRows(t.db, horseHotelPhotos, hotelIds.flatMap((horseHotelId) => [0, 1, 2].map((index) => ({
      horseHotelId, photoUrl: `/photos/${horseHotelId}-${index}.webp`, uploadedBy, createdAt: at(index),
    }))));
    await t.db.execute(sql`analyze arena_photos, horse_hotel_photos`);
    for (const [name, list, placeIds] of [
      ['arena_gallery_page', listArenaGalleryPage, arenaIds], ['hotel_gallery_page', listHotelGalleryPage, hotelIds],
    ] as const) {
      const plans = await plansOf(name, async (db, run) => {
        const placeId = placeIds[run];
        const page = await list(db, placeId, { limit: 2, offset: run % 2 });
        expect(page.total).toBe(3);
        expect(page.rows.map((photo) => photo.url)).toEqual([0, 1].map((index) => `/photos/${placeId}-${index + (run % 2)}.webp`));
      });
      expect(plans.generic).toBeGreaterThanOrEqual(3);
      expect(await list(t.db, placeIds[0], { limit: 2, offset: 4 })).toEqual({ rows: [], total: 3 });
    }
  });

  it('plan an event\'s existence once per connection, and its comments\' page with each writer\'s best badges', async () => {
    const exists = await plansOf('live_event', async (db, run) => {
      expect(await eventExists(db, eventIds[run])).toBe(true);
      expect(await eventExists(db, NO_UUID)).toBe(false);
    });
    expect(exists.generic).toBeGreaterThanOrEqual(3);

    // Event n's comments are by riders n, n + 100, ...: each of them holds a gold and a bronze badge, gold first.
    await insertRows(t.db, userBadges, riderIds.slice(0, 108).flatMap((userId) => [
      { userId, badgeType: 'top_reviewer', badgeLevel: 'bronze' as const }, { userId, badgeType: 'first_review', badgeLevel: 'gold' as const },
    ]));
    const badges = await plansOf('event_comment_page', async (db, run) => {
      const page = await listEventComments(db, eventIds[run], { limit: 2 + run, offset: 0 });
      expect(page?.rows).toHaveLength(2 + run);
      for (const comment of page?.rows ?? []) {
        const expected = riderIds.indexOf(comment.userId) < 108 ? ['gold', 'bronze'] : [];
        expect(comment.badges.map((badge) => badge.badgeLevel)).toEqual(expected);
      }
    });
    expect(badges.generic).toBeGreaterThanOrEqual(3);
  });
});

describe('a rider\'s notifications', () => {
  it('are planned once per connection and kind, each run with its own rider\'s, newest first', async () => {
    const kinds = ['new_event', 'new_follower'] as const;
    await insertRows(t.db, notifications, riderIds.slice(400, 416).flatMap((userId) => [0, 1, 2, 3].map((index) => ({
      userId, kind: kinds[index % 2], causeKey: `plan-${index}`, title: `Notification ${index}`, linkPath: '/events',
      createdAt: new Date(Date.now() - index * 60_000),
    }))));
    await t.db.execute(sql`analyze notifications`);
    for (const kind of [undefined, 'new_follower'] as const) {
      const plans = await plansOf('notification_page', async (db, run) => {
        const rider = riderIds[400 + run + (kind ? 8 : 0)];
        const page = await listNotifications(db, rider, { kind, limit: 2, offset: 0 });
        expect(page.total).toBe(kind ? 2 : 4);
        expect(page.rows.map((row) => row.title)).toEqual(kind ? ['Notification 1', 'Notification 3'] : ['Notification 0', 'Notification 1']);
      });
      expect(plans.generic).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the hotels beside an arena or event, and the arenas beside a hotel', () => {
  it('are planned once per connection, each run with its own place, nearest first', async () => {
    const nearestFirst = (rows: { distance: number | null }[]) => {
      const miles = rows.map((row) => row.distance!);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
    };
    // The riders' hotels are in Weatherford and their arenas in Fort Worth, 27 miles apart.
    for (const [name, list, ownerIds, nearby] of [
      ['arena_hotel_page', listArenaHorseHotels, arenaIds, 200],
      ['event_hotel_page', listEventHorseHotels, eventIds, 200],
      ['hotel_arena_page', listNearbyArenas, hotelIds, 100],
    ] as const) {
      const plans = await plansOf(name, async (db, run) => {
        const page = await list(db, ownerIds[run], { limit: 5, offset: 0 });
        expect(page?.total).toBe(nearby);
        expect(page?.rows).toHaveLength(5);
        nearestFirst(page!.rows);
        expect(page!.rows[0].distance).toBeCloseTo(27, 0);
      });
      expect(plans.generic).toBeGreaterThanOrEqual(3);
      expect(await list(t.db, NO_UUID, { limit: 5, offset: 0 })).toBeNull();
    }
  });
});

describe('the pages behind an arena\'s, a hotel\'s, a producer\'s and a service\'s links', () => {
  it('check an arena and a hotel once per connection, and find a service provider and a producer by id', async () => {
    const providers = await t.db.insert(serviceProviders).values(Array.from({ length: 8 }, (_, index) => ({
      type: 'farrier', displayName: `Planned Farrier ${index}`,
    }))).returning({ id: serviceProviders.id });
    const [producer] = await t.db.select().from(eventProducers).limit(1);
    for (const [name, read] of [
      ['listed_arena', async (db: Database, run: number) => {
        expect(await arenaIsListed(db, arenaIds[run])).toBe(true);
        expect(await arenaIsListed(db, NO_UUID)).toBe(false);
      }],
      ['listed_hotel', async (db: Database, run: number) => {
        expect(await hotelExists(db, hotelIds[run])).toBe(true);
        expect(await hotelExists(db, NO_UUID)).toBe(false);
      }],
      ['service_provider_by_id', async (db: Database, run: number) => {
        expect(await findServiceProvider(db, providers[run].id)).toMatchObject({ id: providers[run].id, displayName: `Planned Farrier ${run}` });
        expect(await findServiceProvider(db, NO_UUID)).toBeNull();
      }],
      ['producer_by_id', async (db: Database, run: number) => {
        const rider = riderIds[run];
        const follows = await t.db.select().from(eventProducerFollows).where(eq(eventProducerFollows.userId, rider));
        expect(await findProducer(db, follows[0].producerId, rider)).toMatchObject({ id: follows[0].producerId, isFollowing: true });
        expect(await findProducer(db, producer.id, null)).toMatchObject({ id: producer.id, isFollowing: false, producerFollowId: null });
      }],
    ] as const) {
      const plans = await plansOf(name, read);
      expect(plans.generic).toBeGreaterThanOrEqual(3);
    }
  });

  it('plan a page of an arena\'s and of a hotel\'s reviews and their counts once per connection, each run its own place\'s', async () => {
    // Every arena has twenty reviews, one by each rider n with n % 100 its index.
    // The count is read by the page's statement; only a page past the end counts with a statement of its own.
    for (const [name, sort, offset] of [['arena_review_page', 'recent', 0], ['arena_review_page', 'rating', 0], ['arena_review_count', 'rating', 40]] as const) {
      const plans = await plansOf(name, async (db, run) => {
        const page = await listArenaReviewPage(db, arenaIds[run], riderIds[run], { sort, limit: 5, offset });
        expect(page?.total).toBe(20);
        const rows = parsedRows<ArenaReview>(page?.rows ?? []);
        expect(rows).toHaveLength(offset ? 0 : 5);
        expect(rows.every((review) => review.arenaId === arenaIds[run])).toBe(true);
      });
      expect(plans.generic).toBeGreaterThanOrEqual(3);
    }
    await insertRows(t.db, horseHotelReviews, hotelIds.slice(0, 8).flatMap((horseHotelId, hotel) => [0, 1, 2].map((index) => ({
      horseHotelId, userId: riderIds[hotel * 3 + index], rating: 1 + index, reviewText: `Stay ${index}`,
      createdAt: new Date(Date.now() - index * 60_000),
    }))));
    // The hotel's count of reviews is read by the page's statement; only a page past the end counts on its own.
    for (const [name, offset] of [['hotel_review_page', 0], ['hotel_review_count', 5]] as const) {
      const plans = await plansOf(name, async (db, run) => {
        const page = await listHotelReviews(db, hotelIds[run], { limit: 2, offset });
        expect(page?.total).toBe(3);
        expect(parsedRows<HorseHotelReviewItem>(page?.rows ?? []).map((review) => review.reviewText)).toEqual(offset ? [] : ['Stay 0', 'Stay 1']);
      });
      expect(plans.generic).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the riders a rider follows who are going to an event', () => {
  it('are planned once per connection, each run with its own rider and event', async () => {
    // Rider 500 + n follows riders 600 to 609, of whom 600 to 600 + n are going to event n.
    await insertRows(t.db, userFollows, Array.from({ length: 8 }, (_, run) => Array.from({ length: 10 }, (_, index) => ({
      followerId: riderIds[500 + run], followeeId: riderIds[600 + index],
    }))).flat());
    await insertRows(t.db, eventAttendance, Array.from({ length: 8 }, (_, run) => Array.from({ length: run + 1 }, (_, index) => ({
      eventId: eventIds[run], userId: riderIds[600 + index], status: 'going' as const,
    }))).flat());
    await t.db.execute(sql`analyze user_follows, event_attendance`);
    const plans = await plansOf('followed_riders_going', async (db, run) => {
      const going = await listFollowedRidersGoing(db, eventIds[run], riderIds[500 + run], 6);
      // Written together, they are shown by id: the first six.
      expect(going.map((rider) => rider.id)).toEqual(riderIds.slice(600, 601 + run).sort().slice(0, 6));
      expect(await listFollowedRidersGoing(db, eventIds[run], riderIds[700], 6)).toEqual([]);
    });
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });
});

describe('a rider\'s profile', () => {
  it('is planned once per connection, signed in and not, each run the rider asked for, with their counts', async () => {
    for (const signedIn of [true, false]) {
      const plans = await plansOf('user_profile', async (db, run) => {
        // Riders no other test here saves, likes or follows with.
        const rider = riderIds[1000 + run];
        const profile = await findUserProfileView(db, rider, signedIn ? riderIds[1001 + run] : null);
        // Each rider saved five events and follows three arenas and two producers.
        expect(profile).toMatchObject({ id: rider, savedEventsCount: 5, followedArenasCount: 3, followedProducersCount: 2, isFollowing: false });
        expect(await findUserProfileView(db, NO_UUID, signedIn ? rider : null)).toBeNull();
      });
      expect(plans.generic).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('a rider\'s trips', () => {
  it('are planned once per connection, the page with its count, the count past the end and one trip, each run the rider\'s own', async () => {
    const tripsOf = await Promise.all(Array.from({ length: 8 }, (_, run) => Promise.all([0, 1].map((index) =>
      createTrip(t.db, riderIds[800 + run], { name: `Plan Trip ${run}-${index}`, startDate: new Date(Date.now() + (index + 1) * 86_400_000) })))));
    for (const name of ['trip_page', 'trip_count', 'trip_by_id']) {
      const plans = await plansOf(name, async (db, run) => {
        const rider = riderIds[800 + run];
        const page = await listTrips(db, rider, { limit: 10, offset: 0 });
        expect(page.total).toBe(2);
        expect(page.rows.map((trip) => (JSON.parse(trip.json) as { name: string }).name)).toEqual([`Plan Trip ${run}-0`, `Plan Trip ${run}-1`]);
        expect(await listTrips(db, rider, { limit: 10, offset: 10 })).toEqual({ rows: [], total: 2 });
        expect(await findTrip(db, rider, tripsOf[run][1].id)).toMatchObject({ id: tripsOf[run][1].id, userId: rider });
        expect(await findTrip(db, riderIds[0], tripsOf[run][1].id)).toBeNull();
      });
      expect(plans.generic).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the events and arenas lists without a place', () => {
  it('keep one plan per connection, signed in, each run a rider of its own and the same first page', async () => {
    const namesOf = (rows: { json: string }[]) => rows.map((row) => (JSON.parse(row.json) as { name: string }).name);
    const pages = { events: [] as string[][], arenas: [] as string[][] };
    const plans = {
      events: await plansOf('events_list', async (db, run) => {
        pages.events.push(namesOf((await listEvents(db, eventListQuery.parse({ limit: '5' }), riderIds[run])).rows));
      }),
      arenas: await plansOf('arenas_list', async (db, run) => {
        pages.arenas.push(namesOf((await listArenas(db, arenaListQuery.parse({ limit: '5', sort: 'name' }), riderIds[run])).rows));
      }),
    };
    // The page's statement: its count of matches rides on it, capped at a limit written into it.
    expect(plans.events.generic).toBeGreaterThanOrEqual(3);
    expect(plans.arenas.generic).toBeGreaterThanOrEqual(3);
    for (const [list, runs] of Object.entries(pages)) {
      expect(runs[0], list).toHaveLength(5);
      for (const page of runs) expect(page, list).toEqual(runs[0]);
    }
    expect(pages.arenas[0]).toEqual([...pages.arenas[0]].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('of horse hotels and of service providers keep one plan per connection, each run the same first page', async () => {
    // As many as a real directory holds, so the planner costs a page of them as it would there.
    await insertRows(t.db, horseHotels, Array.from({ length: 3_000 }, (_, index) => ({
      name: `Directory Hotel ${index}`, city: 'Amarillo', state: 'TX', latitude: '35.2220000', longitude: '-101.8313000',
    })));
    await insertRows(t.db, serviceProviders, Array.from({ length: 3_000 }, (_, index) => ({
      type: index % 2 ? 'farrier' : 'trainer', displayName: `Directory Provider ${index}`,
    })));
    await t.db.execute(sql`analyze horse_hotels, service_providers`);
    const pages = { hotels: [] as string[][], services: [] as string[][] };
    const plans = {
      hotels: await plansOf('hotels_list', async (db) => {
        pages.hotels.push(parsedRows<HorseHotelView>((await listHotels(db, hotelListQuery.parse({ limit: '5' }))).rows).map((hotel) => hotel.name));
      }),
      services: await plansOf('services_list', async (db) => {
        pages.services.push(parsedRows<ServiceProviderItem>((await listServiceProviders(db, serviceListQuery.parse({ limit: '5' }))).rows)
          .map((provider) => provider.displayName));
      }),
    };
    expect(plans.hotels.generic).toBeGreaterThanOrEqual(3);
    expect(plans.services.generic).toBeGreaterThanOrEqual(3);
    for (const [list, runs] of Object.entries(pages)) {
      expect(runs[0], list).toHaveLength(5);
      for (const page of runs) expect(page, list).toEqual(runs[0]);
    }
  });
});
