import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMiles } from '@shared/geo';
import { horseHotels } from '@shared/schema';
import { interpolateGreatCircle } from '@shared/trip-plan/geometry';
import { NO_UUID } from '../../db/prepared';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, createTrip, signIn } from '../../test/factories';
import { withStatements } from '../../test/query-counter';
import { genericQueryPlan, queryPlan } from '../../test/query-plan';
import { findOvernightSuggestions } from './trips.overnight.repo';

/**
 * A night's stretch on a large set holds hundreds of hotels: they are found by their id and position off
 * horse_hotels_point_idx alone, and only the hotels a night offers are read in full. Enough hotels elsewhere for the
 * planner to choose its plan as it would on a real database.
 */
let t: TestApp;
const FORT_WORTH = { lat: 32.7555, lng: -97.3308 };
const DENVER = { lat: 39.7392, lng: -104.9903 };
const LEG_MILES = greatCircleMiles(FORT_WORTH, DENVER);
/** Great-circle miles from Fort Worth of the hotels on the first night's stretch (it ends about 412 miles out). */
const ON_STRETCH = [395, 385, 375, 365, 355, 345, 335, 315, 305];
/** Two hotels at one spot, tied for the eighth place the night offers: their names decide. */
const TIED_AT = 325;
let trip: { id: string };
let riderId: string;
const hotelIds = new Map<string, string>();

const nearRoute = (miles: number) => {
  const point = interpolateGreatCircle(FORT_WORTH, DENVER, miles / LEG_MILES);
  return { latitude: (point.lat + 0.02).toFixed(7), longitude: point.lng.toFixed(7) };
};

beforeAll(async () => {
  t = await createTestApp();
  const agent = t.agent();
  const rider = await signIn(agent, t.db);
  riderId = rider.id;
  trip = (await createTrip(t.db, rider.id, {
    name: 'To Denver', startDate: new Date(Date.UTC(2027, 2, 2, 12)), endDate: new Date(Date.UTC(2027, 2, 6, 12)),
    startLocation: 'Fort Worth, TX', startLatitude: '32.7555000', startLongitude: '-97.3308000',
  }));
  const arena = await createArena(t.db, { latitude: DENVER.lat.toFixed(7), longitude: DENVER.lng.toFixed(7), city: 'Denver', state: 'CO' });
  const event = await createEvent(t.db, { arenaId: arena.id, name: 'Denver Derby', date: new Date(Date.UTC(2027, 2, 3, 18)) });
  expect((await agent.post(`/api/trips/${trip.id}/events`).send({ eventId: event.id })).status).toBe(201);

  const onStretch = [
    ...ON_STRETCH.map((miles) => ({ name: `Stretch Barn ${miles}`, ...nearRoute(miles) })),
    { name: 'Tied Barn B', ...nearRoute(TIED_AT) },
    { name: 'Tied Barn A', ...nearRoute(TIED_AT), amenities: ['Pull-through parking'] },
  ];
  for (const hotel of await t.db.insert(horseHotels).values(onStretch.map((hotel) => ({ city: 'Route', state: 'TX', ...hotel }))).returning()) {
    hotelIds.set(hotel.name, hotel.id);
  }
  // A grid east of the route, far from it.
  const elsewhere = Array.from({ length: 2_000 }, (_, index) => ({
    name: `Elsewhere ${index}`, city: 'Elsewhere', state: 'GA',
    latitude: (26 + (index % 40) * 0.55).toFixed(7), longitude: (-89 + Math.floor(index / 40) * 0.38).toFixed(7),
  }));
  for (let start = 0; start < elsewhere.length; start += 1_000) await t.db.insert(horseHotels).values(elsewhere.slice(start, start + 1_000));
  await t.db.execute(sql`vacuum analyze horse_hotels`);
});
afterAll(async () => { await t.close(); });

describe('overnight suggestions on a stretch with more hotels than a night offers', () => {
  it('offers the eight furthest along, the name deciding a tie, and reads in full only those and the tied one', async () => {
    const { result, statements } = await withStatements(t.pool, () => findOvernightSuggestions(t.db, riderId, trip.id));
    const [night] = result!.legs[0].nights;
    expect(night.hotels.map((hotel) => hotel.name)).toEqual([
      'Stretch Barn 395', 'Stretch Barn 385', 'Stretch Barn 375', 'Stretch Barn 365', 'Stretch Barn 355', 'Stretch Barn 345',
      'Stretch Barn 335', 'Tied Barn A',
    ]);
    expect(night.hotels.at(-1)).toMatchObject({ horseHotelId: hotelIds.get('Tied Barn A'), bigRigFriendly: true, city: 'Route', state: 'TX' });

    const read = statements.filter((statement) => statement.text.includes('"amenities"'));
    expect(read).toHaveLength(1);
    const [ids] = read[0].values as [string[]];
    expect(ids.filter((id) => id !== NO_UUID).sort()).toEqual([
      ...ON_STRETCH.filter((miles) => miles > TIED_AT).map((miles) => hotelIds.get(`Stretch Barn ${miles}`)),
      hotelIds.get('Tied Barn A'), hotelIds.get('Tied Barn B'),
    ].sort());
  });

  it('finds the hotels in the nights\' boxes off horse_hotels_point_idx alone, with its values and in its generic plan', async () => {
    const { statements } = await withStatements(t.pool, () => findOvernightSuggestions(t.db, riderId, trip.id));
    const found = statements.filter((statement) => statement.text.includes('"horse_hotels" candidate'));
    expect(found).toHaveLength(1);
    for (const plan of [await queryPlan(t.pool, found[0]), await genericQueryPlan(t.pool, found[0])]) {
      expect(plan).toContain('Index Only Scan using horse_hotels_point_idx');
      expect(plan).not.toMatch(/Seq Scan|Heap Scan|horse_hotels_pkey/);
    }
  });
});
