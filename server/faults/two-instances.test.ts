import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { ensureDatabaseExists, openDatabase } from '../db/open';
import { withDatabase } from '../db/database-url';
import {
  registerRider, sessionCookieOf, startAppServer, startOwnPostgres, type OwnPostgres,
} from './fault-helpers';

// Two app servers (each with its own pool, as two processes behind a load balancer would have) share one
// PostgreSQL. They must agree on sessions and never double-insert when the same add reaches both at once.

const SHARED = { SESSION_SECRET: 'one-secret-for-every-instance' };

let database: OwnPostgres;
let first: Awaited<ReturnType<typeof startAppServer>>;
let second: Awaited<ReturnType<typeof startAppServer>>;
let sql: pg.Client;

beforeAll(async () => {
  database = await startOwnPostgres();
  [first, second] = await Promise.all([startAppServer(database.databaseUrl, SHARED), startAppServer(database.databaseUrl, SHARED)]);
  sql = new pg.Client({ connectionString: database.databaseUrl });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await first?.close();
  await second?.close();
  await database?.remove();
});

const json = (cookie: string, body: unknown): RequestInit => ({
  method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body),
});

async function insertReturningId(text: string, values: unknown[] = []): Promise<string> {
  return (await sql.query<{ id: string }>(`${text} returning id`, values)).rows[0].id;
}

describe('starting together', () => {
  it('three servers opening an empty database at once all start, and the migrations run once', async () => {
    await ensureDatabaseExists(database.adminUrl, 'fresh_start');
    const settings = { databaseUrl: withDatabase(database.adminUrl, 'fresh_start'), pgDataDir: '', pgPort: 1, dbPoolSize: 1 };
    const opened = await Promise.allSettled([openDatabase(settings), openDatabase(settings), openDatabase(settings)]);
    try {
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started', 'started']);
      const migrationCount = fs.readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql')).length;
      const fresh = (opened[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>).value;
      const { rows } = await fresh.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows[0].n).toBe(migrationCount);
    } finally {
      await Promise.all(opened.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
    }
  });
});

describe('sessions', () => {
  it('a session created on one instance is valid on the other, and logging out on one ends it on both', async () => {
    const { cookie, userId } = await registerRider(first.url);
    const onSecond = await fetch(`${second.url}/api/auth/user`, { headers: { cookie } });
    expect(onSecond.status).toBe(200);
    expect((await onSecond.json()).id).toBe(userId);

    const logout = await fetch(`${second.url}/api/logout`, { headers: { cookie }, redirect: 'manual' });
    expect(logout.status).toBe(302);
    expect((await fetch(`${first.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  });

  it('a login on the second instance is valid on the first', async () => {
    const email = `second-${Date.now()}@example.com`;
    await fetch(`${first.url}/api/auth/register`, json('', { email, password: 'long-enough-password' }));
    const login = await fetch(`${second.url}/api/auth/login`, json('', { email, password: 'long-enough-password' }));
    expect(login.status).toBe(200);
    const me = await fetch(`${first.url}/api/auth/user`, { headers: { cookie: sessionCookieOf(login) } });
    expect((await me.json()).email).toBe(email);
  });
});

describe('concurrent duplicate adds from both instances end with exactly one row', () => {
  const ATTEMPTS = 10;

  /** Fires the same request ATTEMPTS times at once, alternating between the instances. */
  async function raceOnBoth(path: string, init: RequestInit) {
    const responses = await Promise.all(Array.from({ length: ATTEMPTS }, (_, index) =>
      fetch(`${index % 2 === 0 ? first.url : second.url}${path}`, init)));
    return responses.map((response) => response.status).sort();
  }

  it('the same event added to the same trip: one 201, the rest 409', async () => {
    const { cookie, userId } = await registerRider(first.url);
    const arenaId = await insertReturningId("insert into arenas (name, city, state) values ('Race Arena', 'Waco', 'TX')");
    const eventId = await insertReturningId("insert into events (arena_id, name, date, time) values ($1, 'Race', now() + interval '7 days', '7 PM')", [arenaId]);
    const tripId = await insertReturningId("insert into trips (user_id, name) values ($1, 'Race trip')", [userId]);

    const statuses = await raceOnBoth(`/api/trips/${tripId}/events`, json(cookie, { eventId }));
    expect(statuses).toEqual([201, ...Array(ATTEMPTS - 1).fill(409)]);
    const { rows } = await sql.query('select count(*)::int as n from trip_events where trip_id = $1 and event_id = $2', [tripId, eventId]);
    expect(rows[0].n).toBe(1);
  });

  it.each([
    ['arena follow', '/api/arena-follows', 'arena_follows', 'arena_id', 'arenaId', 'arena'],
    ['arena like', '/api/arena-likes', 'arena_likes', 'arena_id', 'arenaId', 'arena'],
    ['saved event', '/api/saved-events', 'saved_events', 'event_id', 'eventId', 'event'],
    ['producer follow', '/api/event-producer-follows', 'event_producer_follows', 'producer_id', 'producerId', 'producer'],
  ])('the same %s: one 201, the rest 200 with that row', async (_label, path, table, column, field, target) => {
    const { cookie, userId } = await registerRider(first.url);
    const arenaId = await insertReturningId("insert into arenas (name, city, state) values ('Follow Arena', 'Waco', 'TX')");
    const targets: Record<string, () => Promise<string>> = {
      arena: async () => arenaId,
      event: () => insertReturningId("insert into events (arena_id, name, date, time) values ($1, 'Show', now() + interval '3 days', '9 AM')", [arenaId]),
      producer: () => insertReturningId("insert into event_producers (name) values ('Producer')"),
    };
    const targetId = await targets[target]();

    const statuses = await raceOnBoth(path, json(cookie, { [field]: targetId }));
    expect(statuses).toEqual([...Array(ATTEMPTS - 1).fill(200), 201]);
    const { rows } = await sql.query(`select count(*)::int as n from ${table} where user_id = $1 and ${column} = $2`, [userId, targetId]);
    expect(rows[0].n).toBe(1);
  });
});

describe('the login rate limit', () => {
  // Documented in the README ("Running at scale"): without REDIS_URL the limiter's counters live in each process's
  // memory, so N instances allow N times LOGIN_RATE_LIMIT attempts per address (redis-rate-limits.test.ts: with it).
  it('counts per instance without REDIS_URL, not across instances', async () => {
    const limited = { ...SHARED, LOGIN_RATE_LIMIT: '3' };
    const [one, two] = await Promise.all([startAppServer(database.databaseUrl, limited), startAppServer(database.databaseUrl, limited)]);
    try {
      const attempt = (url: string) => fetch(`${url}/api/auth/login`, json('', { email: 'nobody@example.com', password: 'wrong-password' }))
        .then((response) => response.status);
      const onOne = [await attempt(one.url), await attempt(one.url), await attempt(one.url), await attempt(one.url)];
      expect(onOne).toEqual([401, 401, 401, 429]);
      expect(await attempt(two.url)).toBe(401);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
