import { randomUUID } from 'node:crypto';
import {
  eventProducers, userBadges, userFollows, userProfiles, users,
} from '@shared/schema';
import { daysBefore } from './dates';
import type { Random } from './random';

export const DEMO_LOGIN_EMAIL = 'demo@cloverleaf.app';
export const DEMO_LOGIN_PASSWORD = 'cloverleaf-demo';

interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  state: string;
  bio: string;
  showLocation: boolean;
}

const person = (firstName: string, lastName: string, city: string, state: string, bio: string, showLocation: boolean): DemoPerson => ({
  firstName, lastName, email: `${firstName}.${lastName}@example.com`.toLowerCase(), city, state, bio, showLocation,
});

/** The well-known local account comes first; the others are community members who wrote the reviews and comments. */
export const DEMO_PEOPLE: DemoPerson[] = [
  { ...person('Demo', 'Rider', 'Weatherford', 'TX', 'Exploring Cloverleaf. Hauling a sorrel mare named Biscuit to 4D jackpots around North Texas.', true), email: DEMO_LOGIN_EMAIL },
  person('Jessie', 'Carter', 'Stephenville', 'TX', 'Futurity trainer and 1D regular. Always looking for good ground and honest reviews.', true),
  person('Kaylee', 'Brooks', 'Guthrie', 'OK', 'Youth rodeo mom turned barrel racer. Two horses, one trailer, zero days off.', true),
  person('Morgan', 'Reyes', 'Las Cruces', 'NM', 'Running my homebred gelding in the 3D. Chile on everything.', false),
  person('Tanner', 'Whitfield', 'Lake Charles', 'LA', 'Rodeo and barrel race photographer. I post the good shots in the feed.', true),
  person('Shelby', 'Hayes', 'Conway', 'AR', 'Weekend warrior, full-time nurse. Love a well-run Friday night jackpot.', false),
  person('Addison', 'Clark', 'Hutchinson', 'KS', 'Producing the Sunflower futurity series and running a few green horses myself.', true),
  person('Cody', 'Lambert', 'Greeley', 'CO', 'Farrier by trade, barrel racer by choice. Ask me about shoeing for deep ground.', true),
  person('Rylee', 'Dawson', 'Amarillo', 'TX', 'Panhandle kid chasing the NBHA Youth World. Pole bending too.', false),
];

export interface DemoPeople {
  users: (typeof users.$inferInsert & { id: string })[];
  profiles: (typeof userProfiles.$inferInsert)[];
  follows: (typeof userFollows.$inferInsert)[];
  badges: (typeof userBadges.$inferInsert)[];
}

/** `existingIds` keeps the ids of demo accounts that already exist (matched by email), so links stay valid. */
export function buildPeople(random: Random, now: Date, passwordHash: string, existingIds: Map<string, string>): DemoPeople {
  const rows = DEMO_PEOPLE.map((p) => ({
    id: existingIds.get(p.email) ?? randomUUID(),
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    passwordHash,
    createdAt: daysBefore(now, random.int(30, 400)),
  }));
  const profiles = DEMO_PEOPLE.slice(0, 7).map((p, index) => ({
    userId: rows[index].id,
    fullName: `${p.firstName} ${p.lastName}`,
    bio: p.bio,
    city: p.city,
    state: p.state,
    locationVisibility: p.showLocation,
  }));

  const follows: DemoPeople['follows'] = [];
  const followPairs: [number, number][] = [[0, 1], [0, 2], [0, 4], [1, 0], [2, 0], [1, 2], [2, 1], [3, 1], [4, 2], [5, 1], [6, 7], [7, 6], [8, 1], [8, 2]];
  for (const [follower, followee] of followPairs) {
    follows.push({ followerId: rows[follower].id, followeeId: rows[followee].id, createdAt: daysBefore(now, random.int(1, 120)) });
  }

  const badgeSets: [number, string, 'bronze' | 'silver' | 'gold'][] = [
    [0, 'first_review', 'bronze'], [0, 'event_goer', 'bronze'],
    [1, 'first_review', 'bronze'], [1, 'top_reviewer', 'gold'], [1, 'arena_scout', 'silver'], [1, 'event_goer', 'gold'],
    [2, 'first_review', 'bronze'], [2, 'top_reviewer', 'silver'], [2, 'event_goer', 'silver'],
    [3, 'first_review', 'bronze'], [3, 'arena_scout', 'bronze'],
    [4, 'first_review', 'bronze'], [4, 'event_goer', 'bronze'], [4, 'arena_scout', 'gold'],
    [5, 'first_review', 'bronze'],
    [6, 'top_reviewer', 'bronze'], [6, 'event_goer', 'silver'],
    [7, 'first_review', 'bronze'], [7, 'arena_scout', 'silver'],
    [8, 'event_goer', 'bronze'],
  ];
  const badges = badgeSets.map(([index, badgeType, badgeLevel]) => ({
    userId: rows[index].id, badgeType, badgeLevel, earnedAt: daysBefore(now, random.int(1, 200)),
  }));

  return { users: rows, profiles, follows, badges };
}

