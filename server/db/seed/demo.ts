import { inArray, sql } from 'drizzle-orm';
import {
  arenaFollows, arenaHorseHotels, arenaLikes, arenaPhotos, arenas, eventComments, eventHorseHotels, eventProducerFollows,
  eventAttendance, eventProducers, events, eventSeries, eventServiceProviders, feedItems, feedPostComments, horseHotelReviewPhotos, horseHotelReviews,
  horseHotels, reviewPhotos, reviews, savedEvents, serviceProviders, tripEvents, tripHorseHotels, trips, tripServices,
  userBadges, userFollows, userProfiles, users,
} from '@shared/schema';
import { hashPassword } from '../../auth/passwords';
import { lockUntilCommit } from '../advisory-lock';
import type { Database, Queryable } from '../client';
import { insertRows } from './batch';
import { buildArenaPhotos, buildArenas, withoutExtras } from './demo-arenas';
import { buildEventLogistics } from './demo-event-logistics';
import { buildEventComments, buildEvents, type DemoEvent } from './demo-events';
import { buildHotelLinks, buildHotels } from './demo-hotels';
import { buildPeople, buildProducers, DEMO_LOGIN_PASSWORD, DEMO_PEOPLE } from './demo-people';
import { buildArenaReviews, buildHotelReviews } from './demo-reviews';
import { buildEventServiceLinks, buildServiceProviders } from './demo-services';
import { buildDemoTrip, buildFeed, buildFeedComments, buildInterests } from './demo-social';
import { calendarDayIn, weekdayOf } from './dates';
import { createRandom } from './random';

export { DEMO_LOGIN_EMAIL, DEMO_LOGIN_PASSWORD } from './demo-people';

export type RowCounts = Record<string, number>;

/** Builds every demo row in memory; ids are generated here so children reference parents without round trips. */
function buildDemoData(now: Date, passwordHash: string, existingUserIds: Map<string, string>) {
  // One stream per section: changing one section leaves the others' data as it was.
  const random = (section: string) => createRandom(`cloverleaf-demo:${section}`);
  const people = buildPeople(random('people'), now, passwordHash, existingUserIds);
  const userIds = people.users.map((user) => user.id);
  const producers = buildProducers(random('producers'), now, people);
  const arenaRows = buildArenas(random('arenas'), now, userIds);
  const planned = buildEventLogistics(random('event-logistics'), now, buildEvents(random('events'), now, arenaRows, producers, userIds), arenaRows, userIds);
  const eventRows = planned.events;
  const upcoming = eventRows.filter((event) => event.date > now);
  const hotels = buildHotels(random('hotels'), now, userIds);
  const links = buildHotelLinks(now, arenaRows, hotels, eventRows);
  const providers = buildServiceProviders(random('services'), now, { farrier: userIds[7], trainer: userIds[1] });
  const arenaReviews = buildArenaReviews(random('reviews'), now, arenaRows, userIds);
  const hotelReviews = buildHotelReviews(random('hotel-reviews'), now, hotels.map((hotel) => hotel.id), userIds);
  const social = { userIds, arenas: arenaRows, upcoming, producers };
  const feed = buildFeed(random('feed'), now, social);

  // The trip goes to the first event a week or more away with a horse hotel nearby, in Texas if there is one.
  const tripCandidates = upcoming
    .filter((event) => event.date.getTime() - now.getTime() > 7 * 86_400_000 && links.nearbyByArena.get(event.arenaId)!.length > 0)
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  const arenaOf = (event: DemoEvent) => arenaRows.find((arena) => arena.id === event.arenaId)!;
  const isWeekendShow = (event: DemoEvent) => [5, 6].includes(weekdayOf(calendarDayIn(event.date, 'America/Chicago')));
  const tripEvent = tripCandidates.find((event) => arenaOf(event).state === 'TX' && isWeekendShow(event))
    ?? tripCandidates.find((event) => arenaOf(event).state === 'TX') ?? tripCandidates[0];
  const tripArena = arenaOf(tripEvent);
  const farriers = providers.filter((provider) => provider.type === 'farrier');
  const trip = buildDemoTrip(now, userIds[0], {
    event: tripEvent,
    arena: tripArena,
    hotel: links.nearbyByArena.get(tripArena.id)![0].hotel,
    service: farriers.find((provider) => provider.homeState === tripArena.state) ?? farriers[0],
  });

  return {
    people,
    producers: withoutExtras<typeof eventProducers.$inferInsert>(producers),
    arenas: withoutExtras<typeof arenas.$inferInsert>(arenaRows),
    arenaPhotos: buildArenaPhotos(random('arena-photos'), now, arenaRows, userIds),
    reviews: arenaReviews.reviews,
    reviewPhotos: arenaReviews.photos,
    hotels,
    arenaHotelLinks: links.arenaLinks,
    hotelReviews: hotelReviews.reviews,
    hotelReviewPhotos: hotelReviews.photos,
    providers: withoutExtras<typeof serviceProviders.$inferInsert>(providers),
    eventSeries: planned.series,
    events: eventRows,
    eventAttendance: planned.attendance,
    eventHotelLinks: links.eventLinks,
    eventServiceLinks: buildEventServiceLinks(random('event-services'), now, upcoming, providers,
      new Map(producers.map((producer) => [producer.id, producer.userId ?? null]))),
    comments: buildEventComments(random('comments'), now, upcoming, userIds),
    feed,
    feedComments: buildFeedComments(random('feed-comments'), now, feed, userIds),
    interests: buildInterests(random('interests'), now, social),
    trip,
  };
}

