import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, inArray } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPORT_TARGETS, type ReportTarget } from '@shared/constants';
import {
  arenaPhotos, eventComments, feedPostComments, footingReports, hiddenContent, horseHotelPhotos, horseHotelReviews, reviews,
} from '@shared/schema';
import { createDb, createPool } from '../../db/client';
import { withDatabase } from '../../db/database-url';
import { MIGRATIONS_FOLDER, runMigrations } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import {
  createArena, createEvent, createFeedPost, createHotel, createServiceProvider, createUser,
} from '../../test/factories';

/**
 * Every reportable kind listed through its own table carries whether it is hidden (migration 0055), kept from
 * hidden_content by its triggers: the lists test that flag instead of looking each row up in hidden_content.
 */
let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t.close(); });

const TABLES: Record<Exclude<ReportTarget, 'rider'>, string> = {
  event_comment: 'event_comments', post_comment: 'feed_post_comments', post: 'feed_items', arena_review: 'reviews',
  hotel_review: 'horse_hotel_reviews', ground_report: 'footing_reports', arena_photo: 'arena_photos',
  hotel_photo: 'horse_hotel_photos', event: 'events', arena: 'arenas', horse_hotel: 'horse_hotels', service: 'service_providers',
};
type Kind = keyof typeof TABLES;

const inserted = async (table: PgTable, values: Record<string, unknown>) =>
  ((await t.db.insert(table).values(values).returning()) as { id: string }[])[0].id;

/** One new row of every kind, all on one arena, event, hotel and post. */
async function oneOfEach(): Promise<Record<Kind, string>> {
  const user = await createUser(t.db);
  const arena = await createArena(t.db);
  const event = await createEvent(t.db, { arenaId: arena.id });
  const hotel = await createHotel(t.db);
  const post = await createFeedPost(t.db, { userId: user.id });
  return {
    event_comment: await inserted(eventComments, { eventId: event.id, userId: user.id, commentText: 'Spam' }),
    post_comment: await inserted(feedPostComments, { postId: post.id, userId: user.id, commentText: 'Spam' }),
    post: post.id,
    arena_review: await inserted(reviews, { arenaId: arena.id, userId: user.id, rating: 1, reviewText: 'Spam' }),
    hotel_review: await inserted(horseHotelReviews, { horseHotelId: hotel.id, userId: user.id, rating: 1, reviewText: 'Spam' }),
    ground_report: await inserted(footingReports, { arenaId: arena.id, userId: user.id, condition: 'poor', riddenOn: '2026-12-01' }),
    arena_photo: await inserted(arenaPhotos, { arenaId: arena.id, photoUrl: '/uploads/a.jpg' }),
    hotel_photo: await inserted(horseHotelPhotos, { horseHotelId: hotel.id, photoUrl: '/uploads/h.jpg' }),
    event: event.id,
    arena: arena.id,
    horse_hotel: hotel.id,
    service: (await createServiceProvider(t.db)).id,
  };
}

async function hiddenFlags(rows: Record<Kind, string>): Promise<Record<Kind, boolean>> {
  const flags = {} as Record<Kind, boolean>;
  for (const kind of Object.keys(TABLES) as Kind[]) {
    const { rows: [row] } = await t.pool.query(`select hidden from ${TABLES[kind]} where id = $1`, [rows[kind]]);
    flags[kind] = row.hidden;
  }
  return flags;
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try { await client.query(statement); } finally { await client.end(); }
}

const every = (value: boolean) => Object.fromEntries(Object.keys(TABLES).map((kind) => [kind, value]));

describe('a row\'s hidden flag', () => {
  it('names a table for every reportable kind but a rider\'s profile, which no list tests this way', () => {
    expect(Object.keys(TABLES).sort()).toEqual(REPORT_TARGETS.filter((kind) => kind !== 'rider').sort());
  });

  it('follows hidden_content for every kind: set when hidden (many in one statement), cleared when restored', async () => {
    const shown = await oneOfEach();
    const target = await oneOfEach();
    expect(await hiddenFlags(target)).toEqual(every(false));

    const kinds = Object.keys(TABLES) as Kind[];
    await t.db.insert(hiddenContent).values(kinds.map((kind) => ({ targetType: kind, targetId: target[kind], reason: 'test' })));
    expect(await hiddenFlags(target)).toEqual(every(true));
    // Only the hidden rows: the same kinds' other rows stay shown.
    expect(await hiddenFlags(shown)).toEqual(every(false));

    // A moderator taking a hide over (the upsert of reports.repo) changes nothing.
    await t.db.insert(hiddenContent).values({ targetType: 'event', targetId: target.event, reason: 'moderator' })
      .onConflictDoUpdate({ target: [hiddenContent.targetType, hiddenContent.targetId], set: { reason: 'moderator' } });
    expect((await hiddenFlags(target)).event).toBe(true);

    const restored: Kind[] = ['event', 'arena_review', 'post_comment'];
    await t.db.delete(hiddenContent).where(and(
      inArray(hiddenContent.targetType, restored), inArray(hiddenContent.targetId, restored.map((kind) => target[kind])),
    ));
    expect(await hiddenFlags(target)).toEqual({ ...every(true), event: false, arena_review: false, post_comment: false });
  });

  it('is set by the migration itself for a row hidden before the flag existed', async () => {
    // A database migrated up to the migration before the flag's, with a hidden arena, then migrated to the end.
    const name = `cloverleaf_hidden_${randomUUID().slice(0, 8)}`;
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    await admin(`create database "${name}"`);
    const pool = createPool(withDatabase(inject('pgAdminUrl'), name), 2);
    try {
      await fs.cp(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journalFile = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await fs.readFile(journalFile, 'utf8'));
      const flagAt = journal.entries.findIndex((entry: { tag: string }) => entry.tag === '0055_hidden_on_rows');
      expect(flagAt).toBeGreaterThan(0);
      await fs.writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, flagAt) }));
      await migrate(createDb(pool), { migrationsFolder: folder });
      const arenaIds = [];
      for (const arenaName of ['Hidden Arena', 'Shown Arena']) {
        arenaIds.push((await pool.query(`insert into arenas (name, city, state) values ($1, 'Fort Worth', 'TX') returning id`, [arenaName])).rows[0].id);
      }
      await pool.query(`insert into hidden_content (target_type, target_id, reason) values ('arena', $1, 'test')`, [arenaIds[0]]);
      await runMigrations(createDb(pool));
      const { rows } = await pool.query('select id, hidden from arenas where id = any($1) order by name', [arenaIds]);
      expect(rows).toEqual([{ id: arenaIds[0], hidden: true }, { id: arenaIds[1], hidden: false }]);
    } finally {
      await pool.end();
      await admin(`drop database if exists "${name}" with (force)`);
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
