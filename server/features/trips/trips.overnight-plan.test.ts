import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMiles, routeCell } from '@shared/geo';
import { horseHotels } from '@shared/schema';
import { interpolateGreatCircle } from '@shared/trip-plan/geometry';
import { NO_UUID } from '../../db/prepared';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, createServiceProvider, createTrip, signIn } from '../../test/factories';
import { withStatements } from '../../test/query-counter';
import { genericQueryPlan, queryPlan } from '../../test/query-plan';
import { findOvernightSuggestions } from './trips.overnight.repo';

/**
 * A night's stretch on a large set holds hundreds of hotels: they are found by their id and position off
 * horse_hotels_route_cell_idx alone, and only the hotels a night offers are read in full. Enough hotels elsewhere for the
 * planner to choose its plan as it would on a real database.
 */
let t: TestApp;
const FORT_WORTH = { lat: 32.7555, lng: -97.3308 };
const DENVER = { lat: 39.7392, lng: -104.9903 };
const ALBUQUERQUE = { lat: 35.0844, lng: -106.6504 };
const ATLANTA = { lat: 33.749, lng: -84.388 };
/** Great-circle miles from Fort Worth of the hotels on the first night's stretch (it ends about 412 miles out). */
const ON_STRETCH = [395, 385, 375, 365, 355, 345, 335, 315, 305];
/** Two hotels at one spot, tied for the eighth place the night offers: their names decide. */
const TIED_AT = 325;
/**
 * Great-circle miles from Fort Worth of hotels toward Albuquerque: ten within the last quarter of the night's stretch
 * (it starts about 382 miles out), which settle the night, and three before it.
 */
const IN_TAIL = [404, 403, 402, 401, 400, 399, 398, 397, 396, 395];
const BEFORE_TAIL = [300, 320, 340];
/** The route cells a positions statement searched (its one value: an int[] literal, filled up with -1). */
const cellsOf = (statement: { values?: unknown[] }) =>
  (statement.values?.[0] as string).slice(1, -1).split(',').map(Number).filter((cell) => cell >= 0);
/** The northernmost row of cells a statement searched (a route cell is a quarter of a degree; 1,440 to a row). */
const northRow = (statement: { values?: unknown[] }) => Math.max(...cellsOf(statement).map((cell) => Math.floor(cell / 1440)));
/** The positions statements of one table among those a call sent. */
const positionsStatements = <Statement extends { text: string }>(statements: Statement[], table: string) =>
  statements.filter((statement) => statement.text.includes(`"${table}" place`));
/** Whether a place at `point` lies in a cell that any of `statements` searched. */
const searchedIn = (statements: { values?: unknown[] }[]) => {
  const cells = new Set(statements.flatMap(cellsOf));
  return (point: { latitude: string; longitude: string }) => cells.has(routeCell({ lat: Number(point.latitude), lng: Number(point.longitude) }));
};

let trip: { id: string };
let riderId: string;
let westTrip: { id: string };
let westRiderId: string;
let eastTrip: { id: string };
let eastRiderId: string;
const hotelIds = new Map<string, string>();

const nearRoute = (miles: number, to = DENVER) => {
  const point = interpolateGreatCircle(FORT_WORTH, to, miles / greatCircleMiles(FORT_WORTH, to));
  return { latitude: (point.lat + 0.02).toFixed(7), longitude: point.lng.toFixed(7) };
};

