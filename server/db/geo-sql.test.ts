import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, horseHotels, serviceProviders } from '@shared/schema';
import { greatCircleMiles, routeCell, routeCellSql } from '@shared/geo';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createArena } from '../test/factories';
import { queryPlan } from '../test/query-plan';
import {
  cellCircleValues, circleAround, distanceMilesSql, withinCircleByCellSql, withinRadiusSql,
} from './geo-sql';
import { StatementValues } from './prepared';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t.close(); });

const FORT_WORTH = { lat: 32.7555, lng: -97.3308 };

describe('great-circle SQL', () => {
  it('matches the haversine formula of shared/geo for real city pairs', async () => {
    const places = [
      { name: 'Stephenville', lat: 32.2207, lng: -98.2023 },
      { name: 'Guthrie', lat: 35.8789, lng: -97.4253 },
      { name: 'Denver', lat: 39.7392, lng: -104.9903 },
    ];
    for (const place of places) {
      await createArena(t.db, { name: place.name, latitude: place.lat.toFixed(7), longitude: place.lng.toFixed(7) });
    }
    const rows = await t.db.select({ name: arenas.name, miles: distanceMilesSql(arenas.latitude, arenas.longitude, FORT_WORTH) })
      .from(arenas);
    for (const place of places) {
      const row = rows.find((r) => r.name === place.name)!;
      expect(row.miles).toBeCloseTo(greatCircleMiles(FORT_WORTH, place), 6);
    }
    // Hand-checked reference: Fort Worth to Denver is about 641 miles as the crow flies.
    expect(greatCircleMiles(FORT_WORTH, places[2])).toBeGreaterThan(635);
    expect(greatCircleMiles(FORT_WORTH, places[2])).toBeLessThan(647);
  });

  it('gives null, not pi times the earth radius, for a row without coordinates', async () => {
    const arena = await createArena(t.db, { name: 'Nowhere', latitude: null, longitude: null });
    const [row] = await t.db.select({ miles: distanceMilesSql(arenas.latitude, arenas.longitude, FORT_WORTH) })
      .from(arenas).where(sql`${arenas.id} = ${arena.id}`);
    expect(row.miles).toBeNull();
  });

  it('keeps exactly the rows inside the radius (the bounding box only pre-filters)', async () => {
    const rows = await t.db.select({ name: arenas.name }).from(arenas)
      .where(withinRadiusSql(arenas.latitude, arenas.longitude, FORT_WORTH, 100));
    expect(rows.map((r) => r.name)).toEqual(['Stephenville']);
    const wide = await t.db.select({ count: sql<number>`count(*)` }).from(arenas)
      .where(withinRadiusSql(arenas.latitude, arenas.longitude, FORT_WORTH, 300));
    expect(wide[0].count).toBe(2);
  });

  it('reads a circle by map cell from values bound before, each once, binding none while the statement is built', async () => {
    const position = { latitude: arenas.latitudeFloat8, longitude: arenas.longitudeFloat8, cell: arenas.geoCell };
    const statement = new StatementValues();
    const circle = cellCircleValues(circleAround(FORT_WORTH, 100), 100, statement.bind);
    expect(circle.cells).not.toBeNull();
    // The centre, the radius, the box's four sides and the cells' list.
    expect(Object.keys(statement.values)).toHaveLength(8);
    const query = statement.buildWithoutBinding(() => t.db.select({ name: arenas.name }).from(arenas)
      .where(withinCircleByCellSql(position, circle).inCircle));
    const rows = await query.prepare('by_cell_circle_test').execute(statement.values);
    expect(rows.map((row) => row.name)).toEqual(['Stephenville']);
  });

  it('finds the box through the GiST point index of each table it is used on', async () => {
    const tables = [
      { table: arenas, index: 'arenas_point_idx' },
      { table: horseHotels, index: 'horse_hotels_point_idx' },
      { table: serviceProviders, index: 'service_providers_point_idx' },
    ];
    for (const { table, index } of tables) {
      const query = t.db.select({ id: table.id }).from(table)
        .where(withinRadiusSql(table.latitude, table.longitude, FORT_WORTH, 50)).toSQL();
      // A few test rows never make an index worth it on cost; with sequential scans off, only an expression that
      // matches the index's own can use it.
      const plan = await queryPlan(t.pool, { text: query.sql, values: query.params }, { enable_seqscan: 'off' });
      expect(plan).toContain(index);
    }
  });
});

describe('route cells', () => {
  it('are numbered in PostgreSQL (the index key) as shared/geo numbers them, on a cell\'s edges too', async () => {
    const points = [
      FORT_WORTH, { lat: 32.25, lng: -97.25 }, { lat: 32.2499999, lng: -97.2500001 }, { lat: 0, lng: 0 }, { lat: -33.8688, lng: 151.2093 },
      { lat: 61.2181, lng: -149.9003 }, { lat: 90, lng: 180 }, { lat: -90, lng: -180 },
    ];
    const { rows } = await t.pool.query<{ cell: number }>(
      `select ${routeCellSql('point.lat', 'point.lng')} as cell from unnest($1::float8[], $2::float8[]) with ordinality as point(lat, lng, at) order by at`,
      [points.map((point) => point.lat), points.map((point) => point.lng)],
    );
    expect(rows.map((row) => row.cell)).toEqual(points.map(routeCell));
    const { rows: [offMap] } = await t.pool.query(`select ${routeCellSql("'nan'::float8", '0::float8')} as cell`);
    expect(offMap.cell).toBeNull();
  });
});
