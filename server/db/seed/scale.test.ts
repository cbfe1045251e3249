import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, users } from '@shared/schema';
import { passwordMatches } from '../../auth/passwords';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { DEMO_LOGIN_EMAIL, DEMO_LOGIN_PASSWORD, seedDemoDataIfEmpty } from './demo';
import { loadScaleData, SCALE_UNIT } from './scale';
import { countRows } from './tables';

let database: TestDatabase;
let before: Record<string, number>;
let after: Record<string, number>;
let demoFlagsVersionBefore: number;
const SCALE = 0.02;

const demoFlagsVersion = async () => (await database.pool.query<{ version: number }>(
  `select coalesce(sum(changes), 0)::int as version from rider_flag_changes
   where user_id = (select id from users where email = $1)`, [DEMO_LOGIN_EMAIL],
)).rows[0].version;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoDataIfEmpty(database.db);
  before = await countRows(database.db);
  demoFlagsVersionBefore = await demoFlagsVersion();
  await loadScaleData(database.db, { scale: SCALE });
  after = await countRows(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('scale data', () => {
  it('adds the per-unit row counts on top of what is there', () => {
    const added = (table: string) => after[table] - before[table];
    expect(added('arenas')).toBe(SCALE_UNIT.arenas * SCALE);
    expect(added('events')).toBe(SCALE_UNIT.events * SCALE);
    expect(added('reviews')).toBe(SCALE_UNIT.reviews * SCALE);
    expect(added('users')).toBe(SCALE_UNIT.users * SCALE);
    expect(added('saved_events')).toBe(SCALE_UNIT.savedEvents * SCALE);
    expect(added('arena_follows')).toBe(SCALE_UNIT.arenaFollows * SCALE);
    expect(added('arena_likes')).toBe(SCALE_UNIT.arenaLikes * SCALE);
    expect(added('horse_hotels')).toBe(SCALE_UNIT.horseHotels * SCALE);
    expect(added('event_comments')).toBe(SCALE_UNIT.eventComments * SCALE);
    expect(added('service_providers')).toBe(SCALE_UNIT.serviceProviders * SCALE);
    expect(added('arena_horse_hotels')).toBeGreaterThan(0);
  });

  it('leaves no dangling reference, even where foreign-key checks were skipped', async () => {
    const { rows: foreignKeys } = await database.pool.query<{ child: string; column: string; parent: string; parentColumn: string }>(`
      select c.conrelid::regclass::text as child, a.attname as column, c.confrelid::regclass::text as parent, pa.attname as "parentColumn"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
    expect(foreignKeys.length).toBeGreaterThan(20);
    for (const key of foreignKeys) {
      const { rows } = await database.pool.query(`select count(*)::int as dangling from ${key.child} t
        where t."${key.column}" is not null and not exists (select 1 from ${key.parent} p where p."${key.parentColumn}" = t."${key.column}")`);
      expect(rows[0].dangling, `${key.child}.${key.column}`).toBe(0);
    }
  });

  it("counts every arena's reviews and rating sum on the arena, demo and synthetic alike", async () => {
    const { rows } = await database.pool.query(`select count(*)::int as wrong, (select count(*)::int from arenas where review_count > 0) as rated
      from arenas a left join (select arena_id, count(*)::int as n, sum(rating)::int as s from reviews group by arena_id) r
        on r.arena_id = a.id
      where a.review_count <> coalesce(r.n, 0) or a.rating_sum <> coalesce(r.s, 0)`);
    expect(rows[0].wrong).toBe(0);
    expect(rows[0].rated).toBeGreaterThan(10);
  });

  it('tallies the live events and their divisions by day as the triggers would, demo and synthetic alike', async () => {
    // Counted from hidden_content itself, not the events' flag the triggers read, so the two are checked to agree.
    const visibleEvent = "not exists (select from hidden_content h where h.target_type = 'event' and h.target_id = events.id)";
    const { rows } = await database.pool.query(`
      with counted as (
        select (date at time zone 'UTC')::date as day, count(*)::int as n from events
        where deleted_at is null and ${visibleEvent} group by 1
      )
      select (select count(*)::int from counted full join event_day_counts kept using (day)
          where coalesce(kept.live_events, 0) <> coalesce(counted.n, 0)) as "wrongDays",
        (select coalesce(sum(n), 0)::int from counted) as events,
        (select count(*)::int from (
          select (date at time zone 'UTC')::date as day, lower(trim(d->>'name')) as name_key, trim(d->>'name') as spelling, count(*)::int as n
          from events, jsonb_array_elements(divisions) as d
          where deleted_at is null and status = 'scheduled' and ${visibleEvent}
            and trim(d->>'name') <> '' group by 1, 2, 3
        ) counted full join event_division_day_counts kept using (day, name_key, spelling)
          where coalesce(kept.entries, 0) <> coalesce(counted.n, 0)) as "wrongDivisions",
        (select count(*)::int from event_division_day_counts) as "divisionRows"`);
    expect(rows[0]).toMatchObject({ wrongDays: 0, wrongDivisions: 0 });
    expect(rows[0].events).toBeGreaterThan(300);
    expect(rows[0].divisionRows).toBeGreaterThan(10);
  });

  it("counts every arena's likes on the arena, demo and synthetic alike", async () => {
    const { rows } = await database.pool.query(`select count(*)::int as wrong, (select count(*)::int from arenas where like_count > 0) as liked
      from arenas a left join (select arena_id, count(*)::int as n from arena_likes group by arena_id) l on l.arena_id = a.id
      where a.like_count <> coalesce(l.n, 0)`);
    expect(rows[0].wrong).toBe(0);
    expect(rows[0].liked).toBeGreaterThan(10);
  });

  it("counts a change to every rider's flags, demo and synthetic alike, as the triggers it skipped would", async () => {
    const { rows } = await database.pool.query(`select count(*)::int as without from users u
      where not exists (select from rider_flag_changes c where c.user_id = u.id)`);
    expect(rows[0].without).toBe(0);
    expect(await demoFlagsVersion()).toBeGreaterThan(demoFlagsVersionBefore);
  });

  it("gives every event its arena's position, map cell and search text, demo and synthetic alike", async () => {
    const { rows } = await database.pool.query(`select count(*)::int as events,
        count(*) filter (where e.arena_latitude is distinct from a.latitude::float8
          or e.arena_longitude is distinct from a.longitude::float8 or e.geo_cell is null
          or e.search_text is distinct from event_search_text(e.name, a.name, a.city, a.state))::int as wrong
      from events e join arenas a on a.id = e.arena_id`);
    expect(rows[0].events).toBeGreaterThan(100);
    expect(rows[0].wrong).toBe(0);
  });

  it("gives every event and every arena its list row as its triggers write it, demo and synthetic alike", async () => {
    const { rows } = await database.pool.query(`select
        (select count(*) filter (where e.list_json is distinct from event_list_json(e))::int from events e) as events,
        (select count(*) filter (where a.list_json is distinct from arena_list_json(a))::int from arenas a) as arenas`);
    expect(rows[0]).toEqual({ events: 0, arenas: 0 });
  });

  it("leaves the events' search indexes taking each event's entries at once, as migration 0044 set them", async () => {
    const { rows } = await database.pool.query(`select relname, reloptions from pg_class
      where relname in ('events_search_trgm_idx', 'events_search_grams_idx') order by relname`);
    expect(rows).toEqual([
      { relname: 'events_search_grams_idx', reloptions: ['fastupdate=off'] },
      { relname: 'events_search_trgm_idx', reloptions: ['fastupdate=off'] },
    ]);
  });

  it('places arenas inside the continental US', async () => {
    const { rows } = await database.pool.query(`select min(latitude)::float as "minLat", max(latitude)::float as "maxLat",
      min(longitude)::float as "minLng", max(longitude)::float as "maxLng" from arenas`);
    expect(rows[0].minLat).toBeGreaterThanOrEqual(26);
    expect(rows[0].maxLat).toBeLessThanOrEqual(48);
    expect(rows[0].minLng).toBeGreaterThanOrEqual(-124);
    expect(rows[0].maxLng).toBeLessThanOrEqual(-68);
  });

  it("gives most synthetic service providers a place to work from in the continental US, so a trip's route finds them", async () => {
    const { rows } = await database.pool.query<{ located: number; unlocated: number; partial: number; outside: number }>(`
      select count(*) filter (where latitude is not null)::int as located, count(*) filter (where latitude is null)::int as unlocated,
        count(*) filter (where (latitude is null) <> (longitude is null) or (latitude is null) <> (address is null)
          or (latitude is null) <> (city is null) or (latitude is null) <> (state is null))::int as partial,
        count(*) filter (where latitude not between 26 and 48 or longitude not between -124 and -68)::int as outside
      from service_providers where email ~ '^hello@[a-z]+[0-9]+\\.example\\.com$'`);
    expect(rows[0].located).toBeGreaterThan(rows[0].unlocated);
    expect(rows[0].partial).toBe(0);
    expect(rows[0].outside).toBe(0);
  });

  it('keeps the demo login working and gives synthetic users no password', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_LOGIN_EMAIL));
    expect(await passwordMatches(demo.passwordHash, DEMO_LOGIN_PASSWORD)).toBe(true);
    const withPassword = await database.db.select({ id: users.id }).from(users).where(isNotNull(users.passwordHash));
    expect(withPassword).toHaveLength(before.users);
  });

  it('can run again and add another batch', async () => {
    await loadScaleData(database.db, { scale: SCALE });
    expect((await database.db.select({ id: arenas.id }).from(arenas)).length).toBe(after.arenas + SCALE_UNIT.arenas * SCALE);
  });
});
