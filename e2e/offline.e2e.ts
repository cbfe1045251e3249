import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './browser';

// Issue 24: the app with no signal. Chromium with its network switched off (context.setOffline), the real service
// worker of the production build, and the real server behind it.
let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const SERVICE_WORKER_FILE = path.resolve(import.meta.dirname, '../dist/e2e-client/sw.js');

interface EventRow { id: string; name: string; arenaId: string; date: string }
interface ArenaRow { id: string; name: string; gallery: unknown[] }

/**
 * The soonest upcoming event at an arena with photos in its gallery (the arena page is checked offline with them).
 * The demo set's dates follow today, so which event is soonest, and at which arena, changes from day to day.
 */
async function eventAtAnArenaWithPhotos(page: Page) {
  const events = (await (await page.request.get('/api/events?sort=date&limit=24')).json()) as EventRow[];
  for (const event of events) {
    const arena = (await (await page.request.get(`/api/arenas/${event.arenaId}`)).json()) as ArenaRow;
    if (arena.gallery.length > 0) return { event, arena: { id: arena.id, name: arena.name } };
  }
  throw new Error('None of the 24 soonest events is at an arena with gallery photos');
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The calendar day `days` after the UTC day of `instant`, as YYYY-MM-DD. */
const dayAfter = (instant: string, days: number) => new Date(Date.parse(instant) + days * DAY_MS).toISOString().slice(0, 10);

/** A new rider signed in in the page's context, with a saved event and a trip holding it. */
async function riderWithAWeekend(page: Page) {
  const register = await page.request.post('/api/auth/register', {
    data: { email: `offline-${unique()}@example.com`, password: 'offline-pass-123', firstName: 'Trailer', lastName: 'Rider' },
  });
  expect(register.status()).toBe(201);
  const { event, arena } = await eventAtAnArenaWithPhotos(page);
  expect((await page.request.post('/api/saved-events', { data: { eventId: event.id } })).status()).toBe(201);
  const tripName = `Weekend Haul ${unique()}`;
  const trip = await page.request.post('/api/trips', {
    data: { name: tripName, startDate: dayAfter(event.date, -1), endDate: dayAfter(event.date, 1), item: { kind: 'event', eventId: event.id } },
  });
  expect(trip.status()).toBe(201);
  return { event, arena, trip: { id: ((await trip.json()) as { id: string }).id, name: tripName } };
}

/** The service worker controls the page (first visit: installed, precached, claimed). */
async function waitForServiceWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000, interval: 250 }).toBe(true);
}

/** The rider's weekend was kept for offline: every one of `urls` is in the pages cache. */
async function waitUntilKept(page: Page, urls: string[]) {
  await expect.poll(() => page.evaluate(async (wanted) => {
    if (!(await caches.has('cloverleaf-pages'))) return false;
    const cache = await caches.open('cloverleaf-pages');
    const found = await Promise.all(wanted.map((url) => cache.match(url, { ignoreVary: true })));
    return found.every(Boolean);
  }, urls), { timeout: 30_000, interval: 500 }).toBe(true);
}

/** Every URL the app's caches hold (the precache's too). */
const keptUrls = (page: Page) => page.evaluate(async () => {
  const names = (await caches.keys()).filter((name) => name.startsWith('cloverleaf-'));
  return (await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))).flat();
});

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: /^You're offline - showing what was saved (at|on) / });

