import os from 'node:os';
import { loadBaseData, loadLargeData, startBenchDatabase } from './database';
import { gitCommit, prepareClient, slowPhoneTimings } from './full-run';
import type { BenchOptions } from './options';
import { loadAverageText, logTargets, targetAndNoteLines, writePartResults } from './part-results';
import { slowPhoneSection } from './report';
import { startAppServer } from './servers';
import { slowPhoneTargets } from './targets';

const log = (message: string) => console.log(message);

/**
 * `npm run bench -- --only slow-phone`: the full run's slow-phone part alone, on the base demo set (the large set
 * too with --scale / BENCH_SCALE), in a minute or two; writes bench/results/slow-phone.{json,md}.
 */
export async function runSlowPhoneOnly(options: BenchOptions) {
  const startedAt = new Date();
  const loadAverageAtStart = os.loadavg();
  log(`Slow phone only; load average ${loadAverageAtStart.map((value) => value.toFixed(1)).join(' ')}`);
  const notes: string[] = [];
  const { buildDir } = prepareClient(options, notes);
  const database = await startBenchDatabase(options.databaseUrl, log);
  await loadBaseData(database);
  if (options.scaleGiven) await loadLargeData(database, options.scale, log);
  const dataSet = options.scaleGiven ? `large set, scale ${options.scale}` : 'base demo set';
  const server = await startAppServer(database.url, buildDir);
  log(`\nTime to interactive on a slow phone (${dataSet}):`);
  const { timings, skipped } = await slowPhoneTimings(server.baseUrl, database);
  await server.stop();

  const targets = slowPhoneTargets(timings ?? []);
  const loadAverageAtEnd = os.loadavg();
  const results = { startedAt: startedAt.toISOString(), commit: gitCommit(), dataSet, loadAverageAtStart, loadAverageAtEnd, slowPhone: timings, slowPhoneSkipped: skipped, targets, notes };
  const markdown = [
    `# Cloverleaf slow-phone run, ${results.startedAt.slice(0, 10)}`, '',
    `Commit ${results.commit}. Data: ${dataSet}. Load average at start ${loadAverageText(loadAverageAtStart)}, at end `
      + `${loadAverageText(loadAverageAtEnd)} (2 cores: above about 3, other work shared them).`, '',
    ...slowPhoneSection(timings, skipped),
    ...targetAndNoteLines(targets, notes, ' ms'),
    '',
  ];
  logTargets(log, targets, 44, 28);
  if (skipped) log(`  slow phone not run: ${skipped}`);
  writePartResults(log, 'slow-phone', results, markdown);
}
