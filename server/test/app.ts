import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createLogger } from '../logger';
import { createTestDatabase, type TestDatabase } from './db';
import { serveOnLoopback } from './served-app';

export interface TestApp extends TestDatabase {
  app: Express;
  config: AppConfig;
  /** A supertest agent that keeps cookies, like one browser, talking to the app served as `npm start` serves it. */
  agent(): ReturnType<typeof request.agent>;
  /** Where the app is served (http://127.0.0.1:port), for clients other than supertest. */
  url: string;
}

/** The real app on a fresh database of its own, served on a port of its own; `env` overrides environment variables. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOGIN_RATE_LIMIT: '1000', POSTING_RATE_LIMIT: '1000', ...env });
  const app = createApp({ config, db: database.db, pool: database.pool, logger: createLogger(config.logLevel) });
  const served = await serveOnLoopback(app);
  return {
    ...database,
    app,
    config,
    agent: () => request.agent(served.url),
    url: served.url,
    async close() {
      await served.close();
      await database.close();
    },
  };
}
