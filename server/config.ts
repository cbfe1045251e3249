import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * A server's database connections when DB_POOL_SIZE is unset: twice the machine's cores and one, up to 10
 * (PostgreSQL's wiki's starting point, for a database on this machine or one as large). PostgreSQL runs a process
 * per connection, and more busy backends than cores only take turns: on this project's 2-core machines, 5
 * connections served a signed-in rider's uncached lists 5 to 20% more requests than 10, with a tenth less of
 * PostgreSQL's CPU per request, and saves as fast.
 */
export const DEFAULT_POOL_SIZE = Math.min(10, 2 * os.availableParallelism() + 1);
/**
 * How long a server waits for PostgreSQL to answer one query before it gives up on the connection (0: forever). The
 * app's reads and writes take milliseconds; a database that stops answering without closing its connections (a
 * network partition, a frozen host) would otherwise hold each request until the operating system drops the TCP
 * connection, many minutes later.
 */
export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;
const optionalString = () => z.preprocess(blankAsUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.preprocess(blankAsUndefined, z.url().optional()),
  DATABASE_URL: optionalString(),
  DATABASE_READ_URL: optionalString(),
  PG_DATA_DIR: z.string().default('.data/pg'),
  PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DB_POOL_SIZE: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE)),
  DB_QUERY_TIMEOUT_MS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(3_600_000).default(DEFAULT_QUERY_TIMEOUT_MS)),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  SERVE_CLIENT: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  // Vitest's workers set SSR to '' or '1' for their own use; a child server they start must read those as the default.
  SSR: z.enum(['true', 'false', '1', '0', '']).default('true').transform((value) => value !== 'false' && value !== '0'),
  SESSION_SECRET: optionalString(),
  OIDC_ISSUER_URL: z.preprocess(blankAsUndefined, z.url().optional()),
  OIDC_CLIENT_ID: optionalString(),
  OIDC_CLIENT_SECRET: optionalString(),
  OIDC_SCOPES: z.string().default('openid email profile'),
  GOOGLE_MAPS_API_KEY: z.string().default(''),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  POSTING_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: z.preprocess(blankAsUndefined, z.string().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  CLIENT_BUILD_DIR: optionalString(),
  UPLOADS_DIR: optionalString(),
  S3_BUCKET: optionalString(),
  S3_ENDPOINT: z.preprocess(blankAsUndefined, z.url().optional()),
  S3_REGION: z.preprocess(blankAsUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString(),
  S3_SECRET_ACCESS_KEY: optionalString(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  IMAGE_PROCESSING_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  SMTP_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z.string().default('Cloverleaf <alerts@cloverleaf.localhost>'),
  REDIS_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
});

/** S3-compatible object storage for uploaded pictures; null keeps them on local disk. */
export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret?: string;
  scopes: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl?: string;
  databaseUrl?: string;
  /** A streaming replica of DATABASE_URL for list and detail reads. */
  databaseReadUrl: string | null;
  pgDataDir: string;
  pgPort: number;
  dbPoolSize: number;
  /** A query unanswered this long closes its connection and fails (0: no limit); the app servers' pools only. */
  dbQueryTimeoutMs: number;
  seedDemoData: boolean;
  /** false: an API-only instance (the client comes from a CDN or other instances); no build or Vite needed. */
  serveClient: boolean;
  /** Render pages on the server from the client's SSR build; false serves the plain single-page app. */
  ssr: boolean;
  sessionSecret: string;
  oidc: OidcSettings | null;
  googleMapsApiKey: string;
  loginRateLimit: number;
  /** Posts (feed posts, comments) one rider may make per posting route per 15 minutes. */
  postingRateLimit: number;
  trustProxy: boolean | number | string;
  logLevel: string;
  /** Another production client build to serve instead of dist/public (the benchmark serves its own). */
  clientBuildDir?: string;
  /** Where uploaded pictures are kept when s3 is null. */
  uploadsDir: string;
  s3: S3Settings | null;
  /** Uploads one rider may make per minute. */
  uploadRateLimit: number;
  /** Redis (or Valkey) holding the rate limiters' counts, shared by every app server; null counts in each process. */
  redisUrl: string | null;
  /** Pictures one server decodes and re-encodes at once; the rest wait their turn. */
  imageProcessingConcurrency: number;
  /** Outgoing mail (smtp:// or smtps://, with the login in the URL); null: no email, only the bell. */
  smtpUrl: string | null;
  /** The From of every email. */
  mailFrom: string;
  /** Distinct riders' reports that hide an item until a moderator decides. */
  reportHideThreshold: number;
}

