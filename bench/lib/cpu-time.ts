import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** CPU time (user + system, ms) a process and the children it has reaped have used, from Linux /proc; null elsewhere. */
export interface CpuReading {
  appMs: number | null;
  databaseMs: number | null;
}

/** Reads the app server's CPU time and its PostgreSQL's (every process of that server), before and after a run. */
export interface CpuMeter {
  read(): CpuReading;
}

let ticksPerSecond: number | undefined;
function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

interface ProcStat {
  parentPid: number;
  /** utime + stime, and cutime + cstime: the process's own ticks and those of its reaped children. */
  ownTicks: number;
  reapedChildrenTicks: number;
}

/** /proc/PID/stat: the fields after the command name (which may hold spaces and parentheses) are numbered from 3. */
export function parseProcStat(text: string): ProcStat {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ').map(Number);
  const field = (number: number) => fields[number - 3];
  return { parentPid: field(4), ownTicks: field(14) + field(15), reapedChildrenTicks: field(16) + field(17) };
}

function procStat(pid: number): ProcStat | null {
  try {
    return parseProcStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

const ticksToMs = (ticks: number) => (ticks * 1000) / clockTicksPerSecond();

/** A process's own CPU time in ms, or null when /proc cannot tell. */
export function processCpuMs(pid: number): number | null {
  const stat = procStat(pid);
  return stat ? ticksToMs(stat.ownTicks) : null;
}

/**
 * The CPU time of a PostgreSQL server: its postmaster, every live child (backends, the checkpointer, autovacuum)
 * and the children that have exited (counted into the postmaster once reaped).
 */
export function postgresCpuMs(postmasterPid: number): number | null {
  const postmaster = procStat(postmasterPid);
  if (!postmaster) return null;
  let ticks = postmaster.ownTicks + postmaster.reapedChildrenTicks;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat?.parentPid === postmasterPid) ticks += stat.ownTicks;
  }
  return ticksToMs(ticks);
}

/** The postmaster's pid: the first line of postmaster.pid in its data folder. */
export function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function cpuMeter(appPid: number, databaseDataDir: string | null): CpuMeter {
  const databasePid = databaseDataDir ? postmasterPid(databaseDataDir) : null;
  return {
    read: () => ({
      appMs: processCpuMs(appPid),
      databaseMs: databasePid === null ? null : postgresCpuMs(databasePid),
    }),
  };
}

/** CPU ms per request between two readings; null where either reading is missing or no request completed. */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number) {
  const perRequest = (start: number | null, end: number | null) =>
    start === null || end === null || requests === 0 ? null : Number(((end - start) / requests).toFixed(3));
  return { appCpuMsPerRequest: perRequest(before.appMs, after.appMs), databaseCpuMsPerRequest: perRequest(before.databaseMs, after.databaseMs) };
}
