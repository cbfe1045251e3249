import { addMonths } from 'date-fns';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arenaHorseHotels, arenas, eventAttendance, eventHorseHotels, events, eventSeries, horseHotels, serviceProviders, trips, users,
} from '@shared/schema';
import { greatCircleMiles } from '@shared/geo';
import { SERVICE_TYPES } from '@shared/validation/services';
import { passwordMatches } from '../../auth/passwords';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { DEMO_LOGIN_EMAIL, DEMO_LOGIN_PASSWORD, seedDemoDataIfEmpty } from './demo';

// Rough state boxes [minLat, maxLat, minLng, maxLng].
const STATE_BOXES: Record<string, [number, number, number, number]> = {
  TX: [25.8, 36.5, -106.7, -93.5],
  OK: [33.6, 37.0, -103.0, -94.4],
  NM: [31.3, 37.0, -109.1, -103.0],
  LA: [28.9, 33.0, -94.1, -88.8],
  AR: [33.0, 36.5, -94.7, -89.6],
  KS: [37.0, 40.0, -102.1, -94.6],
  CO: [37.0, 41.0, -109.1, -102.0],
};

let database: TestDatabase;
let loadedAt: Date;
let loaded: boolean;

beforeAll(async () => {
  database = await createTestDatabase();
  loadedAt = new Date();
  loaded = await seedDemoDataIfEmpty(database.db);
});

afterAll(async () => {
  await database?.close();
});

const tableCount = async (table: typeof arenas | typeof events | typeof users) =>
  (await database.db.select({ value: count() }).from(table))[0].value;

