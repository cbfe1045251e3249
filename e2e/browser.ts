import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots');

/**
 * Debian's Chromium, headless, with no background traffic (this machine has no internet). Playwright gives every
 * launch a fresh temporary profile (its own --user-data-dir).
 */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync',
    ],
  });
}

export const baseUrl = () => inject('baseUrl');
/** The same app served without server rendering (SSR=false). */
export const spaBaseUrl = () => inject('spaBaseUrl');
/** The same app with a Google Maps key (journeys serve the browser a double of Google's script). */
export const mapsBaseUrl = () => inject('mapsBaseUrl');

/**
 * Riders are in US Central time, not UTC like the server: every journey runs there unless it asks for another zone,
 * so a date the server renders in the wrong zone shows up as a hydration error.
 */
export const RIDER_TIME_ZONE = 'America/Chicago';

/**
 * What React's production build logs when the server's HTML and the browser's first render differ: #418 (text or
 * element mismatch), #423 (the root fell back to a client render), #425 (text content mismatch), or the development
 * build's words.
 */
const HYDRATION_ERROR = /Minified React error #(418|423|425)\b|Hydration failed|did not match|hydrated but some attributes/i;

const hydrationErrors: string[] = [];

/** The hydration errors seen since the last call (every page of every journey is watched), and forgets them. */
export function takeHydrationErrors(): string[] {
  return hydrationErrors.splice(0);
}

function watchHydration(page: Page) {
  const record = (text: string) => {
    if (HYDRATION_ERROR.test(text)) hydrationErrors.push(`${page.url()}: ${text.slice(0, 500)}`);
  };
  page.on('console', (message) => { if (message.type() === 'error') record(message.text()); });
  page.on('pageerror', (error) => record(`${error.message}\n${error.stack ?? ''}`));
}

/**
 * A fresh browser context (its own cookies and storage) at a viewport, in the rider's time zone, with a touch screen
 * when asked (for page.tap). The welcome dialog is marked as seen unless a test wants to see it. Its pages are
 * watched for hydration errors (e2e/setup.ts fails the test that saw one). The service worker is blocked unless a
 * journey asks for it (the offline journeys): the others test what the server and the app do, and would otherwise
 * each download the whole precache. `spa` opens the app served without server rendering, `mapsKey` the one with a
 * Google Maps key.
 */
export async function newPage(
  browser: Browser, viewport: ViewportName,
  options: { firstVisit?: boolean; timeZone?: string; spa?: boolean; mapsKey?: boolean; touch?: boolean; serviceWorker?: boolean } = {},
) {
  const context: BrowserContext = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: options.spa ? spaBaseUrl() : options.mapsKey ? mapsBaseUrl() : baseUrl(),
    timezoneId: options.timeZone ?? RIDER_TIME_ZONE,
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    ...(options.touch ? { isMobile: true, hasTouch: true } : {}),
  });
  if (!options.firstVisit) {
    // The app's own documents only: a frame of another origin (an arena's ground video player, or the browser's
    // error page in its place when it cannot load) refuses it and logs an error the journeys would count.
    await context.addInitScript(() => {
      if (window.top === window) window.localStorage.setItem('cloverleaf-visited', 'true');
    });
  }
  context.on('page', watchHydration);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  waitForPageReady(page);
  return { context, page };
}

/** Each page's own page.goto, which does not wait for the app (gotoBeforeReady). */
const gotoWithoutWaiting = new WeakMap<Page, Page['goto']>();

/**
 * Pages arrive rendered by the server and become interactive when the app has hydrated them: a click before that is
 * held by the page and replayed then (client/src/early-taps.js), but a journey's steps read best from a ready page.
 * page.goto and page.reload therefore also wait for the app's <html data-page-ready>.
 */
function waitForPageReady(page: Page) {
  const ready = () => page.waitForSelector('html[data-page-ready]', { state: 'attached' });
  const goto = page.goto.bind(page);
  gotoWithoutWaiting.set(page, goto);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/**
 * Opens a page as soon as its HTML starts to arrive, without waiting for the app to be ready, to act on what the
 * server rendered before the app's code runs.
 */
export function gotoBeforeReady(page: Page, url: string) {
  const goto = gotoWithoutWaiting.get(page);
  if (!goto) throw new Error('gotoBeforeReady needs a page made by newPage');
  return goto(url, { waitUntil: 'commit' });
}

/** Screenshots are for a person to look at: taken by default, skipped in CI (which keeps no files) unless asked for. */
const TAKE_SCREENSHOTS = (process.env.E2E_SCREENSHOTS ?? (process.env.CI === 'true' ? 'false' : 'true')) === 'true';

/** Saves a full-page screenshot under e2e/screenshots (git-ignored); E2E_SCREENSHOTS=true/false decides. */
export async function screenshot(page: Page, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