async function insertDemoData(tx: Queryable, now: Date, passwordHash: string): Promise<RowCounts> {
  const emails = DEMO_PEOPLE.map((p) => p.email);
  const existing = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const data = buildDemoData(now, passwordHash, new Map(existing.map((user) => [user.email!, user.id])));

  // The demo accounts may exist already (a reset that kept users): refresh their names and password instead.
  await tx.insert(users).values(data.people.users).onConflictDoUpdate({
    target: users.email,
    set: {
      firstName: sql`excluded.first_name`, lastName: sql`excluded.last_name`,
      passwordHash: sql`excluded.password_hash`, updatedAt: sql`now()`,
    },
  });
  await tx.insert(userProfiles).values(data.people.profiles).onConflictDoNothing();
  await tx.insert(userFollows).values(data.people.follows).onConflictDoNothing();
  await tx.insert(userBadges).values(data.people.badges).onConflictDoNothing();

  const counts: RowCounts = {
    users: data.people.users.length,
    user_profiles: data.people.profiles.length,
    user_follows: data.people.follows.length,
    user_badges: data.people.badges.length,
  };
  const insert = async <T extends Parameters<typeof insertRows>[1]>(table: T, name: string, rows: T['$inferInsert'][]) => {
    await insertRows(tx, table, rows);
    counts[name] = rows.length;
  };
  await insert(eventProducers, 'event_producers', data.producers);
  await insert(arenas, 'arenas', data.arenas);
  await insert(arenaPhotos, 'arena_photos', data.arenaPhotos);
  await insert(reviews, 'reviews', data.reviews);
  await insert(reviewPhotos, 'review_photos', data.reviewPhotos);
  await insert(horseHotels, 'horse_hotels', data.hotels);
  await insert(arenaHorseHotels, 'arena_horse_hotels', data.arenaHotelLinks);
  await insert(horseHotelReviews, 'horse_hotel_reviews', data.hotelReviews);
  await insert(horseHotelReviewPhotos, 'horse_hotel_review_photos', data.hotelReviewPhotos);
  await insert(serviceProviders, 'service_providers', data.providers);
  await insert(eventSeries, 'event_series', data.eventSeries);
  await insert(events, 'events', data.events);
  await insert(eventAttendance, 'event_attendance', data.eventAttendance);
  await insert(eventHorseHotels, 'event_horse_hotels', data.eventHotelLinks);
  await insert(eventServiceProviders, 'event_service_providers', data.eventServiceLinks);
  await insert(eventComments, 'event_comments', data.comments);
  await insert(feedItems, 'feed_items', data.feed);
  await insert(feedPostComments, 'feed_post_comments', data.feedComments);
  await insert(savedEvents, 'saved_events', data.interests.saved);
  await insert(arenaFollows, 'arena_follows', data.interests.follows);
  await insert(arenaLikes, 'arena_likes', data.interests.likes);
  await insert(eventProducerFollows, 'event_producer_follows', data.interests.producerFollows);
  await insert(trips, 'trips', [data.trip.trip]);
  await insert(tripEvents, 'trip_events', data.trip.events);
  await insert(tripHorseHotels, 'trip_horse_hotels', data.trip.hotels);
  await insert(tripServices, 'trip_services', data.trip.services);
  return counts;
}

/** Loads the demo set in one transaction, whatever is already there. Dates are relative to `now`. */
export async function loadDemoData(db: Database, options: { now?: Date } = {}): Promise<RowCounts> {
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_LOGIN_PASSWORD);
  return db.transaction((tx) => insertDemoData(tx, now, passwordHash));
}

const hasArenas = async (db: Queryable) => (await db.select({ id: arenas.id }).from(arenas).limit(1)).length > 0;

/** Loads the demo set only into a database without arenas; returns whether it did. Safe to call from several processes at once. */
export async function seedDemoDataIfEmpty(db: Database, log: (message: string) => void = () => {}): Promise<boolean> {
  if (await hasArenas(db)) {
    log('Demo data skipped: the database already has arenas');
    return false;
  }
  const passwordHash = await hashPassword(DEMO_LOGIN_PASSWORD);
  const counts = await db.transaction(async (tx) => {
    // Two servers starting together: the second waits here, then sees the first one's arenas.
    await lockUntilCommit(tx, 'cloverleaf', 'demo-seed');
    if (await hasArenas(tx)) return null;
    return insertDemoData(tx, new Date(), passwordHash);
  });
  if (!counts) {
    log('Demo data skipped: the database already has arenas');
    return false;
  }
  log(`Loaded demo data: ${formatCounts(counts)}`);
  return true;
}

export const formatCounts = (counts: RowCounts) =>
  Object.entries(counts).filter(([, count]) => count > 0).map(([table, count]) => `${count} ${table}`).join(', ');
