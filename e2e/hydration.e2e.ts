import type { Browser, Page } from 'playwright-core';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../shared/time-zones';
import { baseUrl, launchBrowser, newPage, RIDER_TIME_ZONE, takeHydrationErrors } from './browser';

/** A zone far from the riders': its calendar day is already tomorrow for most of a US evening. */
const FAR_TIME_ZONE = 'Pacific/Auckland';
const ZONES = [RIDER_TIME_ZONE, FAR_TIME_ZONE];
const TEXAS = 'America/Chicago';

let browser: Browser;
let paths: string[];
let fridayShow: { id: string; name: string; day: string };

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json() as Promise<T>;
}

async function signInAsDemo(page: Page) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: 'demo@cloverleaf.app', password: 'cloverleaf-demo' },
  });
  expect(response.status()).toBe(200);
}

/**
 * A show in Texas on the coming Friday (at least two days ahead) at 7:30 PM there: 01:30 on Saturday in UTC, and
 * Saturday afternoon in Auckland. Its date is Friday wherever the rider is.
 */
async function createFridayShow(): Promise<typeof fridayShow> {
  const api = await browser.newContext({ baseURL: baseUrl() });
  const email = `hydration-${unique()}@example.com`;
  expect((await api.request.post('/api/auth/register', {
    data: { email, password: 'hydration-pass-123', firstName: 'Tex', lastName: 'Rider' },
  })).status()).toBe(201);
  const arena = await api.request.post('/api/arenas', {
    data: { name: `Erath County Arena ${unique()}`, city: 'Dublin', state: 'TX', latitude: '32.0851', longitude: '-98.3420' },
  });
  expect(arena.status()).toBe(201);
  const nowInTexas = TZDate.tz(TEXAS);
  const daysToFriday = ((5 - nowInTexas.getDay() + 7) % 7) || 7;
  const friday = addDays(nowInTexas, daysToFriday < 2 ? daysToFriday + 7 : daysToFriday);
  const start = new TZDate(friday.getFullYear(), friday.getMonth(), friday.getDate(), 19, 30, TEXAS);
  const name = `Friday Night Lights ${unique()}`;
  const event = await api.request.post('/api/events', {
    data: { name, arenaId: (await arena.json()).id, date: start.toISOString(), time: '7:30 PM' },
  });
  expect(event.status()).toBe(201);
  const { id } = (await event.json()) as { id: string };
  await api.close();
  return { id, name, day: format(start, 'MMMM d, yyyy') };
}

beforeAll(async () => {
  browser = await launchBrowser();
  const [event] = await getJson<{ id: string; arenaId: string; producer: { id: string } | null }[]>('/api/events?sort=date&limit=1');
  const [producer] = await getJson<{ id: string }[]>('/api/event-producers?limit=1');
  const [hotel] = await getJson<{ id: string }[]>('/api/horse-hotels?limit=1');
  paths = ['/', '/events', `/event/${event.id}`, '/arenas', `/arena/${event.arenaId}`, '/horse-hotels',
    `/horse-hotels/${hotel.id}`, '/services', `/producer/${producer.id}`, '/community', '/about', '/login',
    '/no-such-page', '/trips', '/calendar', '/profile'];
  fridayShow = await createFridayShow();
});
afterAll(async () => { await browser?.close(); });

/** Sixteen full page loads or more, twice over for visitors, on a shared two-core machine. */
const SWEEP_TIMEOUT_MS = 240_000;

/** Opens each page as a full load (a server render, then hydration) and lets it settle. */
async function visitAll(page: Page, list: string[]) {
  const errors: string[] = [];
  for (const path of list) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    errors.push(...takeHydrationErrors());
  }
  return errors;
}

describe.each(ZONES)('every page hydrates without a mismatch for a rider in %s', (timeZone) => {
  it('as a visitor', async () => {
    const { context, page } = await newPage(browser, 'phone', { timeZone });
    // The first load tells the server the rider's zone; every page is then opened a second time with it known.
    // In the server's own default zone the two renders are the same, so the second sweep runs only elsewhere.
    expect(await visitAll(page, paths)).toEqual([]);
    if (timeZone !== DEFAULT_TIME_ZONE) expect(await visitAll(page, paths)).toEqual([]);
    await context.close();
  }, SWEEP_TIMEOUT_MS);

  it('signed in, with saved events, a trip and a calendar', async () => {
    const { context, page } = await newPage(browser, 'phone', { timeZone });
    await signInAsDemo(page);
    const trips = (await (await page.request.get('/api/trips')).json()) as { id: string }[];
    expect(trips.length).toBeGreaterThan(0);
    expect(await visitAll(page, [...paths, `/trips/${trips[0].id}`])).toEqual([]);
    await context.close();
  }, SWEEP_TIMEOUT_MS);
});

describe.each(ZONES)('an event in Texas at 7:30 PM on a Friday, for a rider in %s', (timeZone) => {
  it('reads Friday in the server HTML and after hydration', async () => {
    // The page as it leaves the server, before any script: once for a first visit, once with the rider's zone known.
    const html = await (await fetch(`${baseUrl()}/event/${fridayShow.id}`)).text();
    expect(html).toContain(fridayShow.name);
    expect(html).toContain(fridayShow.day);
    const noScript = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, timezoneId: timeZone });
    const staticPage = await noScript.newPage();
    await staticPage.goto(`/event/${fridayShow.id}`);
    await staticPage.getByRole('heading', { level: 1, name: fridayShow.name }).waitFor();
    expect(await staticPage.locator('time').first().textContent()).toBe(fridayShow.day);
    await noScript.close();

    const { context, page } = await newPage(browser, 'phone', { timeZone });
    for (const round of ['first visit', 'zone known']) {
      await page.goto(`/event/${fridayShow.id}`);
      await page.waitForLoadState('networkidle');
      const dates = await page.locator('main time').allTextContents();
      expect(dates.length, round).toBeGreaterThan(0);
      for (const date of dates) expect(date, round).toBe(fridayShow.day);
    }
    await context.close();
  });
});
