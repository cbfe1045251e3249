import { imagesSection } from './images';
import { fanOutSection } from './notifications';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SCALE } from './options';
import type { BenchResults, EndpointResult, GrowthResult, OtherScaleRun } from './results';
import { EQUAL_PAGE_SIZE, floorScenario } from './scenarios';
import { round } from './load';
import { growthTargets } from './targets';
import { REPO_ROOT } from './servers';
import type { LighthouseScore } from './lighthouse';
import type { SlowPhoneTiming } from './slow-phone';
import { SLOW_PHONE } from './slow-phone-profile';

export const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');
const HISTORY_FILE = path.join(RESULTS_DIR, 'history.json');

/** One line per full run in bench/results/history.json: how the headline figures moved from run to run. */
export interface HistoryEntry {
  date: string;
  commit: string;
  scale: number;
  loadAverage: number;
  ceilingRps: number;
  endpoints: Record<string, { rps50: number; p99at10: number }>;
  growth: Record<string, number>;
  initialJsGzipKb: number | null;
  lighthouse: Record<string, { performance: number | null; accessibility: number | null }>;
  /** Slow-phone time to interactive per page (ms); absent in runs before it was measured. */
  slowPhone?: Record<string, number | null>;
  passed: number;
  missed: number;
}

const table = (header: string[], rows: (string | number | null)[][]) => [
  `| ${header.join(' | ')} |`,
  `| ${header.map((cell, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`,
  ...rows.map((row) => `| ${row.map((cell) => (cell === null ? '-' : String(cell))).join(' | ')} |`),
].join('\n');

const passMark = (pass: boolean) => (pass ? 'PASS' : '**MISS**');

function historyEntry(results: BenchResults): HistoryEntry {
  const byName = (connections: number) => (endpoint: EndpointResult) => endpoint.connections === connections;
  return {
    date: results.startedAt,
    commit: results.commit,
    scale: results.settings.scale,
    loadAverage: results.machine.loadAverageAtStart[0],
    ceilingRps: results.ceiling.rps,
    endpoints: Object.fromEntries(results.endpoints.filter(byName(results.settings.throughputConnections)).map((endpoint) => [
      endpoint.name,
      {
        rps50: endpoint.rps,
        p99at10: results.endpoints.find((other) => other.name === endpoint.name && byName(results.settings.latencyConnections)(other))?.p99Ms ?? NaN,
      },
    ])),
    growth: Object.fromEntries(results.growth.map((growth) => [growth.name, growth.p50LargeOverBase])),
    initialJsGzipKb: results.bundle?.initialJsGzipKb ?? null,
    lighthouse: Object.fromEntries((results.lighthouse ?? []).map((score) => [score.page, { performance: score.performance, accessibility: score.accessibility }])),
    slowPhone: Object.fromEntries((results.slowPhone ?? []).map((timing) => [`${timing.page} (${timing.visit} visit)`, timing.timeToInteractiveMs])),
    passed: results.targets.filter((check) => check.pass).length,
    missed: results.targets.filter((check) => !check.pass).length,
  };
}

export function readHistory(): HistoryEntry[] {
  try {
    return JSON.parse(fs.readFileSync(HISTORY_FILE, 'utf8')) as HistoryEntry[];
  } catch {
    return [];
  }
}

const growthTable = (growth: GrowthResult[]) => table(
  ['Endpoint', 'Connections', 'rows base / large', 'p50 base ms', 'p50 large ms', 'p50 large / base', 'p99 base ms', 'p99 large ms'],
  growth.map((entry) => [entry.name, entry.connections, `${entry.pageRowsBase ?? '?'} / ${entry.pageRowsLarge ?? '?'}`,
    entry.p50BaseMs, entry.p50LargeMs, entry.p50LargeOverBase, entry.p99BaseMs, entry.p99LargeMs]));

