import { randomUUID } from 'node:crypto';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from '@shared/validation/services';
import { FOOTING_TYPES, PARKING_SURFACES } from './demo-arenas';
import {
  BARREL_PATTERNS, COMMENTS, DESCRIPTION_CLOSINGS, DESCRIPTION_DETAILS, DESCRIPTION_OPENINGS, NAMES_BY_WEEKDAY,
} from './demo-events';
import { RATINGS, reviewText } from './demo-reviews';
import { offsetMiles, type Cluster } from './scale-geography';
import { STREETS, toColumns, type Located, type LocatedArena } from './scale-places';
import type { Random } from './random';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const FIRST_NAMES = ['Avery', 'Brooke', 'Cassidy', 'Dakota', 'Emma', 'Faith', 'Grace', 'Hadley', 'Ivy', 'Jenna', 'Kinsley', 'Laramie', 'Macy', 'Nevada', 'Olivia', 'Paisley', 'Quinn', 'Reagan', 'Sadie', 'Tatum', 'Wyatt', 'Colt', 'Boone', 'Ty'];
const LAST_NAMES = ['Anderson', 'Barrett', 'Coleman', 'Dalton', 'Ellis', 'Fletcher', 'Garrison', 'Holt', 'Jennings', 'Keller', 'Lowry', 'Mercer', 'Nash', 'Owens', 'Pierce', 'Ramsey', 'Sutton', 'Tucker', 'Vance', 'Walker', 'Yates'];
const REGIONS = ['Texas', 'Red River', 'Prairie', 'Mountain West', 'Gulf Coast', 'Heartland', 'Big Sky', 'Piney Woods', 'High Plains', 'Bluegrass', 'Ozark', 'Sandhills'];
const SERIES = ['Barrel Series', 'Barrel Racing Association', '4D Productions', 'Jackpots', 'Futurity & Derby', 'Youth Rodeo'];
const TIMES = ['9:00 AM', '10:00 AM', '1:00 PM', '6:00 PM', '6:30 PM', '7:00 PM'];
const EVENT_NAMES = NAMES_BY_WEEKDAY.flat().map((name) => name.replace('{n}', '5'));

