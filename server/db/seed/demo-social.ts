import { randomUUID } from 'node:crypto';
import {
  arenaFollows, arenaLikes, eventProducerFollows, feedItems, feedPostComments, savedEvents, tripEvents, tripHorseHotels, trips,
  tripServices,
} from '@shared/schema';
import type { DemoArena } from './demo-arenas';
import type { DemoEvent } from './demo-events';
import type { DemoHotel } from './demo-hotels';
import type { DemoProducer } from './demo-people';
import type { DemoServiceProvider } from './demo-services';
import { addDays, calendarDayIn, daysBefore, noonUtc } from './dates';
import type { Random } from './random';

const POSTS = [
  'Anyone have a recommendation for a good overnight stop between Amarillo and Oklahoma City?',
  'New personal best tonight! 15.2 on a green horse, so proud of this mare.',
  'Looking for someone to split fuel to the futurity next month. Have room for two horses.',
  'Reminder: check your Coggins expiration dates before the next series race!',
  'What footing do y\'all prefer for young horses: washed sand or a sand/clay mix?',
];
const PHOTO_CAPTIONS = ['Sunset runs hit different.', 'Fresh drag, fresh start.', 'Warm-up pen views this morning.', 'Caught this turn on the second barrel!', 'Covered arena, packed stands tonight.'];
const EVENT_BLURBS = ['Just entered {event}. Who else is going?', 'Don\'t miss {event}, entries close soon!', 'Hauling to {event} this weekend, come say hi.'];
const REVIEW_BLURBS = ['Left a review for {arena}: ground was excellent this week.', 'Wrote up my thoughts on {arena}. Parking is much better since they graded the lot.', 'Reviewed {arena}. Great warm-up pen, tight parking.'];

const ANSWERS = [
  'I\'m hauling that way Friday, room for one more horse.',
  'The fairgrounds in Clarendon have clean pens for the night, call ahead.',
  'Count me in! Sending you a message.',
  'Following, same question here.',
  'Congrats, that is a great time on a young one!',
  'Washed sand for the babies, every time.',
  'Thanks for the reminder, mine expires next week.',
  'See y\'all there, we\'ll be parked by the warm-up pen.',
];

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface SocialInput {
  userIds: string[];
  arenas: DemoArena[];
  upcoming: DemoEvent[];
  producers: DemoProducer[];
}

export function buildFeed(random: Random, now: Date, { userIds, arenas, upcoming }: SocialInput) {
  const rows: Row<typeof feedItems>[] = [];
  let photoVersion = 201;
  for (let index = 0; index < 42; index += 1) {
    const type = random.weighted([['photo', 3], ['review', 2], ['event', 3], ['post', 2]] as const);
    const arena = random.pick(arenas);
    const event = random.pick(upcoming.slice(0, 60));
    const base = { id: randomUUID(), userId: random.pick(userIds), type, createdAt: daysBefore(now, random.float(0.05, 21)) };
    if (type === 'photo') {
      rows.push({ ...base, content: random.pick(PHOTO_CAPTIONS), arenaId: arena.id, photoUrl: `/api/placeholder/arena.jpg?v=${photoVersion++}` });
    } else if (type === 'review') {
      rows.push({ ...base, content: random.pick(REVIEW_BLURBS).replace('{arena}', arena.name), arenaId: arena.id });
    } else if (type === 'event') {
      rows.push({ ...base, content: random.pick(EVENT_BLURBS).replace('{event}', event.name), eventId: event.id, arenaId: event.arenaId });
    } else {
      rows.push({ ...base, content: random.pick(POSTS) });
    }
  }
  return rows;
}

/** Answers under about half the posts, by other riders, each after the post and before now. */
export function buildFeedComments(random: Random, now: Date, feed: Row<typeof feedItems>[], userIds: string[]) {
  const rows: Row<typeof feedPostComments>[] = [];
  for (const post of feed) {
    if (!random.chance(0.5)) continue;
    const postedAt = post.createdAt!.getTime();
    for (let count = random.int(1, 4); count > 0; count -= 1) {
      rows.push({
        postId: post.id!,
        userId: random.pick(userIds.filter((userId) => userId !== post.userId)),
        commentText: random.pick(ANSWERS),
        createdAt: new Date(postedAt + random.float(0, 1) * (now.getTime() - postedAt)),
      });
    }
  }
  return rows;
}

/** Saves, follows and likes: the demo login (first user) gets a handful of each, the others a random spread. */
export function buildInterests(random: Random, now: Date, { userIds, arenas, upcoming, producers }: SocialInput) {
  const saved: Row<typeof savedEvents>[] = [];
  const follows: Row<typeof arenaFollows>[] = [];
  const likes: Row<typeof arenaLikes>[] = [];
  const producerFollows: Row<typeof eventProducerFollows>[] = [];
  const recently = () => daysBefore(now, random.float(0.1, 45));
  const soonest = [...upcoming].sort((a, b) => a.date.getTime() - b.date.getTime()).slice(0, 40);
  userIds.forEach((userId, index) => {
    const demo = index === 0;
    for (const event of random.sample(soonest, demo ? 5 : random.int(1, 6))) saved.push({ userId, eventId: event.id, createdAt: recently() });
    for (const arena of random.sample(arenas, demo ? 3 : random.int(0, 5))) follows.push({ userId, arenaId: arena.id, createdAt: recently() });
    for (const arena of random.sample(arenas, demo ? 4 : random.int(1, 8))) likes.push({ userId, arenaId: arena.id, createdAt: recently() });
    for (const producer of random.sample(producers, demo ? 2 : random.int(0, 3))) producerFollows.push({ userId, producerId: producer.id, createdAt: recently() });
  });
  return { saved, follows, likes, producerFollows };
}

export interface TripChoice {
  event: DemoEvent;
  arena: DemoArena;
  hotel: DemoHotel;
  service: DemoServiceProvider;
}

/** One sample trip for the demo login: an event, a nearby horse hotel the night before, and a service provider. */
export function buildDemoTrip(now: Date, userId: string, { event, arena, hotel, service }: TripChoice) {
  const tripId = randomUUID();
  // Trip days are calendar days, stored at noon UTC as the trip form stores them: the event's day at its arena.
  const eventDay = calendarDayIn(event.date, arena.timeZone);
  const checkIn = noonUtc(addDays(eventDay, -1));
  const checkOut = noonUtc(addDays(eventDay, 1));
  const trip: Row<typeof trips> = {
    id: tripId,
    userId,
    name: `${arena.city} Weekend Run`,
    description: `Hauling to ${event.name} at ${arena.name}.`,
    startDate: checkIn,
    endDate: checkOut,
    startLocation: 'Weatherford, TX',
    endLocation: `${arena.city}, ${arena.state}`,
    notes: 'Pack extra shavings and the spare bridle. Check tire pressure before leaving.',
    createdAt: daysBefore(now, 3),
    updatedAt: daysBefore(now, 1),
  };
  return {
    trip,
    events: [{ tripId, eventId: event.id, orderIndex: 0, notes: 'Exhibitions before the open.' }] as Row<typeof tripEvents>[],
    hotels: [{ tripId, horseHotelId: hotel.id, checkInDate: checkIn, checkOutDate: checkOut, orderIndex: 0, notes: 'Call when an hour out.' }] as Row<typeof tripHorseHotels>[],
    services: [{ tripId, serviceProviderId: service.id, scheduledDate: noonUtc(eventDay), orderIndex: 0, notes: 'Quick reset before the run.' }] as Row<typeof tripServices>[],
  };
}
