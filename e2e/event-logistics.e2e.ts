import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './browser';
import { listedTotal as listedTotalOf, withFilters } from './lists';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

async function signUp(page: Page, label: string) {
  const email = `logistics-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'cloverleaf-e2e-pass', firstName: 'Lane', lastName: 'Hauler' },
  });
  expect(response.ok()).toBe(true);
}

/** 'yyyy-MM-dd' of the day `days` from now, on the test machine's calendar. */
function dayFromNow(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

describe('event logistics on a phone', () => {
  it('creates an event with its logistics, edits it, cancels it, and sees the banner on its page and the calendar', async () => {
    const { context, page } = await newPage(browser, 'phone');
    try {
      await signUp(page, 'journey');
      const stamp = Date.now().toString(36);
      const arenaName = `Logistics Arena ${stamp}`;
      const arena = await page.request.post('/api/arenas', { data: { name: arenaName, city: 'Weatherford', state: 'TX', latitude: 32.76, longitude: -97.8 } });
      expect(arena.status()).toBe(201);
      const arenaId = (await arena.json()).id as string;

      await page.goto('/events/create');
      await page.getByRole('heading', { name: 'Create New Event', level: 1 }).waitFor();
      const eventName = `Haul Test Jackpot ${stamp}`;
      await page.getByLabel('Event name').fill(eventName);
      await page.getByRole('combobox', { name: 'Arena', exact: true }).selectOption(arenaId);
      await page.getByLabel('Date').fill(dayFromNow(12));
      await page.getByLabel('Start time').fill('19:00');
      await page.getByLabel('Entries close').fill(`${dayFromNow(8)}T20:00`);
      await page.getByLabel('Late fee ($)').fill('15');
      await page.getByRole('button', { name: 'Add division' }).click();
      await page.getByLabel('Division 1', { exact: true }).fill('Open 4D');
      await page.getByLabel('Entry fee ($)').fill('30');
      await page.getByLabel('Added money ($)').fill('500');
      await page.getByLabel('Stalls', { exact: true }).selectOption('true');
      await page.getByLabel('Stall availability').selectOption('sold_out');
      await page.getByLabel('Stall price per night ($)').fill('35');
      await page.getByLabel('RV hookups').selectOption('full');
      await page.getByLabel('Gate hours and arrival notes').fill('Gates open at 3 PM the day before.');
      await page.getByLabel('Health papers required').fill('Negative Coggins within 12 months');
      await page.getByLabel('Contact phone').fill('(817) 555-0134');
      await screenshot(page, 'event-logistics-create-phone');
      await page.getByRole('button', { name: 'Create Event' }).click();
      await page.getByText('Event Created').first().waitFor();
      await page.waitForURL((url) => url.pathname === '/events');

      const [created] = await (await page.request.get(`/api/events?search=${encodeURIComponent(eventName)}`)).json();
      expect(created).toMatchObject({ lateFee: '15.00', stallStatus: 'sold_out', rvHookups: 'full', divisions: [{ name: 'Open 4D', entryFee: 30, addedMoney: 500 }] });
      await page.goto(`/event/${created.id}`);
      const haul = page.getByRole('heading', { name: 'Plan your haul' }).locator('xpath=../..');
      await haul.getByText('Stalls sold out').waitFor();
      expect(await haul.innerText()).toContain('Open 4D');
      expect(await haul.innerText()).toContain('$500 added');
      expect(await haul.innerText()).toContain('Late fee $15');
      expect(await haul.innerText()).toMatch(/Entries close \w{3}, \w{3} \d+, 8:00 PM/);
      await page.getByRole('button', { name: `Save ${eventName}` }).click();
      await page.getByText('Event saved').first().waitFor();
      await page.getByRole('button', { name: /Going/ }).click();
      await expect.poll(() => page.getByRole('button', { name: /Going/ }).getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, 'event-logistics-detail-phone');

      await page.getByRole('link', { name: 'Edit Event' }).click();
      await page.getByRole('heading', { name: 'Edit Event', level: 1 }).waitFor();
      expect(await page.getByLabel('Entries close').inputValue()).toBe(`${dayFromNow(8)}T20:00`);
      await page.getByLabel('Start time').fill('18:30');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Event Updated').first().waitFor();
      await page.waitForURL((url) => url.pathname === `/event/${created.id}`);
      await page.getByText('6:30 PM').first().waitFor();

      await page.getByRole('link', { name: 'Edit Event' }).click();
      await page.getByLabel('Event status').selectOption('cancelled');
      await page.getByLabel(/Reason/).fill('Arena flooded after the storms');
      await screenshot(page, 'event-logistics-cancel-phone');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.waitForURL((url) => url.pathname === `/event/${created.id}`);
      const banner = page.getByRole('status').filter({ hasText: 'This event is cancelled' });
      await banner.waitFor();
      expect(await banner.innerText()).toContain('Arena flooded after the storms');
      await screenshot(page, 'event-logistics-cancelled-phone');

      // The cancelled event leaves the upcoming list, and stays on the rider's calendar, marked.
      expect(await (await page.request.get(`/api/events?search=${encodeURIComponent(eventName)}`)).json()).toEqual([]);
      await page.goto('/calendar');
      const entry = page.getByRole('list', { name: 'Saved events by date' }).getByRole('link').filter({ hasText: eventName });
      await entry.waitFor();
      expect(await entry.innerText()).toContain('Cancelled');
      await screenshot(page, 'event-logistics-calendar-phone');
    } finally {
      await context.close();
    }
  });

  it('narrows the list by division, open entries, stalls and RV in the phone\'s filter sheet, as the API counts', async () => {
    const { context, page } = await newPage(browser, 'phone');
    try {
      const options = await (await page.request.get('/api/events/filters')).json();
      expect(options.divisions.length).toBeGreaterThan(0);
      const division = options.divisions[0] as string;
      await page.goto('/events');
      await withFilters(page, 'phone', 'Filter events', async (panel) => {
        await panel.getByLabel('Division').selectOption(division);
        await panel.getByLabel('RV Hookups').selectOption('power');
        await panel.getByRole('button', { name: 'Stalls Available' }).click();
        await panel.getByLabel('Sort by').selectOption('entryDeadline');
      });
      await page.waitForURL((url) => url.searchParams.get('division') === division && url.searchParams.get('stalls') === '1');
      const query = new URLSearchParams({ division, rvHookups: 'power', stallsAvailable: 'true', limit: '1' });
      const apiTotal = Number((await page.request.get(`/api/events?${query}`)).headers()['x-total-count']);
      await expect.poll(() => listedTotalOf(page, /^No events found/)).toBe(apiTotal);
      const chips = page.getByRole('list', { name: 'Active filters' });
      expect(await chips.innerText()).toContain(division);
      expect(await chips.innerText()).toContain('Stalls available');
      await screenshot(page, 'event-logistics-filters-phone');
    } finally {
      await context.close();
    }
  });
});
