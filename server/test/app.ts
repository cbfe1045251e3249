import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createAppServer } from '../http/app-server';
import { createLogger } from '../logger';
import { createTestDatabase, type TestDatabase } from './db';

export interface TestApp extends TestDatabase {
  app: Express;
  config: AppConfig;
  /** A supertest agent that keeps cookies, like one browser, talking to the app served as `npm start` serves it. */
  agent(): ReturnType<typeof request.agent>;
}

/** The real app on a fresh database of its own, served on a port of its own; `env` overrides environment variables. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOGIN_RATE_LIMIT: '1000', POSTING_RATE_LIMIT: '1000', ...env });
  const app = createApp({ config, db: database.db, pool: database.pool, logger: createLogger(config.logLevel) });
  const { server, serve } = createAppServer();
  serve(app);
  await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...database,
    app,
    config,
    agent: () => request.agent(url),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => { server.close(resolve); });
      await database.close();
    },
  };
}