/** A trip from Fort Worth to an event at `to`, the rider's own. */
async function tripTo(to: typeof DENVER, city: string, state: string) {
  const agent = t.agent();
  const rider = await signIn(agent, t.db);
  const created = await createTrip(t.db, rider.id, {
    name: `To ${city}`, startDate: new Date(Date.UTC(2027, 2, 2, 12)), endDate: new Date(Date.UTC(2027, 2, 6, 12)),
    startLocation: 'Fort Worth, TX', startLatitude: '32.7555000', startLongitude: '-97.3308000',
  });
  const arena = await createArena(t.db, { latitude: to.lat.toFixed(7), longitude: to.lng.toFixed(7), city, state });
  const event = await createEvent(t.db, { arenaId: arena.id, name: `${city} Derby`, date: new Date(Date.UTC(2027, 2, 3, 18)) });
  expect((await agent.post(`/api/trips/${created.id}/events`).send({ eventId: event.id })).status).toBe(201);
  return { trip: created, riderId: rider.id };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ trip, riderId } = await tripTo(DENVER, 'Denver', 'CO'));
  ({ trip: westTrip, riderId: westRiderId } = await tripTo(ALBUQUERQUE, 'Albuquerque', 'NM'));
  ({ trip: eastTrip, riderId: eastRiderId } = await tripTo(ATLANTA, 'Atlanta', 'GA'));
  const onStretch = [
    ...ON_STRETCH.map((miles) => ({ name: `Stretch Barn ${miles}`, ...nearRoute(miles) })),
    { name: 'Tied Barn B', ...nearRoute(TIED_AT) },
    { name: 'Tied Barn A', ...nearRoute(TIED_AT), amenities: ['Pull-through parking'] },
    ...[...IN_TAIL, ...BEFORE_TAIL].map((miles) => ({ name: `West Barn ${miles}`, ...nearRoute(miles, ALBUQUERQUE) })),
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

  it('reads the rest of the stretch of a night whose last quarter holds fewer hotels than a night offers', async () => {
    const { statements } = await withStatements(t.pool, () => findOvernightSuggestions(t.db, riderId, trip.id));
    // The tail first (three hotels there), then the rest of the stretch: its cells (northwestward) stop short of the
    // tail's.
    const found = positionsStatements(statements, 'horse_hotels');
    expect(found).toHaveLength(2);
    expect(northRow(found[1])).toBeLessThan(northRow(found[0]));
  });

  it('offers from the last quarter of the stretch alone when it holds a full night\'s offer', async () => {
    const { result, statements } = await withStatements(t.pool, () => findOvernightSuggestions(t.db, westRiderId, westTrip.id));
    const [night] = result!.legs[0].nights;
    expect(night.hotels.map((hotel) => hotel.name)).toEqual(IN_TAIL.slice(0, 8).map((miles) => `West Barn ${miles}`));
    const found = positionsStatements(statements, 'horse_hotels');
    expect(found).toHaveLength(1);
    // Its cells (westward) keep to the last quarter: none reaches back to the hotels before it.
    const inCells = searchedIn(found);
    expect(inCells(nearRoute(IN_TAIL.at(-1)!, ALBUQUERQUE))).toBe(true);
    for (const miles of BEFORE_TAIL) expect(inCells(nearRoute(miles, ALBUQUERQUE))).toBe(false);
  });

  it('finds the hotels in the nights\' cells off horse_hotels_route_cell_idx alone, in one scan, with its values and in its generic plan', async () => {
    const { statements } = await withStatements(t.pool, () => findOvernightSuggestions(t.db, riderId, trip.id));
    const found = positionsStatements(statements, 'horse_hotels');
    expect(found).toHaveLength(2);
    for (const statement of found) {
      for (const plan of [await queryPlan(t.pool, statement), await genericQueryPlan(t.pool, statement)]) {
        expect(plan).toContain('Index Only Scan using horse_hotels_route_cell_idx');
        expect(plan).toMatch(/Index Cond: \(.* = ANY \(/);
        expect(plan).not.toMatch(/Seq Scan|Heap Scan|horse_hotels_pkey/);
      }
    }
  });
});

describe('services along a leg', () => {
  /** Great-circle miles from Fort Worth of farriers by the road to Denver: more than a leg lists, few of them early. */
  const ALONG = [600, 550, 500, 450, 400, 350, 300, 250, 200, 150, 100, 50];
  /**
   * Farriers by the road to Albuquerque: more than a leg lists within its first 75 miles (from 40 on: nearer Fort Worth
   * they would be within the detour of the road to Denver too), and one far beyond.
   */
  const EARLY_WEST = Array.from({ length: 12 }, (_, index) => 40 + index * 3);
  const LATE_WEST = 400;
  /** Farriers by the road to Atlanta: one within its first 75 miles, ten more within 300, and one far beyond. */
  const EARLY_EAST = 30;
  const NEXT_EAST = Array.from({ length: 10 }, (_, index) => 100 + index * 20);
  const LATE_EAST = 550;
  /** Central Kansas: inside the rectangle of the Denver leg's ends, about 200 miles off its route. */
  const OFF_ROUTE = { latitude: '38.5000000', longitude: '-98.5000000' };

  beforeAll(async () => {
    for (const miles of ALONG) {
      await createServiceProvider(t.db, { displayName: `Route Farrier ${miles}`, city: 'Route', state: 'TX', ...nearRoute(miles) });
    }
    for (const miles of [...EARLY_WEST, LATE_WEST]) {
      await createServiceProvider(t.db, { displayName: `West Farrier ${miles}`, ...nearRoute(miles, ALBUQUERQUE) });
    }
    for (const miles of [EARLY_EAST, ...NEXT_EAST, LATE_EAST]) {
      await createServiceProvider(t.db, { displayName: `East Farrier ${miles}`, ...nearRoute(miles, ATLANTA) });
    }
    await createServiceProvider(t.db, { displayName: 'Kansas Farrier', ...OFF_ROUTE });
    await t.db.execute(sql`analyze service_providers`);
  });

  it('lists the first ten along the route, searching boxes along it, and reads in full only those', async () => {
    const { result, statements } = await withStatements(t.pool, () => findOvernightSuggestions(t.db, riderId, trip.id));
    const listed = result!.legs[0].services;
    expect(listed.map((service) => service.displayName)).toEqual(ALONG.slice(-10).reverse().map((miles) => `Route Farrier ${miles}`));
    expect(listed[0]).toMatchObject({ city: 'Route', state: 'TX', type: 'farrier' });
    expect(listed.every((service) => service.detourMiles <= 15)).toBe(true);

    // The first 75 miles hold one and the next 225 five: the rest of the route is searched too, but never one box
    // around the whole leg, which held every provider of the region between its ends.
    expect(positionsStatements(statements, 'service_providers')).toHaveLength(3);
    const inCells = searchedIn(positionsStatements(statements, 'service_providers'));
    expect(inCells(OFF_ROUTE)).toBe(false);
    expect(inCells(nearRoute(550))).toBe(true);

    const [details] = statements.filter((statement) => statement.text.includes('"display_name"'));
    const [ids] = details.values as [string[]];
    expect(ids.filter((id) => id !== NO_UUID).sort()).toEqual(listed.map((service) => service.serviceProviderId).sort());
  });

  it('searches only the first 75 miles of a leg when they hold more services than it lists', async () => {
    const { result, statements } = await withStatements(t.pool, () => findOvernightSuggestions(t.db, westRiderId, westTrip.id));
    expect(result!.legs[0].services.map((service) => service.displayName))
      .toEqual(EARLY_WEST.slice(0, 10).map((miles) => `West Farrier ${miles}`));
    expect(positionsStatements(statements, 'service_providers')).toHaveLength(1);
    const inCells = searchedIn(positionsStatements(statements, 'service_providers'));
    expect(inCells(nearRoute(EARLY_WEST.at(-1)!, ALBUQUERQUE))).toBe(true);
    expect(inCells(nearRoute(LATE_WEST, ALBUQUERQUE))).toBe(false);
  });

  it("searches a leg's next 225 miles when its first 75 do not settle its list, and no further when they do", async () => {
    const { result, statements } = await withStatements(t.pool, () => findOvernightSuggestions(t.db, eastRiderId, eastTrip.id));
    expect(result!.legs[0].services.map((service) => service.displayName))
      .toEqual([EARLY_EAST, ...NEXT_EAST.slice(0, 9)].map((miles) => `East Farrier ${miles}`));
    expect(positionsStatements(statements, 'service_providers')).toHaveLength(2);
    const inCells = searchedIn(positionsStatements(statements, 'service_providers'));
    expect(inCells(nearRoute(NEXT_EAST.at(-1)!, ATLANTA))).toBe(true);
    expect(inCells(nearRoute(LATE_EAST, ATLANTA))).toBe(false);
  });
});
