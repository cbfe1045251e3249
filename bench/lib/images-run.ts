import os from 'node:os';
import { startBenchDatabase } from './database';
import { registerRider } from './fixtures';
import { gitCommit, prepareClient } from './full-run';
import { imagesSection, measureImageUploads } from './images';
import type { BenchOptions } from './options';
import { loadAverageText, logTargets, targetAndNoteLines, writePartResults } from './part-results';
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
    `Commit ${results.commit}. Load average at start ${loadAverageText(loadAverageAtStart)}, at end `
      + `${loadAverageText(loadAverageAtEnd)} (2 cores: above about 3, other work shared them).`, '',
    ...imagesSection(images),
    ...targetAndNoteLines(targets, notes),
    '',
  ];
  logTargets(log, targets, 44, 28);
  writePartResults(log, 'images', results, markdown);
}
