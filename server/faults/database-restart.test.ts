import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  acknowledgedTripsMissing, registerRider, startAppServer, startOwnPostgres, tripsAndEventsLoad, type OwnPostgres,
} from './fault-helpers';

// PostgreSQL stops in the middle of a load run of reads and signed-in writes, then comes back on the same data
// folder. The app must answer 503 quickly while it is gone, recover on its own, and keep every write it confirmed.

const WORKERS = 4;
/** The pool gives up connecting after 3 s (server/db/client.ts); an answer must never take much longer. */
const MAX_ANSWER_MS = 5_000;

type Phase = 'before' | 'down' | 'after';

let database: OwnPostgres;
let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  database = await startOwnPostgres();
  app = await startAppServer(database.databaseUrl);
});
afterAll(async () => {
  await app?.close();
  await database?.remove();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('answers 503 fast while PostgreSQL is down, recovers by itself, and keeps every acknowledged write', async () => {
  const { cookie } = await registerRider(app.url);
  let phase: Phase = 'before';
  const load = tripsAndEventsLoad(app.url, cookie, () => phase, { workers: WORKERS });

  await pause(1_500);
  phase = 'down';
  await database.stop();
  await pause(4_000);
  await database.start();
  phase = 'after';
  // Recovery needs no restart of the app: wait for the first success, then keep the load on a little longer.
  const recoveredBy = Date.now() + 15_000;
  while (!load.outcomes.some((outcome) => outcome.sent === 'after' && outcome.status === 201) && Date.now() < recoveredBy) await pause(100);
  await pause(1_500);
  await load.stop();

  const { outcomes } = load;
  const inPhase = (name: Phase) => outcomes.filter((outcome) => outcome.sent === name && outcome.answered === name);
  const statuses = (list: typeof outcomes) => [...new Set(list.map((outcome) => outcome.status))].sort();

  // Before: everything works.
  expect(statuses(inPhase('before'))).toEqual([200, 201]);
  // Down: refused with 503 (requests already past the database may still finish), never hanging, never 500.
  const down = outcomes.filter((outcome) => outcome.sent === 'down' || outcome.answered === 'down');
  expect(down.filter((outcome) => outcome.status === 503).length).toBeGreaterThan(WORKERS);
  expect(down.filter((outcome) => ![200, 201, 503].includes(outcome.status))).toEqual([]);
  expect(Math.max(...down.map((outcome) => outcome.ms))).toBeLessThan(MAX_ANSWER_MS);
  // After: the same app serves again, and everything sent after the first success works.
  const after = inPhase('after');
  const firstSuccess = after.findIndex((outcome) => outcome.status === 201);
  expect(firstSuccess).toBeGreaterThanOrEqual(0);
  expect(statuses(after.slice(firstSuccess + WORKERS))).toEqual([200, 201]);

  // Every write that was acknowledged is in the database.
  const writes = await acknowledgedTripsMissing(database.databaseUrl, outcomes);
  expect(writes.acknowledged).toBeGreaterThan(10);
  expect(writes.missing).toEqual([]);
});

it('a session refresh that fails after the answer was sent neither loses that answer nor cuts the connection', async () => {
  const { cookie } = await registerRider(app.url);
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  // express-session refreshes the session's expiry (an UPDATE of its row) after the route has answered, once the
  // stored expiry lags behind (server/auth/session.ts); make it lag, and make that UPDATE fail the way it does when
  // the database goes away at that moment.
  await client.query("update sessions set expire = now() + interval '1 day'");
  await client.query(`create function refuse_session_touch() returns trigger language plpgsql as $$
    begin raise exception 'database went away' using errcode = '57P01'; end $$`);
  await client.query('create trigger refuse_session_touch before update on sessions for each row execute function refuse_session_touch()');
  try {
    // One keep-alive connection for every request: closing it after an answer would show up as a second socket.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.get(`${app.url}/api/auth/user`, { agent, headers: { cookie } }, (response) => {
          let text = '';
          response.on('data', (chunk) => { text += chunk; });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        request.on('socket', (socket) => sockets.add(socket));
        request.on('error', reject);
      });
      expect(status).toBe(200);
      expect(JSON.parse(body).id).toEqual(expect.any(String));
      await pause(50);
    }
    agent.destroy();
    expect(sockets.size).toBe(1);
  } finally {
    await client.query('drop trigger refuse_session_touch on sessions; drop function refuse_session_touch()');
    await client.end();
  }
});
