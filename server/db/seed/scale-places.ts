import { randomUUID } from 'node:crypto';
import { greatCircleMiles } from '@shared/geo';
import {
  ARENA_FEATURES, FARRIERS, FEED_STORES, FOOD, FOOTING_TYPES, FUEL, PARKING_CAPACITIES, PARKING_SURFACES, RECORD_HOLDERS, VETS,
} from './demo-arenas';
import { AMENITIES, distanceText, HOTEL_DESCRIPTIONS, HOTEL_LINK_RADIUS_MILES, STALL_TYPES } from './demo-hotels';
import { textArrayLiteral, type BulkColumn } from './bulk';
import { offsetMiles, type Cluster } from './scale-geography';
import type { Random } from './random';

export interface Located {
  id: string;
  cluster: number;
  lat: number;
  lng: number;
}

/** An arena as its events copy it: its position, and its name and place for their search text. */
export interface LocatedArena extends Located {
  name: string;
  city: string;
  state: string;
}

const ARENA_SUFFIXES = ['Arena', 'Equestrian Center', 'Expo Center', 'Horse Park', 'Riding Club Arena', 'Event Center', 'Roping & Barrel Arena', 'Covered Arena'];
const RANCH_BRANDS = ['Double', 'Lazy', 'Circle', 'Bar', 'Triple', 'Rocking', 'Flying', 'Broken'];
export const STREETS = ['County Rd', 'Ranch Rd', 'Hwy', 'Farm Rd', 'Old Mill Rd', 'Rodeo Dr', 'Arena Ln', 'Fairgrounds Rd'];

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Turns row objects into bulk columns; `types` maps each column name to its PostgreSQL type. */
export function toColumns(rows: Record<string, unknown>[], types: Record<string, string>): BulkColumn[] {
  return Object.entries(types).map(([name, type]) => ({ name, type, values: rows.map((row) => row[name] ?? null) }));
}

export function buildScaleArenas(random: Random, nowMs: number, clusters: Cluster[], count: number, ownerIds: string[]) {
  const located: LocatedArena[] = [];
  const rows = Array.from({ length: count }, (_, index) => {
    const clusterIndex = index % clusters.length;
    const town = random.pick(clusters[clusterIndex].towns);
    const { latitude, longitude } = offsetMiles(random, town.latitude, town.longitude, 8);
    const id = randomUUID();
    const hasRecord = random.chance(0.3);
    const name = random.chance(0.3)
      ? `${random.pick(RANCH_BRANDS)} ${String.fromCharCode(65 + random.int(0, 25))} ${random.pick(ARENA_SUFFIXES)}`
      : `${town.city} ${random.pick(ARENA_SUFFIXES)}`;
    located.push({
      id, cluster: clusterIndex, lat: Number(latitude.toFixed(7)), lng: Number(longitude.toFixed(7)), name, city: town.city, state: town.state,
    });
    return {
      id,
      name,
      address: `${random.int(100, 9999)} ${random.pick(STREETS)} ${random.int(1, 999)}`,
      city: town.city,
      state: town.state,
      zip_code: town.zipCode,
      latitude: latitude.toFixed(7),
      longitude: longitude.toFixed(7),
      footing_type: random.pick(FOOTING_TYPES),
      footing_condition: random.weighted([['excellent', 3], ['good', 4], ['fair', 2], ['poor', 1]] as const),
      footing_last_updated: iso(nowMs - random.float(0, 120) * DAY_MS),
      parking_surface: random.pick(PARKING_SURFACES),
      parking_capacity: random.pick(PARKING_CAPACITIES),
      large_rigs_friendly: random.chance(0.55),
      nearby_fuel: random.chance(0.9) ? random.pick(FUEL) : null,
      nearby_food: random.chance(0.8) ? random.pick(FOOD) : null,
      nearby_feed_store: random.chance(0.7) ? random.pick(FEED_STORES) : null,
      nearby_vet: random.chance(0.7) ? random.pick(VETS) : null,
      nearby_farrier: random.chance(0.5) ? random.pick(FARRIERS) : null,
      features: textArrayLiteral(random.sample(ARENA_FEATURES, random.int(1, 6))),
      arena_type: random.weighted([['outdoor', 4], ['covered', 3], ['indoor', 2]] as const),
      owner_id: ownerIds.length && random.chance(0.1) ? random.pick(ownerIds) : null,
      record_holder_name: hasRecord ? random.pick(RECORD_HOLDERS) : null,
      record_time: hasRecord ? random.float(13.5, 18).toFixed(3) : null,
      created_at: iso(nowMs - random.float(30, 1500) * DAY_MS),
    };
  });
  const columns = toColumns(rows, {
    id: 'uuid', name: 'text', address: 'text', city: 'text', state: 'text', zip_code: 'text', latitude: 'numeric',
    longitude: 'numeric', footing_type: 'text', footing_condition: 'footing_condition', footing_last_updated: 'timestamptz',
    parking_surface: 'text', parking_capacity: 'text', large_rigs_friendly: 'boolean', nearby_fuel: 'text', nearby_food: 'text',
    nearby_feed_store: 'text', nearby_vet: 'text', nearby_farrier: 'text', features: 'text[]', arena_type: 'arena_type',
    owner_id: 'uuid', record_holder_name: 'text', record_time: 'numeric', created_at: 'timestamptz',
  });
  return { columns, arenas: located };
}

