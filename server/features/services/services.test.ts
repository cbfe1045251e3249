import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceProviders } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createServiceProvider, createUser, signIn } from '../../test/factories';
import { statementsNaming, trackQueries } from '../../test/query-counter';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const UNKNOWN_ID = '0b7c9a52-6f1e-4c36-9d5b-3f3e4a2b1c0d';
const token = () => `s${randomUUID().slice(0, 8)}`;
const ids = (body: { id: string }[]) => body.map((row) => row.id);
const errorPaths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((error) => error.path);
const providerRow = async (id: string) => (await t.db.select().from(serviceProviders).where(eq(serviceProviders.id, id)))[0];
const countProviders = async () => (await t.db.select({ total: count() }).from(serviceProviders))[0].total;

const PROVIDER_COLUMNS = [
  'id', 'type', 'displayName', 'phone', 'email', 'website', 'specialties', 'availabilityNotes',
  'address', 'city', 'state', 'latitude', 'longitude', 'userId', 'createdAt',
];

describe('GET /api/service-providers', () => {
  it('lists providers sorted by type then display name, paged, with the total in a header', async () => {
    const tag = token();
    const vet = await createServiceProvider(t.db, { type: 'veterinarian', displayName: `${tag} Alpha Vet` });
    const farrierB = await createServiceProvider(t.db, { type: 'farrier', displayName: `${tag} Bo Shoes`, phone: '555-0101' });
    const farrierA = await createServiceProvider(t.db, { type: 'farrier', displayName: `${tag} Ace Shoes` });

    const response = await t.agent().get('/api/service-providers').query({ search: tag });
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(ids(response.body)).toEqual([farrierA.id, farrierB.id, vet.id]);
    expect(Object.keys(response.body[1]).sort()).toEqual([...PROVIDER_COLUMNS].sort());
    expect(response.body[1]).toMatchObject({ type: 'farrier', displayName: `${tag} Bo Shoes`, phone: '555-0101', userId: null });

    const page = await t.agent().get('/api/service-providers').query({ search: tag, limit: 1, offset: 2 });
    expect(ids(page.body)).toEqual([vet.id]);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('searches display name, type (key or label) and specialties case-insensitively, and filters by type', async () => {
    const tag = token();
    const byName = await createServiceProvider(t.db, { type: 'trainer', displayName: `${tag} TRAINING` });
    const bySpecialty = await createServiceProvider(t.db, {
      type: 'chiropractor', displayName: 'Back Doc', specialties: `Spinal work, ${tag} adjustments`,
    });
    const hauler = await createServiceProvider(t.db, { type: 'hauler', displayName: `Hauler ${token()}` });
    const search = async (query: Record<string, string>) =>
      ids((await t.agent().get('/api/service-providers').query({ limit: 200, ...query })).body);

    expect((await search({ search: tag.toUpperCase() })).sort()).toEqual([byName.id, bySpecialty.id].sort());
    expect(await search({ search: tag, type: 'chiropractor' })).toEqual([bySpecialty.id]);
    expect((await search({ search: tag, type: 'all' })).sort()).toEqual([byName.id, bySpecialty.id].sort());
    expect(await search({ search: 'horse haul' })).toContain(hauler.id);
    expect(await search({ search: 'HAULER' })).toContain(hauler.id);
    expect(await search({ search: `${tag}_` })).toEqual([]);
  });

  it('refuses an unknown type or a bad page with 400 naming the parameter', async () => {
    for (const [query, path] of [[{ type: 'plumber' }, 'type'], [{ limit: 0 }, 'limit']] as const) {
      const response = await t.agent().get('/api/service-providers').query(query);
      expect(response.status).toBe(400);
      expect(errorPaths(response.body)).toContain(path);
    }
  });

  it('sends the same number of SQL statements for a page of 1 and a page of 25', async () => {
    const tag = token();
    for (let index = 0; index < 25; index += 1) {
      await createServiceProvider(t.db, { type: index % 2 ? 'farrier' : 'trainer', displayName: `${tag} ${index}` });
    }
    const counter = trackQueries(t.pool);
    try {
      const one = await t.agent().get('/api/service-providers').query({ search: tag, limit: 1 });
      // The term's share of a sample is asked once, then kept: statements compared without it.
      const unsampled = () => counter.statements.filter((text) => !text.includes('"sample"')).length;
      const oneCount = unsampled();
      counter.reset();
      const many = await t.agent().get('/api/service-providers').query({ search: tag, limit: 25 });
      expect([one.body.length, many.body.length]).toEqual([1, 25]);
      expect(unsampled()).toBe(oneCount);
      expect(oneCount).toBeLessThanOrEqual(3);
    } finally {
      counter.stop();
    }
  });
  it('answers a page and its total in one statement, the total moving with a new provider, each row as its own page', async () => {
    const tag = token();
    const owner = await createUser(t.db);
    await createServiceProvider(t.db, {
      type: 'veterinarian', displayName: `${tag} Full Vet`, phone: '555-0110', email: 'vet@example.com',
      website: 'https://vet.example.com', specialties: 'Lameness', availabilityNotes: 'Weekends', address: '1 Barn Rd',
      city: 'Weatherford', state: 'TX', latitude: '32.7593000', longitude: '-97.7973000', userId: owner.id,
    });
    await createServiceProvider(t.db, { type: 'farrier', displayName: `${tag} Bare Farrier` });
    const firstOfTag = () => t.agent().get('/api/service-providers').query({ search: tag, limit: 1 });
    // The first asks the term's share of a sample (kept after it) and counts; the second reuses the count.
    expect((await firstOfTag()).headers['x-total-count']).toBe('2');
    expect((await firstOfTag()).headers['x-total-count']).toBe('2');

    await createServiceProvider(t.db, { type: 'trainer', displayName: `${tag} New Trainer` });
    const { result: counted, naming } = await statementsNaming(t.pool, 'service_providers', firstOfTag);
    expect(counted.headers['x-total-count']).toBe('3');
    expect(naming).toBe(1);

    const listed = (await t.agent().get('/api/service-providers').query({ search: tag })).body as { id: string }[];
    expect(listed).toHaveLength(3);
    for (const row of listed) {
      expect(row).toEqual((await t.agent().get(`/api/service-providers/${row.id}`)).body);
    }
    expect(listed.find((row) => row.id && 'email' in row && (row as { email: string | null }).email)).toMatchObject({
      email: 'vet@example.com', latitude: '32.7593000', userId: owner.id, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });
});

describe('GET /api/service-providers/types', () => {
  it('lists each type that has a provider, once, sorted', async () => {
    await createServiceProvider(t.db, { type: 'saddle_fitter' });
    await createServiceProvider(t.db, { type: 'saddle_fitter' });
    await createServiceProvider(t.db, { type: 'massage_therapist' });
    const response = await t.agent().get('/api/service-providers/types');
    expect(response.status).toBe(200);
    const { types } = response.body;
    expect(types).toEqual([...new Set(types)].sort());
    expect(types).toEqual(expect.arrayContaining(['massage_therapist', 'saddle_fitter']));
  });
});

describe('GET /api/service-providers/:id', () => {
  it('returns one provider', async () => {
    const { hidden: _hidden, ...provider } = await createServiceProvider(t.db, { specialties: 'Corrective shoeing' });
    const response = await t.agent().get(`/api/service-providers/${provider.id}`);
    expect(response.status).toBe(200);
    // Every field but the hidden flag, which is the moderators' bookkeeping.
    expect(response.body).toEqual({ ...provider, createdAt: provider.createdAt.toISOString() });
  });

  it("answers 404 'Service provider not found' for an unknown or malformed id", async () => {
    for (const id of [UNKNOWN_ID, 'abc']) {
      const response = await t.agent().get(`/api/service-providers/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Service provider not found');
    }
  });
});

const listingBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'farrier', displayName: `Shoeing ${token()}`, phone: '', email: '', website: '', specialties: '',
  availabilityNotes: '', ...overrides,
});

describe('POST /api/service-providers', () => {
  it('lists a service for the session user, empty optional fields as null', async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    const other = await createUser(t.db);
    const response = await agent.post('/api/service-providers').send(listingBody({
      displayName: '  Hot Iron Shoeing ', email: 'iron@example.com', website: 'https://iron.example.com',
      specialties: 'Barrel horses', userId: other.id,
    }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      type: 'farrier', displayName: 'Hot Iron Shoeing', email: 'iron@example.com', website: 'https://iron.example.com',
      specialties: 'Barrel horses', phone: null, availabilityNotes: null, userId: user.id,
    });
    expect(await providerRow(response.body.id)).toMatchObject({ userId: user.id, displayName: 'Hot Iron Shoeing' });
    expect(response.body).toMatchObject({ address: null, city: null, state: null, latitude: null, longitude: null });
  });

  it('keeps where the provider works: address, town and the point on the map', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const response = await agent.post('/api/service-providers').send(listingBody({
      displayName: 'Panhandle Equine Vet', type: 'veterinarian', address: '4500 Canyon Dr', city: 'Amarillo', state: 'TX',
      latitude: 35.1716, longitude: -101.8868,
    }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      address: '4500 Canyon Dr', city: 'Amarillo', state: 'TX', latitude: '35.1716000', longitude: '-101.8868000',
    });
    const fetched = await t.agent().get(`/api/service-providers/${response.body.id}`);
    expect(fetched.body).toMatchObject({ city: 'Amarillo', latitude: '35.1716000' });
  });

  it('refuses a signed-out visitor, invalid fields and a duplicate, storing nothing', async () => {
    const before = await countProviders();
    expect((await t.agent().post('/api/service-providers').send(listingBody())).status).toBe(401);

    const agent = t.agent();
    await signIn(agent, t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'plumber' }, 'type'],
      [{ displayName: '   ' }, 'displayName'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ email: 'nope' }, 'email'],
      [{ latitude: 33.5, longitude: null }, 'latitude'],
      [{ latitude: 95, longitude: -97 }, 'latitude'],
      [{ state: 'Texas' }, 'state'],
    ];
    for (const [overrides, path] of cases) {
      const response = await agent.post('/api/service-providers').send(listingBody(overrides));
      expect(response.status, path).toBe(400);
      expect(errorPaths(response.body)).toEqual([path]);
    }
    expect(await countProviders()).toBe(before);

    const body = listingBody();
    expect((await agent.post('/api/service-providers').send(body)).status).toBe(201);
    const duplicate = await agent.post('/api/service-providers').send({ ...body, displayName: body.displayName.toUpperCase() });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toContain('already listed');
    expect(await countProviders()).toBe(before + 1);
  });
});

describe('PUT /api/service-providers/:id', () => {
  async function ownedListing() {
    const agent = t.agent();
    const owner = await signIn(agent, t.db);
    const provider = await createServiceProvider(t.db, { userId: owner.id, phone: '555-0199', specialties: 'Hot shoeing' });
    return { agent, owner, provider };
  }

  it('lets the owner replace the listing', async () => {
    const { agent, owner, provider } = await ownedListing();
    const response = await agent.put(`/api/service-providers/${provider.id}`)
      .send({ type: 'trainer', displayName: 'Renamed Training', specialties: 'Young horses' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: provider.id, type: 'trainer', displayName: 'Renamed Training', specialties: 'Young horses', phone: null,
      userId: owner.id,
    });
    expect(await providerRow(provider.id)).toMatchObject({ type: 'trainer', phone: null });
  });

  it('refuses another user with 403, a visitor with 401, an unknown id with 404, a bad body with 400; nothing changes', async () => {
    const { agent, provider } = await ownedListing();
    const intruder = t.agent();
    await signIn(intruder, t.db);
    const body = { type: 'farrier', displayName: 'Taken over' };

    expect((await intruder.put(`/api/service-providers/${provider.id}`).send(body)).status).toBe(403);
    expect((await t.agent().put(`/api/service-providers/${provider.id}`).send(body)).status).toBe(401);
    for (const id of [UNKNOWN_ID, 'abc']) {
      const missing = await agent.put(`/api/service-providers/${id}`).send(body);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Service provider not found');
    }
    const invalid = await agent.put(`/api/service-providers/${provider.id}`).send({ ...body, website: 'javascript:alert(1)' });
    expect(invalid.status).toBe(400);
    expect(errorPaths(invalid.body)).toEqual(['website']);
    expect(await providerRow(provider.id)).toEqual(provider);
  });
});
