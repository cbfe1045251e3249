import { randomUUID } from 'node:crypto';
import { arenaPhotos, arenas } from '@shared/schema';
import { arenaTimeZone } from '../../features/arenas/arena-time-zone';
import { ARENA_SITES, ARENA_TOWNS, type Town } from './demo-places';
import { daysBefore } from './dates';
import type { Random } from './random';

export type DemoArena = typeof arenas.$inferInsert & {
  id: string; latitude: string; longitude: string; timeZone: string; town: Town;
};

export const FOOTING_TYPES = ['Sand/clay mix', 'Washed sand', 'Dirt', 'Sand and fiber blend', 'Clay base with sand topping', 'River sand'];
export const PARKING_SURFACES = ['Gravel', 'Paved', 'Grass', 'Caliche', 'Dirt', 'Crushed asphalt'];
export const PARKING_CAPACITIES = [
  '50+ rigs', 'Room for 120 trailers', 'About 30 trucks and trailers', '200+ rigs, pull-through spots',
  'Limited: 15 rigs', '75 rigs plus overflow field', 'Around 40 trailers',
];
export const ARENA_FEATURES = [
  'Warm-up pen', 'Stalls available', 'RV hookups', 'Wash rack', 'Concessions', 'Covered bleachers',
  'Restrooms', 'Lighted arena', 'Timer system', 'Announcer stand', 'Overnight camping', 'Dump station',
];
export const FUEL = [
  'Truck stop with diesel 2 mi east on the interstate', 'Two stations with pull-through diesel lanes within 3 mi',
  'Diesel in town, 5 mi', 'Travel center at the highway exit, 1.5 mi',
];
export const FOOD = [
  'On-site concessions; Tex-Mex and BBQ in town', 'Fast food at the highway exit, 1 mi',
  'Cafe across the road, breakfast from 6 AM', 'Steakhouse and burger joints within 4 mi',
];
export const FEED_STORES = [
  'Farm and ranch supply 4 mi (shavings, hay, grain)', 'Feed store in town, open Saturdays until noon',
  'Co-op feed and tack 6 mi', 'Shavings and hay sold at the arena office',
];
export const VETS = [
  'Equine hospital 8 mi, 24-hour emergency line', 'Mobile equine vet on call during shows',
  'Large-animal clinic 5 mi', 'Equine practice 12 mi, after-hours on call',
];
export const FARRIERS = ['Farrier on call on race days', 'Local farrier list posted at the office', 'Two farriers within 10 mi'];
export const RECORD_HOLDERS = ['Kasey Tillman', 'Brooke Delaney', 'Hailey Vaughn', 'Lacey McBride', 'Jordan Pruitt', 'Taylor Beckham', 'Sierra Noble'];

/** Arenas whose ground video shows each player the detail page supports: YouTube, Vimeo and a plain mp4. */
const VIDEO_URLS: Record<number, string> = {
  0: 'https://www.youtube.com/watch?v=Qm8rE4vTt2c',
  3: 'https://vimeo.com/347119375',
  9: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4',
  19: 'https://www.youtube.com/watch?v=bF7kPz1XnQw',
  48: 'https://vimeo.com/253989945',
};

export const slugify = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const coordinate = (value: number) => value.toFixed(7);
const maybe = <T>(random: Random, probability: number, value: () => T): T | null => (random.chance(probability) ? value() : null);

export function buildArenas(random: Random, now: Date, userIds: string[]): DemoArena[] {
  return ARENA_SITES.map((site, index) => {
    const town = ARENA_TOWNS[site.town];
    const hasRecord = random.chance(0.4);
    const arena = {
      id: randomUUID(),
      name: site.name,
      address: site.address,
      city: town.city,
      state: town.state,
      zipCode: random.pick(town.zipCodes),
      // Within about two miles of the town centre.
      latitude: coordinate(town.latitude + random.float(-0.03, 0.03)),
      longitude: coordinate(town.longitude + random.float(-0.03, 0.03)),
      footingType: random.pick(FOOTING_TYPES),
      footingCondition: random.weighted([['excellent', 3], ['good', 4], ['fair', 2], ['poor', 1]] as const),
      footingLastUpdated: daysBefore(now, random.float(0.2, 59)),
      parkingSurface: random.pick(PARKING_SURFACES),
      parkingCapacity: random.pick(PARKING_CAPACITIES),
      largeRigsFriendly: random.chance(0.6),
      nearbyFuel: maybe(random, 0.9, () => random.pick(FUEL)),
      nearbyFood: maybe(random, 0.85, () => random.pick(FOOD)),
      nearbyFeedStore: maybe(random, 0.75, () => random.pick(FEED_STORES)),
      nearbyVet: maybe(random, 0.8, () => random.pick(VETS)),
      nearbyFarrier: maybe(random, 0.6, () => random.pick(FARRIERS)),
      features: random.sample(ARENA_FEATURES, random.int(2, 6)),
      coverImage: null,
      videoUrl: VIDEO_URLS[index] ?? null,
      ownerId: maybe(random, 0.2, () => random.pick(userIds)),
      saddlebookArenaUrl: maybe(random, 0.45, () => `https://saddlebook.com/arenas/${slugify(site.name)}`),
      recordHolderName: hasRecord ? random.pick(RECORD_HOLDERS) : null,
      recordTime: hasRecord ? random.float(13.6, 17.2).toFixed(3) : null,
      arenaType: random.weighted([['outdoor', 4], ['covered', 3], ['indoor', 2]] as const),
      createdAt: daysBefore(now, random.int(90, 900)),
      town,
    };
    return { ...arena, timeZone: arenaTimeZone(arena) };
  });
}

/** Gallery photos on some arenas, and a 'parking' photo on others (the arena card shows it). */
export function buildArenaPhotos(random: Random, now: Date, arenaRows: DemoArena[], userIds: string[]) {
  const photos: (typeof arenaPhotos.$inferInsert)[] = [];
  let version = 1;
  const photo = (arenaId: string, photoType: string) => photos.push({
    arenaId,
    photoUrl: `/api/placeholder/arena.jpg?v=${version++}`,
    photoType,
    uploadedBy: random.pick(userIds),
    createdAt: daysBefore(now, random.float(1, 300)),
  });
  arenaRows.forEach((arena, index) => {
    if (index % 5 === 0) {
      for (let count = random.int(2, 4); count > 0; count -= 1) photo(arena.id, 'gallery');
    }
    if (index % 3 === 1) photo(arena.id, 'parking');
  });
  return photos;
}

/** Drops the helper fields the builders carry along (town, states, homeState) before the rows are inserted. */
export const withoutExtras = <T extends object>(rows: (T & { town?: unknown; states?: unknown; homeState?: unknown })[]) =>
  rows.map(({ town: _town, states: _states, homeState: _homeState, ...row }) => row as T);
