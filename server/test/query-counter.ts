import type pg from 'pg';

type Callback = (error: Error | undefined, client?: pg.PoolClient, release?: unknown) => void;

/**
 * Counts the SQL statements sent through a pool, to prove that a list's statement count does not grow with the
 * number of rows it returns. Every statement, pool.query or transaction, runs on a checked-out client, so the
 * clients' query method is where they are counted.
 */
export function trackQueries(pool: pg.Pool) {
  let count = 0;
  const statements: { text: string; values?: unknown[]; name?: string }[] = [];
  const patched = new WeakSet<object>();
  const patch = (client: pg.PoolClient | undefined) => {
    if (!client || patched.has(client)) return;
    patched.add(client);
    const originalQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      if (active) {
        count += 1;
        const values = Array.isArray(rest[0]) ? rest[0] : (config as { values?: unknown[] } | null)?.values;
        const { text, name } = (typeof config === 'string' ? { text: config } : config ?? {}) as { text?: string; name?: string };
        statements.push({ text: String(text ?? ''), values, name });
      }
      return originalQuery(config, ...rest);
    }) as typeof client.query;
  };
  let active = true;
  const originalConnect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((callback?: Callback) => {
    if (typeof callback === 'function') {
      return originalConnect((error: Error | undefined, client?: pg.PoolClient, release?: unknown) => {
        patch(client);
        callback(error, client, release);
      });
    }
    return (originalConnect() as Promise<pg.PoolClient>).then((client) => {
      patch(client);
      return client;
    });
  }) as typeof pool.connect;
  return {
    get count() { return count; },
    get statements() { return statements.map((statement) => statement.text); },
    /** Each statement with the values bound to it, to EXPLAIN it as it ran, and its name if it was prepared. */
    get statementsWithValues() { return [...statements]; },
    reset() { count = 0; statements.length = 0; },
    stop() {
      active = false;
      pool.connect = originalConnect as typeof pool.connect;
    },
  };
}

/** The statements each of `runs` sends through the pool, one count per run, for "as many for 1 row as for 25". */
export async function statementsPerRun(pool: pg.Pool, runs: (() => PromiseLike<unknown>)[]): Promise<number[]> {
  const tracker = trackQueries(pool);
  const counts: number[] = [];
  try {
    for (const run of runs) {
      tracker.reset();
      await run();
      counts.push(tracker.count);
    }
  } finally {
    tracker.stop();
  }
  return counts;
}

/** What `run` answered and the statements it sent through the pool, each with its values (to EXPLAIN as it ran). */
export async function withStatements<Result>(pool: pg.Pool, run: () => PromiseLike<Result>) {
  const tracker = trackQueries(pool);
  try {
    const result = await run();
    return { result, statements: tracker.statementsWithValues };
  } finally {
    tracker.stop();
  }
}

/** What `send` answered, and how many statements naming `table` it sent through the pool. */
export async function statementsNaming<Result>(pool: pg.Pool, table: string, send: () => Promise<Result>) {
  const tracker = trackQueries(pool);
  try {
    const result = await send();
    return { result, naming: tracker.statements.filter((text) => text.includes(`"${table}"`)).length };
  } finally {
    tracker.stop();
  }
}

/**
 * Runs `start` while another transaction holds `table` locked, and lets go after `holdMs`: whatever reads the table
 * meanwhile waits, so requests sent at once all arrive before any of them is answered.
 */
export async function whileLocked<Result>(pool: pg.Pool, table: string, start: () => Promise<Result>, holdMs = 300): Promise<Result> {
  const lock = await pool.connect();
  try {
    await lock.query('begin');
    // Named unquoted, so statementsNaming does not count the lock itself.
    await lock.query(`lock table ${table} in access exclusive mode`);
    const started = start();
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    await lock.query('commit');
    return await started;
  } finally {
    lock.release();
  }
}
