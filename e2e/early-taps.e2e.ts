import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulateSlowPhone } from '../bench/lib/slow-phone-profile';
import { gotoBeforeReady, launchBrowser, newPage } from './browser';
import { filtersButton, soonestEventsNamedApart } from './lists';

// Issue 16 item 3: on a slow phone the server's page shows seconds before it answers. A tap made then is held (the
// control shows it is busy) and takes effect, once, when the page is ready; when the page's code cannot load, the
// tap is refused with a reason.

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

/** Throttled pages take 5-15 s to become ready on this shared machine. */
const SLOW_TEST_MS = 120_000;

async function signUp(page: Page) {
  const email = `early-tap-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'early-tap-pass-123', firstName: 'Quick', lastName: 'Thumb' },
  });
  expect(response.status()).toBe(201);
}

const isReady = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-page-ready'));

/**
 * Taps `control` as soon as the server's page shows it, before the app is ready (`times` taps, as an impatient
 * thumb does), and checks the page holds the tap visibly.
 */
async function tapBeforeReady(page: Page, control: Locator, times = 1) {
  await control.waitFor({ state: 'visible', timeout: 30_000 });
  expect(await isReady(page), 'the page was ready before the tap').toBe(false);
  for (let tap = 0; tap < times; tap += 1) await control.tap();
  const after = await control.evaluate((element) => ({
    ready: document.documentElement.hasAttribute('data-page-ready'),
    held: element.getAttribute('data-early-tap'),
    busy: element.getAttribute('aria-busy'),
  }));
  expect(after.ready, 'the page became ready before the tap could be checked').toBe(false);
  expect(after).toEqual({ ready: false, held: 'held', busy: 'true' });
}

async function slowPhonePage(viewport: 'phone' | 'desktop') {
  const opened = await newPage(browser, viewport, { touch: true });
  await emulateSlowPhone(await opened.context.newCDPSession(opened.page));
  return opened;
}

/**
 * Holds back the lazily loaded chunk `name` (assets/<name>-<hash>.js) until `release`: `requested` settles when the
 * page asks for it, that is once the page's own code has run.
 */
async function holdChunk(page: Page, name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => { release = resolve; });
  let asked = () => {};
  const requested = new Promise<void>((resolve) => { asked = resolve; });
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

const waitForReady = (page: Page) => page.waitForSelector('html[data-page-ready]', { state: 'attached', timeout: 90_000 });

describe('a tap before the page is ready, on a slow phone', () => {
  it('on the Save heart saves the event once the page answers, once for two taps', async () => {
    const { context, page } = await slowPhonePage('phone');
    await signUp(page);
    const [event] = await (await page.request.get('/api/events?limit=1&sort=date')).json() as { id: string; name: string }[];
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/saved-events') saves.push(request.url());
    });

    await gotoBeforeReady(page, `/event/${event.id}`);
    const heart = page.getByRole('button', { name: `Save ${event.name}`, exact: true });
    await tapBeforeReady(page, heart, 2);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');

    await waitForReady(page);
    await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    expect(await heart.getAttribute('data-early-tap')).toBeNull();
    expect(await heart.getAttribute('aria-busy')).toBeNull();
    await page.waitForLoadState('networkidle');
    expect(saves).toHaveLength(1);
    const saved = await (await page.request.get('/api/saved-events')).json() as { eventId: string }[];
    expect(saved.map((row) => row.eventId)).toEqual([event.id]);
    await context.close();
  }, SLOW_TEST_MS);

  it('on "This Weekend" (desktop) selects it once the page answers, and only once', async () => {
    const { context, page } = await slowPhonePage('desktop');
    await gotoBeforeReady(page, '/events');
    const weekend = page.getByRole('button', { name: 'This Weekend', exact: true });
    await tapBeforeReady(page, weekend);

    await waitForReady(page);
    await expect.poll(() => weekend.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    await expect.poll(() => new URL(page.url()).searchParams.get('weekend')).toBe('1');
    // A second run of the tap would have turned it off again.
    await page.waitForLoadState('networkidle');
    expect(await weekend.getAttribute('aria-pressed')).toBe('true');
    await context.close();
  }, SLOW_TEST_MS);

  it('on "Filters" (phone) opens the filter sheet once the page answers', async () => {
    const { context, page } = await slowPhonePage('phone');
    await gotoBeforeReady(page, '/events');
    await tapBeforeReady(page, filtersButton(page));

    await waitForReady(page);
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor({ timeout: 30_000 });
    await sheet.getByRole('button', { name: 'This Weekend', exact: true }).waitFor();
    await context.close();
  }, SLOW_TEST_MS);
});

describe('a tap on a page whose code failed to load', () => {
  it('is refused with a reason, and the control is not left busy', async () => {
    const { context, page } = await newPage(browser, 'phone', { touch: true });
    // The app's entry script (index-<hash>.js; its stylesheet is index-<hash>.css) never arrives.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await gotoBeforeReady(page, '/events');
    await page.waitForLoadState('load');
    const button = filtersButton(page);
    await button.tap();

    const alert = page.getByRole('alert').filter({ hasText: 'This page could not finish loading' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'This page could not finish loading, so your tap did nothing. Check your connection and reload the page.');
    expect(await button.getAttribute('data-early-tap')).toBeNull();
    expect(await button.getAttribute('aria-busy')).toBeNull();
    expect(await isReady(page)).toBe(false);
    await context.close();
  });
});

describe('a tap on a part of the page whose code is still loading', () => {
  it("on a signed-in rider's Post Review is held until the review form has loaded, then answered in the page", async () => {
    const { context, page } = await newPage(browser, 'phone', { touch: true });
    await signUp(page);
    const [hotel] = await (await page.request.get('/api/horse-hotels?limit=1')).json() as { id: string }[];
    // The server renders the review form; its code (a chunk of its own) arrives only when the test lets it.
    const formCode = await holdChunk(page, 'HotelReviewForm');

    await gotoBeforeReady(page, `/horse-hotels/${hotel.id}`);
    const form = page.getByRole('form', { name: 'Write a review' });
    const post = form.getByRole('button', { name: 'Post Review' });
    // The page's own code has run and asked for the form's: everything but the form has hydrated.
    await formCode.requested;
    await tapBeforeReady(page, post);

    formCode.release();
    await waitForReady(page);
    await form.getByText('Please write a review before submitting.').waitFor();
    // Answered by the app, not by the browser sending the form as a page request.
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});

describe('a tap on the stops of a trip whose drag code is still loading', () => {
  it('on Move up is held until the stops have hydrated, then moves the stop once', async () => {
    const { context, page } = await newPage(browser, 'phone', { touch: true });
    await signUp(page);
    const events = await soonestEventsNamedApart(page, 2);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const created = await page.request.post('/api/trips', { data: { name: `Early Tap Swing ${Date.now()}`, startDate: day(0), endDate: day(30) } });
    expect(created.status()).toBe(201);
    const trip = await created.json() as { id: string };
    for (const event of events) {
      expect((await page.request.post(`/api/trips/${trip.id}/events`, { data: { eventId: event.id } })).status()).toBe(201);
    }
    const order = async () => ((await (await page.request.get(`/api/trips/${trip.id}/itinerary`)).json()) as { stops: { name: string }[] })
      .stops.map((stop) => stop.name);
    const before = await order();
    const dragCode = await holdChunk(page, 'SortableStops');

    await gotoBeforeReady(page, `/trips/${trip.id}`);
    const moveUp = page.getByRole('button', { name: `Move ${before[1]} up` });
    await dragCode.requested;
    await tapBeforeReady(page, moveUp);

    dragCode.release();
    await waitForReady(page);
    await expect.poll(order).toEqual([before[1], before[0]]);
    await page.waitForLoadState('networkidle');
    expect(await order()).toEqual([before[1], before[0]]);
    await context.close();
  });
});
