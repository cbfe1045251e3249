import os from 'node:os';
import { startBenchDatabase } from './database';
import { registerRider } from './fixtures';
import { gitCommit, prepareClient } from './full-run';
import { fanOutSection, measureNewEventFanOut } from './notifications';
import type { BenchOptions } from './options';
import { loadAverageText, logTargets, targetAndNoteLines, writePartResults } from './part-results';
import { startAppServer } from './servers';
import { fanOutTargets } from './targets';

const log = (message: string) => console.log(message);

/** `npm run bench -- --only notifications`: the full run's fan-out part alone; writes bench/results/notifications.{json,md}. */
export async function runNotificationsOnly(options: BenchOptions) {
  const startedAt = new Date();
  const loadAverageAtStart = os.loadavg();
  const notes: string[] = [];
  const { buildDir } = prepareClient(options, notes);
  const database = await startBenchDatabase(options.databaseUrl, log);
  const server = await startAppServer(database.url, buildDir);
  log('\nA new event announced to 10,000 followers:');
  const fanOut = await measureNewEventFanOut(server, database.pool, await registerRider(server.baseUrl), log);
  await server.stop();
  const targets = fanOutTargets(fanOut);
  const loadAverageAtEnd = os.loadavg();
  const results = { startedAt: startedAt.toISOString(), commit: gitCommit(), loadAverageAtStart, loadAverageAtEnd, fanOut, targets, notes };
  const markdown = [
    `# Cloverleaf notification fan-out run, ${results.startedAt.slice(0, 10)}`, '',
    `Commit ${results.commit}. Load average at start ${loadAverageText(loadAverageAtStart)}, at end `
      + `${loadAverageText(loadAverageAtEnd)}.`, '',
    ...fanOutSection(fanOut),
    ...targetAndNoteLines(targets, notes),
    '',
  ];
  logTargets(log, targets, 44, 32);
  writePartResults(log, 'notifications', results, markdown);
}