function otherScalesSection(runs: OtherScaleRun[] | undefined): string[] {
  const lines: string[] = [];
  for (const run of runs ?? []) {
    const count = (name: string) => (run.dataSets.large[name] ?? 0).toLocaleString('en-US');
    lines.push(`## Growth at scale ${run.scale} (its own run: ${run.startedAt.slice(0, 16).replace('T', ' ')}, commit ${run.commit}, \`${run.file}\`)`);
    lines.push('');
    lines.push(`The same list endpoints on the base demo set and on a large set at scale ${run.scale} (${count('arenas')} arenas, `
      + `${count('events')} events, ${count('reviews')} reviews, ${count('users')} users), measured by \`npm run bench -- --scale ${run.scale} --no-lighthouse\``
      + `${run.noisy ? ' (**noisy**: other work shared the CPUs)' : ''}. Its growth targets:`);
    lines.push('');
    lines.push(table(['Target', 'Subject', 'Value', 'Limit', 'Result'],
      run.growthTargets.map((check) => [check.target, check.subject, check.value, check.limit, passMark(check.pass)])));
    lines.push('');
    lines.push(growthTable(run.growth));
    lines.push('');
  }
  return lines;
}

export function renderMarkdown(results: BenchResults, history: HistoryEntry[]): string {
  const { machine, settings } = results;
  const lines: string[] = [];
  lines.push(`# Cloverleaf benchmark, ${results.startedAt.slice(0, 10)}${results.quick ? ' (quick run)' : ''}`);
  lines.push('');
  lines.push(`Commit ${results.commit}; ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}. `
    + `Load average at start ${machine.loadAverageAtStart.map((value) => value.toFixed(1)).join(' / ')}, at end `
    + `${machine.loadAverageAtEnd.map((value) => value.toFixed(1)).join(' / ')}${machine.noisy ? ' (**noisy**: other work shared the CPUs)' : ''}.`);
  lines.push(`autocannon on loopback, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per run, `
    + `${settings.throughputConnections} connections (throughput) and ${settings.latencyConnections} (latency); `
    + `production server (NODE_ENV=production) on ${settings.database} PostgreSQL; whole run ${Math.round(results.durationSeconds / 60)} min.`);
  const count = (set: Record<string, number>, name: string) => (set[name] ?? 0).toLocaleString('en-US');
  lines.push(`Data: base demo set (${count(results.dataSets.base, 'arenas')} arenas, ${count(results.dataSets.base, 'events')} events, `
    + `${count(results.dataSets.base, 'reviews')} reviews); large set at scale ${settings.scale} (${count(results.dataSets.large, 'arenas')} arenas, `
    + `${count(results.dataSets.large, 'events')} events, ${count(results.dataSets.large, 'reviews')} reviews, ${count(results.dataSets.large, 'users')} users, `
    + `${count(results.dataSets.large, 'saved_events')} saved events).`);
  lines.push('');

  lines.push('## Targets');
  lines.push('');
  lines.push(table(['Target', 'Subject', 'Value', 'Limit', 'Result'],
    results.targets.map((check) => [check.target, check.subject, check.value, check.limit, passMark(check.pass)])));
  lines.push('');

  lines.push(`## Endpoints (large set, scale ${settings.scale})`);
  lines.push('');
  lines.push(`Ceiling (bare Express, one route), measured right before each endpoint at the same connections; its first runs: ${results.ceiling.byConnections.map((run) => `${run.rps} rps at ${run.connections} connections (p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms)`).join('; ')}.`);
  const floorLine = floorSentence(results);
  if (floorLine) lines.push('', floorLine);
  lines.push('');
  const endpointRows = (endpoints: EndpointResult[]) => endpoints.map((endpoint) => [
    endpoint.name, endpoint.connections, endpoint.rps, endpoint.p50Ms, endpoint.p99Ms, endpoint.ceilingRps,
    endpoint.ratioToCeiling, endpoint.appCpuMsPerRequest ?? null, endpoint.databaseCpuMsPerRequest ?? null, endpoint.non2xx + endpoint.errors,
  ]);
  const endpointColumns = ['rps', 'p50 ms', 'p99 ms', 'ceiling rps beside it', 'rps / ceiling', 'app CPU ms / request', 'PostgreSQL CPU ms / request', 'non-2xx + errors'];
  lines.push('CPU per request: the app server\'s process and its PostgreSQL\'s processes during the measured run, over the requests '
    + 'completed (the load generator runs on the same cores; two cores give at most 2,000 ms of CPU per second to all three).');
  lines.push('');
  lines.push(table(['Endpoint', 'Connections', ...endpointColumns], endpointRows(results.endpoints)));
  lines.push('');
  for (const endpoint of results.endpoints.filter((entry) => entry.connections === settings.throughputConnections)) {
    lines.push(`- ${endpoint.name}: ${endpoint.description}`);
  }
  lines.push('');

  lines.push('## Growth (list endpoints, base demo set vs large set)');
  lines.push('');
  lines.push('Visitors\' list pages are served from the server\'s cache while the data version is unchanged '
    + '(server/http/visitor-cache.ts). Rows marked (uncached) send `Cache-Control: no-cache`, so every request is built '
    + `from the database, with a page of ${EQUAL_PAGE_SIZE} rows that both sets fill: those show how the queries themselves `
    + 'scale with the table size. The other rows ask for the app\'s pages (24 rows, 10 for the feed), which the base set does not fill.');
  lines.push('');
  lines.push(growthTable(results.growth));
  lines.push('');
  lines.push(table(['Base set endpoint', 'Connections', ...endpointColumns], endpointRows(results.baseEndpoints)));
  lines.push('');

  lines.push(...otherScalesSection(results.otherScales));

  lines.push('## Client bundle (production build, gzip)');
  lines.push('');
  if (results.bundle) {
    lines.push(`Initial load: **${results.bundle.initialJsGzipKb} KB JS** (${results.bundle.initialJsRawKb} KB raw) and **${results.bundle.initialCssGzipKb} KB CSS**: ${results.bundle.initialFiles.join(', ')}.`);
    lines.push('');
    lines.push(table(['Route', 'Page', 'JS KB (initial + route)', 'route-only JS KB', 'CSS KB'],
      results.bundle.routes.map((route) => [route.route, route.page, route.jsGzipKb, route.routeOnlyJsGzipKb, route.cssGzipKb])));
    lines.push('');
    lines.push(`Largest chunks: ${results.bundle.largestChunks.map((chunk) => `${chunk.file} ${chunk.gzipKb} KB`).join(', ')}.`);
  } else {
    lines.push('Not measured.');
  }
  lines.push('');

  lines.push(...lighthouseSection(results.lighthouse, `${settings.lighthouseDataSet} data set`, results.lighthouseSkipped));

  if (results.installability !== undefined) {
    lines.push('## Installable app (issue 24)');
    lines.push('');
    const check = results.installability;
    lines.push(!check ? 'Not checked.'
      : check.installable ? `Installable: Chromium's installability checks find no errors (manifest ${check.manifestUrl}, the service worker controls the page).`
        : `Not installable: ${check.errors.join(', ') || 'the service worker did not take control'}.`);
    lines.push('');
  }
  lines.push(...slowPhoneSection(results.slowPhone ?? null, results.slowPhoneSkipped));
  lines.push(...imagesSection(results.images));
  lines.push(...fanOutSection(results.fanOut));

  if (results.fixes.length) {
    lines.push('## Fixes (before / after)');
    lines.push('');
    for (const fix of results.fixes) {
      lines.push(`- **${fix.title}**${fix.commit ? ` (${fix.commit})` : ''}: ${fix.what} Before: ${fix.before}. After: ${fix.after}.`);
    }
    lines.push('');
  }

  if (history.length > 1) {
    lines.push('## History (full runs)');
    lines.push('');
    const names = Object.keys(history.at(-1)!.endpoints);
    lines.push(table(['Date', 'Commit', 'Load', 'Ceiling rps', ...names.map((name) => `${name} rps50 / p99@10`), 'Initial JS KB', 'Targets missed'],
      history.slice(-10).map((entry) => [entry.date.slice(0, 16).replace('T', ' '), entry.commit, entry.loadAverage.toFixed(1), entry.ceilingRps,
        ...names.map((name) => (entry.endpoints[name] ? `${entry.endpoints[name].rps50} / ${entry.endpoints[name].p99at10}` : null)),
        entry.initialJsGzipKb, entry.missed])));
    lines.push('');
  }

  if (results.notes.length) {
    lines.push('## Notes');
    lines.push('');
    for (const note of results.notes) lines.push(`- ${note}`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

/** The Lighthouse audits' section of a report: how each page scored, with its runs and what Lighthouse found. */
export function lighthouseSection(scores: LighthouseScore[] | null | undefined, dataSet: string, skipped?: string): string[] {
  const lines: string[] = [];
  lines.push(`## Lighthouse (mobile emulation, offline, ${dataSet})`);
  lines.push('');
  if (scores?.length) {
    const auditsPerPage = scores[0].performanceRuns?.length ?? 1;
    lines.push(auditsPerPage > 1
      ? `Each page was audited ${auditsPerPage} times; the figures are those of Lighthouse's median run.`
      : 'Each page was audited once.');
    lines.push('');
    lines.push('CPU index: Lighthouse\'s benchmark of this machine at each run (higher is faster). Lighthouse slows the');
    lines.push('tasks it observed by a fixed 4x, so a run on a busy moment (a lower index) scores lower with the same code.');
    lines.push('');
    lines.push(table(['Page', 'URL', 'Performance', 'Runs', 'CPU index', 'Accessibility', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'Findings'],
      scores.map((score) => [score.page, score.url, score.performance, score.performanceRuns?.join('/') ?? '',
        score.benchmarkIndexRuns?.join('/') ?? '', score.accessibility,
        score.metrics.firstContentfulPaintMs, score.metrics.largestContentfulPaintMs, score.metrics.totalBlockingTimeMs,
        score.metrics.cumulativeLayoutShift, score.error ? `error: ${score.error}` : score.findings.join('; ') || 'none'])));
  } else {
    lines.push(`Not run: ${skipped ?? 'skipped'}.`);
  }
  lines.push('');
  return lines;
}

/** The slow-phone section of a report: the profile, then per page the median time to interactive and each run. */
export function slowPhoneSection(timings: SlowPhoneTiming[] | null, skipped?: string): string[] {
  const lines = ['## Time to interactive on a slow phone', ''];
  if (!timings?.length) return [...lines, `Not run: ${skipped ?? 'skipped'}.`, ''];
  lines.push(`Chromium through CDP: ${SLOW_PHONE.latencyMs} ms latency, ${SLOW_PHONE.downloadKbps} kbps down and `
    + `${SLOW_PHONE.uploadKbps} kbps up, CPU slowed ${SLOW_PHONE.cpuSlowdown}x, ${SLOW_PHONE.viewport.width} x `
    + `${SLOW_PHONE.viewport.height} touch screen; each page ${timings[0].timeToInteractiveRuns.length} times as a first `
    + 'visit (empty cache) followed, once the app\'s service worker is active, by a return visit (the app\'s code kept by '
    + 'the worker, the page itself fetched again through it over the same network). '
    + 'Interactive: navigation start to `<html data-page-ready>` (the page\'s code loaded and hydrated, lazily loaded '
    + 'parts included); first paint: first contentful paint. Medians.');
  lines.push('');
  lines.push(table(['Page', 'URL', 'Visit', 'Interactive ms', 'Runs ms', 'First paint ms'],
    timings.map((timing) => [timing.page, timing.url, timing.visit, timing.timeToInteractiveMs,
      timing.timeToInteractiveRuns.join('/') || null, timing.error ? `error: ${timing.error}` : timing.firstContentfulPaintMs])));
  lines.push('');
  return lines;
}

/**
 * Where a run's report goes: quick runs to quick.*, a full run at another scale than the default to scale-N.* (so a
 * scale-100 run leaves the default run's latest.* alone), any other full run to latest.* and a dated copy.
 */
export function reportFiles(results: Pick<BenchResults, 'quick' | 'startedAt' | 'settings'>): { json: string[]; markdown: string } {
  if (results.quick) return { json: ['quick.json'], markdown: 'quick.md' };
  if (results.settings.scale !== DEFAULT_SCALE) {
    return { json: [`scale-${results.settings.scale}.json`], markdown: `scale-${results.settings.scale}.md` };
  }
  return { json: ['latest.json', `${results.startedAt.slice(0, 10)}.json`], markdown: 'latest.md' };
}

/** The last full run at each scale other than the default (scale-N.json in the results folder), for latest.*. */
export function readOtherScaleRuns(resultsDir = RESULTS_DIR): OtherScaleRun[] {
  const files = fs.existsSync(resultsDir) ? fs.readdirSync(resultsDir).filter((name) => /^scale-\d+(\.\d+)?\.json$/.test(name)) : [];
  return files.map((file) => {
    const run = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8')) as BenchResults;
    return {
      scale: run.settings.scale,
      file: path.join('bench/results', file),
      startedAt: run.startedAt,
      commit: run.commit,
      noisy: run.machine.noisy,
      dataSets: { large: run.dataSets.large },
      growth: run.growth,
      growthTargets: growthTargets(run.growth),
    };
  }).sort((a, b) => a.scale - b.scale);
}

/** The report files (see reportFiles), and the history line of a full run. */
export function writeReport(results: BenchResults): string[] {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const history = readHistory();
  if (!results.quick) {
    history.push(historyEntry(results));
    fs.writeFileSync(HISTORY_FILE, `${JSON.stringify(history, null, 2)}\n`);
  }
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const markdown = renderMarkdown(results, results.quick ? [] : history);
  const files = reportFiles(results);
  const written: [string, string][] = [...files.json.map((name): [string, string] => [name, json]), [files.markdown, markdown]];
  for (const [name, content] of written) fs.writeFileSync(path.join(RESULTS_DIR, name), content);
  return written.map(([name]) => path.join('bench/results', name));
}

/**
 * The floor (bench/floor-app.ts) beside the signed-in uncached events list it reads the rows of: what the rows alone
 * leave of the ceiling, and how much of that the list reaches.
 */
export function floorSentence(results: BenchResults): string | null {
  const atThroughput = (name: string) => results.endpoints.find((endpoint) => endpoint.name === name
    && endpoint.connections === results.settings.throughputConnections);
  const floor = atThroughput(floorScenario.name);
  if (!floor) return null;
  const list = atThroughput('events list (signed in, uncached)');
  return `Floor (${floor.description}): ${floor.rps} rps at ${floor.connections} connections, ${floor.ratioToCeiling} of the ceiling beside it`
    + `${list ? `; the signed-in uncached events list read ${list.ratioToCeiling} of its ceiling, ${round(list.rps / floor.rps, 2)} of the floor's rps` : ''}.`;
}

/** The figures and ratios on stdout. */
export function printSummary(results: BenchResults) {
  const pad = (value: unknown, width: number) => String(value ?? '-').padStart(width);
  console.log(`\nCeiling: ${results.ceiling.byConnections.map((run) => `${run.rps} rps @${run.connections}`).join(', ')}`);
  const floorLine = floorSentence(results);
  if (floorLine) console.log(floorLine);
  console.log(`${'endpoint'.padEnd(26)}${pad('conn', 5)}${pad('rps', 8)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('ratio', 8)}${pad('bad', 6)}`);
  for (const endpoint of [...results.baseEndpoints, ...results.endpoints]) {
    console.log(`${`${endpoint.name} (${endpoint.dataSet})`.padEnd(26)}${pad(endpoint.connections, 5)}${pad(endpoint.rps, 8)}`
      + `${pad(endpoint.p50Ms, 9)}${pad(endpoint.p99Ms, 9)}${pad(endpoint.ratioToCeiling, 8)}${pad(endpoint.non2xx + endpoint.errors, 6)}`);
  }
  for (const growth of results.growth) console.log(`growth ${growth.name}: p50 ${growth.p50BaseMs} -> ${growth.p50LargeMs} ms = x${growth.p50LargeOverBase}`);
  if (results.bundle) console.log(`bundle: initial JS ${results.bundle.initialJsGzipKb} KB gzip, CSS ${results.bundle.initialCssGzipKb} KB gzip`);
  for (const score of results.lighthouse ?? []) {
    console.log(`lighthouse ${score.page}: performance ${score.performance ?? '-'}, accessibility ${score.accessibility ?? '-'}${score.error ? ` (${score.error})` : ''}`);
  }
  if (results.lighthouseSkipped) console.log(`lighthouse: not run (${results.lighthouseSkipped})`);
  for (const timing of results.slowPhone ?? []) {
    console.log(`slow phone ${timing.page} (${timing.visit} visit): interactive ${timing.timeToInteractiveMs ?? '-'} ms, first paint ${timing.firstContentfulPaintMs ?? '-'} ms${timing.error ? ` (${timing.error})` : ''}`);
  }
  if (results.slowPhoneSkipped) console.log(`slow phone: not run (${results.slowPhoneSkipped})`);
  console.log('\nTargets:');
  for (const check of results.targets) {
    console.log(`  ${check.pass ? 'PASS' : 'MISS'}  ${check.target.padEnd(52)} ${check.subject.padEnd(24)} ${check.value ?? '-'}`);
  }
}
