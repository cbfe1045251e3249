import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './report';
import type { TargetCheck } from './targets';

/** Load averages as the reports write them: 1.2 / 0.8 / 0.5. */
export const loadAverageText = (load: number[]) => load.map((value) => value.toFixed(1)).join(' / ');

/** The closing lines of an `--only` part's Markdown report: its targets (each value followed by `unit`), then its notes. */
export const targetAndNoteLines = (targets: TargetCheck[], notes: string[], unit = '') => [
  ...targets.map((check) => `- ${check.pass ? 'PASS' : '**MISS**'} ${check.target}: ${check.subject} ${check.value ?? '-'}${unit}`),
  ...notes.map((note) => `- ${note}`),
];

/** An `--only` part's targets on stdout, a line each, the target and subject padded to these widths. */
export function logTargets(log: (message: string) => void, targets: TargetCheck[], targetWidth: number, subjectWidth: number) {
  log('\nTargets:');
  for (const check of targets) {
    log(`  ${check.pass ? 'PASS' : 'MISS'}  ${check.target.padEnd(targetWidth)} ${check.subject.padEnd(subjectWidth)} ${check.value ?? '-'}`);
  }
}

/** An `--only` part's results: bench/results/PART.json and PART.md, then a line on stdout that says so. */
export function writePartResults(log: (message: string) => void, part: string, results: object, markdown: string[]) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, `${part}.json`), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(RESULTS_DIR, `${part}.md`), markdown.join('\n'));
  log(`\nWrote bench/results/${part}.json, bench/results/${part}.md`);
}
