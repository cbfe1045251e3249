import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_WRITE_COOKIE } from '../http/read-routing';
import { createDb } from '../db/client';
import { createEvent } from '../test/factories';
import { startAppServer, startOwnPostgres, type OwnPostgres } from './fault-helpers';
import { startStandby, type Standby } from '../../tools/cluster/standby';

// DATABASE_READ_URL on a real streaming replica: a hot standby of the test's own PostgreSQL, made from a base copy
// of the running primary with the embedded PostgreSQL binaries.

let primary: OwnPostgres;
let standby: Standby;
let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  primary = await startOwnPostgres();
  standby = await startStandby(primary);
  app = await startAppServer(primary.databaseUrl, { DATABASE_READ_URL: standby.databaseUrl, SESSION_SECRET: 'replica-test' });
});
afterAll(async () => {
  await app?.close();
  await standby?.stop();
  await primary?.remove();
});

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((line) => line.split(';')[0]);

async function signUp() {
  const response = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `replica-${crypto.randomUUID()}@example.com`, password: 'long-enough-password' }),
  });
  expect(response.status).toBe(201);
  return cookiesOf(response).filter((cookie) => cookie.startsWith('cloverleaf.sid='));
}

async function post(cookies: string[], content: string) {
  const response = await fetch(`${app.url}/api/feed`, {
    method: 'POST', headers: { cookie: cookies.join('; '), 'content-type': 'application/json' }, body: JSON.stringify({ content }),
  });
  expect(response.status).toBe(201);
  return cookiesOf(response);
}

async function feedContents(cookies: string[] = []): Promise<string[]> {
  const response = await fetch(`${app.url}/api/feed?limit=10`, { headers: cookies.length ? { cookie: cookies.join('; ') } : {} });
  expect(response.status).toBe(200);
  return ((await response.json()) as { content: string }[]).map((item) => item.content);
}

describe('a read replica (DATABASE_READ_URL)', () => {
  it('is a streaming standby of the primary, in recovery and read-only', async () => {
    const client = new pg.Client({ connectionString: standby.databaseUrl });
    await client.connect();
    try {
      expect((await client.query('select pg_is_in_recovery() as standby')).rows[0].standby).toBe(true);
      await expect(client.query("insert into event_producers (name) values ('nope')")).rejects.toThrow(/read-only/);
    } finally {
      await client.end();
    }
  });

  it('serves the lists while writes go to the primary; the rider who wrote reads the primary for a few seconds', async () => {
    const session = await signUp();
    await standby.caughtUp();
    await standby.pauseReplay();
    try {
      const content = `Replica lag check ${crypto.randomUUID()}`;
      const setByWrite = await post(session, content);
      expect(setByWrite.some((cookie) => cookie.startsWith(`${RECENT_WRITE_COOKIE}=`))).toBe(true);

      // The replica has not replayed the post: a visitor and the same rider without the write mark read it there.
      expect(await feedContents()).not.toContain(content);
      expect(await feedContents(session)).not.toContain(content);
      // The browser that wrote it carries the mark and reads the primary.
      expect(await feedContents([...session, ...setByWrite])).toContain(content);

      await standby.resumeReplay();
      await standby.caughtUp();
      expect(await feedContents()).toContain(content);
    } finally {
      await standby.resumeReplay();
    }
  });

  it('never lets a rider\'s flags read on the lagging replica stand for a save the primary has', async () => {
    const session = await signUp();
    const event = await createEvent(createDb(app.pool));
    await standby.caughtUp();
    const isSaved = async (cookies: string[]) => {
      const response = await fetch(`${app.url}/api/events?limit=50`, { headers: { cookie: cookies.join('; ') } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { id: string; isSaved: boolean }[]).find((row) => row.id === event.id)?.isSaved;
    };
    expect(await isSaved(session)).toBe(false);
    expect(await isSaved(session)).toBe(false);

    await standby.pauseReplay();
    try {
      const saved = await fetch(`${app.url}/api/saved-events`, {
        method: 'POST', headers: { cookie: session.join('; '), 'content-type': 'application/json' }, body: JSON.stringify({ eventId: event.id }),
      });
      expect(saved.status).toBe(201);
      // Without the write mark the flags come from the replica, which has not replayed the save: they were read at
      // the rider's earlier version, so they are not kept as the answer for the version the save gave them.
      expect(await isSaved(session)).toBe(false);
      expect(await isSaved([...session, ...cookiesOf(saved)])).toBe(true);
      await standby.resumeReplay();
      await standby.caughtUp();
      expect(await isSaved(session)).toBe(true);
    } finally {
      await standby.resumeReplay();
    }
  });

  it('that goes away leaves the lists answering from the primary, at once and without errors', async () => {
    const session = await signUp();
    const content = `Written before the replica went away ${crypto.randomUUID()}`;
    await post(session, content);
    await standby.stop();

    const started = Date.now();
    expect(await feedContents()).toContain(content);
    const events = await fetch(`${app.url}/api/events?limit=5`);
    expect(events.status).toBe(200);
    const arenas = await fetch(`${app.url}/api/arenas?limit=5`);
    expect(arenas.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
