import { afterEach } from 'vitest';

// node-postgres queues a query sent on a client that is still running one, and warns once per process that pg@9
// will refuse it (a transaction's `Promise.all` of writes on one client, say). Such code fails here instead of at
// the upgrade: the test that sent it fails. The warning comes once per worker, so a later overlap in the same worker
// goes unheard; fixing the first one brings the next to light.
const OVERLAP = /already executing a query/;
const heard: string[] = [];
const listening = Symbol.for('cloverleaf.test.overlapping-queries');
const processState = process as unknown as Record<symbol, boolean>;
if (!processState[listening]) {
  processState[listening] = true;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && OVERLAP.test(warning.message)) heard.push(warning.stack ?? warning.message);
  });
}

afterEach(async () => {
  // The warning is emitted on the next tick after the query that caused it.
  await new Promise((resolve) => setImmediate(resolve));
  if (heard.length === 0) return;
  const stack = heard.splice(0).join('\n');
  throw new Error(`A query was sent on a PostgreSQL client still running another (run them one after another):\n${stack}`);
});
