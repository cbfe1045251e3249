import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchDatabase } from './database';
import { registerRider } from './fixtures';
import { gitCommit, prepareClient } from './full-run';
import { fanOutSection, measureNewEventFanOut } from './notifications';
import type { BenchOptions } from './options';
import { RESULTS_DIR } from './report';
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
    `Commit ${results.commit}. Load average at start ${loadAverageAtStart.map((value) => value.toFixed(1)).join(' / ')}, at end `
      + `${loadAverageAtEnd.map((value) => value.toFixed(1)).join(' / ')}.`, '',
    ...fanOutSection(fanOut),
    ...targets.map((check) => `- ${check.pass ? 'PASS' : '**MISS**'} ${check.target}: ${check.subject} ${check.value ?? '-'}`),
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, 'notifications.json'), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(RESULTS_DIR, 'notifications.md'), markdown);
  log('\nTargets:');
  for (const check of targets) log(`  ${check.pass ? 'PASS' : 'MISS'}  ${check.target.padEnd(44)} ${check.subject.padEnd(32)} ${check.value ?? '-'}`);
  log('\nWrote bench/results/notifications.json, bench/results/notifications.md');
}
