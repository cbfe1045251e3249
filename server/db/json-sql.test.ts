import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas } from '@shared/schema';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createArena } from '../test/factories';
import { jsonMembersOf, jsonObjectSql, jsonTextSql, jsonTextWithFields, jsonTextWithMembers } from './json-sql';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t.close(); });

describe('jsonObjectSql', () => {
  it('gives the JSON a drizzle select of the same fields gives after JSON.stringify, nested objects, arrays and null timestamps included', async () => {
    const arena = await createArena(t.db, { name: 'Will Rogers', latitude: '32.7555000', longitude: null, features: ['Lights', 'Stalls'] });
    const fields = {
      id: arenas.id,
      name: arenas.name,
      createdAt: arenas.createdAt,
      place: { latitude: arenas.latitude, longitude: arenas.longitude, city: arenas.city },
      features: arenas.features,
      footingLastUpdated: arenas.footingLastUpdated,
    };
    const [selected] = await t.db.select(fields).from(arenas).where(eq(arenas.id, arena.id));
    const [built] = await t.db.select({ json: jsonObjectSql(fields) }).from(arenas).where(eq(arenas.id, arena.id));
    expect(built.json).toEqual(JSON.parse(JSON.stringify(selected)));
    // Spelled as JSON.stringify spells a Date, with the milliseconds, and numerics as the text node-postgres gives.
    expect((built.json as { createdAt: string }).createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((built.json as { place: { latitude: string } }).place.latitude).toBe('32.7555000');
    // As text, the very string JSON.stringify writes of the drizzle row: lists send it as it is.
    const [text] = await t.db.select({ json: jsonTextSql(fields) }).from(arenas).where(eq(arenas.id, arena.id));
    expect(text.json).toBe(JSON.stringify(selected));
  });

  it('takes expressions as they are and refuses a field name that is not a plain word', async () => {
    const [row] = await t.db.select({ json: jsonObjectSql({ answer: sql`40 + 2`, missing: sql`null` }) }).from(sql`(select) as one`);
    expect(row.json).toEqual({ answer: 42, missing: null });
    expect(() => jsonObjectSql({ "x', (select 1), 'y": sql`1` })).toThrow('Not a JSON field name');
  });
});

describe('jsonTextWithFields', () => {
  it('adds the fields last, spelled as PostgreSQL\'s to_json spells the float8 and int values node-postgres read', async () => {
    const kept = JSON.stringify({ id: 'a', name: 'Café "Arena" ½', note: null });
    const distances = [0, 0.1, 9.7, 12.3, 1234.5, 2500, 12_450.9, null];
    for (const [index, distance] of distances.entries()) {
      const count = index * 37;
      const { rows: [written] } = await t.pool.query<{ json: string; distance: number | null; count: number }>(
        `select left($1::text, -1) || ',"eventCount":' || coalesce(to_json($2::int)::text, 'null')
           || ',"distance":' || coalesce(to_json($3::float8)::text, 'null') || '}' as json, $3::float8 as distance, $2::int as count`,
        [kept, count, distance],
      );
      const added = jsonTextWithFields(kept, { eventCount: written.count, distance: written.distance });
      expect(added).toBe(written.json);
      expect(JSON.parse(added)).toEqual({ ...JSON.parse(kept), eventCount: count, distance });
    }
  });

  it('adds to an empty object without a stray comma, and refuses a field name that is not a plain word', () => {
    expect(jsonTextWithFields('{}', { distance: 1.5 })).toBe('{"distance":1.5}');
    expect(jsonTextWithFields('{"a":1}', {})).toBe('{"a":1}');
    expect(() => jsonTextWithFields('{"a":1}', { 'x":1,"y': 2 })).toThrow('Not a JSON field name');
  });
});

describe('jsonTextWithMembers', () => {
  it('adds an object\'s members as JSON.stringify writes them, to an empty object too, and nothing for none', () => {
    const flags = { saved: true, liked: false, rating: null };
    expect(jsonMembersOf(flags)).toBe('"saved":true,"liked":false,"rating":null');
    expect(JSON.parse(jsonTextWithMembers('{"id":"a","n":[1,{}]}', jsonMembersOf(flags)))).toEqual({ id: 'a', n: [1, {}], ...flags });
    expect(jsonTextWithMembers('{}', jsonMembersOf(flags))).toBe(JSON.stringify(flags));
    expect(jsonTextWithMembers('{"id":"a"}', jsonMembersOf({}))).toBe('{"id":"a"}');
  });
});
