import express from 'express';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../server/config';
import { createAppServer } from '../server/http/app-server';

// The floor of a list read from the database: the five events the signed-in uncached events page shows
// (FLOOR_EVENT_IDS), with their arenas, read by one statement prepared once and sent as JSON by a bare Express route:
// no middleware, no session, no flags, no paging. No list sending these rows through Express and node-postgres from
// this PostgreSQL can cost less, so its ratio to the ceiling is the most such a list could reach on this machine.
// Served, as the app is, by server/http/app-server.ts (the ceiling by Express's own app.listen).
// Started as a child process like the app server and the ceiling, and measured with the same autocannon settings.
const eventIds = (process.env.FLOOR_EVENT_IDS ?? '').split(',').filter(Boolean);
// The app's default DB_POOL_SIZE.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: DEFAULT_POOL_SIZE });
const app = express();
app.disable('x-powered-by');
app.get('/api/floor', async (_req, res) => {
  const { rows } = await pool.query({
    name: 'floor_events_page',
    text: `select events.*, arenas.name as arena_name, arenas.city as arena_city, arenas.state as arena_state
      from events join arenas on arenas.id = events.arena_id where events.id = any($1::uuid[]) order by events.date, events.id`,
    values: [eventIds],
  });
  res.json(rows);
});

const { server, serve } = createAppServer();
serve(app);
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  process.stdout.write('listening\n');
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
