import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { onCleanup } from './cleanup';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

// Headless Debian Chromium without the sandbox (containers run as root), and nothing that reaches the network:
// every request of the audit goes to the bench's server on loopback.
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export interface LighthouseScore {
  page: string;
  url: string;
  performance: number | null;
  accessibility: number | null;
  metrics: {
    firstContentfulPaintMs: number | null;
    largestContentfulPaintMs: number | null;
    totalBlockingTimeMs: number | null;
    cumulativeLayoutShift: number | null;
    speedIndexMs: number | null;
  };
  /** Failing accessibility audits and the biggest performance opportunities, to know what to fix. */
  findings: string[];
  /** Performance score of every run; the figures above are those of the median run. */
  performanceRuns?: number[];
  /** Lighthouse's CPU benchmark of this machine at each run (higher is faster): a busy moment reads lower, and the tasks
   * Lighthouse observed then, which it slows by a fixed 4x, took longer. */
  benchmarkIndexRuns?: number[];
  error?: string;
}

export interface LighthousePage {
  page: string;
  path: string;
  /** A signed-in rider's session cookie, sent with every request of the audit (a signed-in page). */
  cookie?: string;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));
const numeric = (lhr: Lhr, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return value == null ? null : Number(value.toFixed(id === 'cumulative-layout-shift' ? 3 : 0));
};

function findings(lhr: Lhr): string[] {
  const accessibility = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => `a11y: ${audit.id}`);
  const performance = (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative'
      && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => `perf: ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return [...accessibility, ...performance];
}

/**
 * The browser's cookies for the next audit: none (a first visit), or a signed-in rider's (`name=value; ...`).
 * Lighthouse clears every other kind of storage between audits but keeps cookies, and it sends extra headers beside
 * the browser's own cookies: a session sent as an extra Cookie header lost to the cookie the app sets in an earlier
 * audit (the rider's time zone), and the signed-in pages were audited signed out. So the session goes in the jar.
 */
async function useCookies(browser: Browser, url: string, cookie: string | undefined) {
  await browser.deleteCookie(...await browser.cookies());
  if (!cookie) return;
  const { hostname } = new URL(url);
  await browser.setCookie(...cookie.split(/;\s*/).map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
  }));
}

/** One audit; a trace that failed to record (NO_NAVSTART and friends, Lighthouse says "run again") gets one retry. */
async function auditOnce(url: string, port: number, attemptsLeft = 2): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    maxWaitForLoad: 60_000,
  });
  const lhr = result?.lhr;
  const problem = !lhr ? 'Lighthouse returned no result'
    : lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null;
  if (!problem) {
    // A page that sent the audit elsewhere (a signed-in page that went to log in) was not the page asked for.
    if (lhr!.finalDisplayedUrl !== url) throw new Error(`the page went to ${lhr!.finalDisplayedUrl} (not audited)`);
    return lhr!;
  }
  if (attemptsLeft > 1 && !problem.startsWith('ERRORED_DOCUMENT_REQUEST')) return auditOnce(url, port, attemptsLeft - 1);
  throw new Error(problem);
}

/**
 * Lighthouse's default (mobile) configuration: a Moto G Power-sized screen, simulated slow 4G and a 4x CPU slowdown,
 * performance and accessibility only. One Chromium for all pages; each audit starts with cleared storage (a first
 * visit, welcome dialog included).
 */
export async function runLighthouse(
  baseUrl: string, pages: LighthousePage[], log: (message: string) => void, runsPerPage = 1,
): Promise<LighthouseScore[]> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (set CHROME_PATH)`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const unregister = onCleanup('Chromium', () => chrome.kill());
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const scores: LighthouseScore[] = [];
  try {
    for (const { page, path, cookie } of pages) {
      const url = `${baseUrl}${path}`;
      const started = performance.now();
      const runs: Lhr[] = [];
      let lastError: unknown;
      for (let run = 0; run < runsPerPage; run += 1) {
        try {
          await useCookies(browser, url, cookie);
          runs.push(await auditOnce(url, chrome.port));
        } catch (error) {
          lastError = error;
        }
      }
      if (runs.length > 0) {
        // Lighthouse's own choice among repeated runs (the one nearest the median first paint and interactive time),
        // as Lighthouse CI does: one run on this noisy machine swings by ten points.
        const lhr = computeMedianRun(runs) as Lhr;
        scores.push({
          page,
          url: path,
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          metrics: {
            firstContentfulPaintMs: numeric(lhr, 'first-contentful-paint'),
            largestContentfulPaintMs: numeric(lhr, 'largest-contentful-paint'),
            totalBlockingTimeMs: numeric(lhr, 'total-blocking-time'),
            cumulativeLayoutShift: numeric(lhr, 'cumulative-layout-shift'),
            speedIndexMs: numeric(lhr, 'speed-index'),
          },
          findings: findings(lhr),
          performanceRuns: runs.map((each) => score(each.categories.performance?.score) ?? 0),
          benchmarkIndexRuns: runs.map((each) => Math.round(each.environment.benchmarkIndex)),
        });
      } else {
        scores.push({
          page, url: path, performance: null, accessibility: null,
          metrics: { firstContentfulPaintMs: null, largestContentfulPaintMs: null, totalBlockingTimeMs: null, cumulativeLayoutShift: null, speedIndexMs: null },
          findings: [],
          error: lastError instanceof Error ? lastError.message : String(lastError),
        });
      }
      const last = scores.at(-1)!;
      const eachRun = last.performanceRuns && last.performanceRuns.length > 1 ? ` (runs ${last.performanceRuns.join('/')})` : '';
      log(`  ${page.padEnd(14)} performance ${last.performance ?? '-'}${eachRun}  accessibility ${last.accessibility ?? '-'}`
        + `  (${((performance.now() - started) / 1000).toFixed(0)} s)${last.error ? `  ERROR ${last.error}` : ''}`);
    }
  } finally {
    await browser.disconnect();
    unregister();
    chrome.kill();
  }
  return scores;
}
