import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, footingReports, uploads } from '@shared/schema';
import { RIDDEN_ON_FUTURE, RIDDEN_ON_TOO_OLD } from '@shared/validation';
import { createArena, createEvent, createUpload, createUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** A calendar day `days` from today in Chicago (the test arenas' zone). */
/** The day `days` calendar days from today in Chicago (counted in days, not 24-hour steps, which DST would shift). */
function chicagoDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function rider() {
  const agent = t.agent();
  const user = await signIn(agent, t.db);
  return { agent, user };
}

const newArena = () => createArena(t.db, { timeZone: 'America/Chicago', footingCondition: 'excellent' });
const reportCount = async (arenaId: string) =>
  (await t.db.select({ count: sql<number>`count(*)::int` }).from(footingReports).where(eq(footingReports.arenaId, arenaId)))[0].count;

describe('POST /api/arenas/:id/footing-reports', () => {
  it("stores the report and makes it the arena's badge, its 'updated' time and its footing filter result", async () => {
    const { agent, user } = await rider();
    const arena = await newArena();
    const photo = await createUpload(t.db, user.id);
    const event = await createEvent(t.db, { arenaId: arena.id });
    const response = await agent.post(`/api/arenas/${arena.id}/footing-reports`).send({
      condition: 'poor', notes: 'Deep and wet after the storm; not dragged since Friday', riddenOn: chicagoDay(),
      eventId: event.id, photoUploadIds: [photo.id],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      arenaId: arena.id, userId: user.id, condition: 'poor', riddenOn: chicagoDay(),
      notes: 'Deep and wet after the storm; not dragged since Friday',
      event: { id: event.id, name: event.name }, photos: [`/uploads/${photo.id}/1000.webp`],
    });
    const [attached] = await t.db.select({ attachedAt: uploads.attachedAt }).from(uploads).where(eq(uploads.id, photo.id));
    expect(attached.attachedAt).not.toBeNull();

    const detail = await agent.get(`/api/arenas/${arena.id}`);
    expect(detail.body.footingCondition).toBe('poor');
    expect(Date.now() - new Date(detail.body.footingLastUpdated).getTime()).toBeLessThan(60_000);
    const poor = await agent.get('/api/arenas').query({ footing: 'poor', limit: 200 });
    expect(poor.body.map((row: { id: string }) => row.id)).toContain(arena.id);
    const excellent = await agent.get('/api/arenas').query({ footing: 'excellent', limit: 200 });
    expect(excellent.body.map((row: { id: string }) => row.id)).not.toContain(arena.id);
  });

  it('keeps the newest ride on the arena: a report of an older ride is listed but does not override it', async () => {
    const { agent } = await rider();
    const arena = await newArena();
    expect((await agent.post(`/api/arenas/${arena.id}/footing-reports`).send({ condition: 'good', riddenOn: chicagoDay(-2) })).status).toBe(201);
    expect((await agent.post(`/api/arenas/${arena.id}/footing-reports`).send({ condition: 'fair', riddenOn: chicagoDay(-9) })).status).toBe(201);
    const [row] = await t.db.select().from(arenas).where(eq(arenas.id, arena.id));
    expect(row.footingCondition).toBe('good');
    // Noon of the day ridden at the arena.
    expect(row.footingLastUpdated?.toISOString().slice(0, 10)).toBe(chicagoDay(-2));

    const list = await agent.get(`/api/arenas/${arena.id}/footing-reports`);
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.body.map((report: { condition: string }) => report.condition)).toEqual(['good', 'fair']);
    const second = await agent.get(`/api/arenas/${arena.id}/footing-reports`).query({ limit: 1, offset: 1 });
    expect(second.body.map((report: { condition: string }) => report.condition)).toEqual(['fair']);
  });

  it('leaves the newest report on the arena when several riders report at once', async () => {
    const arena = await newArena();
    const riders = await Promise.all([rider(), rider(), rider(), rider()]);
    const days = [-3, -1, -5, -4];
    await Promise.all(riders.map(({ agent }, index) =>
      agent.post(`/api/arenas/${arena.id}/footing-reports`).send({ condition: index === 1 ? 'poor' : 'good', riddenOn: chicagoDay(days[index]) })));
    const [row] = await t.db.select().from(arenas).where(eq(arenas.id, arena.id));
    expect(row.footingCondition).toBe('poor');
  });

  it('refuses a future day, a day over 30 days back, an event at another arena and bad fields, storing nothing', async () => {
    const { agent } = await rider();
    const arena = await newArena();
    const elsewhere = await createEvent(t.db);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ condition: 'good', riddenOn: chicagoDay(2) }, 'riddenOn', RIDDEN_ON_FUTURE],
      [{ condition: 'good', riddenOn: chicagoDay(-31) }, 'riddenOn', RIDDEN_ON_TOO_OLD],
      [{ condition: 'good', riddenOn: chicagoDay(), eventId: elsewhere.id }, 'eventId'],
      [{ condition: 'muddy', riddenOn: chicagoDay() }, 'condition'],
      [{ condition: 'good', riddenOn: 'last Tuesday' }, 'riddenOn'],
      [{ condition: 'good', riddenOn: chicagoDay(), photoUploadIds: Array.from({ length: 7 }, () => crypto.randomUUID()) }, 'photoUploadIds'],
    ];
    for (const [body, field, message] of cases) {
      const response = await agent.post(`/api/arenas/${arena.id}/footing-reports`).send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[0].path, JSON.stringify(body)).toBe(field);
      if (message) expect(response.body.errors[0].message).toBe(message);
    }
    expect(await reportCount(arena.id)).toBe(0);
    const [row] = await t.db.select().from(arenas).where(eq(arenas.id, arena.id));
    expect(row.footingCondition).toBe('excellent');
  });

  it("refuses someone else's upload and an upload already used, and attaches none of the others", async () => {
    const { agent, user } = await rider();
    const arena = await newArena();
    const mine = await createUpload(t.db, user.id);
    const theirs = await createUpload(t.db, (await createUser(t.db)).id);
    const response = await agent.post(`/api/arenas/${arena.id}/footing-reports`)
      .send({ condition: 'good', riddenOn: chicagoDay(), photoUploadIds: [mine.id, theirs.id] });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].path).toBe('photoUploadIds');
    expect(await reportCount(arena.id)).toBe(0);
    const [untouched] = await t.db.select({ attachedAt: uploads.attachedAt }).from(uploads).where(eq(uploads.id, mine.id));
    expect(untouched.attachedAt).toBeNull();

    expect((await agent.post(`/api/arenas/${arena.id}/footing-reports`).send({ condition: 'good', riddenOn: chicagoDay(), photoUploadIds: [mine.id] })).status).toBe(201);
    const again = await agent.post(`/api/arenas/${arena.id}/footing-reports`).send({ condition: 'good', riddenOn: chicagoDay(), photoUploadIds: [mine.id] });
    expect(again.status).toBe(400);
  });

  it('answers 404 for an unknown arena and 401 without a login', async () => {
    const { agent } = await rider();
    const unknown = crypto.randomUUID();
    expect((await agent.post(`/api/arenas/${unknown}/footing-reports`).send({ condition: 'good', riddenOn: chicagoDay() })).status).toBe(404);
    expect((await agent.get(`/api/arenas/${unknown}/footing-reports`)).status).toBe(404);
    const arena = await newArena();
    expect((await t.agent().post(`/api/arenas/${arena.id}/footing-reports`).send({ condition: 'good', riddenOn: chicagoDay() })).status).toBe(401);
  });
});

