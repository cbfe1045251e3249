import autocannon from 'autocannon';
import { cpuPerRequest, type CpuMeter } from './cpu-time';
import { percentile } from './percentile';

/** One HTTP request of a scenario; `body` may be a function so every request can carry fresh data. */
export interface ScenarioRequest {
  method?: 'GET' | 'POST';
  path: string | (() => string);
  headers?: Record<string, string>;
  body?: () => string;
}

export interface Scenario {
  name: string;
  /** Shown in the report: the request as a reader would type it. */
  description: string;
  /** Requests sent in turn on every connection (e.g. event detail, then its comments). */
  requests: ScenarioRequest[];
  /** List endpoints get the throughput target and the large/base growth comparison. */
  isList: boolean;
  /** Sent with Cache-Control: no-cache: diagnostic runs that bypass the server's visitor cache. */
  uncached?: boolean;
  /** Sent with a rider's session cookie: issue 23's lists with personal flags. */
  signedIn?: boolean;
}

export interface Measurement {
  connections: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  /**
   * CPU time per completed request during the measured run (ms): the app server's process, and its PostgreSQL's
   * processes; null when not measured (another OS than Linux, an external database, the ceiling).
   */
  appCpuMsPerRequest?: number | null;
  databaseCpuMsPerRequest?: number | null;
}

export interface LoadSettings {
  durationSeconds: number;
  warmupSeconds: number;
}

/** autocannon request objects; `setupRequest` fills in per-request paths and bodies. */
export function toAutocannonRequests(requests: ScenarioRequest[]): autocannon.Request[] {
  return requests.map((request) => ({
    method: request.method ?? 'GET',
    path: typeof request.path === 'string' ? request.path : '/',
    headers: request.headers,
    setupRequest: (prepared: autocannon.Request) => ({
      ...prepared,
      ...(typeof request.path === 'function' ? { path: request.path() } : {}),
      ...(request.body ? { body: request.body() } : {}),
    }),
  }));
}

/** A run's result, and how long each 2xx answer took (ms, to the microsecond). */
interface Run {
  result: autocannon.Result;
  latenciesMs: number[];
}

function run(baseUrl: string, scenario: Scenario, connections: number, durationSeconds: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const latenciesMs: number[] = [];
    const instance = autocannon({
      url: baseUrl,
      connections,
      duration: durationSeconds,
      pipelining: 1,
      timeout: 10,
      requests: toAutocannonRequests(scenario.requests),
    }, (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve({ result, latenciesMs })));
    // autocannon's own percentiles come from a histogram of whole milliseconds: on a fast machine a kept page's p50
    // read 0 ms, and its growth from the base set to the large one 0 / 0. Each answer's own time is kept instead
    // (2xx only, as autocannon's).
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode >= 200 && statusCode < 300) latenciesMs.push(responseTimeMs);
    });
  });
}

/**
 * A short discarded warm-up (JIT, PostgreSQL caches, pool), then the measured run with the same settings; `cpu`
 * reads the server's and the database's CPU time around the measured run.
 */
export async function measure(
  baseUrl: string, scenario: Scenario, connections: number, settings: LoadSettings, cpu?: CpuMeter,
): Promise<Measurement> {
  if (settings.warmupSeconds > 0) await run(baseUrl, scenario, connections, settings.warmupSeconds);
  const cpuBefore = cpu?.read();
  const { result, latenciesMs } = await run(baseUrl, scenario, connections, settings.durationSeconds);
  const cpuUsed = cpu && cpuBefore ? cpuPerRequest(cpuBefore, cpu.read(), result.requests.total) : {};
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {})
    .map(([code, stats]) => [code, stats.count ?? 0]));
  return {
    connections,
    // Completed requests over the measured time (autocannon's per-second mean drops a partial last second).
    rps: round(result.requests.total / result.duration, 0),
    p50Ms: latencyPercentile(latenciesMs, 0.5, result.latency.p50),
    p99Ms: latencyPercentile(latenciesMs, 0.99, result.latency.p99),
    meanMs: round(latenciesMs.length > 0 ? latenciesMs.reduce((sum, ms) => sum + ms, 0) / latenciesMs.length : result.latency.average, 2),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
    ...cpuUsed,
  };
}

export const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A percentile of the answers' own times, to the hundredth of a millisecond (autocannon's when none was 2xx). */
const latencyPercentile = (latenciesMs: number[], share: number, fallbackMs: number) =>
  round(latenciesMs.length > 0 ? percentile(latenciesMs, share) : fallbackMs, 2);
