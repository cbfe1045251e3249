import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyseBundle, type BundleReport } from './bundle';
import { cpuMeter, type CpuMeter } from './cpu-time';
import {
  BENCH_BUILD_DIR, buildClient, buildFingerprint, clientBuildIsStale, DEFAULT_BUILD_DIR,
} from './client-build';
import { loadBaseData, loadLargeData, startBenchDatabase, type BenchDatabase } from './database';
import {
  createRoadTrip, createTripWithItems, furnishRider, listFixtures, registerRider, sampleIds, type SignedInRider,
} from './fixtures';
import { measureImageUploads } from './images';
import { measureNewEventFanOut } from './notifications';
import { checkInstallability } from './installability';
import { runLighthouse, type LighthouseScore } from './lighthouse';
import { measure, round, type Measurement, type Scenario } from './load';
import { DEFAULT_SCALE, type BenchOptions } from './options';
import { printSummary, readOtherScaleRuns, writeReport } from './report';
import type { BenchResults, EndpointResult, FixRecord, GrowthResult } from './results';
import {
  browserListScenarios, ceilingScenario, detailScenarios, floorScenario, listScenarios, riderListScenarios, signedInListScenarios,
} from './scenarios';
import { REPO_ROOT, startAppServer, startCeilingServer, startFloorServer, type RunningServer } from './servers';
import { measureSlowPhone, slowPhonePages, type SlowPhoneTiming } from './slow-phone';
import { checkTargets } from './targets';

const NOISY_LOAD_AVERAGE = 3;
/** Full runs audit each page this many times and report Lighthouse's median run. */
const LIGHTHOUSE_RUNS_PER_PAGE = 5;

const log = (message: string) => console.log(message);
const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