describe('with no signal', () => {
  it('opens the saved events, a trip and its arena page offline, saying when they were saved', async () => {
    const { context, page } = await newPage(browser, 'phone', { serviceWorker: true });
    const { event, arena, trip } = await riderWithAWeekend(page);
    await page.goto('/');
    await waitForServiceWorker(page);
    // Kept without the rider opening them: the saved events, the trip, and the event and arena pages they name.
    await waitUntilKept(page, ['/calendar', '/trips', `/trips/${trip.id}`, `/events/${event.id}`, `/arenas/${arena.id}`]);

    await goOffline(context, page);
    await page.goto('/calendar');
    await page.getByText(event.name).first().waitFor();
    await banner(page).waitFor();
    await screenshot(page, 'offline-calendar-phone');

    await page.goto(`/trips/${trip.id}`);
    await page.getByRole('heading', { level: 1, name: trip.name }).waitFor();
    await page.getByText(event.name).first().waitFor();
    await banner(page).waitFor();

    await page.goto(`/arenas/${arena.id}`);
    await page.getByRole('heading', { level: 1, name: arena.name }).waitFor();
    await banner(page).waitFor();
    // Its photos were kept with it: the header picture and the gallery's.
    for (const photo of [page.getByRole('img', { name: arena.name, exact: true }).first(), page.getByRole('img', { name: new RegExp(`${arena.name}: photo 1 of`) })]) {
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await screenshot(page, 'offline-arena-phone');

    await page.goto('/trips');
    await page.getByText(trip.name).first().waitFor();
    await context.close();
  });

  it('keeps a comment and a ground report (with a photo) made offline as waiting, and sends each exactly once', async () => {
    const { context, page } = await newPage(browser, 'phone', { serviceWorker: true });
    const { event, arena } = await riderWithAWeekend(page);
    await page.goto(`/events/${event.id}`);
    await waitForServiceWorker(page);
    await waitUntilKept(page, [`/events/${event.id}`, `/arenas/${arena.id}`]);

    await goOffline(context, page);
    const commentText = `Arena is dry, bring a water truck ${unique()}`;
    await page.goto(`/events/${event.id}`);
    await page.getByLabel('Add a comment').fill(commentText);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    const waitingComment = page.locator('[data-waiting-comment]').filter({ hasText: commentText });
    await waitingComment.getByText('Waiting to send').waitFor();
    await page.getByRole('button', { name: /1 change waiting to send/ }).waitFor();

    const notes = `Deep after the rain, dragged at noon ${unique()}`;
    await page.goto(`/arenas/${arena.id}`);
    await page.getByRole('button', { name: 'Report the ground' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Good', { exact: true }).click();
    await dialog.getByLabel('Notes').fill(notes);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8B5A2B' } }).jpeg().toBuffer();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'ground.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByText('Sends with the report').waitFor();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const waitingReport = page.locator('[data-waiting-report]').filter({ hasText: notes });
    await waitingReport.getByText('Waiting to send with 1 photo').waitFor();
    await page.getByRole('button', { name: /2 changes waiting to send/ }).waitFor();
    await screenshot(page, 'offline-waiting-phone');

    // Back in signal: both go, and the page shows the report as the server stored it.
    await context.setOffline(false);
    await waitingReport.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('button', { name: /waiting to send/ }).waitFor({ state: 'detached' });
    await page.getByText(notes).waitFor();

    // Exactly once on the server, also after the app is reopened.
    await page.reload();
    const comments = (await (await page.request.get(`/api/events/${event.id}/comments?limit=50`)).json()) as { commentText: string }[];
    expect(comments.filter((comment) => comment.commentText === commentText)).toHaveLength(1);
    const reports = (await (await page.request.get(`/api/arenas/${arena.id}/footing-reports?limit=50`)).json()) as { notes: string; photos: string[] }[];
    const sent = reports.filter((report) => report.notes === notes);
    expect(sent).toHaveLength(1);
    expect(sent[0].photos).toHaveLength(1);
    await context.close();
  });

  it("forgets the previous rider's trips after a logout made offline, and finishes the logout when back online", async () => {
    const { context, page } = await newPage(browser, 'phone', { serviceWorker: true });
    const { trip } = await riderWithAWeekend(page);
    await page.goto('/trips');
    await waitForServiceWorker(page);
    await waitUntilKept(page, ['/trips', `/trips/${trip.id}`]);

    await goOffline(context, page);
    await page.goto('/trips');
    await page.getByText(trip.name).first().waitFor();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`/trips/${trip.id}`);
    await expect.poll(() => page.getByText(trip.name).count()).toBe(0);
    await page.goto('/trips');
    await expect.poll(() => page.getByText(trip.name).count()).toBe(0);
    const kept = await keptUrls(page);
    // Nothing of the rider (the stand-in pictures are everyone's).
    expect(kept.filter((url) => url.includes('/trips') || (url.includes('/api/') && !url.includes('/api/placeholder/')))).toEqual([]);

    // Back online, the server hears of the logout before anything else: the session is over.
    await context.setOffline(false);
    await page.goto('/');
    await expect.poll(async () => (await page.request.get('/api/auth/user')).status()).toBe(401);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Log In / Register' }).waitFor();
    await context.close();
  });

  it('logs out online through the service worker: the session ends and nothing of the rider stays kept', async () => {
    const { context, page } = await newPage(browser, 'phone', { serviceWorker: true });
    const { trip } = await riderWithAWeekend(page);
    await page.goto('/trips');
    await waitForServiceWorker(page);
    await waitUntilKept(page, [`/trips/${trip.id}`]);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForSelector('html[data-page-ready]', { state: 'attached' });
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    const kept = await keptUrls(page);
    expect(kept.filter((url) => url.includes('/trips'))).toEqual([]);
    await context.close();
  });

  it('shows "A new version is ready" when a new version is deployed, and reloads onto it', async () => {
    const { context, page } = await newPage(browser, 'desktop', { serviceWorker: true });
    await page.goto('/');
    await waitForServiceWorker(page);
    const original = fs.readFileSync(SERVICE_WORKER_FILE, 'utf8');
    try {
      // A deployment: the service worker's bytes change.
      fs.writeFileSync(SERVICE_WORKER_FILE, `${original}\n// deployed ${unique()}\n`);
      await page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration())?.update(); });
      await page.getByText('A new version is ready').waitFor({ timeout: 30_000 });
      await screenshot(page, 'offline-new-version-desktop');
      const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      await page.getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return !registration?.waiting && document.readyState === 'complete';
      });
      await page.waitForSelector('html[data-page-ready]', { state: 'attached' });
      await expect.poll(() => page.getByText('A new version is ready').count()).toBe(0);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
    } finally {
      fs.writeFileSync(SERVICE_WORKER_FILE, original);
    }
    await context.close();
  });

  it('is installable: Chromium finds no installability errors in the manifest and service worker', async () => {
    const { context, page } = await newPage(browser, 'phone', { serviceWorker: true });
    await page.goto('/');
    await waitForServiceWorker(page);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors') as { installabilityErrors: { errorId: string }[] };
    // 'in-incognito' is the test browser's own (Playwright's contexts are incognito profiles), not the app's.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json() as { icons: { sizes: string; purpose?: string }[]; display: string };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    await context.close();
  });
});
