import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { arenaLikes, arenas, reviews, riderFlagChanges, users } from '@shared/schema';
import { backfillArenaTimeZones } from '../../features/arenas/arena-time-zone';
import type { Database, Queryable } from '../client';
import { bulkInsert, type BulkColumn } from './bulk';
import type { RowCounts } from './demo';
import { createRandom } from './random';
import {
  buildScaleComments, buildScaleEvents, buildScaleFeed, buildScalePairs, buildScaleProducers, buildScaleReviews,
  buildScaleServiceProviders, buildScaleUsers,
} from './scale-activity';
import { buildClusters } from './scale-geography';
import { buildScaleArenas, buildScaleHotelLinks, buildScaleHotels } from './scale-places';

/** Rows per unit of scale. */
export const SCALE_UNIT = {
  arenas: 1_000,
  events: 10_000,
  reviews: 20_000,
  users: 2_000,
  savedEvents: 20_000,
  arenaFollows: 20_000,
  arenaLikes: 20_000,
  horseHotels: 500,
  producers: 200,
  feedItems: 5_000,
  eventComments: 10_000,
  serviceProviders: 200,
  /** About ten arenas and five hotels per cluster of towns. */
  clusters: 100,
} as const;

export interface ScaleOptions {
  scale: number;
  now?: Date;
  log?: (message: string) => void;
}

/**
 * A large synthetic data set for benchmarks, added to whatever is already there (demo accounts untouched).
 * Everything goes in one transaction with column-wise bulk inserts, then ANALYZE refreshes the planner's statistics.
 */
export async function loadScaleData(db: Database, options: ScaleOptions): Promise<RowCounts> {
  const { scale, log = () => {} } = options;
  if (!(scale > 0)) throw new Error(`scale must be a positive number, got ${scale}`);
  const nowMs = (options.now ?? new Date()).getTime();
  const rows = (perUnit: number) => Math.max(1, Math.round(perUnit * scale));
  const random = (section: string) => createRandom(`cloverleaf-scale:${section}`);
  // Emails must be unique across runs, so each run tags its riders.
  const runTag = randomBytes(4).toString('hex');
  const counts: RowCounts = {};

  await db.transaction(async (tx) => {
    const triggersSkipped = await skipForeignKeyChecks(tx);
    if (triggersSkipped) log('  (superuser: foreign-key checks skipped for this load; every reference is generated from rows inserted here)');
    const insert = async (table: string, columns: BulkColumn[], onConflictDoNothing = false) => {
      const started = performance.now();
      counts[table] = (counts[table] ?? 0) + await bulkInsert(tx, table, columns, { onConflictDoNothing });
      log(`  ${table}: ${counts[table].toLocaleString('en-US')} rows in ${seconds(started)}`);
    };

    const users = buildScaleUsers(random('users'), nowMs, rows(SCALE_UNIT.users), runTag);
    await insert('users', users.columns);
    const producers = buildScaleProducers(random('producers'), nowMs, rows(SCALE_UNIT.producers), users.ids);
    await insert('event_producers', producers.columns);

    const clusters = buildClusters(random('clusters'), rows(SCALE_UNIT.clusters));
    await insert('service_providers', buildScaleServiceProviders(random('services'), nowMs, clusters, rows(SCALE_UNIT.serviceProviders), users.ids));
    const arenas = buildScaleArenas(random('arenas'), nowMs, clusters, rows(SCALE_UNIT.arenas), users.ids);
    await insert('arenas', arenas.columns);
    await backfillArenaTimeZones(tx);
    const hotels = buildScaleHotels(random('hotels'), nowMs, clusters, rows(SCALE_UNIT.horseHotels), users.ids);
    await insert('horse_hotels', hotels.columns);
    await insert('arena_horse_hotels', buildScaleHotelLinks(arenas.arenas, hotels.hotels));

    const events = buildScaleEvents(random('events'), nowMs, rows(SCALE_UNIT.events), arenas.arenas, producers.ids, users.ids);
    await withPendingLists(tx, EVENT_SEARCH_INDEXES, () => insert('events', events.columns));
    await insert('reviews', buildScaleReviews(random('reviews'), nowMs, rows(SCALE_UNIT.reviews), arenas.arenas, users.ids));

    const arenaIds = arenas.arenas.map((arena) => arena.id);
    const savedTargets = events.upcomingIds.length ? events.upcomingIds : events.ids;
    await insert('saved_events', buildScalePairs(random('saved'), nowMs, rows(SCALE_UNIT.savedEvents), users.ids, savedTargets, 'event_id'));
    await insert('arena_follows', buildScalePairs(random('follows'), nowMs, rows(SCALE_UNIT.arenaFollows), users.ids, arenaIds, 'arena_id'));
    await insert('arena_likes', buildScalePairs(random('likes'), nowMs, rows(SCALE_UNIT.arenaLikes), users.ids, arenaIds, 'arena_id'));
    await insert('feed_items', buildScaleFeed(random('feed'), nowMs, rows(SCALE_UNIT.feedItems), users.ids, arenas.arenas, events.ids));
    await insert('event_comments', buildScaleComments(random('comments'), nowMs, rows(SCALE_UNIT.eventComments), users.ids, savedTargets));
    // Skipping the foreign-key triggers skipped the ones that keep each arena's review figures and likes, and the
    // upcoming events' tallies, too.
    if (triggersSkipped) await recountKeptFigures(tx);
  });

  const started = performance.now();
  await analyze(db);
  log(`  ANALYZE in ${seconds(started)}`);
  return counts;
}

