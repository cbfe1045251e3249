import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createArena, createTrip, signIn } from '../test/factories';
import { changedTables, databaseState } from './database-state';

let t: TestApp;
let agent: ReturnType<TestApp['agent']>;
let arenaId: string;
let tripId: string;

beforeAll(async () => {
  t = await createTestApp();
  agent = t.agent();
  const user = await signIn(agent, t.db);
  arenaId = (await createArena(t.db)).id;
  tripId = (await createTrip(t.db, user.id)).id;
});
afterAll(async () => { await t.close(); });

// Values that pass the zod schemas but that PostgreSQL refuses to store or compare (found by the fuzz tests).
describe('values PostgreSQL cannot store are 400, never 500, and write nothing', () => {
  const writes = [
    ['a NUL character in text', () => agent.post('/api/feed').send({ content: 'before\u0000after' })],
    ['a NUL character in a name', () => agent.post('/api/arenas').send({ name: 'Nul\u0000Arena', city: 'Waco', state: 'TX' })],
    ['a date 5000 years BC', () => agent.post('/api/events').send({ name: 'Old show', arenaId, date: '-005000-01-01T00:00:00Z', time: '7 PM' })],
    ['the earliest JavaScript date', () => agent.patch(`/api/trips/${tripId}`).send({ startDate: -8.64e15 })],
    ['a year beyond PostgreSQL dates', () => agent.post('/api/trips').send({ name: 'Far', startDate: '275760-01-01', endDate: '275760-01-02' })],
  ] as const;

  it.each(writes)('%s', async (_label, send) => {
    const before = await databaseState(t.pool);
    const response = await send();
    expect(response.status).toBe(400);
    expect(changedTables(before, await databaseState(t.pool))).toEqual([]);
  });

  it.each([
    ['a NUL character in a search', '/api/arenas?search=a%00b'],
    ['a NUL character in an event search', '/api/events?search=%00'],
    ['a feed cursor before the first PostgreSQL date', '/api/feed?before=-271821-04-20T00:00:00Z'],
    ['an events range starting before the first PostgreSQL date', '/api/events?from=-271821-04-20T00:00:00Z'],
  ])('%s', async (_label, path) => {
    expect((await agent.get(path)).status).toBe(400);
  });
});