describe('demo data', () => {
  it('loads into an empty database', () => {
    expect(loaded).toBe(true);
  });

  it('carries realistic logistics: deadlines before the start, sold-out stalls, a weekly series, a cancelled event, true counts', async () => {
    const rows = await database.db.select().from(events);
    const withDeadline = rows.filter((event) => event.entriesCloseAt);
    expect(withDeadline.length).toBeGreaterThan(40);
    expect(withDeadline.every((event) => event.entriesCloseAt! < event.date)).toBe(true);
    expect(rows.filter((event) => event.stallStatus === 'sold_out').length).toBeGreaterThan(3);
    expect(rows.filter((event) => event.divisions.length > 0).length).toBeGreaterThan(60);
    expect(rows.filter((event) => event.status === 'cancelled')).toHaveLength(1);
    const [series] = await database.db.select().from(eventSeries);
    expect(rows.filter((event) => event.seriesId === series.id)).toHaveLength(8);
    const answers = await database.db.select().from(eventAttendance);
    expect(answers.length).toBeGreaterThan(20);
    for (const event of rows) {
      const mine = answers.filter((answer) => answer.eventId === event.id);
      expect([event.goingCount, event.interestedCount]).toEqual([
        mine.filter((answer) => answer.status === 'going').length, mine.filter((answer) => answer.status === 'interested').length,
      ]);
    }
  });

  it('has at least 45 arenas, each inside its own state', async () => {
    const rows = await database.db.select().from(arenas);
    expect(rows.length).toBeGreaterThanOrEqual(45);
    for (const arena of rows) {
      const box = STATE_BOXES[arena.state];
      expect(box, `${arena.name} is in ${arena.state}`).toBeDefined();
      const [minLat, maxLat, minLng, maxLng] = box;
      const lat = Number(arena.latitude);
      const lng = Number(arena.longitude);
      expect(lat, arena.name).toBeGreaterThanOrEqual(minLat);
      expect(lat, arena.name).toBeLessThanOrEqual(maxLat);
      expect(lng, arena.name).toBeGreaterThanOrEqual(minLng);
      expect(lng, arena.name).toBeLessThanOrEqual(maxLng);
    }
    expect(new Set(rows.map((arena) => arena.state))).toEqual(new Set(Object.keys(STATE_BOXES)));
  });

  it('has 150+ upcoming events, all within the next 6 months, on every day of the week', async () => {
    const rows = await database.db.select({ date: events.date }).from(events);
    const upcoming = rows.filter((event) => event.date > loadedAt);
    expect(upcoming.length).toBeGreaterThanOrEqual(150);
    const sixMonthsOut = addMonths(loadedAt, 6);
    for (const event of upcoming) expect(event.date.getTime()).toBeLessThanOrEqual(sixMonthsOut.getTime());
    const nextTwoWeeks = upcoming.filter((event) => event.date.getTime() - loadedAt.getTime() < 15 * 86_400_000);
    const weekdays = new Set(nextTwoWeeks.map((event) => new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'America/Chicago' }).format(event.date)));
    expect(weekdays.size).toBe(7);
    expect(rows.some((event) => event.date < loadedAt)).toBe(true);
  });

  it('stores hotel distances that match the great-circle distance of the coordinates', async () => {
    const check = async (links: { distance: string | null; from: { lat: string | null; lng: string | null }; hotel: { lat: string | null; lng: string | null } }[]) => {
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const miles = greatCircleMiles(
          { lat: Number(link.from.lat), lng: Number(link.from.lng) },
          { lat: Number(link.hotel.lat), lng: Number(link.hotel.lng) },
        );
        expect(Math.abs(Number(link.distance) - miles)).toBeLessThanOrEqual(0.05);
        expect(miles).toBeLessThanOrEqual(50);
      }
    };
    await check(await database.db
      .select({
        distance: arenaHorseHotels.distance,
        from: { lat: arenas.latitude, lng: arenas.longitude },
        hotel: { lat: horseHotels.latitude, lng: horseHotels.longitude },
      })
      .from(arenaHorseHotels)
      .innerJoin(arenas, eq(arenas.id, arenaHorseHotels.arenaId))
      .innerJoin(horseHotels, eq(horseHotels.id, arenaHorseHotels.horseHotelId)));
    await check(await database.db
      .select({
        distance: eventHorseHotels.distance,
        from: { lat: arenas.latitude, lng: arenas.longitude },
        hotel: { lat: horseHotels.latitude, lng: horseHotels.longitude },
      })
      .from(eventHorseHotels)
      .innerJoin(events, eq(events.id, eventHorseHotels.eventId))
      .innerJoin(arenas, eq(arenas.id, events.arenaId))
      .innerJoin(horseHotels, eq(horseHotels.id, eventHorseHotels.horseHotelId)));
    expect((await database.db.select({ value: count() }).from(horseHotels))[0].value).toBeGreaterThanOrEqual(30);
  });

  it('lists at least two providers of every service type', async () => {
    const rows = await database.db
      .select({ type: serviceProviders.type, providers: count() })
      .from(serviceProviders)
      .groupBy(serviceProviders.type);
    for (const type of SERVICE_TYPES) {
      expect(rows.find((row) => row.type === type)?.providers ?? 0, type).toBeGreaterThanOrEqual(2);
    }
  });

  it("places the providers who work from a town in their own state, so a trip's route and map find them", async () => {
    const rows = await database.db.select().from(serviceProviders);
    const located = rows.filter((provider) => provider.latitude !== null);
    expect(located.length).toBeGreaterThanOrEqual(rows.length - 3);
    for (const provider of rows) {
      const base = [provider.address, provider.city, provider.state, provider.latitude, provider.longitude];
      expect(base.every((part) => part === null) || base.every((part) => part !== null), provider.displayName).toBe(true);
    }
    for (const provider of located) {
      const [minLat, maxLat, minLng, maxLng] = STATE_BOXES[provider.state!];
      expect(Number(provider.latitude), provider.displayName).toBeGreaterThanOrEqual(minLat);
      expect(Number(provider.latitude), provider.displayName).toBeLessThanOrEqual(maxLat);
      expect(Number(provider.longitude), provider.displayName).toBeGreaterThanOrEqual(minLng);
      expect(Number(provider.longitude), provider.displayName).toBeLessThanOrEqual(maxLng);
    }
  });

  it('creates the demo login with its password and a sample trip', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_LOGIN_EMAIL));
    expect(demo).toBeDefined();
    expect(await passwordMatches(demo.passwordHash, DEMO_LOGIN_PASSWORD)).toBe(true);
    const demoTrips = await database.db.select().from(trips).where(eq(trips.userId, demo.id));
    expect(demoTrips).toHaveLength(1);
    const { rows } = await database.pool.query(
      `select (select count(*) from trip_events where trip_id = $1)::int as events,
              (select count(*) from trip_horse_hotels where trip_id = $1 and check_in_date is not null)::int as hotels,
              (select count(*) from trip_services where trip_id = $1)::int as services,
              (select count(*) from saved_events where user_id = $2)::int as saved`,
      [demoTrips[0].id, demo.id],
    );
    expect(rows[0]).toMatchObject({ events: 1, hotels: 1, services: 1 });
    expect(rows[0].saved).toBeGreaterThan(0);
  });

  it('has answers under some community posts, each by another rider and after its post', async () => {
    const { rows } = await database.pool.query<{ post_user: string; user_id: string; posted: Date; answered: Date }>(
      `select p.user_id as post_user, c.user_id, p.created_at as posted, c.created_at as answered
       from feed_post_comments c join feed_items p on p.id = c.post_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      expect(row.user_id).not.toBe(row.post_user);
      expect(row.answered.getTime()).toBeGreaterThanOrEqual(row.posted.getTime());
      expect(row.answered.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('is not loaded a second time', async () => {
    const before = await Promise.all([tableCount(arenas), tableCount(events), tableCount(users)]);
    expect(await seedDemoDataIfEmpty(database.db)).toBe(false);
    expect(await Promise.all([tableCount(arenas), tableCount(events), tableCount(users)])).toEqual(before);
    const [{ duplicates }] = (await database.db.execute<{ duplicates: number }>(
      sql`select count(*)::int as duplicates from (select name from arenas group by name having count(*) > 1) d`,
    )).rows;
    expect(duplicates).toBe(0);
  });
});

describe('demo data on a fresh database shared by two starting servers', () => {
  it('is loaded exactly once', async () => {
    const fresh = await createTestDatabase();
    try {
      const results = await Promise.all([seedDemoDataIfEmpty(fresh.db), seedDemoDataIfEmpty(fresh.db)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const [{ value }] = await fresh.db.select({ value: count() }).from(users).where(eq(users.email, DEMO_LOGIN_EMAIL));
      expect(value).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
