import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { users } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { withDatabase } from '../../db/database-url';
import { createUser, signedInRider, TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const signedIn = (role: 'rider' | 'moderator' | 'admin' = 'rider') => signedInRider(t, { role });

describe('roles', () => {
  it('an admin makes a rider a moderator, logged; moderators and riders cannot hand out roles', async () => {
    const { agent: admin, user: adminUser } = await signedIn('admin');
    const { agent: moderator } = await signedIn('moderator');
    const { user: rider, agent: riderAgent } = await signedIn();
    expect((await riderAgent.get('/api/admin/claims')).status).toBe(403);

    expect((await moderator.put(`/api/admin/users/${rider.id}/role`).send({ role: 'moderator' })).status).toBe(403);
    const made = await admin.put(`/api/admin/users/${rider.id}/role`).send({ role: 'moderator' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ id: rider.id, role: 'moderator' });
    // The change holds on the rider's next request: the role is read with the session's user.
    expect((await riderAgent.get('/api/auth/user')).body.role).toBe('moderator');
    expect((await riderAgent.get('/api/admin/claims')).status).toBe(200);

    const log = (await admin.get('/api/admin/audit-log')).body;
    expect(log[0]).toMatchObject({
      moderator: { id: adminUser.id, name: 'Test Rider' }, action: 'set_role', targetType: 'user', targetId: rider.id,
      details: { from: 'rider', to: 'moderator' },
    });
    expect((await admin.put(`/api/admin/users/${adminUser.id}/role`).send({ role: 'rider' })).status).toBe(403);
    const bad = await admin.put(`/api/admin/users/${rider.id}/role`).send({ role: 'king' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('role');
    expect((await admin.put('/api/admin/users/00000000-0000-4000-8000-000000000000/role').send({ role: 'rider' })).status).toBe(404);
  });
});

describe('finding riders', () => {
  it('moderators search riders by name or email, paged; riders cannot', async () => {
    const { agent: moderator } = await signedIn('moderator');
    const target = await createUser(t.db, { firstName: 'Wendy', lastName: 'Barrelwood', email: `wendy-${Date.now()}@example.com` });
    const found = await moderator.get('/api/admin/users?search=barrelWOOD');
    expect(found.status).toBe(200);
    expect(found.body).toEqual([{ id: target.id, name: 'Wendy Barrelwood', email: target.email, role: 'rider', suspendedUntil: null, suspensionReason: null }]);
    expect(found.headers['x-total-count']).toBe('1');
    expect((await moderator.get('/api/admin/users?search=%25')).body).toEqual([]);
    const { agent: rider } = await signedIn();
    expect((await rider.get('/api/admin/users?search=wendy')).status).toBe(403);
  });
});

describe('suspension', () => {
  it('ends the rider\'s sessions; signed in again they read but cannot post until it is lifted', async () => {
    const { agent: moderator, user: moderatorUser } = await signedIn('moderator');
    const { agent: rider, user } = await signedIn();
    expect((await rider.post('/api/feed').send({ content: 'Before' })).status).toBe(201);

    const suspended = await moderator.put(`/api/admin/users/${user.id}/suspension`).send({ days: 7, reason: 'Spam in the feed' });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ id: user.id, suspensionReason: 'Spam in the feed' });
    // The old session is gone.
    expect((await rider.get('/api/auth/user')).status).toBe(401);

    expect((await rider.post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await rider.get('/api/events')).status).toBe(200);
    const refused = await rider.post('/api/feed').send({ content: 'After' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Your account is suspended until [A-Z][a-z]{2} \d{1,2}, \d{4}: you can read but not post\.$/);

    const lifted = await moderator.delete(`/api/admin/users/${user.id}/suspension`);
    expect(lifted.body.suspendedUntil).toBeNull();
    expect((await rider.post('/api/feed').send({ content: 'Back' })).status).toBe(201);

    const log = (await moderator.get('/api/admin/audit-log?limit=2')).body;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['lift_suspension', 'suspend']);
    expect(log[1]).toMatchObject({ moderator: { id: moderatorUser.id }, reason: 'Spam in the feed', details: { days: 7 } });
  });

  it('refuses bad periods, suspending oneself, and riders', async () => {
    const { agent: moderator, user } = await signedIn('moderator');
    const target = await createUser(t.db);
    for (const body of [{ days: 0, reason: 'x' }, { days: 1.5, reason: 'x' }, { days: 'soon', reason: 'x' }, { days: 3 }]) {
      const response = await moderator.put(`/api/admin/users/${target.id}/suspension`).send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await moderator.put(`/api/admin/users/${user.id}/suspension`).send({ days: 1, reason: 'x' })).status).toBe(403);
    const { agent: rider } = await signedIn();
    expect((await rider.put(`/api/admin/users/${target.id}/suspension`).send({ days: 1, reason: 'x' })).status).toBe(403);
    const [row] = await t.db.select({ suspendedUntil: users.suspendedUntil }).from(users).where(eq(users.id, target.id));
    expect(row.suspendedUntil).toBeNull();
  });
});

describe('npm run user:role', () => {
  const run = promisify(execFile);
  const cli = (args: string[], env: Record<string, string>) =>
    run('node_modules/.bin/tsx', ['server/features/moderation/user-role-cli.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'test', ...env }, timeout: 60_000,
    }).then(({ stdout }) => ({ code: 0, output: stdout }), (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }));

  it('makes the first admin on the database DATABASE_URL names', async () => {
    const user = await createUser(t.db);
    const made = await cli([user.email!.toUpperCase(), 'admin'], { DATABASE_URL: t.connectionString });
    expect(made).toEqual({ code: 0, output: `${user.email} is now an admin.\n` });
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row.role).toBe('admin');
    expect(await cli(['nobody@example.com', 'admin'], { DATABASE_URL: t.connectionString }))
      .toEqual({ code: 1, output: 'No rider has the email nobody@example.com. They sign up (or log in once) first.\n' });
    expect((await cli([user.email!, 'emperor'], { DATABASE_URL: t.connectionString })).output).toMatch(/^Usage: npm run user:role/);
  }, 120_000);

  it('works beside a server running on the embedded PostgreSQL, using that one', async ({ skip }) => {
    const dataDir = inject('pgDataDir');
    if (!dataDir) skip('the run uses TEST_DATABASE_URL, not an embedded PostgreSQL');
    // This run's embedded PostgreSQL stands for the one `npm start` runs: the tool must connect to it, not start another.
    const env = { DATABASE_URL: '', PG_DATA_DIR: dataDir, PG_PORT: '1' };
    expect((await cli(['first@example.com', 'admin'], env)).code).toBe(1);
    const client = new pg.Client({ connectionString: withDatabase(inject('pgAdminUrl'), 'cloverleaf') });
    await client.connect();
    try {
      await client.query("insert into users (email) values ('first@example.com') on conflict do nothing");
      expect(await cli(['first@example.com', 'admin'], env)).toEqual({ code: 0, output: 'first@example.com is now an admin.\n' });
      expect((await client.query("select role from users where email = 'first@example.com'")).rows).toEqual([{ role: 'admin' }]);
    } finally {
      await client.end();
    }
  }, 120_000);
});