interface ProducerSeed {
  name: string;
  states: string[];
  areaCode: string;
  slug: string;
  bio: string;
  /** Index into DEMO_PEOPLE of the member who runs it, if any. */
  ownerIndex?: number;
}

export const PRODUCER_SEEDS: ProducerSeed[] = [
  { name: 'Red Dirt Barrel Series', states: ['OK'], areaCode: '405', slug: 'reddirtbarrels', ownerIndex: 2, bio: 'Weekly 4D jackpots across central Oklahoma since 2009, with a year-end finals and youth incentive.' },
  { name: 'Cross Timbers Barrel Racing Association', states: ['TX'], areaCode: '254', slug: 'crosstimbersbra', ownerIndex: 1, bio: 'A member-run association in the Cowboy Capital. Monthly shows, futurity sidepots and points toward saddles and buckles.' },
  { name: 'Lone Star 4D Productions', states: ['TX'], areaCode: '817', slug: 'lonestar4d', bio: 'Big-money 4D and 5D weekends in North and Central Texas with added money and a Friday exhibition night.' },
  { name: 'Panhandle Plains Barrel Racers', states: ['TX', 'NM'], areaCode: '806', slug: 'panhandleplains', bio: 'Barrel races from Amarillo to Lubbock and over the line to Clovis. Family friendly, youth and pee wee classes every show.' },
  { name: 'Bayou Barrel Bash', states: ['LA'], areaCode: '337', slug: 'bayoubarrelbash', bio: 'Louisiana jackpots with Cajun hospitality: gumbo in the concession stand and 80% payback.' },
  { name: 'Natural State Barrel Racing', states: ['AR'], areaCode: '501', slug: 'naturalstatebr', bio: 'Arkansas shows with a points series, senior and youth divisions and a Hot Springs finals every fall.' },
  { name: 'Sunflower State Barrel Futurities', states: ['KS'], areaCode: '620', slug: 'sunflowerfuturities', ownerIndex: 6, bio: 'Futurity, derby and open 4D races across Kansas. Nominations open year round.' },
  { name: 'Front Range Barrel Association', states: ['CO'], areaCode: '303', slug: 'frontrangebarrels', bio: 'Colorado barrel racing from Loveland to Pueblo, indoor in the winter and outdoor under the mountains all summer.' },
  { name: 'Land of Enchantment Barrel Series', states: ['NM'], areaCode: '505', slug: 'enchantmentbarrels', bio: 'New Mexico 4D series with stops in Albuquerque, Roswell and Las Cruces.' },
  { name: 'Triple Crown Youth Rodeo', states: ['TX', 'OK'], areaCode: '940', slug: 'triplecrownyouth', bio: 'Youth rodeo and barrel racing for riders 18 and under: barrels, poles, goats and breakaway.' },
  { name: 'Gulf Coast Jackpots', states: ['TX', 'LA'], areaCode: '281', slug: 'gulfcoastjackpots', bio: 'Friday night and weekend jackpots along the Gulf Coast, from Katy to Lake Charles.' },
  { name: 'Heartland Futurity & Derby', states: ['OK', 'KS', 'AR'], areaCode: '918', slug: 'heartlandfuturity', bio: 'Futurity and derby events for 4- and 5-year-olds, with an open 4D alongside every show.' },
];

export type DemoProducer = typeof eventProducers.$inferInsert & { id: string; states: string[] };

export function buildProducers(random: Random, now: Date, people: DemoPeople): DemoProducer[] {
  return PRODUCER_SEEDS.map((seed, index) => ({
    id: randomUUID(),
    name: seed.name,
    bio: seed.bio,
    email: `entries@${seed.slug}.example.com`,
    phone: `(${seed.areaCode}) 555-01${String(10 + index * 7).padStart(2, '0')}`,
    website: `https://${seed.slug}.example.com`,
    userId: seed.ownerIndex === undefined ? null : people.users[seed.ownerIndex].id,
    createdAt: daysBefore(now, random.int(60, 700)),
    states: seed.states,
  }));
}
