import { randomUUID } from 'node:crypto';
import { horseHotelReviewPhotos, horseHotelReviews, reviewPhotos, reviews } from '@shared/schema';
import type { DemoArena } from './demo-arenas';
import { daysBefore } from './dates';
import type { Random } from './random';

type Rating = 2 | 3 | 4 | 5;

// A review is an opener, a remark on the ground, one on parking and a closer, each matched to the rating.
const OPENERS: Record<Rating, string[]> = {
  5: ['Best ground we have run on all year.', 'Great facility and friendly staff.', 'This place is a gem.', 'Hands down my favorite place to haul.'],
  4: ['Solid arena, well run show.', 'Good experience overall.', 'Nice facility with a couple of small gripes.', 'We keep coming back here.'],
  3: ['Average facility.', 'It is fine for a local jackpot.', 'Mixed feelings about this one.'],
  2: ['Disappointed this time.', 'Not going back until they fix a few things.', 'Rough weekend here.'],
};
const GROUND: Record<Rating, string[]> = {
  5: ['They drag after every five runs and the pattern was set perfectly.', 'Footing was deep enough to be safe without bogging down my young horse.', 'Ground stayed consistent from the first run of the open to the last youth run.'],
  4: ['Ground got a little cuppy late in the open but they worked it before the youth.', 'Footing was consistent, maybe a touch deep on the first barrel.', 'Warm-up pen was worked almost as often as the main pen.'],
  3: ['Ground was OK for the first half, then got hard around the second barrel.', 'Footing was uneven near the alley.', 'They only dragged every 15 runs.'],
  2: ['Footing was rocky near the third barrel and they went 30 runs without a drag.', 'Ground was hard as concrete under a thin layer of sand.', 'The pen was muddy and slick after the rain.'],
};
const PARKING_GOOD = ['Parking was easy even with our 4-horse living quarters.', 'Plenty of pull-through parking for big rigs.', 'Lots of room to park and set up pens.'];
const PARKING_TIGHT = ['Parking fills up fast on Saturday, so come early.', 'Parking is tight for big rigs.', 'Had to park in the overflow field and walk in.'];
const CLOSERS: Record<Rating, string[]> = {
  5: ['Will be back!', 'Highly recommend.', 'Worth the haul.', 'Can not wait for the next one.'],
  4: ['Would haul here again.', 'Good payout too.', 'Bathrooms could use some attention.', 'Wish there were more RV hookups.'],
  3: ['Decent payout though.', 'Warm-up pen is crowded on big weekends.', 'Office ran about an hour late.'],
  2: ['No wash rack and the show started two hours late.', 'Hope the new management turns it around.', 'Not worth the entry fees right now.'],
};

export function reviewText(random: Random, rating: Rating, bigRigs: boolean) {
  return [random.pick(OPENERS[rating]), random.pick(GROUND[rating]), random.pick(bigRigs ? PARKING_GOOD : PARKING_TIGHT), random.pick(CLOSERS[rating])].join(' ');
}

export const RATINGS = [[5, 36], [4, 36], [3, 17], [2, 11]] as const;

export function buildArenaReviews(random: Random, now: Date, arenaRows: DemoArena[], userIds: string[]) {
  const rows: (typeof reviews.$inferInsert & { id: string })[] = [];
  const photos: (typeof reviewPhotos.$inferInsert)[] = [];
  let photoVersion = 101;
  for (const arena of arenaRows) {
    const count = random.chance(0.12) ? 0 : random.int(1, 8);
    for (const userId of random.sample(userIds, count)) {
      const rating = random.weighted(RATINGS);
      const id = randomUUID();
      rows.push({
        id,
        arenaId: arena.id,
        userId,
        rating,
        reviewText: reviewText(random, rating, Boolean(arena.largeRigsFriendly)),
        footingType: random.chance(0.8) ? arena.footingType : null,
        parkingSurface: random.chance(0.7) ? arena.parkingSurface : null,
        helpfulCount: Math.floor(random.next() ** 2 * 25),
        createdAt: daysBefore(now, random.float(1, 540)),
      });
      if (random.chance(0.12)) {
        for (let n = random.int(1, 2); n > 0; n -= 1) photos.push({ reviewId: id, photoUrl: `/api/placeholder/arena.jpg?v=${photoVersion++}` });
      }
    }
  }
  return { reviews: rows, photos };
}

const HOTEL_TEXTS: Record<Rating, string[]> = {
  5: ['Spotless stalls bedded deep with shavings before we even pulled in. Owners were up at 5 AM to help us load.', 'Perfect overnight stop. Easy in and out with a 40 ft trailer, water at every stall and quiet all night.', 'Our mares settled right in. Turnout pens were safe and the RV hookup had good power.'],
  4: ['Clean stalls and friendly folks. Gravel lot was a bit tight to turn around in the dark.', 'Good stop on the way to the futurity. Bring your own buckets.', 'Nice barn, reasonable price. Wish feed was included.'],
  3: ['Stalls were fine but the shavings were extra and the water spigot was a walk.', 'Decent for one night. The barn was dusty and a little dark.'],
  2: ['Stalls had not been cleaned from the last guests and one gate latch was broken.', 'Nobody answered the phone when we arrived late; had to wait an hour.'],
};

export function buildHotelReviews(random: Random, now: Date, hotelIds: string[], userIds: string[]) {
  const rows: (typeof horseHotelReviews.$inferInsert)[] = [];
  const photos: (typeof horseHotelReviewPhotos.$inferInsert)[] = [];
  let photoVersion = 301;
  for (const horseHotelId of hotelIds) {
    for (const userId of random.sample(userIds, random.weighted([[0, 2], [1, 3], [2, 3], [3, 2], [4, 1]] as const))) {
      const rating = random.weighted(RATINGS);
      const nearRating = () => Math.max(1, Math.min(5, rating + random.int(-1, 1)));
      const id = randomUUID();
      if (random.chance(0.08)) photos.push({ reviewId: id, photoUrl: `/api/placeholder/arena.jpg?v=${photoVersion++}` });
      rows.push({
        id,
        horseHotelId,
        userId,
        rating,
        reviewText: random.pick(HOTEL_TEXTS[rating]),
        stallCondition: nearRating(),
        cleanliness: nearRating(),
        helpfulCount: Math.floor(random.next() ** 2 * 12),
        createdAt: daysBefore(now, random.float(2, 400)),
      });
    }
  }
  return { reviews: rows, photos };
}
