import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@shared/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/factories';
import { changedTables, databaseState } from './database-state';
import { MUTATING_ROUTES, sendPrepared, type RouteWorld } from './mutating-routes';

/** Every route that writes a URL column, and the body fields that carry them. */
const URL_WRITES = [
  { table: 'arenas', route: 'POST /api/arenas', fields: ['coverImage', 'videoUrl'] },
  { table: 'events', route: 'POST /api/events', fields: ['imageUrl', 'eventFlyerUrl', 'saddlebookUrl', 'drawUrl', 'resultsUrl', 'stallReservationUrl'] },
  { table: 'feed_items', route: 'POST /api/feed', fields: ['photoUrl'] },
  { table: 'horse_hotels', route: 'POST /api/horse-hotels', fields: ['website', 'coverImage'] },
  { table: 'horse_hotels', route: 'PUT /api/horse-hotels/:id', fields: ['website', 'coverImage'] },
  { table: 'horse_hotels', route: 'PATCH /api/horse-hotels/:id', fields: ['website', 'coverImage'] },
  { table: 'service_providers', route: 'POST /api/service-providers', fields: ['website'] },
  { table: 'service_providers', route: 'PUT /api/service-providers/:id', fields: ['website'] },
];

/** URL columns no API route writes (the route matrix lists every route), with where their values come from. */
const NOT_WRITABLE_BY_RIDERS: Record<string, string> = {
  'arenas.saddlebookArenaUrl': 'seed data only',
  // Riders attach uploads by id; the server writes the upload's own /uploads/... URL (claimUploads).
  'review_photos.photoUrl': 'seed data, or the URL of an upload attached by id',
  'arena_photos.photoUrl': 'seed data, or the URL of an upload attached by id',
  'horse_hotel_review_photos.photoUrl': 'seed data, or the URL of an upload attached by id',
  'horse_hotel_photos.photoUrl': 'the URL of an upload attached by id',
  'footing_report_photos.photoUrl': 'the URL of an upload attached by id',
  'event_producers.website': 'seed data only',
  'event_producers.logoUrl': 'seed data only',
  'event_producers.coverImage': 'seed data only',
  'users.profileImageUrl': "the OpenID Connect picture claim, kept only when http(s) (server/auth/oidc.test.ts)",
};

const SCRIPT_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  '  javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript://%0aalert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x.png',
  '<img src=x onerror=alert(1)>',
];

let t: TestApp;
let world: RouteWorld;
let agent: ReturnType<TestApp['agent']>;

beforeAll(async () => {
  t = await createTestApp();
  agent = t.agent();
  const owner = await signIn(agent, t.db);
  world = { db: t.db, owner, other: owner, secret: t.config.sessionSecret };
});
afterAll(async () => { await t.close(); });

describe('URL fields', () => {
  it('every URL column is either checked below or not writable through the API', () => {
    const tables = (Object.values(schema) as unknown[]).filter((value) => is(value, PgTable)) as PgTable[];
    const urlColumns = tables.flatMap((table) => Object.keys(getTableColumns(table))
        .filter((column) => /(url|image|website)$/i.test(column))
        .map((column) => `${getTableName(table)}.${column}`));
    const checked = new Set(URL_WRITES.flatMap(({ table, fields }) => fields.map((field) => `${table}.${field}`)));
    const unaccounted = urlColumns.filter((column) => !checked.has(column) && !(column in NOT_WRITABLE_BY_RIDERS));
    expect(unaccounted).toEqual([]);
    expect(urlColumns.length).toBeGreaterThanOrEqual(checked.size);
  });

  describe.each(URL_WRITES)('$route', ({ route, fields }) => {
    it.each(fields)('refuses script and data URLs in %s with 400 naming the field, writing nothing', async (field) => {
      const prepared = await MUTATING_ROUTES[route].prepare(world);
      const before = await databaseState(t.pool);
      for (const url of SCRIPT_URLS) {
        const response = await sendPrepared(agent, route, { ...prepared, body: { ...prepared.body, [field]: url } });
        expect(response.status, JSON.stringify(url)).toBe(400);
        expect(response.body.errors.map((error: { path: string }) => error.path), JSON.stringify(url)).toContain(field);
      }
      expect(changedTables(before, await databaseState(t.pool))).toEqual([]);
    });

    it.each(fields)('stores an https URL in %s as sent', async (field) => {
      const prepared = await MUTATING_ROUTES[route].prepare(world);
      const url = `https://media.example/${field}/picture.jpg?size=large&v=2`;
      const response = await sendPrepared(agent, route, { ...prepared, body: { ...prepared.body, [field]: url } });
      expect(response.status).toBe(prepared.succeeds);
      expect(response.body[field]).toBe(url);
    });
  });
});
