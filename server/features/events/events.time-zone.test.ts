import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedEventStart } from '@shared/time-zones';
import { createTestApp, type TestApp } from '../../test/app';
import { createEvent, createTrip, signIn } from '../../test/factories';

let t: TestApp;
let agent: ReturnType<TestApp['agent']>;
const arenaIds = { texas: '', california: '' };

beforeAll(async () => {
  t = await createTestApp();
  agent = t.agent();
  await signIn(agent, t.db);
  const create = async (body: object) => (await agent.post('/api/arenas').send(body)).body.id as string;
  arenaIds.texas = await create({ name: 'Erath County Arena', city: 'Dublin', state: 'TX', latitude: '32.0851', longitude: '-98.3420' });
  arenaIds.california = await create({ name: 'Fresno Valley Arena', city: 'Fresno', state: 'CA', latitude: '36.7378', longitude: '-119.7871' });
});
afterAll(async () => { await t.close(); });

describe('POST /api/events: the day typed is the day at the arena', () => {
  it('starts a 7:30 PM event at 7:30 PM on the arena\'s clocks, whoever posts it', async () => {
    const texas = await agent.post('/api/events')
      .send({ name: 'Friday Night Lights', arenaId: arenaIds.texas, date: '2030-06-07', time: '7:30 PM' });
    expect(texas.status).toBe(201);
    expect(texas.body.date).toBe('2030-06-08T00:30:00.000Z'); // CDT, UTC-5
    expect(texas.body.arena.timeZone).toBe('America/Chicago');
    // A rider in Chicago creating a show at a California arena gets 7:30 PM in California.
    const california = await agent.post('/api/events')
      .send({ name: 'Valley Twilight 4D', arenaId: arenaIds.california, date: '2030-06-07', time: '19:30' });
    expect(california.body.date).toBe('2030-06-08T02:30:00.000Z'); // PDT, UTC-7
    expect(california.body.arena.timeZone).toBe('America/Los_Angeles');
  });

  it('starts at noon there when the time is not a clock time, and takes an ISO timestamp as the exact instant', async () => {
    const noon = await agent.post('/api/events')
      .send({ name: 'Slack Day', arenaId: arenaIds.california, date: '2030-06-09', time: 'After the slack' });
    expect(noon.body.date).toBe('2030-06-09T19:00:00.000Z');
    const exact = await agent.post('/api/events')
      .send({ name: 'Exact Start', arenaId: arenaIds.texas, date: '2030-06-09T23:00:00.000Z', time: '6:00 PM' });
    expect(exact.body.date).toBe('2030-06-09T23:00:00.000Z');
  });

  it('refuses a day that does not exist with a 400 naming the date', async () => {
    const response = await agent.post('/api/events').send({ name: 'Leap', arenaId: arenaIds.texas, date: '2030-02-29', time: '7:00 PM' });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain('date');
  });
});

describe('reading events by the day at their arena', () => {
  const at = (day: string, time: string, arena: keyof typeof arenaIds) =>
    createEvent(t.db, { name: `${arena} ${day} ${time}`, arenaId: arenaIds[arena], date: zonedEventStart(day, time, arena === 'texas' ? 'America/Chicago' : 'America/Los_Angeles'), time });

  it('lists Friday to Sunday ("This Weekend") by each arena\'s own calendar, not UTC days', async () => {
    await at('2031-06-05', '11:00 PM', 'california'); // Thursday night: Friday in UTC
    await at('2031-06-06', '11:30 PM', 'california'); // Friday night: Saturday in UTC
    await at('2031-06-08', '11:00 PM', 'texas'); // Sunday night: Monday in UTC
    await at('2031-06-09', '12:30 AM', 'texas'); // Monday: still Monday
    const response = await t.agent().get('/api/events').query({ from: '2031-06-06', to: '2031-06-08' });
    expect(response.status).toBe(200);
    expect(response.body.map((event: { name: string }) => event.name)).toEqual([
      'california 2031-06-06 11:30 PM', 'texas 2031-06-08 11:00 PM',
    ]);
  });

  it('gives the arena\'s zone with saved events and trip events', async () => {
    const rider = t.agent();
    const user = await signIn(rider, t.db);
    const event = await at('2031-07-04', '8:00 PM', 'california');
    expect((await rider.post('/api/saved-events').send({ eventId: event.id })).status).toBe(201);
    const [saved] = (await rider.get('/api/saved-events')).body;
    expect(saved.event.arena.timeZone).toBe('America/Los_Angeles');
    const trip = await createTrip(t.db, user.id);
    expect((await rider.post(`/api/trips/${trip.id}/events`).send({ eventId: event.id })).status).toBe(201);
    const items = (await rider.get(`/api/trips/${trip.id}/items`)).body;
    expect(items.events[0].event).toMatchObject({ date: event.date.toISOString(), timeZone: 'America/Los_Angeles' });
  });
});
