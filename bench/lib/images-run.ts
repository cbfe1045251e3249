import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchDatabase } from './database';
import { registerRider } from './fixtures';
import { gitCommit, prepareClient } from './full-run';
import { imagesSection, measureImageUploads } from './images';
import type { BenchOptions } from './options';
import { RESULTS_DIR } from './report';
import { startAppServer } from './servers';
import { imageTargets } from './targets';

const log = (message: string) => console.log(message);

/** `npm run bench -- --only images`: the full run's photo-upload part alone; writes bench/results/images.{json,md}. */
export async function runImagesOnly(options: BenchOptions) {
  const startedAt = new Date();
  const loadAverageAtStart = os.loadavg();
  log(`Photo uploads only; load average ${loadAverageAtStart.map((value) => value.toFixed(1)).join(' ')}`);
  const notes: string[] = [];
  const { buildDir } = prepareClient(options, notes);
  const database = await startBenchDatabase(options.databaseUrl, log);
  const server = await startAppServer(database.url, buildDir);
  log('\nPhoto uploads (a 12 MP phone JPEG):');
  const images = await measureImageUploads(server, await registerRider(server.baseUrl), log);
  await server.stop();
  const targets = imageTargets(images);
  const loadAverageAtEnd = os.loadavg();
  const results = { startedAt: startedAt.toISOString(), commit: gitCommit(), loadAverageAtStart, loadAverageAtEnd, images, targets, notes };
  const markdown = [
    `# Cloverleaf photo-upload run, ${results.startedAt.slice(0, 10)}`, '',
    `Commit ${results.commit}. Load average at start ${loadAverageAtStart.map((value) => value.toFixed(1)).join(' / ')}, at end `
      + `${loadAverageAtEnd.map((value) => value.toFixed(1)).join(' / ')} (2 cores: above about 3, other work shared them).`, '',
    ...imagesSection(images),
    ...targets.map((check) => `- ${check.pass ? 'PASS' : '**MISS**'} ${check.target}: ${check.subject} ${check.value ?? '-'}`),
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, 'images.json'), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(RESULTS_DIR, 'images.md'), markdown);
  log('\nTargets:');
  for (const check of targets) log(`  ${check.pass ? 'PASS' : 'MISS'}  ${check.target.padEnd(44)} ${check.subject.padEnd(28)} ${check.value ?? '-'}`);
  log('\nWrote bench/results/images.json, bench/results/images.md');
}
