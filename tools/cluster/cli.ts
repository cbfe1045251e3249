// `npm run cluster`: three app servers behind nginx, with a PostgreSQL primary and replica and Redis, on this machine.
import { buildClient, clientBuildIsStale, DEFAULT_BUILD_DIR } from '../client-build';
import { startCluster } from './cluster';

const port = Number(process.env.CLUSTER_PORT ?? 8080);
if (clientBuildIsStale(DEFAULT_BUILD_DIR)) {
  console.log('Building the client (its sources changed since the last build)...');
  buildClient(DEFAULT_BUILD_DIR);
}
const cluster = await startCluster({
  port,
  env: { SEED_DEMO_DATA: 'true', CLIENT_BUILD_DIR: DEFAULT_BUILD_DIR, APP_URL: `http://127.0.0.1:${port}` },
  log: (line) => console.log(line),
});
console.log(`Cloverleaf's cluster is running at ${cluster.url} (Ctrl-C stops it all)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster...');
    void cluster.stop().then(() => process.exit(0));
  });
}
