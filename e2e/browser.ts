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

/**
 * A fresh browser context (its own cookies and storage) at a viewport. The welcome dialog is marked as seen
 * unless a test wants to see it.
 */
export async function newPage(browser: Browser, viewport: ViewportName, options: { firstVisit?: boolean } = {}) {
  const context: BrowserContext = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseUrl() });
  if (!options.firstVisit) {
    await context.addInitScript(() => window.localStorage.setItem('cloverleaf-visited', 'true'));
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  waitForPageReady(page);
  return { context, page };
}

/**
 * Pages arrive rendered by the server and become interactive when the app has hydrated them: a click before that
 * would be lost. page.goto and page.reload therefore also wait for the app's <html data-page-ready>.
 */
function waitForPageReady(page: Page) {
  const ready = () => page.waitForSelector('html[data-page-ready]', { state: 'attached' });
  const goto = page.goto.bind(page);
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

/** Saves a full-page screenshot under e2e/screenshots (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
