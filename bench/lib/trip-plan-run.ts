import os from 'node:os';
import { loadBaseData, loadLargeData, startBenchDatabase } from './database';
import { createRoadTrip, registerRider } from './fixtures';
import { gitCommit, prepareClient } from './full-run';
import { measure, round } from './load';
import type { BenchOptions } from './options';
import { loadAverageText, writePartResults } from './part-results';
import { ceilingScenario } from './scenarios';
import { startAppServer, startCeilingServer } from './servers';
import { TARGETS } from './targets';

const log = (message: string) => console.log(message);

/**
 * `npm run bench -- --only trip-plan`: the full run's road-trip part alone, on the large set: overnight suggestions
 * and the itinerary of a 5-stop trip of about 2,800 miles, each beside a ceiling measured just before it. Writes
 * bench/results/trip-plan.{json,md}.
 */
export async function runTripPlanOnly(options: BenchOptions) {
  const startedAt = new Date();
  const loadAverageAtStart = os.loadavg();
  const notes: string[] = [];
  const { buildDir } = prepareClient(options, notes);
  const database = await startBenchDatabase(options.databaseUrl, log);
  await loadBaseData(database);
  log(`Loading the large set (scale ${options.scale})...`);
  await loadLargeData(database, options.scale, log);
  const server = await startAppServer(database.url, buildDir);
  const ceiling = await startCeilingServer();
  const owner = await registerRider(server.baseUrl);
  const tripId = await createRoadTrip(server.baseUrl, database.pool, owner);
  const headers = { cookie: owner.cookie };
  const scenarios = [
    { name: 'overnight suggestions', path: `/api/trips/${tripId}/overnight-suggestions`, limit: TARGETS.suggestionsP99Ms },
    { name: 'trip itinerary', path: `/api/trips/${tripId}/itinerary`, limit: TARGETS.p99Ms },
  ];
  const rows = [];
  for (const scenario of scenarios) {
    const connections = options.latencyConnections;
    const ceilingRun = await measure(ceiling.baseUrl, ceilingScenario, connections, options);
    const run = await measure(server.baseUrl, {
      name: scenario.name, description: scenario.path, requests: [{ path: scenario.path, headers }], isList: false,
    }, connections, options);
    const pass = run.p99Ms < scenario.limit && run.non2xx === 0 && run.errors === 0;
    rows.push({ ...scenario, connections, rps: run.rps, p50Ms: run.p50Ms, p99Ms: run.p99Ms, ceilingRps: ceilingRun.rps, ratioToCeiling: round(run.rps / ceilingRun.rps, 3), pass, non2xx: run.non2xx });
    log(`  ${scenario.name.padEnd(24)} ${connections} conn  ${run.rps} rps  p50 ${run.p50Ms} ms  p99 ${run.p99Ms} ms  x${round(run.rps / ceilingRun.rps, 3)} of the ceiling (${ceilingRun.rps} rps)  ${pass ? 'PASS' : 'MISS'} p99 < ${scenario.limit} ms`);
  }
  await server.stop();
  await ceiling.stop();
  const loadAverageAtEnd = os.loadavg();
  const results = { startedAt: startedAt.toISOString(), commit: gitCommit(), scale: options.scale, loadAverageAtStart, loadAverageAtEnd, rows, notes };
  const markdown = [
    `# Cloverleaf trip plan run, ${results.startedAt.slice(0, 10)}`, '',
    `Commit ${results.commit}, scale ${options.scale}. Load average at start ${loadAverageText(loadAverageAtStart)}, at end `
      + `${loadAverageText(loadAverageAtEnd)}.`, '',
    '| Endpoint | conn. | rps | p50 ms | p99 ms | ceiling rps | ratio | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((row) => `| ${row.name} | ${row.connections} | ${row.rps} | ${row.p50Ms} | ${row.p99Ms} | ${row.ceilingRps} | ${row.ratioToCeiling} | ${row.pass ? 'PASS' : '**MISS**'} p99 < ${row.limit} ms |`),
    ...notes.map((note) => `- ${note}`),
    '',
  ];
  writePartResults(log, 'trip-plan', results, markdown);
}
