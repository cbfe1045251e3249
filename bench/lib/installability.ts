import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './lighthouse';

/** Issue 24: whether Chromium would offer to install the app, and what it found missing if not. */
export interface Installability {
  installable: boolean;
  /** Chromium's installability error ids (none when installable). */
  errors: string[];
  /** The service worker took control of the page. */
  serviceWorker: boolean;
  manifestUrl: string | null;
}

/**
 * Chromium's own installability checks (CDP Page.getInstallabilityErrors: a manifest with name, icons, start URL and
 * standalone display, served over a secure origin, with a service worker controlling the page), the same checks
 * Lighthouse's installable-manifest audit reported before Lighthouse 12 dropped its PWA category. A regular
 * (non-incognito) profile, as a phone's browser has.
 */
export async function checkInstallability(baseUrl: string): Promise<Installability> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await context.newPage();
    await page.goto(baseUrl);
    const serviceWorker = await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
      .then(() => true, () => false);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors') as { installabilityErrors: { errorId: string }[] };
    const { url } = await session.send('Page.getAppManifest') as { url: string };
    const errors = installabilityErrors.map((error) => error.errorId);
    return { installable: errors.length === 0 && serviceWorker, errors, serviceWorker, manifestUrl: url || null };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
