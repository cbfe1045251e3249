import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMiles } from '@shared/geo';
import { placeSelection } from '@shared/validation/places';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const search = (q: string) => t.agent().get('/api/places').query({ q });

describe('GET /api/places', () => {
  it('resolves a ZIP code to its town, state and centre, signed out', async () => {
    const response = await search('76104');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{
      name: '76104',
      formattedAddress: 'Fort Worth, TX 76104, USA',
      latitude: 32.7256,
      longitude: -97.3184,
      city: 'Fort Worth',
      state: 'TX',
      zipCode: '76104',
    }]);
  });

  it('accepts ZIP+4 and lists ZIP codes by their first digits', async () => {
    expect((await search('76104-1234')).body.map((place: { zipCode: string }) => place.zipCode)).toEqual(['76104']);
    const prefix = await search('761');
    expect(prefix.body).toHaveLength(8);
    for (const place of prefix.body) expect(place.zipCode).toMatch(/^761/);
    expect((await search('00000')).body).toEqual([]);
  });

  it("finds 'fort worth, tx' as the town, centred among its ZIP codes", async () => {
    const response = await search('fort worth, tx');
    expect(response.body).toHaveLength(1);
    const [place] = response.body;
    expect(place).toMatchObject({
      name: 'Fort Worth', formattedAddress: 'Fort Worth, TX, USA', city: 'Fort Worth', state: 'TX', zipCode: null,
    });
    expect(placeSelection.parse(place)).toEqual(place);
    expect(greatCircleMiles({ lat: place.latitude, lng: place.longitude }, { lat: 32.7555, lng: -97.3308 })).toBeLessThan(15);
  });

  it.each(['Fort Worth TX', 'fort worth texas', 'Ft. Worth', 'FORT WORTH, Texas'])('reads %s as Fort Worth, TX', async (q) => {
    const response = await search(q);
    expect(response.body[0]).toMatchObject({ city: 'Fort Worth', state: 'TX' });
  });

  it("matches by prefix: 'Stephenville' and 'Stephenv' find Stephenville, TX", async () => {
    for (const q of ['Stephenville', 'stephenv']) {
      const response = await search(q);
      expect(response.body[0]).toMatchObject({ name: 'Stephenville', formattedAddress: 'Stephenville, TX, USA', state: 'TX' });
    }
  });

  it('puts an exact town name first, then bigger towns, and returns at most 8', async () => {
    const response = await search('Spring');
    expect(response.body).toHaveLength(8);
    expect(response.body[0]).toMatchObject({ city: 'Spring', state: 'TX' });
    expect(response.body[1]).toMatchObject({ city: 'Springfield' });
    for (const place of response.body) expect(place.city.toLowerCase().startsWith('spring')).toBe(true);
  });

  it('keeps to the state when one is given', async () => {
    const response = await search('Springfield, MO');
    expect(response.body).toEqual([expect.objectContaining({ city: 'Springfield', state: 'MO' })]);
  });

  it('spells out Saint in either form', async () => {
    const [first] = (await search('St. Louis, MO')).body;
    expect(first).toMatchObject({ city: 'Saint Louis', state: 'MO' });
  });

  it('answers an empty list for empty, one-letter or unknown queries', async () => {
    expect((await t.agent().get('/api/places')).body).toEqual([]);
    expect((await search(' ')).body).toEqual([]);
    expect((await search('f')).body).toEqual([]);
    expect((await search('Zzyzxqq')).body).toEqual([]);
  });

  it('refuses a repeated or overlong q with 400', async () => {
    const repeated = await t.agent().get('/api/places?q=a&q=b');
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors[0].path).toBe('q');
    expect((await search('x'.repeat(101))).status).toBe(400);
  });
});

describe('GET /api/places/reverse', () => {
  it("finds Fort Worth, TX at Fort Worth's coordinates, signed out", async () => {
    const response = await t.agent().get('/api/places/reverse').query({ latitude: '32.7555', longitude: '-97.3308' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Fort Worth', city: 'Fort Worth', state: 'TX' });
    expect(response.body.zipCode).toMatch(/^761\d\d$/);
    expect(response.body.formattedAddress).toBe(`Fort Worth, TX ${response.body.zipCode}, USA`);
    expect(placeSelection.parse(response.body)).toEqual(response.body);
  });

  it('finds Stephenville near its coordinates', async () => {
    const response = await t.agent().get('/api/places/reverse').query({ latitude: 32.2207, longitude: -98.2023 });
    expect(response.body).toMatchObject({ city: 'Stephenville', state: 'TX' });
  });

  it.each([
    [{ longitude: '-97.3' }, 'latitude'],
    [{ latitude: '', longitude: '-97.3' }, 'latitude'],
    [{ latitude: 'north', longitude: '-97.3' }, 'latitude'],
    [{ latitude: '32.7' }, 'longitude'],
    [{ latitude: '32.7', longitude: '-200' }, 'longitude'],
    [{ latitude: '91', longitude: '-97.3' }, 'latitude'],
  ])('answers 400 naming the field for %o', async (query, field) => {
    const response = await t.agent().get('/api/places/reverse').query(query);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
    expect(response.body.message).toMatch(new RegExp(field));
  });

  it('answers 404 far from any US place', async () => {
    const response = await t.agent().get('/api/places/reverse').query({ latitude: 0, longitude: 0 });
    expect(response.status).toBe(404);
  });
});
