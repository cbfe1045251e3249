import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { ensureDatabaseExists } from '../server/db/open';
import { freePort } from '../server/test/ports';
import { buildClient } from '../tools/client-build';
import { startAppProcess } from '../tools/cluster/app-server';
import { startCluster } from '../tools/cluster/cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The same app and database served as the plain single-page app (SSR=false). */
    spaBaseUrl: string;
    /** The same app and database with a Google Maps key (the maps journeys serve a double of Google's script). */
    mapsBaseUrl: string;
    databaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');
// Its own build folder, so an `npm start` or a bench run beside the suite keeps its files.
const clientBuildDir = path.join(root, 'dist/e2e-client');
/** Not a real key: the browser is served a double of Google's script for it. */
const E2E_MAPS_KEY = 'e2e-test-key';

/**
 * Builds the client (browser and server-render builds), starts a throw-away PostgreSQL (or uses TEST_DATABASE_URL's
 * server) and the production server with the demo data, exactly as `npm start` runs it; and a second server on the
 * same database with SSR=false, for the journeys that check the plain single-page app.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== 'true') buildClient(clientBuildDir);
  const settings = {
    SESSION_SECRET: 'e2e-session-secret',
    LOGIN_RATE_LIMIT: '1000',
    GOOGLE_MAPS_API_KEY: process.env.E2E_GOOGLE_MAPS_API_KEY ?? '',
    LOG_LEVEL: 'error',
    CLIENT_BUILD_DIR: clientBuildDir,
  };
  if (process.env.E2E_CLUSTER === 'true') return againstCluster(project, settings);

  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopDatabase = async () => {};
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-e2e-pg-'));
    const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
    adminUrl = server.adminUrl;
    stopDatabase = () => server.stop();
  }
  // Both servers keep riders' photos in one throw-away folder, as two servers would share a bucket.
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-e2e-uploads-'));
  const database = `cloverleaf_e2e_${Date.now()}`;
  await ensureDatabaseExists(adminUrl, database);
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`);

  const startServer = (env: Record<string, string>) => startAppProcess({
    ...settings, DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true', UPLOADS_DIR: uploadsDir, ...env,
  });
  const app = await startServer({});
  // Started after the first has seeded the demo data, so they never race to load it.
  const [spa, keyed] = await Promise.all([
    startServer({ SSR: 'false', SEED_DEMO_DATA: 'false' }),
    startServer({ GOOGLE_MAPS_API_KEY: E2E_MAPS_KEY, SEED_DEMO_DATA: 'false' }),
  ]);
  project.provide('baseUrl', app.url);
  project.provide('spaBaseUrl', spa.url);
  project.provide('mapsBaseUrl', keyed.url);
  project.provide('databaseUrl', databaseUrl);

  return async () => {
    await Promise.all([app.stop(), spa.stop(), keyed.stop()]);
    await stopDatabase();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  };
}

/**
 * E2E_CLUSTER=true: the journeys run against `npm run cluster`'s set-up (three app servers behind nginx, a primary
 * and its replica, Redis) instead of one server; the plain single-page app is one more server on the same primary.
 */
async function againstCluster(project: TestProject, settings: Record<string, string>) {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-e2e-uploads-'));
  const cluster = await startCluster({ env: { ...settings, SEED_DEMO_DATA: 'true', UPLOADS_DIR: uploadsDir } });
  const beside = { ...settings, DATABASE_URL: cluster.primaryUrl, SEED_DEMO_DATA: 'false', UPLOADS_DIR: uploadsDir };
  const [spa, keyed] = await Promise.all([
    startAppProcess({ ...beside, SSR: 'false' }),
    startAppProcess({ ...beside, GOOGLE_MAPS_API_KEY: E2E_MAPS_KEY }),
  ]).catch(async (error: unknown) => {
    await cluster.stop();
    throw error;
  });
  project.provide('baseUrl', cluster.url);
  project.provide('spaBaseUrl', spa.url);
  project.provide('mapsBaseUrl', keyed.url);
  project.provide('databaseUrl', cluster.primaryUrl);
  return async () => {
    await Promise.all([spa.stop(), keyed.stop()]);
    await cluster.stop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  };
}
