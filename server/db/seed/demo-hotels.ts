import { randomUUID } from 'node:crypto';
import { arenaHorseHotels, eventHorseHotels, horseHotels } from '@shared/schema';
import { greatCircleMiles } from '@shared/geo';
import { slugify, type DemoArena } from './demo-arenas';
import type { DemoEvent } from './demo-events';
import { HOTEL_SITES } from './demo-places';
import { daysBefore } from './dates';
import type { Random } from './random';

export type DemoHotel = typeof horseHotels.$inferInsert & { id: string; latitude: string; longitude: string };

/** Hotels further than this from an arena are not linked to it (nor to its events). */
export const HOTEL_LINK_RADIUS_MILES = 50;

export const AMENITIES = ['Shavings', 'Water', 'Electric', 'RV hookups', 'Turnout pens', 'Wash rack', 'Security cameras', 'Hay for sale', 'Lighted parking', 'Dog friendly', 'Round pen'];
export const STALL_TYPES = ['Covered 12x12', 'Indoor box stalls', 'Pipe pens', 'Covered 10x12 with runs', 'Portable panels under a shed row'];
export const HOTEL_DESCRIPTIONS = [
  'Family-run overnight stabling a short drive from the arena. Pull-through parking and hookups for living quarters trailers.',
  'Quiet barn off the highway with easy in and out for big rigs. We are up early to help you load on race mornings.',
  'Clean, well-ventilated stalls and safe pens. Perfect layover on the way to the big futurities.',
  'Working ranch with a few stalls set aside for traveling barrel racers. Call ahead for late arrivals.',
  'Modern horse motel with security cameras, lighted parking and a wash rack. Shavings available on site.',
];

const coordinate = (value: number) => value.toFixed(7);
const point = (row: { latitude: string; longitude: string }) => ({ lat: Number(row.latitude), lng: Number(row.longitude) });
/** numeric(5,2): two decimals, capped at 999.99. */
export const distanceText = (miles: number) => Math.min(999.99, Math.round(miles * 100) / 100).toFixed(2);

export function buildHotels(random: Random, now: Date, userIds: string[]): DemoHotel[] {
  return HOTEL_SITES.map((site, index) => {
    const daily = random.chance(0.8) ? random.int(5, 12) * 5 : null;
    const slug = slugify(site.name);
    return {
      id: randomUUID(),
      name: site.name,
      address: site.address,
      city: site.town.city,
      state: site.town.state,
      zipCode: site.town.zipCodes[0],
      latitude: coordinate(site.town.latitude + random.float(-0.02, 0.02)),
      longitude: coordinate(site.town.longitude + random.float(-0.02, 0.02)),
      phone: `(${site.town.areaCode}) 555-01${String(index + 40).padStart(2, '0')}`,
      email: `stalls@${slug}.example.com`,
      website: `https://${slug}.example.com`,
      description: random.pick(HOTEL_DESCRIPTIONS),
      stallCount: random.int(2, 16) * 5,
      dailyRate: daily === null ? null : daily.toFixed(2),
      weeklyRate: daily === null || random.chance(0.2) ? null : (Math.round((daily * 6) / 5) * 5).toFixed(2),
      amenities: random.sample(AMENITIES, random.int(3, 7)),
      stallType: random.pick(STALL_TYPES),
      turnoutAvailable: random.chance(0.6),
      feedIncluded: random.chance(0.3),
      coverImage: null,
      ownerId: random.chance(0.25) ? random.pick(userIds) : null,
      createdAt: daysBefore(now, random.int(30, 600)),
    };
  });
}

/** Hotels within the radius of each arena, nearest first, with the great-circle distance of the stored coordinates. */
export function nearbyHotels(arena: DemoArena, hotels: DemoHotel[]) {
  return hotels
    .map((hotel) => ({ hotel, miles: greatCircleMiles(point(arena), point(hotel)) }))
    .filter(({ miles }) => miles <= HOTEL_LINK_RADIUS_MILES)
    .sort((a, b) => a.miles - b.miles);
}

export function buildHotelLinks(now: Date, arenaRows: DemoArena[], hotels: DemoHotel[], eventRows: DemoEvent[]) {
  const nearbyByArena = new Map(arenaRows.map((arena) => [arena.id, nearbyHotels(arena, hotels)]));
  const arenaLinks: (typeof arenaHorseHotels.$inferInsert)[] = arenaRows.flatMap((arena) =>
    nearbyByArena.get(arena.id)!.map(({ hotel, miles }) => ({
      arenaId: arena.id, horseHotelId: hotel.id, distance: distanceText(miles), createdAt: arena.createdAt,
    })));
  // An event lists the hotels near its arena.
  const eventLinks: (typeof eventHorseHotels.$inferInsert)[] = eventRows.flatMap((event) =>
    nearbyByArena.get(event.arenaId)!.map(({ hotel, miles }) => ({
      eventId: event.id, horseHotelId: hotel.id, distance: distanceText(miles), createdAt: event.createdAt ?? now,
    })));
  return { arenaLinks, eventLinks, nearbyByArena };
}
