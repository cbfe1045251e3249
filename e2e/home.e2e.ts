import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

interface SiteStats { arenaCount: number; upcomingEventCount: number; averageArenaRating: number; reviewCount: number }

const resultsHeading = (page: Page) => page.locator('#home-results-heading');
const resultsPanel = (page: Page) => page.locator('#home-list-panel');

async function apiTotal(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return Number(response.headers()['x-total-count']);
}

/** The total of "Showing x of y" under the /events list. */
async function listedEventsTotal(page: Page): Promise<number> {
  const summary = page.getByText(/^Showing \d+ of \d+\+?$/);
  await summary.waitFor();
  return Number(/of (\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
}

/** Where an element's top or bottom edge lies on the page (not the viewport). */
const pageEdge = (locator: ReturnType<Page['locator']>, edge: 'top' | 'bottom') =>
  locator.evaluate((element, side) => element.getBoundingClientRect()[side] + window.scrollY, edge);

describe('home on a phone', () => {
  it('shows the search results right under the search box, and Search on the keyboard brings them into view', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/');
    await page.getByTestId('arena-card').first().waitFor();
    const input = page.getByLabel('Arena or event name, city or state');
    await input.fill('TX');
    await expect.poll(() => resultsHeading(page).innerText()).toMatch(/^Search Results \(\d+\)$/);
    await expect.poll(() => page.getByTestId('arena-card').count()).toBeGreaterThan(3);

    const searchBottom = await pageEdge(page.locator('#home-search-panel'), 'bottom');
    const firstResultTop = await pageEdge(resultsPanel(page).getByRole('listitem').first(), 'top');
    expect(firstResultTop - searchBottom).toBeGreaterThan(0);
    expect(firstResultTop - searchBottom).toBeLessThanOrEqual(160);
    expect(firstResultTop).toBeLessThan(VIEWPORTS.phone.height);
    await screenshot(page, 'home-search-results-phone');

    // Search (Enter) closes the keyboard (the box lets go of the focus) and scrolls the results up to the top.
    await input.press('Enter');
    await expect.poll(() => resultsHeading(page).evaluate((heading) => Math.round(heading.getBoundingClientRect().top)))
      .toBeLessThan(VIEWPORTS.phone.height / 3);
    expect(await input.evaluate((box) => box === document.activeElement)).toBe(false);
    await context.close();
  });
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('home at %s size', (viewport) => {
  it('View All keeps an events search: a name, and a place picked with Enter', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    await page.getByTestId('arena-card').first().waitFor();
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByLabel('Arena or event name, city or state').fill('Fort Worth');
    const byName = await apiTotal(page, '/api/events?search=Fort%20Worth&limit=1');
    expect(byName).toBeGreaterThan(0);
    await expect.poll(() => resultsHeading(page).innerText()).toBe(`Search Results (${byName})`);
    await page.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL((url) => url.pathname === '/events');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Fort Worth');
    await expect.poll(() => listedEventsTotal(page)).toBe(byName);

    // By location: Enter in the box takes the first suggestion.
    await page.goto('/');
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('tab', { name: 'Search by Location' }).click();
    const box = page.getByRole('combobox', { name: 'Near an address, city or ZIP code' });
    await box.fill('Waco');
    await box.press('Enter');
    await page.getByTestId('active-location').waitFor();
    expect(await page.getByTestId('active-location').innerText()).toContain('Waco');
    await expect.poll(() => resultsHeading(page).innerText()).toMatch(/^Search Results \(\d+\)$/);
    const nearTotal = Number(/\((\d+)\)/.exec(await resultsHeading(page).innerText())?.[1]);
    expect(nearTotal).toBeGreaterThan(0);
    const homeMiles = (await resultsPanel(page).getByRole('listitem').allInnerTexts())
      .map((text) => Number(/(\d+\.\d) miles/.exec(text)?.[1]));
    expect([...homeMiles].sort((a, b) => a - b)).toEqual(homeMiles);

    await page.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL((url) => url.pathname === '/events' && url.searchParams.has('lat'));
    expect(new URL(page.url()).searchParams.get('near')).toContain('Waco');
    await expect.poll(() => listedEventsTotal(page)).toBe(nearTotal);
    const listMiles = (await page.getByRole('list', { name: 'Events', exact: true }).getByRole('listitem').allInnerTexts())
      .map((text) => Number(/(\d+\.\d) miles/.exec(text)?.[1]));
    expect(listMiles.slice(0, homeMiles.length)).toEqual(homeMiles.slice(0, listMiles.length));
    await context.close();
  });

  it('shows the real figures, the Arenas/Events switch and a preview of 3', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Know the arena before you haul.', level: 1 }).waitFor();

    const stats = (await (await page.request.get('/api/stats')).json()) as SiteStats;
    expect(stats.arenaCount).toBeGreaterThan(0);
    const strip = page.getByTestId('site-stats');
    await expect.poll(() => strip.innerText()).toContain(stats.averageArenaRating.toFixed(1));
    const figures = Object.fromEntries(
      await strip.locator(':scope > div').evaluateAll((rows) => rows.map((row) => [
        row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '',
      ])),
    );
    expect(figures).toEqual({
      Arenas: stats.arenaCount.toLocaleString('en-US'),
      'Upcoming Events': stats.upcomingEventCount.toLocaleString('en-US'),
      'Average Rating': stats.averageArenaRating.toFixed(1),
      Reviews: stats.reviewCount.toLocaleString('en-US'),
    });

    expect(await resultsHeading(page).innerText()).toBe('Featured Arenas');
    await page.getByTestId('arena-card').first().waitFor();
    expect(await page.getByTestId('arena-card').count()).toBe(3);
    await page.getByRole('heading', { name: 'How It Works', level: 2 }).waitFor();
    for (const step of ['Research Arenas', 'Find Events', 'Plan Trips', 'Contribute']) {
      await page.getByRole('heading', { name: step, level: 3 }).waitFor();
    }
    expect(await page.getByRole('region', { name: 'Plan Your Trip' }).getByRole('link').getAttribute('href')).toBe('/trips');
    expect(await page.getByRole('region', { name: 'Research Venues' }).getByRole('link').getAttribute('href')).toBe('/arenas');
    await screenshot(page, `home-${viewport}`);

    await page.getByRole('tab', { name: 'Events' }).click();
    await expect.poll(() => resultsHeading(page).innerText()).toBe('Upcoming Events');
    await expect.poll(() => resultsPanel(page).getByRole('listitem').count()).toBe(3);
    expect(await resultsPanel(page).getByRole('link', { name: 'View Details' }).count()).toBe(3);
    await screenshot(page, `home-events-${viewport}`);

    // View All goes to the full list of the chosen kind.
    await page.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL((url) => url.pathname === '/events');
    await page.getByRole('heading', { name: 'Find Barrel Racing Events', level: 1 }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'View All' }).waitFor();
    await page.getByRole('tab', { name: 'Arenas' }).click();
    await page.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL((url) => url.pathname === '/arenas');
    await page.getByRole('heading', { name: 'Find Arenas', level: 1 }).waitFor();
    await context.close();
  });

  it('searches by name and by location, with Search Results and the real count', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    await page.getByTestId('arena-card').first().waitFor();

    // 'City, ST' finds that town's arenas; a state finds more than the preview's 3, and all of them show.
    await page.getByLabel('Arena or event name, city or state').fill('Fort Worth, TX');
    const townTotal = await apiTotal(page, '/api/arenas?search=Fort%20Worth%2C%20TX&limit=1');
    expect(townTotal).toBeGreaterThan(0);
    await expect.poll(() => resultsHeading(page).innerText()).toBe(`Search Results (${townTotal})`);
    for (const text of await page.getByTestId('arena-card').allInnerTexts()) expect(text).toContain('Fort Worth, TX');
    await page.getByLabel('Arena or event name, city or state').fill('TX');
    const total = await apiTotal(page, '/api/arenas?search=TX&limit=1');
    expect(total).toBeGreaterThan(3);
    await expect.poll(() => resultsHeading(page).innerText()).toBe(`Search Results (${total})`);
    await expect.poll(() => page.getByTestId('arena-card').count()).toBe(Math.min(total, 12));
    for (const text of await page.getByTestId('arena-card').allInnerTexts()) expect(text).toContain(', TX');
    await screenshot(page, `home-search-${viewport}`);

    // The events tab searches the same words among upcoming events.
    await page.getByLabel('Arena or event name, city or state').fill('Fort Worth');
    await page.getByRole('tab', { name: 'Events' }).click();
    const eventTotal = await apiTotal(page, '/api/events?search=Fort%20Worth&limit=1');
    await expect.poll(() => resultsHeading(page).innerText()).toBe(`Search Results (${eventTotal})`);
    await page.getByRole('tab', { name: 'Arenas' }).click();

    // Clear goes back to the preview.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => resultsHeading(page).innerText()).toBe('Featured Arenas');
    await expect.poll(() => page.getByTestId('arena-card').count()).toBe(3);

    // By location: the arenas within 50 miles of the place, nearest first, with their distances.
    await page.getByRole('tab', { name: 'Search by Location' }).click();
    await page.getByRole('button', { name: 'Near Me' }).waitFor();
    const box = page.getByRole('combobox', { name: 'Near an address, city or ZIP code' });
    await box.fill('Waco');
    await page.getByRole('listbox', { name: 'Near an address, city or ZIP code' }).getByRole('option').first().click();
    await page.getByTestId('active-location').waitFor();
    await expect.poll(() => resultsHeading(page).innerText()).toMatch(/^Search Results \(\d+\)$/);
    const shownTotal = Number(/\((\d+)\)/.exec(await resultsHeading(page).innerText())?.[1]);
    expect(shownTotal).toBeGreaterThan(0);
    const distances = (await page.getByTestId('arena-distance').allInnerTexts()).map((text) => Number.parseFloat(text));
    expect(distances.length).toBe(Math.min(shownTotal, 12));
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    for (const distance of distances) expect(distance).toBeLessThanOrEqual(50);

    // View All carries the search to the arena list.
    await page.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL((url) => url.pathname === '/arenas' && url.searchParams.has('lat'));
    // The place shows in the filter panel on a desktop, and as a filter chip above the results on a phone.
    const place = viewport === 'desktop'
      ? page.getByTestId('active-location')
      : page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
    await expect.poll(() => place.innerText()).toContain('Waco');
    await expect.poll(async () => Number(/of (\d+)/.exec(await page.getByText(/^Showing \d+ of \d+\+?$/).innerText())?.[1])).toBe(shownTotal);
    await context.close();
  });
});
