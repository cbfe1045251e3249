import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  arenaFollows, arenaHorseHotels, arenaLikes, eventAttendance, eventHorseHotels, eventProducerFollows, eventProducers,
  eventServiceProviders, riderFlagChanges, savedEvents, tripEvents, tripHorseHotels, trips, tripServices, userBadges,
  userFollows, users,
} from '@shared/schema';
import { createDb, createPool, type Database } from './client';
import { runMigrations } from './migrate';
import { withDatabase } from './database-url';
import {
  createArena, createEvent, createHotel, createProducer, createServiceProvider, createTrip, createUser,
} from '../test/factories';

const EXPECTED_TABLES = [
  'arena_follows', 'arena_horse_hotels', 'arena_likes', 'arena_photos', 'arenas', 'claims', 'data_version', 'event_attendance',
  'event_changes', 'event_comments', 'event_day_counts', 'event_division_day_counts', 'event_horse_hotels', 'event_producer_follows', 'event_producers',
  'event_series', 'event_service_providers', 'events', 'feed_items', 'feed_post_comments', 'footing_report_photos',
  'footing_reports', 'hidden_content', 'horse_hotel_photos', 'horse_hotel_review_photos', 'horse_hotel_reviews', 'horse_hotels', 'idempotent_requests',
  'moderation_actions', 'notification_preferences', 'notifications', 'reports', 'review_helpful_votes', 'review_photos', 'reviews', 'rider_flag_changes',
  'saved_events', 'service_providers', 'sessions', 'trip_events', 'trip_horse_hotels', 'trip_services', 'trips', 'uploads',
  'user_badges', 'user_follows', 'user_profiles', 'users',
];

let db: Database;
let pool: pg.Pool;
const name = `cloverleaf_migrate_${randomUUID().slice(0, 8)}`;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  await client.query(query);
  await client.end();
}

beforeAll(async () => {
  // A truly empty database (not the pre-migrated template): the migrations must build everything.
  await admin(`create database "${name}"`);
  pool = createPool(withDatabase(inject('pgAdminUrl'), name), 4);
  db = createDb(pool);
  await runMigrations(db);
});

afterAll(async () => {
  await pool.end();
  await admin(`drop database if exists "${name}" with (force)`);
});

describe('migrations', () => {
  it('create all 47 tables of the data model and the data_version row in an empty database', async () => {
    const { rows } = await pool.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(rows.map((row) => row.table_name)).toEqual(EXPECTED_TABLES);
  });

  it('are idempotent: a second run applies nothing and fails nothing', async () => {
    await runMigrations(db);
    const { rows } = await pool.query('select count(*)::int as count from drizzle.__drizzle_migrations');
    expect(rows[0].count).toBeGreaterThanOrEqual(1);
  });

  it('declare the numeric precisions of the spec', async () => {
    const { rows } = await pool.query(`select table_name, column_name, numeric_precision, numeric_scale
      from information_schema.columns where table_schema = 'public' and data_type = 'numeric'`);
    const precision = (table: string, column: string) => {
      const row = rows.find((r) => r.table_name === table && r.column_name === column);
      return row && `${row.numeric_precision},${row.numeric_scale}`;
    };
    expect(precision('arenas', 'latitude')).toBe('10,7');
    expect(precision('horse_hotels', 'longitude')).toBe('10,7');
    expect(precision('user_profiles', 'latitude')).toBe('10,7');
    expect(precision('horse_hotels', 'daily_rate')).toBe('10,2');
    expect(precision('horse_hotels', 'weekly_rate')).toBe('10,2');
    expect(precision('arena_horse_hotels', 'distance')).toBe('5,2');
    expect(precision('event_horse_hotels', 'distance')).toBe('5,2');
  });

  it('index the columns the API filters and joins on', async () => {
    const { rows } = await pool.query<{ indexdef: string }>("select indexdef from pg_indexes where schemaname = 'public'");
    const defs = rows.map((row) => row.indexdef).join('\n');
    expect(defs).toMatch(/ON public\.events USING btree \(date\)/);
    expect(defs).toMatch(/ON public\.arenas USING btree \(state, city\)/);
    // A position is searched by map cell or by point (migrations 0021, 0026, 0029), never by a btree on the numeric
    // columns (dropped in 0057).
    expect(defs).toMatch(/ON public\.arenas USING gist \(point\(\(longitude\)::double precision, \(latitude\)::double precision\)\)/);
    expect(defs).not.toMatch(/USING btree \(latitude, longitude\)/);
    expect(defs).toMatch(/ON public\.sessions USING btree \(expire\)/);
    expect(defs).toMatch(/ON public\.events USING btree \(arena_id, date\)/);
  });
});