export function buildScaleUsers(random: Random, nowMs: number, count: number, runTag: string) {
  const ids: string[] = [];
  const rows = Array.from({ length: count }, (_, index) => {
    const id = randomUUID();
    ids.push(id);
    const createdAt = iso(nowMs - random.float(1, 900) * DAY_MS);
    return {
      id,
      email: `rider-${runTag}-${index}@example.com`,
      first_name: random.pick(FIRST_NAMES),
      last_name: random.pick(LAST_NAMES),
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  return { ids, columns: toColumns(rows, { id: 'uuid', email: 'text', first_name: 'text', last_name: 'text', created_at: 'timestamptz', updated_at: 'timestamptz' }) };
}

export function buildScaleProducers(random: Random, nowMs: number, count: number, userIds: string[]) {
  const ids: string[] = [];
  const rows = Array.from({ length: count }, (_, index) => {
    const id = randomUUID();
    ids.push(id);
    const name = `${random.pick(REGIONS)} ${random.pick(SERIES)}`;
    const slug = `${name.toLowerCase().replace(/[^a-z]/g, '')}${index}`;
    return {
      id,
      name,
      bio: 'Barrel races with open, youth and senior divisions, year-end points and buckles.',
      email: `entries@${slug}.example.com`,
      phone: `(555) 555-${String(random.int(0, 9999)).padStart(4, '0')}`,
      website: `https://${slug}.example.com`,
      user_id: random.chance(0.25) ? random.pick(userIds) : null,
      created_at: iso(nowMs - random.float(30, 1200) * DAY_MS),
    };
  });
  return { ids, columns: toColumns(rows, { id: 'uuid', name: 'text', bio: 'text', email: 'text', phone: 'text', website: 'text', user_id: 'uuid', created_at: 'timestamptz' }) };
}

/** Share of providers that work from a place (the others travel and give none): found along a trip's route. */
const SERVICE_WITH_BASE_SHARE = 0.85;

/** Service providers of every type in turn, most of them working from a town of a cluster, as riders add them. */
export function buildScaleServiceProviders(random: Random, nowMs: number, clusters: Cluster[], count: number, userIds: string[]) {
  const rows = Array.from({ length: count }, (_, index) => {
    const type = SERVICE_TYPES[index % SERVICE_TYPES.length];
    const displayName = `${random.pick(LAST_NAMES)} ${SERVICE_TYPE_LABELS[type]}`;
    const slug = `${displayName.toLowerCase().replace(/[^a-z]/g, '')}${index}`;
    const town = random.pick(clusters[index % clusters.length].towns);
    const base = random.chance(SERVICE_WITH_BASE_SHARE) ? offsetMiles(random, town.latitude, town.longitude, 10) : null;
    return {
      type,
      display_name: displayName,
      phone: `(555) 555-${String(random.int(0, 9999)).padStart(4, '0')}`,
      email: `hello@${slug}.example.com`,
      website: `https://${slug}.example.com`,
      specialties: 'Performance horses, barrel racers, on-site at shows',
      availability_notes: random.pick(['Weekdays by appointment', 'On call on race weekends', 'Travels within 100 miles']),
      address: base && `${random.int(100, 9999)} ${random.pick(STREETS)} ${random.int(1, 999)}`,
      city: base && town.city,
      state: base && town.state,
      latitude: base && base.latitude.toFixed(7),
      longitude: base && base.longitude.toFixed(7),
      user_id: random.chance(0.2) ? random.pick(userIds) : null,
      created_at: iso(nowMs - random.float(10, 900) * DAY_MS),
    };
  });
  return toColumns(rows, {
    type: 'text', display_name: 'text', phone: 'text', email: 'text', website: 'text', specialties: 'text',
    availability_notes: 'text', address: 'text', city: 'text', state: 'text', latitude: 'numeric', longitude: 'numeric',
    user_id: 'uuid', created_at: 'timestamptz',
  });
}

/** What migration 0040's `event_search_text` gives an event at `arena` (the scale test compares the two). */
const eventSearchText = (name: string, arena: LocatedArena) =>
  `${name}\n${arena.name}\n${arena.city}, ${arena.state}\n${arena.city} ${arena.state}`;

/** Events over the past month and the next twelve; returns ids with dates so social rows can favour upcoming ones. */
export function buildScaleEvents(random: Random, nowMs: number, count: number, arenas: LocatedArena[], producerIds: string[], userIds: string[]) {
  const descriptions = Array.from({ length: 24 }, () =>
    `${random.pick(DESCRIPTION_OPENINGS)} ${random.pick(DESCRIPTION_DETAILS)}\n\n${random.pick(DESCRIPTION_CLOSINGS)}`);
  const startOfToday = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const upcomingIds: string[] = [];
  const ids: string[] = [];
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID();
    const dayOffset = random.int(-30, 365);
    const time = random.pick(TIMES);
    const [clock, half] = time.split(' ');
    const hour = (Number(clock.split(':')[0]) % 12) + (half === 'PM' ? 12 : 0);
    // Central time, roughly: the hour plus six.
    const date = startOfToday + dayOffset * DAY_MS + (hour + 6) * 3_600_000 + (clock.endsWith(':30') ? 1_800_000 : 0);
    ids.push(id);
    if (date > nowMs) upcomingIds.push(id);
    const name = random.pick(EVENT_NAMES);
    const arena = random.pick(arenas);
    return {
      id,
      arena_id: arena.id,
      // What the triggers of migrations 0028 and 0040 copy, which a bulk load skips.
      arena_latitude: arena.lat,
      arena_longitude: arena.lng,
      search_text: eventSearchText(name, arena),
      producer_id: random.chance(0.8) ? random.pick(producerIds) : null,
      name,
      date: iso(date),
      time,
      barrel_pattern: random.pick(BARREL_PATTERNS),
      description: random.pick(descriptions),
      saddlebook_url: random.chance(0.6) ? `https://saddlebook.com/events/${id}` : null,
      pattern_size: random.weighted([['small', 1], ['medium', 3], ['large', 2]] as const),
      created_by: random.chance(0.3) ? random.pick(userIds) : null,
      created_at: iso(Math.min(nowMs, date) - random.float(1, 60) * DAY_MS),
    };
  });
  const columns = toColumns(rows, {
    id: 'uuid', arena_id: 'uuid', producer_id: 'uuid', name: 'text', date: 'timestamptz', time: 'text', barrel_pattern: 'text',
    description: 'text', saddlebook_url: 'text', pattern_size: 'text', created_by: 'uuid', created_at: 'timestamptz',
    arena_latitude: 'float8', arena_longitude: 'float8', search_text: 'text',
  });
  return { ids, upcomingIds, columns };
}

/** Popular arenas get most reviews: an index skewed towards the front of the list. */
const skewedIndex = (random: Random, length: number) => Math.floor(random.next() ** 1.6 * length);

export function buildScaleReviews(random: Random, nowMs: number, count: number, arenas: Located[], userIds: string[]) {
  const rows = Array.from({ length: count }, () => {
    const rating = random.weighted(RATINGS);
    return {
      arena_id: arenas[skewedIndex(random, arenas.length)].id,
      user_id: random.pick(userIds),
      rating,
      review_text: reviewText(random, rating, random.chance(0.55)),
      footing_type: random.chance(0.7) ? random.pick(FOOTING_TYPES) : null,
      parking_surface: random.chance(0.6) ? random.pick(PARKING_SURFACES) : null,
      helpful_count: Math.floor(random.next() ** 3 * 40),
      created_at: iso(nowMs - random.float(0.1, 730) * DAY_MS),
    };
  });
  return toColumns(rows, { arena_id: 'uuid', user_id: 'uuid', rating: 'integer', review_text: 'text', footing_type: 'text', parking_surface: 'text', helpful_count: 'integer', created_at: 'timestamptz' });
}

/** `count` distinct (user, target) pairs; the user ids are new, so no pair can exist already. */
export function buildScalePairs(random: Random, nowMs: number, count: number, userIds: string[], targetIds: string[], targetColumn: string) {
  const wanted = Math.min(count, userIds.length * targetIds.length);
  const seen = new Set<number>();
  const users: string[] = [];
  const targets: string[] = [];
  const createdAt: string[] = [];
  while (users.length < wanted) {
    const user = random.int(0, userIds.length - 1);
    const target = random.int(0, targetIds.length - 1);
    const key = user * targetIds.length + target;
    if (seen.has(key)) continue;
    seen.add(key);
    users.push(userIds[user]);
    targets.push(targetIds[target]);
    createdAt.push(iso(nowMs - random.float(0.01, 180) * DAY_MS));
  }
  return [
    { name: 'user_id', type: 'uuid', values: users },
    { name: targetColumn, type: 'uuid', values: targets },
    { name: 'created_at', type: 'timestamptz', values: createdAt },
  ];
}

export function buildScaleFeed(random: Random, nowMs: number, count: number, userIds: string[], arenas: Located[], eventIds: string[]) {
  const rows = Array.from({ length: count }, (_, index) => {
    const type = random.weighted([['photo', 3], ['review', 2], ['event', 3], ['post', 2]] as const);
    return {
      user_id: random.pick(userIds),
      type,
      content: type === 'post' ? 'Anyone hauling to the futurity next month? Looking to split fuel.' : `New ${type} from the barrel pen`,
      arena_id: type === 'post' ? null : random.pick(arenas).id,
      event_id: type === 'event' ? random.pick(eventIds) : null,
      photo_url: type === 'photo' ? `/api/placeholder/arena.jpg?v=${index % 50}` : null,
      created_at: iso(nowMs - random.float(0.01, 60) * DAY_MS),
    };
  });
  return toColumns(rows, { user_id: 'uuid', type: 'text', content: 'text', arena_id: 'uuid', event_id: 'uuid', photo_url: 'text', created_at: 'timestamptz' });
}

export function buildScaleComments(random: Random, nowMs: number, count: number, userIds: string[], eventIds: string[]) {
  const rows = Array.from({ length: count }, () => ({
    event_id: random.pick(eventIds),
    user_id: random.pick(userIds),
    comment_text: random.pick(COMMENTS),
    created_at: iso(nowMs - random.float(0.01, 30) * DAY_MS),
  }));
  return toColumns(rows, { event_id: 'uuid', user_id: 'uuid', comment_text: 'text', created_at: 'timestamptz' });
}
