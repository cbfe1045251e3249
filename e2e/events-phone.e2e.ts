import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from './browser';
import { filtersButton, listedTotal as listedTotalOf } from './lists';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

const SCREEN_HEIGHT = VIEWPORTS.phone.height;

const eventList = (page: Page) => page.getByRole('list', { name: 'Events', exact: true });

const listedTotal = (page: Page) => listedTotalOf(page, /^No events found/);

async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/events?${query}&limit=1`);
  expect(response.ok()).toBe(true);
  return Number(response.headers()['x-total-count']);
}

describe('the event list on a phone', () => {
  it('puts the results first: a Filters button, no filter panel, and at least 4 compact cards in one screen', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/events');
    await page.getByRole('heading', { name: 'Find Barrel Racing Events', level: 1 }).waitFor();
    await filtersButton(page).waitFor();
    expect(await filtersButton(page).innerText()).toBe('Filters');
    expect(await page.getByRole('search', { name: 'Filter events' }).isVisible()).toBe(false);
    await eventList(page).getByRole('listitem').nth(5).waitFor();

    // Cards at least three quarters inside the 844 px that follow the Filters button (page coordinates).
    const screenTop = await filtersButton(page).evaluate((button) => button.getBoundingClientRect().bottom + window.scrollY);
    const cards = await eventList(page).getByRole('listitem').evaluateAll((items) => items.map((item) => {
      const box = item.getBoundingClientRect();
      return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
    }));
    const screenBottom = screenTop + SCREEN_HEIGHT;
    const onFirstScreen = cards.filter(({ top, bottom }) =>
      Math.min(bottom, screenBottom) - Math.max(top, screenTop) >= 0.75 * (bottom - top));
    expect(onFirstScreen.length).toBeGreaterThanOrEqual(4);

    // The demo events have no pictures of their own: no card shows the placeholder picture.
    const shownPictures = await eventList(page).locator('img').evaluateAll((images) => images
      .filter((image) => image.getBoundingClientRect().height > 0)
      .map((image) => image.getAttribute('src') ?? ''));
    expect(shownPictures.filter((src) => src.includes('/api/placeholder/'))).toEqual([]);
    await screenshot(page, 'events-compact-phone');
    await context.close();
  });

  it('opens the filters in a sheet, counts them on the button and shows them as chips that remove them', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/events');
    const allTotal = await listedTotal(page);

    await filtersButton(page).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    await sheet.getByLabel('State').selectOption('TX');
    await sheet.getByLabel('Pattern Size').selectOption('large');
    const bothTotal = await apiTotal(page, 'state=TX&patternSize=large');
    const showButton = sheet.getByRole('button', { name: /^Show \d+ events?$/ });
    await expect.poll(() => showButton.innerText()).toBe(`Show ${bothTotal} ${bothTotal === 1 ? 'event' : 'events'}`);
    await screenshot(page, 'events-filters-sheet-phone');
    await showButton.click();
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => listedTotal(page)).toBe(bothTotal);

    expect(await filtersButton(page).innerText()).toBe('Filters (2)');
    const chips = page.getByRole('list', { name: 'Active filters' });
    expect(await chips.getByRole('listitem').allInnerTexts()).toEqual(['TX', 'Large Pattern']);
    await screenshot(page, 'events-filter-chips-phone');

    await chips.getByRole('button', { name: 'Remove State: TX' }).click();
    await expect.poll(() => filtersButton(page).innerText()).toBe('Filters (1)');
    await expect.poll(() => listedTotal(page)).toBe(await apiTotal(page, 'patternSize=large'));
    expect(new URL(page.url()).searchParams.get('state')).toBeNull();
    expect(await chips.getByRole('listitem').allInnerTexts()).toEqual(['Large Pattern']);

    // Escape closes the sheet and gives the focus back to the button that opened it.
    await filtersButton(page).click();
    await sheet.waitFor();
    expect(await sheet.getByLabel('Pattern Size').inputValue()).toBe('large');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await filtersButton(page).evaluate((button) => button === document.activeElement)).toBe(true);

    await chips.getByRole('button', { name: 'Remove Pattern Size: Large' }).click();
    await expect.poll(() => listedTotal(page)).toBe(allTotal);
    expect(await filtersButton(page).innerText()).toBe('Filters');
    expect(await chips.count()).toBe(0);
    await context.close();
  });
});