describe('constraints', () => {
  const expectUniqueViolation = async (insert: () => Promise<unknown>) => {
    await insert();
    await expect(insert()).rejects.toMatchObject({ cause: { code: '23505' } });
  };

  it('keep every pair unique', async () => {
    const user = await createUser(db);
    const other = await createUser(db);
    const arena = await createArena(db);
    const event = await createEvent(db, { arenaId: arena.id });
    const producer = await createProducer(db);
    const hotel = await createHotel(db);
    const provider = await createServiceProvider(db);
    const trip = await createTrip(db, user.id);

    await expectUniqueViolation(() => db.insert(userFollows).values({ followerId: user.id, followeeId: other.id }));
    await expectUniqueViolation(() => db.insert(arenaFollows).values({ userId: user.id, arenaId: arena.id }));
    await expectUniqueViolation(() => db.insert(arenaLikes).values({ userId: user.id, arenaId: arena.id }));
    await expectUniqueViolation(() => db.insert(savedEvents).values({ userId: user.id, eventId: event.id }));
    await expectUniqueViolation(() => db.insert(eventProducerFollows).values({ userId: user.id, producerId: producer.id }));
    await expectUniqueViolation(() => db.insert(userBadges).values({ userId: user.id, badgeType: 'reviewer', badgeLevel: 'gold' }));
    await expectUniqueViolation(() => db.insert(eventServiceProviders).values({ eventId: event.id, serviceProviderId: provider.id }));
    await expectUniqueViolation(() => db.insert(arenaHorseHotels).values({ arenaId: arena.id, horseHotelId: hotel.id, distance: '4.20' }));
    await expectUniqueViolation(() => db.insert(eventHorseHotels).values({ eventId: event.id, horseHotelId: hotel.id, distance: '4.20' }));
    await expectUniqueViolation(() => db.insert(tripEvents).values({ tripId: trip.id, eventId: event.id }));
    await expectUniqueViolation(() => db.insert(tripHorseHotels).values({ tripId: trip.id, horseHotelId: hotel.id }));
    await expectUniqueViolation(() => db.insert(tripServices).values({ tripId: trip.id, serviceProviderId: provider.id }));
  });

  it('delete trip items with their trip', async () => {
    const user = await createUser(db);
    const trip = await createTrip(db, user.id);
    const event = await createEvent(db);
    const hotel = await createHotel(db);
    const provider = await createServiceProvider(db);
    await db.insert(tripEvents).values({ tripId: trip.id, eventId: event.id });
    await db.insert(tripHorseHotels).values({ tripId: trip.id, horseHotelId: hotel.id });
    await db.insert(tripServices).values({ tripId: trip.id, serviceProviderId: provider.id });

    await db.delete(trips).where(eq(trips.id, trip.id));

    const counts = await db.execute(sql`select
      (select count(*) from trip_events where trip_id = ${trip.id}) as events,
      (select count(*) from trip_horse_hotels where trip_id = ${trip.id}) as hotels,
      (select count(*) from trip_services where trip_id = ${trip.id}) as services`);
    expect(counts.rows[0]).toEqual({ events: 0, hotels: 0, services: 0 });
  });

  it('refuse out-of-range ratings, self-follows and state codes that are not two letters', async () => {
    const user = await createUser(db);
    await expect(db.insert(userFollows).values({ followerId: user.id, followeeId: user.id }))
      .rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(createArena(db, { state: 'TEX' })).rejects.toMatchObject({ cause: { code: expect.stringMatching(/22001|23514/) } });
    const arena = await createArena(db);
    await expect(pool.query('insert into reviews (arena_id, rating, review_text) values ($1, 6, $2)', [arena.id, 'x']))
      .rejects.toMatchObject({ code: '23514' });
  });
});

