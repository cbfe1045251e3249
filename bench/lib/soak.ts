import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadBaseData, loadLargeData, startBenchDatabase } from './database';
import { createRoadTrip, createTripWithItems, registerRider, sampleIds } from './fixtures';
import { round, toAutocannonRequests } from './load';
import type { BenchOptions } from './options';
import { RESULTS_DIR } from './report';
import { detailScenarios, listScenarios } from './scenarios';
import { BENCH_BUILD_DIR, buildClient, clientBuildIsStale } from './client-build';
import { residentMemoryMb, startAppServer } from './servers';

const SAMPLE_EVERY_MS = 10_000;
/** Moderate: a busy afternoon for a community site, well below what the server can take. */
const SOAK_RATE_RPS = 60;
const SOAK_CONNECTIONS = 10;
/** Memory counts as flat when the last quarter's mean RSS is within this fraction of the first quarter's. */
const FLAT_TOLERANCE = 0.1;

export interface SoakSample {
  atSeconds: number;
  rssMb: number;
}

export interface SoakSummary {
  firstQuartileMeanMb: number;
  lastQuartileMeanMb: number;
  growthPercent: number;
  flat: boolean;
  minMb: number;
  maxMb: number;
}

const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / Math.max(1, values.length);

/** First quarter of the samples against the last quarter: flat when the last is at most 10% above the first. */
export function summariseSoak(samples: SoakSample[]): SoakSummary {
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const first = mean(samples.slice(0, quarter).map((sample) => sample.rssMb));
  const last = mean(samples.slice(-quarter).map((sample) => sample.rssMb));
  const growth = first > 0 ? (last - first) / first : 0;
  return {
    firstQuartileMeanMb: round(first, 1),
    lastQuartileMeanMb: round(last, 1),
    growthPercent: round(growth * 100, 1),
    flat: growth <= FLAT_TOLERANCE,
    minMb: round(Math.min(...samples.map((sample) => sample.rssMb)), 1),
    maxMb: round(Math.max(...samples.map((sample) => sample.rssMb)), 1),
  };
}

export async function runSoak(options: BenchOptions) {
  const seconds = options.soakSeconds!;
  const log = (message: string) => console.log(message);
  log(`Soak: ${Math.round(seconds / 60)} min at ${SOAK_RATE_RPS} requests/s over ${SOAK_CONNECTIONS} connections; load average ${os.loadavg()[0].toFixed(1)}`);
  const database = await startBenchDatabase(options.databaseUrl, log);
  await loadBaseData(database);
  if (options.scaleGiven) await loadLargeData(database, options.scale, log);
  if (clientBuildIsStale(BENCH_BUILD_DIR)) buildClient(BENCH_BUILD_DIR);
  const server = await startAppServer(database.url, BENCH_BUILD_DIR);
  const tripOwner = await registerRider(server.baseUrl);
  const tripId = await createTripWithItems(server.baseUrl, database.pool, tripOwner);
  const roadTripId = await createRoadTrip(server.baseUrl, database.pool, tripOwner);
  const saver = await registerRider(server.baseUrl);
  const ids = await sampleIds(database.pool, 100_000);
  const scenarios = [...listScenarios(), ...detailScenarios({ ids, tripId, roadTripId, tripOwner, saver })];

  const samples: SoakSample[] = [];
  const started = performance.now();
  const sample = () => {
    const rssMb = residentMemoryMb(server.pid);
    if (rssMb === null) return;
    samples.push({ atSeconds: Math.round((performance.now() - started) / 1000), rssMb: round(rssMb, 1) });
    log(`  ${String(samples.at(-1)!.atSeconds).padStart(5)} s  RSS ${samples.at(-1)!.rssMb} MB`);
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  let result: autocannon.Result;
  try {
    result = await autocannon({
      url: server.baseUrl,
      connections: SOAK_CONNECTIONS,
      overallRate: SOAK_RATE_RPS,
      duration: seconds,
      timeout: 10,
      // Every scenario's requests in one rotation: reads, the signed-in read and the write.
      requests: toAutocannonRequests(scenarios.flatMap((scenario) => scenario.requests)),
    });
  } finally {
    clearInterval(sampler);
  }
  sample();
  await server.stop();

  const summary = summariseSoak(samples);
  const report = {
    startedAt: new Date(Date.now() - seconds * 1000).toISOString(),
    durationSeconds: seconds,
    rateRps: SOAK_RATE_RPS,
    connections: SOAK_CONNECTIONS,
    dataSet: options.scaleGiven ? `large (scale ${options.scale})` : 'base demo set',
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    memory: summary,
    samples,
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, 'soak.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(RESULTS_DIR, 'soak.md'), [
    `# Soak, ${report.startedAt.slice(0, 10)}`,
    '',
    `${Math.round(seconds / 60)} min at ${SOAK_RATE_RPS} requests/s (${SOAK_CONNECTIONS} connections) over every benchmark endpoint, ${report.dataSet}.`,
    `${report.requests} requests, ${report.non2xx} non-2xx, ${report.errors} errors; p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms.`,
    '',
    `Server RSS: first quarter mean ${summary.firstQuartileMeanMb} MB, last quarter mean ${summary.lastQuartileMeanMb} MB `
      + `(${summary.growthPercent >= 0 ? '+' : ''}${summary.growthPercent}%), min ${summary.minMb} MB, max ${summary.maxMb} MB: `
      + `**${summary.flat ? 'flat' : 'GROWING'}** (flat = last quarter at most ${FLAT_TOLERANCE * 100}% above the first).`,
    '',
  ].join('\n'));
  log(`\nMemory ${summary.flat ? 'flat' : 'GROWING'}: ${summary.firstQuartileMeanMb} MB -> ${summary.lastQuartileMeanMb} MB (${summary.growthPercent}%); `
    + `${report.requests} requests, ${report.non2xx + report.errors} non-2xx/errors. Wrote bench/results/soak.{json,md}.`);
}
