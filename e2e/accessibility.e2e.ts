import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS, type ViewportName } from './browser';

// axe-core on the pages a signed-in rider sees, with their own data in them (Lighthouse audits only visitors'
// pages). Any violation fails, with its rule and the elements at fault.

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

interface Seeded { eventId: string; arenaId: string; hotelId: string; tripId: string }

async function signUpWithData(page: Page): Promise<Seeded> {
  const email = `axe-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    // Initials (JA) that axe reads as words: it skips the label-in-name check for 'aa', as for any 'symbolic' text.
    data: { email, password: 'axe-pass-12345', firstName: 'Jo', lastName: 'Axe' },
  });
  expect(registered.status()).toBe(201);
  const [event] = await (await page.request.get('/api/events?limit=1&sort=date')).json() as { id: string; arenaId: string }[];
  const [hotel] = await (await page.request.get('/api/horse-hotels?limit=1')).json() as { id: string }[];
  expect((await page.request.post('/api/saved-events', { data: { eventId: event.id } })).ok()).toBe(true);
  const trip = await (await page.request.post('/api/trips', {
    data: { name: 'Axe Haul', startDate: '2026-12-04T12:00:00.000Z', endDate: '2026-12-06T12:00:00.000Z' },
  })).json() as { id: string };
  expect((await page.request.post(`/api/trips/${trip.id}/events`, { data: { eventId: event.id } })).ok()).toBe(true);
  return { eventId: event.id, arenaId: event.arenaId, hotelId: hotel.id, tripId: trip.id };
}

const pages = (seeded: Seeded) => [
  '/', '/events', `/event/${seeded.eventId}`, '/arenas', `/arena/${seeded.arenaId}`, '/horse-hotels',
  `/horse-hotels/${seeded.hotelId}`, '/services', '/trips', `/trips/${seeded.tripId}`, '/calendar', '/profile',
  '/community', '/events/create', '/arenas/create', '/horse-hotels/create', '/services/create', '/trips/create', '/notifications',
  '/unsubscribe?token=rider.all.signature',
];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const PAGES = (seeded: Seeded) => pages(seeded);
/** At desktop size the pages whose layout differs most from the phone's (the rest is the same markup). */
const DESKTOP_PAGES = new Set(['/', '/events', '/event/:event', '/arena/:arena', '/trips/:trip', '/profile']);

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`signed-in pages at ${viewport} size have no axe violations`, () => {
    let page: Page;
    let close: () => Promise<void>;
    let seeded: Seeded;
    beforeAll(async () => {
      const opened = await newPage(browser, viewport);
      page = opened.page;
      close = () => opened.context.close();
      seeded = await signUpWithData(page);
    });
    afterAll(async () => { await close?.(); });

    const patterns = PAGES({ eventId: ':event', arenaId: ':arena', hotelId: ':hotel', tripId: ':trip' })
      .filter((pattern) => viewport === 'phone' || DESKTOP_PAGES.has(pattern));
    it.each(patterns)('%s', async (pattern) => {
      const path = pattern.replace(':event', seeded.eventId).replace(':arena', seeded.arenaId)
        .replace(':hotel', seeded.hotelId).replace(':trip', seeded.tripId);
      await page.goto(path);
      await page.getByRole('main').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    }, 60_000);

    it('/ with the profile menu open', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await page.getByRole('link', { name: 'My Trips' }).waitFor();
      expect(await violations(page)).toEqual([]);
    }, 60_000);
  });
}