export function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${head}+local changes` : head;
  } catch {
    return 'unknown';
  }
}

function readFixes(): FixRecord[] {
  try {
    return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'bench/fixes.json'), 'utf8')) as FixRecord[];
  } catch {
    return [];
  }
}

/** The app server under measure, with the meter of its and its database's CPU time. */
interface MeasuredServer {
  baseUrl: string;
  cpu: CpuMeter;
}

const measuredServer = (server: RunningServer, database: BenchDatabase): MeasuredServer =>
  ({ baseUrl: server.baseUrl, cpu: cpuMeter(server.pid, database.dataDir) });

async function measureScenarios(
  { baseUrl, cpu }: MeasuredServer, scenarios: Scenario[], dataSet: 'base' | 'large', options: BenchOptions, ceiling: CeilingProbe,
  connectionCounts = [options.throughputConnections, options.latencyConnections],
): Promise<EndpointResult[]> {
  const results: EndpointResult[] = [];
  for (const scenario of scenarios) {
    const pageRows = scenario.isList ? await countPageRows(baseUrl, scenario) : undefined;
    for (const connections of connectionCounts) {
      const ceilingRps = (await ceiling.measure(connections)).rps;
      const measured = await measure(baseUrl, scenario, connections, options, cpu);
      const result: EndpointResult = {
        name: scenario.name,
        description: scenario.description,
        dataSet,
        isList: scenario.isList,
        uncached: scenario.uncached ?? false,
        signedIn: scenario.signedIn ?? false,
        ...measured,
        ceilingRps,
        ratioToCeiling: round(measured.rps / ceilingRps, 3),
        pageRows,
      };
      results.push(result);
      const bad = result.non2xx + result.errors;
      log(`  ${`${scenario.name}`.padEnd(24)} ${String(connections).padStart(3)} conn  ${String(result.rps).padStart(6)} rps  `
        + `p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  x${result.ratioToCeiling} of the ceiling beside it (${ceilingRps} rps)`
        + `${result.appCpuMsPerRequest != null ? `  CPU/request: app ${result.appCpuMsPerRequest} ms, PostgreSQL ${result.databaseCpuMsPerRequest ?? '?'} ms` : ''}`
        + `${bad ? `  (${bad} non-2xx/errors: ${JSON.stringify(result.statusCodes)})` : ''}`);
    }
  }
  return results;
}

/** What a scenario's first request answers, as JSON. */
async function firstAnswer(baseUrl: string, scenario: Scenario): Promise<unknown> {
  const [request] = scenario.requests;
  const path = typeof request.path === 'string' ? request.path : request.path();
  return (await fetch(`${baseUrl}${path}`, { headers: request.headers })).json();
}

/** The length of the JSON array a list scenario's first request answers. */
async function countPageRows(baseUrl: string, scenario: Scenario): Promise<number | undefined> {
  const body = await firstAnswer(baseUrl, scenario);
  return Array.isArray(body) ? body.length : undefined;
}

/** The floor (bench/floor-app.ts) at 50 connections, reading the rows the signed-in uncached events page shows. */
async function measureFloor(
  app: RunningServer, database: BenchDatabase, rider: SignedInRider, options: BenchOptions, ceiling: CeilingProbe,
): Promise<EndpointResult[]> {
  const eventsPage = signedInListScenarios(rider, { uncached: true }).find((scenario) => scenario.name.startsWith('events list'))!;
  const rows = await firstAnswer(app.baseUrl, eventsPage) as { id: string }[];
  const floor = await startFloorServer(database.url, rows.map((row) => row.id));
  try {
    return await measureScenarios(measuredServer(floor, database), [floorScenario], 'large', options, ceiling, [options.throughputConnections]);
  } finally {
    await floor.stop();
  }
}

/**
 * The ceiling (a bare Express app, one route) stays up for the whole run and is measured again right before each
 * endpoint at the same number of connections: this machine's capacity drifts by half between runs, and the ratio
 * is only meaningful against a ceiling measured beside it.
 */
interface CeilingProbe {
  measure(connections: number): Promise<Measurement>;
  /** Every ceiling run so far, in order. */
  runs: Measurement[];
  stop(): Promise<void>;
}

async function startCeilingProbe(options: BenchOptions): Promise<CeilingProbe> {
  const ceilingServer = await startCeilingServer();
  const runs: Measurement[] = [];
  return {
    runs,
    async measure(connections) {
      const run = await measure(ceilingServer.baseUrl, ceilingScenario, connections, options);
      runs.push(run);
      return run;
    },
    stop: () => ceilingServer.stop(),
  };
}

/** The client build to measure and serve: the bench's own (rebuilt when out of date), or dist/public with --no-build. */
export function prepareClient(options: BenchOptions, notes: string[]): { buildDir: string; bundle: BundleReport | null } {
  let buildDir = BENCH_BUILD_DIR;
  if (options.build === 'never') {
    buildDir = DEFAULT_BUILD_DIR;
    if (clientBuildIsStale(buildDir)) notes.push('--no-build: dist/public is older than the client sources, so the bundle figures describe that older build.');
  } else if (options.build === 'always' || clientBuildIsStale(buildDir)) {
    log(`Building the client into ${path.relative(REPO_ROOT, buildDir)}...`);
    try {
      buildClient(buildDir);
    } catch (error) {
      // Half-edited client sources of someone else's work in progress must not sink the server figures.
      buildDir = [BENCH_BUILD_DIR, DEFAULT_BUILD_DIR].find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? '';
      if (!buildDir) throw error;
      notes.push(`The client build failed (${error instanceof Error ? error.message.split('\n')[0] : error}); measured the previous build in ${path.relative(REPO_ROOT, buildDir)}.`);
    }
  }
  try {
    return { buildDir, bundle: analyseBundle(buildDir, fs.readFileSync(path.join(REPO_ROOT, 'client/src/App.tsx'), 'utf8')) };
  } catch (error) {
    notes.push(`Bundle not measured: ${error instanceof Error ? error.message : error}`);
    return { buildDir, bundle: null };
  }
}

export async function lighthouseScores(
  baseUrl: string, buildDir: string, database: BenchDatabase, options: BenchOptions, notes: string[],
  signedIn: { cookie: string; tripId: string },
) {
  if (!options.lighthouse) return { scores: null, skipped: 'turned off with --no-lighthouse' };
  const { rows: [arena] } = await database.pool.query<{ id: string }>(
    `select a.id from arenas a join reviews r on r.arena_id = a.id where a.city = 'Fort Worth'
     group by a.id order by count(*) desc, a.id limit 1`);
  const fingerprint = buildFingerprint(buildDir);
  let scores: LighthouseScore[];
  try {
    scores = await runLighthouse(baseUrl, [
      { page: 'home', path: '/' },
      { page: 'events', path: '/events' },
      { page: 'arena detail', path: `/arena/${arena.id}` },
      // Issue 23: two pages only a signed-in rider sees, rendered with their data.
      { page: 'trip (signed in)', path: `/trips/${signedIn.tripId}`, cookie: signedIn.cookie },
      { page: 'create event (signed in)', path: '/events/create', cookie: signedIn.cookie },
    ], log, options.quick ? 1 : LIGHTHOUSE_RUNS_PER_PAGE);
  } catch (error) {
    return { scores: null, skipped: `Lighthouse could not run: ${error instanceof Error ? error.message : error}` };
  }
  if (buildFingerprint(buildDir) !== fingerprint) {
    notes.push('The client build was rebuilt by another process during the Lighthouse audits: the scores may describe a half-replaced build.');
  }
  return { scores, skipped: undefined };
}

/** Time to interactive on issue 16's slow phone for home, /events and an event page; skipped when it cannot run. */
export async function slowPhoneTimings(baseUrl: string, database: BenchDatabase)
  : Promise<{ timings: SlowPhoneTiming[] | null; skipped?: string }> {
  try {
    return { timings: await measureSlowPhone(baseUrl, await slowPhonePages(database.pool), log) };
  } catch (error) {
    return { timings: null, skipped: `the slow phone could not run: ${error instanceof Error ? error.message : error}` };
  }
}

/** The whole benchmark: base set, ceiling, large set, bundle, Lighthouse, slow phone, report. */
export async function runFullBenchmark(options: BenchOptions) {
  const startedAt = new Date();
  const started = performance.now();
  const loadAverageAtStart = os.loadavg();
  const notes: string[] = [];
  log(`Cloverleaf benchmark: scale ${options.scale}, ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s per run; `
    + `load average ${loadAverageAtStart.map((value) => value.toFixed(1)).join(' ')}`);
  if (loadAverageAtStart[0] > NOISY_LOAD_AVERAGE) {
    log(`  (load average above ${NOISY_LOAD_AVERAGE}: other work is running, the figures will be noisy)`);
  }

  let phase = performance.now();
  const { buildDir, bundle } = prepareClient(options, notes);
  if (bundle) log(`Client bundle: initial JS ${bundle.initialJsGzipKb} KB gzip, CSS ${bundle.initialCssGzipKb} KB gzip (${elapsed(phase)})`);

  phase = performance.now();
  const database = await startBenchDatabase(options.databaseUrl, log);
  const baseCounts = await loadBaseData(database);
  log(`Base demo set loaded: ${baseCounts.arenas} arenas, ${baseCounts.events} events (${elapsed(phase)})`);

  let server = await startAppServer(database.url, buildDir);
  let appUnderLoad = measuredServer(server, database);
  const ceiling = await startCeilingProbe(options);
  log('\nList endpoints on the base demo set:');
  const listReader = await registerRider(server.baseUrl);
  await furnishRider(server.baseUrl, database.pool, listReader);
  const riderLists = riderListScenarios(listReader, await listFixtures(database.pool));
  const baseEndpoints = [
    ...await measureScenarios(appUnderLoad, listScenarios(), 'base', options, ceiling),
    ...await measureScenarios(appUnderLoad, [
      ...listScenarios({ uncached: true }), ...signedInListScenarios(listReader), ...signedInListScenarios(listReader, { uncached: true }),
      ...riderLists,
    ], 'base', options, ceiling, [options.latencyConnections]),
  ];
  await server.stop();

  phase = performance.now();
  log(`\nLoading the large set (scale ${options.scale})...`);
  const largeCounts = await loadLargeData(database, options.scale, (message) => log(message));
  log(`Large set loaded (${elapsed(phase)})`);
  server = await startAppServer(database.url, buildDir);
  appUnderLoad = measuredServer(server, database);

  const tripOwner = await registerRider(server.baseUrl);
  const tripId = await createTripWithItems(server.baseUrl, database.pool, tripOwner);
  const roadTripId = await createRoadTrip(server.baseUrl, database.pool, tripOwner);
  const saver = await registerRider(server.baseUrl);
  const ids = await sampleIds(database.pool, 100_000);

  log(`\nEndpoints on the large set (scale ${options.scale}):`);
  const endpoints = [
    ...await measureScenarios(appUnderLoad, [
      ...listScenarios(), ...browserListScenarios(), ...signedInListScenarios(listReader),
      ...signedInListScenarios(listReader, { uncached: true }), ...riderLists, ...detailScenarios({ ids, tripId, roadTripId, tripOwner, saver }),
    ], 'large', options, ceiling),
    ...await measureScenarios(appUnderLoad, listScenarios({ uncached: true }), 'large', options, ceiling, [options.latencyConnections]),
    ...await measureFloor(server, database, listReader, options, ceiling),
  ];
  await ceiling.stop();
  // The first ceiling run at each connection count, for the summary (every endpoint carries its own).
  const firstCeilingRuns = [options.throughputConnections, options.latencyConnections]
    .map((connections) => ceiling.runs.find((run) => run.connections === connections)!);

  log('\nPhoto uploads (a 12 MP phone JPEG):');
  const images = await measureImageUploads(server, await registerRider(server.baseUrl), log);

  log('\nA new event announced to 10,000 followers:');
  const fanOut = await measureNewEventFanOut(server, database.pool, await registerRider(server.baseUrl), log);

  log('\nLighthouse (mobile, large set):');
  phase = performance.now();
  const lighthouse = await lighthouseScores(server.baseUrl, buildDir, database, options, notes, { cookie: tripOwner.cookie, tripId });
  log(`Lighthouse done (${elapsed(phase)})`);
  log('\nInstallable app (Chromium\'s installability checks):');
  const installability = await checkInstallability(server.baseUrl).catch((error: unknown) => {
    notes.push(`Installability not checked: ${error instanceof Error ? error.message : error}`);
    return null;
  });
  log(`  ${installability?.installable ? 'installable' : `not installable: ${installability?.errors.join(', ') || 'no service worker'}`}`);
  log('\nTime to interactive on a slow phone (large set):');
  phase = performance.now();
  const slowPhone = await slowPhoneTimings(server.baseUrl, database);
  log(`Slow phone done (${elapsed(phase)})`);
  await server.stop();

  const growth: GrowthResult[] = baseEndpoints.filter((base) => base.connections === options.latencyConnections).map((base) => {
    const large = endpoints.find((endpoint) => endpoint.name === base.name && endpoint.connections === base.connections)!;
    return {
      name: base.name,
      uncached: base.uncached,
      connections: base.connections,
      p50BaseMs: base.p50Ms,
      p50LargeMs: large.p50Ms,
      p50LargeOverBase: round(large.p50Ms / base.p50Ms, 2),
      p99BaseMs: base.p99Ms,
      p99LargeMs: large.p99Ms,
      pageRowsBase: base.pageRows,
      pageRowsLarge: large.pageRows,
    };
  });

  const loadAverageAtEnd = os.loadavg();
  const noisy = Math.max(loadAverageAtStart[0], loadAverageAtEnd[0]) > NOISY_LOAD_AVERAGE;
  if (noisy) notes.push(`Load average above ${NOISY_LOAD_AVERAGE} during the run: other processes competed for the 2 CPUs, so absolute figures are low and noisy; the ratios to the ceiling measured in the same run are the meaningful part.`);
  const cpus = os.cpus();
  const results: BenchResults = {
    version: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    durationSeconds: Math.round((performance.now() - started) / 1000),
    commit: gitCommit(),
    quick: options.quick,
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      loadAverageAtStart: loadAverageAtStart.map((value) => round(value, 2)),
      loadAverageAtEnd: loadAverageAtEnd.map((value) => round(value, 2)),
      noisy,
    },
    settings: {
      scale: options.scale,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      throughputConnections: options.throughputConnections,
      latencyConnections: options.latencyConnections,
      database: database.kind,
      lighthouseDataSet: 'large',
    },
    dataSets: { base: baseCounts, large: largeCounts },
    ceiling: { rps: firstCeilingRuns[0].rps, byConnections: firstCeilingRuns },
    endpoints,
    baseEndpoints,
    growth,
    bundle,
    lighthouse: lighthouse.scores,
    ...(lighthouse.skipped ? { lighthouseSkipped: lighthouse.skipped } : {}),
    slowPhone: slowPhone.timings,
    installability,
    images,
    fanOut,
    ...(slowPhone.skipped ? { slowPhoneSkipped: slowPhone.skipped } : {}),
    targets: [],
    fixes: readFixes(),
    notes,
  };
  results.targets = checkTargets(results);
  if (!options.quick && options.scale === DEFAULT_SCALE) results.otherScales = readOtherScaleRuns();
  printSummary(results);
  const written = writeReport(results);
  log(`\nWrote ${written.join(', ')} in ${Math.round(results.durationSeconds / 60)} min.`);
}