/** The events' GIN search indexes, which take each event's entries at once (migration 0044). */
const EVENT_SEARCH_INDEXES = ['events_search_trgm_idx', 'events_search_grams_idx'];

/**
 * Runs a bulk load with GIN's pending list on for `indexes`, then off again and emptied into them: entry by entry,
 * 100k events took 107 s instead of 34 s.
 */
async function withPendingLists(tx: Queryable, indexes: string[], load: () => Promise<void>) {
  for (const index of indexes) await tx.execute(sql`alter index ${sql.identifier(index)} set (fastupdate = on)`);
  await load();
  for (const index of indexes) {
    await tx.execute(sql`alter index ${sql.identifier(index)} set (fastupdate = off)`);
    await tx.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
  }
}

/**
 * Foreign-key triggers cost about half of the load time. A superuser (the embedded server) can skip them for this
 * transaction only, as pg_dump's --disable-triggers does; others simply keep the checks.
 */
async function skipForeignKeyChecks(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.execute<{ superuser: string }>(sql`select current_setting('is_superuser') as superuser`);
  if (rows[0]?.superuser !== 'on') return false;
  await tx.execute(sql`set local session_replication_role = replica`);
  return true;
}

/**
 * Every arena's visible reviews' count and rating sum and its likes, and the events' tallies by day, counted again
 * (what the triggers of migrations 0023, 0031, 0032 and 0036 keep up); and one more change to every rider's flags
 * (migration 0045), so no answer a server kept for a rider's flags stands for the loaded rows. The triggers that
 * write an event's and an arena's list row fire in this load too (migration 0051).
 */
async function recountKeptFigures(tx: Queryable) {
  await tx.execute(sql`insert into ${riderFlagChanges} (user_id, changes) select ${users.id}, 1 from ${users}`);
  await tx.execute(sql`select rebuild_event_tallies()`);
  await tx.execute(sql`update ${arenas} set review_count = totals.n, rating_sum = totals.s
    from (select arena_id, count(*)::int as n, sum(rating)::int as s from ${reviews} where not ${reviews.hidden} group by arena_id) as totals
    where ${arenas.id} = totals.arena_id`);
  await tx.execute(sql`update ${arenas} set like_count = totals.n
    from (select arena_id, count(*)::int as n from ${arenaLikes} group by arena_id) as totals
    where ${arenas.id} = totals.arena_id`);
}

export async function analyze(db: Queryable) {
  await db.execute(sql`analyze`);
}

const seconds = (startedAt: number) => `${((performance.now() - startedAt) / 1000).toFixed(1)}s`;
