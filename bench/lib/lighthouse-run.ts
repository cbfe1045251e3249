import os from 'node:os';
import { loadBaseData, loadLargeData, startBenchDatabase } from './database';
import { createTripWithItems, registerRider } from './fixtures';
import { gitCommit, lighthouseScores, prepareClient } from './full-run';
import type { BenchOptions } from './options';
import { loadAverageText, logTargets, targetAndNoteLines, writePartResults } from './part-results';
import { lighthouseSection } from './report';
import { startAppServer } from './servers';
import { lighthouseTargets } from './targets';

const log = (message: string) => console.log(message);

/**
 * `npm run bench -- --only lighthouse`: the full run's Lighthouse audits alone (the same five pages, the trip and
 * the create page signed in as a rider who made that trip through the API), on the base demo set (the large set
 * too with --scale / BENCH_SCALE), in about five minutes; writes bench/results/lighthouse.{json,md}.
 */
export async function runLighthouseOnly(options: BenchOptions) {
  const startedAt = new Date();
  const loadAverageAtStart = os.loadavg();
  log(`Lighthouse only; load average ${loadAverageText(loadAverageAtStart)}`);
  const notes: string[] = [];
  const { buildDir } = prepareClient(options, notes);
  const database = await startBenchDatabase(options.databaseUrl, log);
  await loadBaseData(database);
  if (options.scaleGiven) await loadLargeData(database, options.scale, log);
  const dataSet = options.scaleGiven ? `large set, scale ${options.scale}` : 'base demo set';
  const server = await startAppServer(database.url, buildDir);
  const rider = await registerRider(server.baseUrl);
  const tripId = await createTripWithItems(server.baseUrl, database.pool, rider);
  log(`\nLighthouse (${dataSet}):`);
  const { scores, skipped } = await lighthouseScores(server.baseUrl, buildDir, database, options, notes, { cookie: rider.cookie, tripId });
  await server.stop();

  const targets = lighthouseTargets(scores ?? []);
  const loadAverageAtEnd = os.loadavg();
  const results = { startedAt: startedAt.toISOString(), commit: gitCommit(), dataSet, loadAverageAtStart, loadAverageAtEnd, lighthouse: scores, lighthouseSkipped: skipped, targets, notes };
  const markdown = [
    `# Cloverleaf Lighthouse run, ${results.startedAt.slice(0, 10)}`, '',
    `Commit ${results.commit}. Load average at start ${loadAverageText(loadAverageAtStart)}, at end ${loadAverageText(loadAverageAtEnd)}`
      + ' (2 cores: above about 3, other work shared them).', '',
    ...lighthouseSection(scores, dataSet, skipped),
    ...targetAndNoteLines(targets, notes),
    '',
  ];
  logTargets(log, targets, 36, 26);
  writePartResults(log, 'lighthouse', results, markdown);
}
