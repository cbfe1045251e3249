import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMiles, roundToTenth } from '@shared/geo';
import { createTestApp, type TestApp } from '../../test/app';
import { createEvent } from '../../test/factories';
import { createArenaAt, daysFromNow, PLACES } from './events.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const FW = PLACES.fortWorth;
const names = (body: { name: string }[]) => body.map((event) => event.name);

describe('GET /api/events sorted by distance from the rider', () => {
  const tag = 'Distance Sort';
  let expected: string[];

  beforeAll(async () => {
    const at = async (place: (typeof PLACES)[keyof typeof PLACES]) => createArenaAt(t.db, place, { name: `${tag} ${place.city}` });
    const [weatherford, granbury, abilene, home] = await Promise.all(
      [PLACES.weatherford, PLACES.granbury, PLACES.abilene, PLACES.fortWorth].map(at),
    );
    const sameDay = daysFromNow(8);
    for (const [name, arena, date] of [
      [`${tag} Abilene`, abilene, daysFromNow(1)],
      [`${tag} Granbury`, granbury, daysFromNow(2)],
      [`${tag} Weatherford Late`, weatherford, daysFromNow(20)],
      [`${tag} Weatherford Early`, weatherford, daysFromNow(6)],
      [`${tag} Fort Worth B`, home, sameDay],
      [`${tag} Fort Worth A`, home, sameDay],
    ] as const) {
      await createEvent(t.db, { name, arenaId: arena.id, date });
    }
    // Fort Worth 0, Weatherford ~27 (soonest first), Granbury ~35, Abilene ~140 miles.
    expected = ['Fort Worth A', 'Fort Worth B', 'Weatherford Early', 'Weatherford Late', 'Granbury', 'Abilene']
      .map((name) => `${tag} ${name}`);
  });

  const near = (query: Record<string, unknown> = {}) => t.agent().get('/api/events')
    .query({ search: tag, latitude: FW.lat, longitude: FW.lng, radiusMiles: 200, sort: 'distance', ...query });

  it('lists the nearest first, the events of one arena by date, with their distances', async () => {
    const response = await near();
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(expected);
    const distances = response.body.map((event: { distance: number }) => event.distance);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances[5]).toBeCloseTo(roundToTenth(greatCircleMiles(FW, PLACES.abilene)), 1);
    // The date order is still the default with a location.
    const byDate = await near({ sort: undefined });
    expect(names(byDate.body)[0]).toBe(`${tag} Abilene`);
  });

  it('pages without repeating or skipping an event, the total in X-Total-Count', async () => {
    const pages: string[] = [];
    for (let offset = 0; offset < expected.length; offset += 2) {
      const page = await near({ limit: 2, offset });
      expect(page.headers['x-total-count']).toBe(String(expected.length));
      pages.push(...names(page.body));
    }
    expect(pages).toEqual(expected);
    const narrow = await near({ radiusMiles: 30 });
    expect(names(narrow.body)).toEqual(expected.slice(0, 4));
  });

  it('refuses a distance sort without a location, and a radius outside 10 to 500 miles, with 400 naming the field', async () => {
    for (const [query, field, message] of [
      [{ sort: 'distance' }, 'sort', 'Sorting by distance needs a location (latitude and longitude)'],
      [{ sort: 'nearest', latitude: FW.lat, longitude: FW.lng }, 'sort', undefined],
      [{ latitude: FW.lat, longitude: FW.lng, radiusMiles: 5 }, 'radiusMiles', 'Radius must be from 10 to 500 miles'],
      [{ latitude: FW.lat, longitude: FW.lng, radiusMiles: 501 }, 'radiusMiles', undefined],
    ] as const) {
      const response = await t.agent().get('/api/events').query(query);
      expect(response.status).toBe(400);
      const errors = response.body.errors as { path: string; message: string }[];
      expect(errors.map((error) => error.path)).toContain(field);
      if (message) expect(errors.find((error) => error.path === field)?.message).toBe(message);
    }
    expect((await near({ radiusMiles: 25 })).status).toBe(200);
  });
});
