import type pg from 'pg';
import type { SignedInRider } from './fixtures';
import type { RunningServer } from './servers';
import { percentile } from './percentile';

export interface FanOutFigures {
  followers: number;
  /** The one create whose arena has the followers: the answer's time, ms. */
  createMs: number;
  /** From that create's answer until every follower had the notification, ms (null when it never finished). */
  fanOutMs: number | null;
  /** Other creates, `concurrency` at a time, started from that answer until every follower was told: their p99, ms. */
  createsDuring: number;
  createP99Ms: number;
  /** The same creates just before, with no fan-out running: the ceiling beside it. */
  createsBefore?: number;
  createP99BeforeMs: number;
}

const FOLLOWERS = 10_000;
/**
 * Enough creates for a p99 that is not simply the slowest one (the 3rd slowest of 300), before the fan-out; during
 * it, creates go on until every follower is told (at most CREATES_DURING_CAP of them).
 */
const CREATES_BEFORE = 300;
const CREATES_DURING_CAP = 5_000;
const CONCURRENCY = 10;
const FAN_OUT_LIMIT_MS = 120_000;


async function createEvent(server: RunningServer, rider: SignedInRider, arenaId: string, name: string): Promise<{ ms: number; id: string }> {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie: rider.cookie, origin: server.baseUrl },
    body: JSON.stringify({ name, arenaId, date: '2031-05-03', time: '7:00 PM' }),
  });
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
  return { ms, id: ((await response.json()) as { id: string }).id };
}

/**
 * Runs `task` `concurrency` at a time, each started while `goOn(tasks started so far)` holds, and gives back what
 * each returned (a time, ms) in the order they finished.
 */
export async function timedConcurrently(
  concurrency: number, goOn: (started: number) => boolean, task: () => Promise<number>,
): Promise<number[]> {
  const times: number[] = [];
  let started = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (goOn(started)) {
      started += 1;
      times.push(await task());
    }
  }));
  return times;
}

/**
 * Issue 20: an event created at an arena with 10,000 followers answers like any create, and the queue's workers
 * tell every follower; meanwhile other riders' creates keep their latency.
 */
export async function measureNewEventFanOut(
  server: RunningServer, pool: pg.Pool, rider: SignedInRider, log: (line: string) => void,
): Promise<FanOutFigures> {
  const { rows: [arena] } = await pool.query<{ id: string }>(
    "insert into arenas (name, city, state, latitude, longitude) values ('Fan-out Arena', 'Waco', 'TX', 31.55, -97.15) returning id",
  );
  const { rows: [quiet] } = await pool.query<{ id: string }>(
    "insert into arenas (name, city, state, latitude, longitude) values ('Quiet Arena', 'Waco', 'TX', 31.56, -97.16) returning id",
  );
  await pool.query(`with fans as (
      insert into users (email, first_name, last_name)
      select 'fan-' || n || '-' || md5(random()::text) || '@example.com', 'Fan', n::text from generate_series(1, $1) as n
      returning id)
    insert into arena_follows (user_id, arena_id) select id, $2 from fans`, [FOLLOWERS, arena.id]);

  let next = 0;
  const creates = (goOn: (started: number) => boolean) => timedConcurrently(CONCURRENCY, goOn, async () => {
    next += 1;
    return (await createEvent(server, rider, quiet.id, `Quiet Jackpot ${next}`)).ms;
  });
  await creates((started) => started < CREATES_BEFORE); // warm-up
  const before = await creates((started) => started < CREATES_BEFORE);

  const announced = await createEvent(server, rider, arena.id, 'Fan-out Futurity');
  const answeredAt = performance.now();
  let fanOutMs: number | null = null;
  let fanOutOver = false;
  const load = creates((started) => !fanOutOver && started < CREATES_DURING_CAP);
  while (performance.now() - answeredAt < FAN_OUT_LIMIT_MS) {
    const { rows: [{ count }] } = await pool.query<{ count: number }>(
      'select count(*)::int as count from notifications where cause_key = $1', [`new-event:${announced.id}`],
    );
    if (count >= FOLLOWERS) {
      fanOutMs = Math.round(performance.now() - answeredAt);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fanOutOver = true;
  const others = await load;
  const figures = {
    followers: FOLLOWERS, createMs: Math.round(announced.ms), fanOutMs, createsDuring: others.length,
    createP99Ms: Math.round(percentile(others, 0.99)), createsBefore: before.length,
    createP99BeforeMs: Math.round(percentile(before, 0.99)),
  };
  log(`  create at an arena with ${FOLLOWERS.toLocaleString('en-US')} followers: answered in ${figures.createMs} ms; `
    + `all notified ${fanOutMs === null ? 'not within 2 minutes' : `in ${fanOutMs} ms`}`);
  log(`  ${others.length} other creates meanwhile (${CONCURRENCY} at a time): p99 ${figures.createP99Ms} ms `
    + `(${figures.createP99BeforeMs} ms over ${before.length} just before, with no fan-out)`);
  return figures;
}

export function fanOutSection(figures: FanOutFigures | null | undefined): string[] {
  if (!figures) return [];
  return [
    '## New event announced to 10,000 followers', '',
    `An event created at an arena with ${figures.followers.toLocaleString('en-US')} followers answered in ${figures.createMs} ms; `
      + `the queue's workers notified every follower ${figures.fanOutMs === null ? 'not within 2 minutes' : `within ${figures.fanOutMs} ms`} of the answer. `
      + `${figures.createsDuring} other creates meanwhile, ${CONCURRENCY} at a time: p99 ${figures.createP99Ms} ms `
      + `(${figures.createP99BeforeMs} ms${figures.createsBefore ? ` over ${figures.createsBefore}` : ''} just before, with no fan-out).`, '',
  ];
}