describe('rider flag versions', () => {
  const versionOf = async (userId: string) => {
    const rows = await db.select().from(riderFlagChanges).where(eq(riderFlagChanges.userId, userId));
    return rows.reduce((sum, row) => sum + row.changes, 0);
  };

  it('move on for the rider whose saves, attendance, likes or follows change, and for no one else', async () => {
    const rider = await createUser(db);
    const other = await createUser(db);
    const arena = await createArena(db);
    const event = await createEvent(db, { arenaId: arena.id });
    const producer = await createProducer(db);
    let last = await versionOf(rider.id);
    expect(last).toBe(0);
    const movesOn = async (write: () => Promise<unknown>) => {
      await write();
      const now = await versionOf(rider.id);
      expect(now).toBeGreaterThan(last);
      last = now;
    };

    await movesOn(() => db.insert(savedEvents).values({ userId: rider.id, eventId: event.id }));
    await movesOn(() => db.insert(eventAttendance).values({ userId: rider.id, eventId: event.id, status: 'going' }));
    await movesOn(() => db.update(eventAttendance).set({ status: 'interested' }).where(eq(eventAttendance.userId, rider.id)));
    await movesOn(() => db.insert(arenaLikes).values({ userId: rider.id, arenaId: arena.id }));
    await movesOn(() => db.insert(arenaFollows).values({ userId: rider.id, arenaId: arena.id }));
    await movesOn(() => db.insert(eventProducerFollows).values({ userId: rider.id, producerId: producer.id }));
    await movesOn(() => db.delete(savedEvents).where(eq(savedEvents.userId, rider.id)));
    // A follow removed with its producer (a cascade) counts as a change too.
    await movesOn(() => db.delete(eventProducers).where(eq(eventProducers.id, producer.id)));
    expect(await versionOf(other.id)).toBe(0);

    // One statement for two riders gives each a new version; a TRUNCATE gives every rider one.
    const otherEvent = await createEvent(db, { arenaId: arena.id });
    await movesOn(() => db.insert(savedEvents).values([
      { userId: rider.id, eventId: event.id }, { userId: rider.id, eventId: otherEvent.id }, { userId: other.id, eventId: event.id },
    ]));
    const otherAfterSave = await versionOf(other.id);
    expect(otherAfterSave).toBeGreaterThan(0);
    await movesOn(() => db.execute(sql`truncate table saved_events`));
    expect(await versionOf(other.id)).toBeGreaterThan(otherAfterSave);

    // A rider deleted with their rows takes their counts along.
    await db.delete(users).where(eq(users.id, rider.id));
    expect(await db.select().from(riderFlagChanges).where(eq(riderFlagChanges.userId, rider.id))).toEqual([]);
  });

  it('count one rider\'s concurrent writes without one waiting for another, each once it commits', async () => {
    const rider = await createUser(db);
    const arena = await createArena(db);
    const [first, second] = [await createEvent(db, { arenaId: arena.id }), await createEvent(db, { arenaId: arena.id })];
    await db.insert(arenaLikes).values({ userId: rider.id, arenaId: arena.id });
    const before = await versionOf(rider.id);
    const [one, two] = [await pool.connect(), await pool.connect()];
    try {
      await one.query('begin');
      await one.query('insert into saved_events (user_id, event_id) values ($1, $2)', [rider.id, first.id]);
      // The first transaction holds the rider's row of counts: the second takes a row of its own at once.
      await two.query("begin; set local lock_timeout = '2s'");
      await two.query('insert into saved_events (user_id, event_id) values ($1, $2)', [rider.id, second.id]);
      expect(await versionOf(rider.id)).toBe(before);
      await two.query('commit');
      expect(await versionOf(rider.id)).toBe(before + 1);
      await one.query('commit');
      expect(await versionOf(rider.id)).toBe(before + 2);
    } finally {
      one.release();
      two.release();
    }
  });
});
