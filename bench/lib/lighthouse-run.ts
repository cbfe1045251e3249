import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadBaseData, loadLargeData, startBenchDatabase } from './database';
import { createTripWithItems, registerRider } from './fixtures';
import { gitCommit, lighthouseScores, prepareClient } from './full-run';
import type { BenchOptions } from './options';
import { lighthouseSection, RESULTS_DIR } from './report';
import { startAppServer } from './servers';
import { lighthouseTargets } from './targets';

const log = (message: string) => console.log(message);
const loadText = (load: number[]) => load.map((value) => value.toFixed(1)).join(' / ');

/**
 * `npm run bench -- --only lighthouse`: the full run's Lighthouse audits alone (the same five pages, the trip and
 * the create page signed in as a rider who made that trip through the API), on the base demo set (the large set
 * too with --scale / BENCH_SCALE), in about five minutes; writes bench/results/lighthouse.{json,md}.
 */
export async function runLighthouseOnly(options: BenchOptions) {
  const startedAt = new Date();
  const loadAverageAtStart = os.loadavg();
  log(`Lighthouse only; load average ${loadText(loadAverageAtStart)}`);
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
    `Commit ${results.commit}. Load average at start ${loadText(loadAverageAtStart)}, at end ${loadText(loadAverageAtEnd)}`
      + ' (2 cores: above about 3, other work shared them).', '',
    ...lighthouseSection(scores, dataSet, skipped),
    ...targets.map((check) => `- ${check.pass ? 'PASS' : '**MISS**'} ${check.target}: ${check.subject} ${check.value ?? '-'}`),
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(RESULTS_DIR, 'lighthouse.md'), markdown);
  log('\nTargets:');
  for (const check of targets) log(`  ${check.pass ? 'PASS' : 'MISS'}  ${check.target.padEnd(36)} ${check.subject.padEnd(26)} ${check.value ?? '-'}`);
  log('\nWrote bench/results/lighthouse.json, bench/results/lighthouse.md');
}
