import fs from 'node:fs';
import type pg from 'pg';
import { chromium, type Browser, type Page } from 'playwright-core';
import { onCleanup } from './cleanup';
import { CHROMIUM_PATH } from './lighthouse';
import { emulateSlowNetworkInServiceWorker, emulateSlowPhone, SLOW_PHONE } from './slow-phone-profile';

export const SLOW_PHONE_RUNS_PER_PAGE = 3;

/**
 * A first visit starts with an empty cache; a return visit is a rider who has used the app before: its service worker
 * is installed and keeps the app's code (its files are also immutable for a year in the HTTP cache), and the page
 * itself is fetched again, through the worker, over the same slow network.
 */
export type SlowPhoneVisit = 'first' | 'return';

/** A page's time to interactive on the slow phone: navigation start to <html data-page-ready>, median of the runs. */
export interface SlowPhoneTiming {
  page: string;
  url: string;
  visit: SlowPhoneVisit;
  /** Median of the runs (ms), null when every run failed. */
  timeToInteractiveMs: number | null;
  /** The first contentful paint of the same runs (median): the page looks ready then. */
  firstContentfulPaintMs: number | null;
  timeToInteractiveRuns: number[];
  error?: string;
}

export interface SlowPhonePage {
  page: string;
  path: string;
}

/** Home, /events and the next upcoming event's page (the one a rider is most likely to open from the list). */
export async function slowPhonePages(pool: pg.Pool): Promise<SlowPhonePage[]> {
  const { rows: [event] } = await pool.query<{ id: string }>(
    'select id from events where date >= now() order by date, id limit 1');
  return [
    { page: 'home', path: '/' },
    { page: 'events', path: '/events' },
    ...(event ? [{ page: 'event detail', path: `/event/${event.id}` }] : []),
  ];
}

export const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
};

const PAGE_TIMEOUT_MS = 60_000;

/**
 * Runs in the page before its own scripts (as text: tsx would wrap a function's inner names in a helper the page does
 * not have). Marks the welcome dialog as seen, so only the page counts, and records on the page's own clock (ms since
 * navigation start) when <html data-page-ready> appears, so the test's round trips do not count. The document is
 * still empty when it runs; the app's module scripts run after the HTML is parsed, so <html> is watched from then.
 */
const RECORD_PAGE_READY = `
  try { localStorage.setItem('cloverleaf-visited', 'true'); } catch (error) {}
  function recordPageReady() {
    if (!document.documentElement.hasAttribute('data-page-ready')) return false;
    window.__pageReadyAt = performance.now();
    return true;
  }
  document.addEventListener('readystatechange', function () {
    if (document.readyState !== 'interactive' || recordPageReady()) return;
    new MutationObserver(function (changes, observer) { if (recordPageReady()) observer.disconnect(); })
      .observe(document.documentElement, { attributes: true, attributeFilter: ['data-page-ready'] });
  });
`;

interface Visit {
  readyMs: number;
  paintMs: number | null;
  /** Whether the app's service worker served the page. */
  controlled: boolean;
}

/** How long the first visit may take to install the service worker after the page is ready. */
const SERVICE_WORKER_TIMEOUT_MS = 60_000;

async function untilServiceWorkerActive(page: Page) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no active service worker ${SERVICE_WORKER_TIMEOUT_MS / 1000} s after the first visit`)),
      SERVICE_WORKER_TIMEOUT_MS);
  });
  try {
    await Promise.race([page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Opens `url` on the slow phone in `page` and waits until the app marks it ready. */
async function visit(page: Page, url: string): Promise<Visit> {
  await page.goto(url, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
  await page.waitForFunction(() => (window as unknown as { __pageReadyAt?: number }).__pageReadyAt !== undefined,
    undefined, { timeout: PAGE_TIMEOUT_MS, polling: 100 });
  return page.evaluate(() => ({
    readyMs: Math.round((window as unknown as { __pageReadyAt: number }).__pageReadyAt),
    paintMs: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN) || null,
    controlled: Boolean(navigator.serviceWorker?.controller),
  }));
}

/**
 * A first visit in a fresh context (empty cache and storage; the welcome dialog marked as seen, so only the page
 * counts), then, once the app's service worker is active (it installs after the first page is ready, precaching
 * the app's code) and on the slow network too, a return visit to the same page after leaving it. Leaving at once
 * raced the install: a return visit read 2.3 s when the worker already served it and 3.1 s when it did not yet. Each
 * visit: the time from navigation start to <html data-page-ready>, which the app sets once the page's code has
 * loaded and hydrated (client/src/lib/page-ready.tsx), and the first contentful paint.
 */
async function firstAndReturnVisit(browser: Browser, url: string): Promise<Record<SlowPhoneVisit, Visit>> {
  const context = await browser.newContext({ viewport: SLOW_PHONE.viewport, isMobile: true, hasTouch: true });
  let detachWorker: (() => Promise<void>) | undefined;
  try {
    await context.addInitScript({ content: RECORD_PAGE_READY });
    const page = await context.newPage();
    await emulateSlowPhone(await context.newCDPSession(page));
    const first = await visit(page, url);
    await untilServiceWorkerActive(page);
    detachWorker = await emulateSlowNetworkInServiceWorker(browser, new URL(url).origin);
    await page.goto('about:blank');
    const returnVisit = await visit(page, url);
    if (!returnVisit.controlled) throw new Error('the return visit was not served by the service worker');
    return { first, return: returnVisit };
  } finally {
    await detachWorker?.();
    await context.close();
  }
}

/** Each page `runs` times as a first and a return visit on the slow phone; the figures are the medians. */
export async function measureSlowPhone(
  baseUrl: string, pages: SlowPhonePage[], log: (message: string) => void, runs = SLOW_PHONE_RUNS_PER_PAGE,
): Promise<SlowPhoneTiming[]> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (set CHROME_PATH)`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  const unregister = onCleanup('Chromium (slow phone)', () => browser.close());
  const timings: SlowPhoneTiming[] = [];
  try {
    for (const { page, path } of pages) {
      const visits: Record<SlowPhoneVisit, Visit>[] = [];
      let lastError: unknown;
      for (let run = 0; run < runs; run += 1) {
        try {
          visits.push(await firstAndReturnVisit(browser, `${baseUrl}${path}`));
        } catch (error) {
          lastError = error;
        }
      }
      for (const kind of ['first', 'return'] as const) {
        const ready = visits.map((each) => each[kind].readyMs);
        const timing: SlowPhoneTiming = {
          page,
          url: path,
          visit: kind,
          timeToInteractiveMs: median(ready),
          firstContentfulPaintMs: median(visits.flatMap((each) => each[kind].paintMs ?? [])),
          timeToInteractiveRuns: ready,
          ...(visits.length < runs ? { error: lastError instanceof Error ? lastError.message.split('\n')[0] : String(lastError) } : {}),
        };
        timings.push(timing);
        log(`  ${page.padEnd(14)} ${`${kind} visit`.padEnd(13)} interactive ${timing.timeToInteractiveMs ?? '-'} ms `
          + `(runs ${ready.join('/') || '-'}), first paint ${timing.firstContentfulPaintMs ?? '-'} ms${timing.error ? `  ERROR ${timing.error}` : ''}`);
      }
    }
  } finally {
    unregister();
    await browser.close();
  }
  return timings;
}
