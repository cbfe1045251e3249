import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenaHorseHotels, horseHotels } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createHotel, createUser, signIn } from '../../test/factories';
import { coordinates, countRows, errorPaths, MILES, PLACES, token, UNKNOWN_ID } from './hotels.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const linksOf = (hotelId: string) => t.db.select().from(arenaHorseHotels).where(eq(arenaHorseHotels.horseHotelId, hotelId));
const hotelRow = async (id: string) => (await t.db.select().from(horseHotels).where(eq(horseHotels.id, id)))[0];

/** What the add form sends: every field, empty ones as ''. */
const formBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Hotel ${token()}`, address: '', city: 'Weatherford', state: 'tx', zipCode: '', latitude: '', longitude: '',
  phone: '', email: '', website: '', description: '', stallCount: '', dailyRate: '', weeklyRate: '', amenities: '',
  stallType: '', turnoutAvailable: false, feedIncluded: false, coverImage: '', ...overrides,
});

describe('POST /api/horse-hotels', () => {
  it('creates a hotel owned by the session user, normalising the form values', async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    const other = await createUser(t.db);
    const response = await agent.post('/api/horse-hotels').send(formBody({
      name: '  Cross Timbers Stalls ', stallCount: '24', dailyRate: '45', weeklyRate: '250.5',
      amenities: ' Shavings, , Water ,RV hookups,  ', email: 'stalls@example.com', website: 'https://stalls.example.com',
      turnoutAvailable: true, ownerId: other.id,
    }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Cross Timbers Stalls', state: 'TX', stallCount: 24, dailyRate: '45.00', weeklyRate: '250.50',
      amenities: ['Shavings', 'Water', 'RV hookups'], address: null, zipCode: null, phone: null, description: null,
      coverImage: null, latitude: null, turnoutAvailable: true, feedIncluded: false, ownerId: user.id,
      averageRating: 0, reviewCount: 0, distance: null,
    });
    const stored = await hotelRow(response.body.id);
    expect(stored).toMatchObject({ ownerId: user.id, amenities: ['Shavings', 'Water', 'RV hookups'], website: 'https://stalls.example.com' });
  });

  it('stores null amenities when only blanks were typed', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const response = await agent.post('/api/horse-hotels').send(formBody({ amenities: ' , ,' }));
    expect(response.status).toBe(201);
    expect(response.body.amenities).toBeNull();
    expect((await hotelRow(response.body.id)).amenities).toBeNull();
  });

  it('links the new hotel to the arenas within 50 miles, with the great-circle distance', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const fortWorth = await createArena(t.db, coordinates(PLACES.fortWorth));
    const guthrie = await createArena(t.db, coordinates(PLACES.guthrie));
    const response = await agent.post('/api/horse-hotels')
      .send(formBody({ latitude: String(PLACES.weatherford.lat), longitude: String(PLACES.weatherford.lng) }));
    expect(response.status).toBe(201);
    expect(response.body.latitude).toBe('32.7593000');
    const links = await linksOf(response.body.id);
    const fortWorthLink = links.find((link) => link.arenaId === fortWorth.id);
    expect(fortWorthLink?.distance).toBe(MILES.fortWorthToWeatherford.toFixed(2));
    expect(links.some((link) => link.arenaId === guthrie.id)).toBe(false);

    const arenas = await t.agent().get(`/api/horse-hotels/${response.body.id}/arenas`);
    expect(arenas.body.find((arena: { id: string }) => arena.id === fortWorth.id).distance).toBe(27.1);
  });

  it('makes no links for a hotel without coordinates', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    await createArena(t.db, coordinates(PLACES.weatherford));
    const response = await agent.post('/api/horse-hotels').send(formBody());
    expect(await linksOf(response.body.id)).toEqual([]);
  });

  it('refuses a signed-out visitor with 401 and stores nothing', async () => {
    const before = await countRows(t.db, horseHotels);
    const response = await t.agent().post('/api/horse-hotels').send(formBody());
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Unauthorized');
    expect(await countRows(t.db, horseHotels)).toBe(before);
  });

  it('refuses invalid fields with 400 naming the field and stores nothing', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const before = await countRows(t.db, horseHotels);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ name: '  ' }, 'name', 'Please fill in all required fields (name, city, state).'],
      [{ city: undefined }, 'city', 'Please fill in all required fields (name, city, state).'],
      [{ state: 'Texas' }, 'state'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Enter a web address that starts with http:// or https://'],
      [{ coverImage: 'data:text/html,hi' }, 'coverImage'],
      [{ email: 'not-an-email' }, 'email'],
      [{ stallCount: '12.5' }, 'stallCount'],
      [{ dailyRate: 'cheap' }, 'dailyRate'],
      [{ latitude: '95', longitude: '0' }, 'latitude'],
    ];
    for (const [overrides, path, message] of cases) {
      const response = await agent.post('/api/horse-hotels').send(formBody(overrides));
      expect(response.status, path).toBe(400);
      expect(errorPaths(response.body), path).toContain(path);
      if (message) expect(response.body.errors.find((error: { path: string }) => error.path === path).message).toBe(message);
    }
    expect(await countRows(t.db, horseHotels)).toBe(before);
  });

  it('answers 409 when the same owner adds the same hotel twice', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const body = formBody();
    expect((await agent.post('/api/horse-hotels').send(body)).status).toBe(201);
    const before = await countRows(t.db, horseHotels);
    const again = await agent.post('/api/horse-hotels').send({ ...body, name: body.name.toUpperCase(), city: 'WEATHERFORD' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already added');
    expect(await countRows(t.db, horseHotels)).toBe(before);
  });
});

describe('PUT and PATCH /api/horse-hotels/:id', () => {
  async function ownedHotel() {
    const agent = t.agent();
    const owner = await signIn(agent, t.db);
    const hotel = await createHotel(t.db, {
      ownerId: owner.id, phone: '555-0100', turnoutAvailable: true, amenities: ['Water'], ...coordinates(PLACES.weatherford),
    });
    return { agent, owner, hotel };
  }

  it('lets the owner replace the hotel: omitted optional fields are cleared', async () => {
    const { agent, hotel } = await ownedHotel();
    const response = await agent.put(`/api/horse-hotels/${hotel.id}`)
      .send({ name: 'Renamed Stalls', city: 'Aledo', state: 'TX', stallCount: 30, amenities: 'Shavings, Wash rack' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: hotel.id, name: 'Renamed Stalls', city: 'Aledo', stallCount: 30, amenities: ['Shavings', 'Wash rack'],
      phone: null, latitude: null, turnoutAvailable: false, averageRating: 0, reviewCount: 0,
    });
    expect(await hotelRow(hotel.id)).toMatchObject({ name: 'Renamed Stalls', phone: null });
  });

  it('lets the owner change only some fields with PATCH', async () => {
    const { agent, hotel } = await ownedHotel();
    const response = await agent.patch(`/api/horse-hotels/${hotel.id}`).send({ dailyRate: '55.5' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ dailyRate: '55.50', phone: '555-0100', turnoutAvailable: true, amenities: ['Water'] });
    expect((await agent.patch(`/api/horse-hotels/${hotel.id}`).send({})).body.name).toBe(hotel.name);
  });

  it('recomputes the arena links when the coordinates change, and keeps them otherwise', async () => {
    const { agent, hotel } = await ownedHotel();
    const stephenvilleArena = await createArena(t.db, coordinates(PLACES.stephenville));
    const curated = await createArena(t.db, { latitude: null, longitude: null });
    await t.db.insert(arenaHorseHotels).values({ arenaId: curated.id, horseHotelId: hotel.id, distance: '3.00' });

    await agent.patch(`/api/horse-hotels/${hotel.id}`).send({ name: 'Same Place', ...coordinates(PLACES.weatherford) });
    expect((await linksOf(hotel.id)).map((link) => link.arenaId)).toEqual([curated.id]);

    const moved = await agent.patch(`/api/horse-hotels/${hotel.id}`).send(coordinates(PLACES.fortWorth));
    expect(moved.status).toBe(200);
    const links = await linksOf(hotel.id);
    expect(links.some((link) => link.arenaId === curated.id)).toBe(false);
    // Fort Worth to Stephenville is 62.81 miles: beyond the 50-mile radius.
    expect(links.some((link) => link.arenaId === stephenvilleArena.id)).toBe(false);
    const fromWeatherford = await agent.patch(`/api/horse-hotels/${hotel.id}`).send(coordinates(PLACES.weatherford));
    expect(fromWeatherford.status).toBe(200);
    const [link] = await t.db.select().from(arenaHorseHotels)
      .where(and(eq(arenaHorseHotels.horseHotelId, hotel.id), eq(arenaHorseHotels.arenaId, stephenvilleArena.id)));
    expect(link.distance).toBe(MILES.weatherfordToStephenville.toFixed(2));
  });

  it('refuses another user with 403 and leaves the hotel unchanged', async () => {
    const { hotel } = await ownedHotel();
    const intruder = t.agent();
    await signIn(intruder, t.db);
    const put = await intruder.put(`/api/horse-hotels/${hotel.id}`).send({ name: 'Mine now', city: 'Aledo', state: 'TX' });
    const patch = await intruder.patch(`/api/horse-hotels/${hotel.id}`).send(coordinates(PLACES.guthrie));
    expect([put.status, patch.status]).toEqual([403, 403]);
    expect(await hotelRow(hotel.id)).toEqual(hotel);
  });

  it('refuses a signed-out visitor with 401, an unknown hotel with 404, an invalid body with 400', async () => {
    const { agent, hotel } = await ownedHotel();
    const signedOut = await t.agent().put(`/api/horse-hotels/${hotel.id}`).send({ name: 'X', city: 'Y', state: 'TX' });
    expect(signedOut.status).toBe(401);
    for (const id of [UNKNOWN_ID, 'nope']) {
      const missing = await agent.put(`/api/horse-hotels/${id}`).send({ name: 'X', city: 'Y', state: 'TX' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Horse Hotel Not Found');
    }
    const invalid = await agent.put(`/api/horse-hotels/${hotel.id}`).send({ name: 'X', city: 'Y', state: 'TX', website: 'javascript:alert(1)' });
    expect(invalid.status).toBe(400);
    expect(errorPaths(invalid.body)).toEqual(['website']);
    const blank = await agent.patch(`/api/horse-hotels/${hotel.id}`).send({ name: ' ' });
    expect(blank.status).toBe(400);
    expect(errorPaths(blank.body)).toEqual(['name']);
    expect(await hotelRow(hotel.id)).toEqual(hotel);
  });
});
