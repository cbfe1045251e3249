import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../test/ports';
import { registerRider, startOwnPostgres, startServerProcess, type OwnPostgres } from './fault-helpers';

// `node server/index.ts` as production runs it (API only: SERVE_CLIENT=false needs no client build), stopped with
// SIGTERM while a request is still arriving.

let database: OwnPostgres;
let server: Awaited<ReturnType<typeof startServerProcess>>;

beforeAll(async () => {
  database = await startOwnPostgres();
  server = await startServerProcess({
    NODE_ENV: 'production', SERVE_CLIENT: 'false', DATABASE_URL: database.databaseUrl, SESSION_SECRET: 'shutdown-test-secret',
  });
});
afterAll(async () => {
  server?.kill();
  await database?.remove();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new TCP connection to the port: 'refused' once the server no longer listens. */
const tryConnect = (port: number) => new Promise<'connected' | 'refused'>((resolve) => {
  const socket = net.connect(port, '127.0.0.1');
  socket.once('connect', () => { socket.destroy(); resolve('connected'); });
  socket.once('error', () => resolve('refused'));
});

it('SIGTERM finishes the in-flight request, ends event streams, refuses new connections, closes the pool and exits 0 without errors', async () => {
  const { cookie } = await registerRider(server.url);
  const body = JSON.stringify({ name: 'Packed before shutdown', startDate: '2026-08-01', endDate: '2026-08-02' });
  const half = Math.floor(body.length / 2);

  // A browser-like keep-alive request whose body is still on its way when the signal arrives.
  let sendRest!: () => void;
  const rest = new Promise<void>((resolve) => { sendRest = resolve; });
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode(body.slice(0, half)));
      await rest;
      controller.enqueue(new TextEncoder().encode(body.slice(half)));
      controller.close();
    },
  });
  const inFlight = fetch(`${server.url}/api/trips`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  // An open notification stream (server-sent events) must not hold the shutdown up.
  const events = await fetch(`${server.url}/api/notifications/stream`, { headers: { cookie } });
  expect(events.headers.get('content-type')).toBe('text/event-stream');
  const streamEnded = events.text();
  await pause(500);

  server.child.kill('SIGTERM');
  await server.waitForLog(/SIGTERM: finishing in-flight requests/);
  expect(await tryConnect(server.port)).toBe('refused');

  sendRest();
  const response = await inFlight;
  expect(response.status).toBe(201);
  // The client is told not to reuse the connection, so the server need not wait for keep-alive to time out.
  expect(response.headers.get('connection')).toBe('close');
  const trip = await response.json();

  const exitCode = await Promise.race([server.exited, pause(3_000).then(() => 'still running 3 s after the last answer')]);
  expect(exitCode).toBe(0);
  expect(await streamEnded).toContain('event: unread');
  await server.waitForLog(/Stopped cleanly/);
  expect(server.logs.filter((line) => line.level >= 50)).toEqual([]);
  expect(server.stderr.join('')).toBe('');

  // The acknowledged write is stored, and the process left no connection behind.
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    expect((await client.query('select name from trips where id = $1', [trip.id])).rows).toEqual([{ name: 'Packed before shutdown' }]);
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    expect(rows[0].n).toBe(0);
  } finally {
    await client.end();
  }
});

it('with the embedded PostgreSQL, SIGTERM also stops the database it started', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-shutdown-pg-'));
  // As root, PostgreSQL runs as a user of its own, which must be able to reach the data folder inside.
  fs.chmodSync(dataDir, 0o755);
  const pgPort = await freePort();
  const local = await startServerProcess({ NODE_ENV: 'production', SERVE_CLIENT: 'false', PG_DATA_DIR: path.join(dataDir, 'pg'), PG_PORT: String(pgPort) });
  try {
    expect((await fetch(`${local.url}/api/events`)).status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);
    local.child.kill('SIGTERM');
    expect(await Promise.race([local.exited, pause(15_000).then(() => 'still running')])).toBe(0);
    expect(local.logs.filter((line) => line.level >= 50)).toEqual([]);
    // PostgreSQL shut down cleanly (it removes its pid file) and no longer listens.
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(await tryConnect(pgPort)).toBe('refused');
  } finally {
    local.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