describe('DELETE /api/footing-reports/:id', () => {
  it("its writer deletes it; the arena's badge goes back to the newest report left; nobody else can", async () => {
    const writer = await rider();
    const other = await rider();
    const arena = await newArena();
    await other.agent.post(`/api/arenas/${arena.id}/footing-reports`).send({ condition: 'good', riddenOn: chicagoDay(-3) }).expect(201);
    const newest = (await writer.agent.post(`/api/arenas/${arena.id}/footing-reports`).send({ condition: 'poor', riddenOn: chicagoDay() })).body;
    expect((await t.agent().get(`/api/arenas/${arena.id}`)).body.footingCondition).toBe('poor');

    const refused = await other.agent.delete(`/api/footing-reports/${newest.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only change your own ground report');
    expect((await writer.agent.delete(`/api/footing-reports/${newest.id}`)).status).toBe(204);
    const [row] = await t.db.select().from(arenas).where(eq(arenas.id, arena.id));
    expect(row.footingCondition).toBe('good');
    expect(row.footingLastUpdated?.toISOString().slice(0, 10)).toBe(chicagoDay(-3));
    expect(await reportCount(arena.id)).toBe(1);
    expect((await writer.agent.delete(`/api/footing-reports/${newest.id}`)).status).toBe(404);
    expect((await t.agent().delete(`/api/footing-reports/${newest.id}`)).status).toBe(401);
  });
});

describe('PATCH /api/footing-reports/:id', () => {
  it("its writer corrects the condition and notes; the newest report's correction moves the badge; nobody else can", async () => {
    const writer = await rider();
    const arena = await newArena();
    const report = (await writer.agent.post(`/api/arenas/${arena.id}/footing-reports`).send({ condition: 'poor', riddenOn: chicagoDay() })).body;
    const edited = await writer.agent.patch(`/api/footing-reports/${report.id}`).send({ condition: 'fair', notes: 'Dragged at noon' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: report.id, condition: 'fair', notes: 'Dragged at noon', riddenOn: chicagoDay() });
    expect((await t.agent().get(`/api/arenas/${arena.id}`)).body.footingCondition).toBe('fair');
    expect((await (await rider()).agent.patch(`/api/footing-reports/${report.id}`).send({ condition: 'good' })).status).toBe(403);
    const bad = await writer.agent.patch(`/api/footing-reports/${report.id}`).send({ condition: 'muddy' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('condition');
  });
});