export function buildScaleHotels(random: Random, nowMs: number, clusters: Cluster[], count: number, ownerIds: string[]) {
  const located: Located[] = [];
  const rows = Array.from({ length: count }, (_, index) => {
    const clusterIndex = index % clusters.length;
    const cluster = clusters[clusterIndex];
    const town = random.pick(cluster.towns);
    const { latitude, longitude } = offsetMiles(random, cluster.latitude, cluster.longitude, 25, 3);
    const id = randomUUID();
    located.push({ id, cluster: clusterIndex, lat: Number(latitude.toFixed(7)), lng: Number(longitude.toFixed(7)) });
    const daily = random.chance(0.8) ? random.int(5, 14) * 5 : null;
    const slug = `${town.city.toLowerCase().replace(/[^a-z]/g, '')}${index}`;
    return {
      id,
      name: `${town.city} ${random.pick(['Horse Hotel', 'Overnight Stables', 'Horse Motel', 'Layover Barn', 'Stall Stop'])}`,
      address: `${random.int(100, 9999)} ${random.pick(STREETS)} ${random.int(1, 999)}`,
      city: town.city,
      state: town.state,
      zip_code: town.zipCode,
      latitude: latitude.toFixed(7),
      longitude: longitude.toFixed(7),
      phone: `(555) 555-${String(random.int(0, 9999)).padStart(4, '0')}`,
      email: `stalls@${slug}.example.com`,
      website: `https://${slug}.example.com`,
      description: random.pick(HOTEL_DESCRIPTIONS),
      stall_count: random.int(2, 20) * 5,
      daily_rate: daily === null ? null : daily.toFixed(2),
      weekly_rate: daily === null ? null : (daily * 6).toFixed(2),
      amenities: textArrayLiteral(random.sample(AMENITIES, random.int(2, 7))),
      stall_type: random.pick(STALL_TYPES),
      turnout_available: random.chance(0.6),
      feed_included: random.chance(0.3),
      owner_id: ownerIds.length && random.chance(0.2) ? random.pick(ownerIds) : null,
      created_at: iso(nowMs - random.float(10, 900) * DAY_MS),
    };
  });
  const columns = toColumns(rows, {
    id: 'uuid', name: 'text', address: 'text', city: 'text', state: 'text', zip_code: 'text', latitude: 'numeric',
    longitude: 'numeric', phone: 'text', email: 'text', website: 'text', description: 'text', stall_count: 'integer',
    daily_rate: 'numeric', weekly_rate: 'numeric', amenities: 'text[]', stall_type: 'text', turnout_available: 'boolean',
    feed_included: 'boolean', owner_id: 'uuid', created_at: 'timestamptz',
  });
  return { columns, hotels: located };
}

/** Each arena is linked to the (up to) two nearest hotels of its cluster within the link radius. */
export function buildScaleHotelLinks(arenas: Located[], hotels: Located[]) {
  const hotelsByCluster = new Map<number, Located[]>();
  for (const hotel of hotels) {
    const list = hotelsByCluster.get(hotel.cluster) ?? [];
    list.push(hotel);
    hotelsByCluster.set(hotel.cluster, list);
  }
  const rows: Record<string, unknown>[] = [];
  for (const arena of arenas) {
    const nearest = (hotelsByCluster.get(arena.cluster) ?? [])
      .map((hotel) => ({ hotel, miles: greatCircleMiles(arena, hotel) }))
      .filter(({ miles }) => miles <= HOTEL_LINK_RADIUS_MILES)
      .sort((a, b) => a.miles - b.miles)
      .slice(0, 2);
    for (const { hotel, miles } of nearest) rows.push({ arena_id: arena.id, horse_hotel_id: hotel.id, distance: distanceText(miles) });
  }
  return toColumns(rows, { arena_id: 'uuid', horse_hotel_id: 'uuid', distance: 'numeric' });
}