export function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Reads every environment variable once; throws with a readable message when one is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const vars = parsed.data;
  if (vars.NODE_ENV === 'production' && !vars.SESSION_SECRET && vars.DATABASE_URL) {
    throw new Error('SESSION_SECRET is required when NODE_ENV=production with DATABASE_URL');
  }
  const oidcPartlySet = [vars.OIDC_ISSUER_URL, vars.OIDC_CLIENT_ID].filter(Boolean).length === 1;
  if (oidcPartlySet) throw new Error('Set both OIDC_ISSUER_URL and OIDC_CLIENT_ID, or neither');

  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    appUrl: vars.APP_URL?.replace(/\/$/, ''),
    databaseUrl: vars.DATABASE_URL,
    databaseReadUrl: vars.DATABASE_READ_URL ?? null,
    pgDataDir: path.resolve(vars.PG_DATA_DIR),
    pgPort: vars.PG_PORT,
    dbPoolSize: vars.DB_POOL_SIZE,
    dbQueryTimeoutMs: vars.DB_QUERY_TIMEOUT_MS,
    seedDemoData: vars.SEED_DEMO_DATA,
    serveClient: vars.SERVE_CLIENT,
    ssr: vars.SSR,
    sessionSecret: vars.SESSION_SECRET ?? localSessionSecret(path.resolve(vars.PG_DATA_DIR), vars.NODE_ENV),
    oidc: vars.OIDC_ISSUER_URL && vars.OIDC_CLIENT_ID
      ? { issuerUrl: vars.OIDC_ISSUER_URL, clientId: vars.OIDC_CLIENT_ID, clientSecret: vars.OIDC_CLIENT_SECRET, scopes: vars.OIDC_SCOPES }
      : null,
    googleMapsApiKey: vars.GOOGLE_MAPS_API_KEY,
    loginRateLimit: vars.LOGIN_RATE_LIMIT,
    postingRateLimit: vars.POSTING_RATE_LIMIT,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    clientBuildDir: vars.CLIENT_BUILD_DIR ? path.resolve(vars.CLIENT_BUILD_DIR) : undefined,
    uploadsDir: uploadsDir(vars.UPLOADS_DIR, vars.NODE_ENV),
    s3: vars.S3_BUCKET
      ? {
        bucket: vars.S3_BUCKET,
        endpoint: vars.S3_ENDPOINT,
        region: vars.S3_REGION,
        accessKeyId: vars.S3_ACCESS_KEY_ID,
        secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
        forcePathStyle: vars.S3_FORCE_PATH_STYLE,
      }
      : null,
    uploadRateLimit: vars.UPLOAD_RATE_LIMIT,
    redisUrl: vars.REDIS_URL ?? null,
    imageProcessingConcurrency: vars.IMAGE_PROCESSING_CONCURRENCY,
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    reportHideThreshold: vars.REPORT_HIDE_THRESHOLD,
  };
}

/** Tests get a throw-away folder of their own unless they name one. */
function uploadsDir(setting: string | undefined, env: string): string {
  if (setting) return path.resolve(setting);
  return env === 'test' ? fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-uploads-')) : path.resolve('.data/uploads');
}

/**
 * Without SESSION_SECRET (a single machine on the embedded database) a secret is generated once and kept beside
 * the data folder, so sessions survive restarts; tests get a fresh one each run.
 */
function localSessionSecret(pgDataDir: string, env: string): string {
  if (env === 'test') return randomBytes(32).toString('hex');
  const file = path.join(path.dirname(pgDataDir), 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
