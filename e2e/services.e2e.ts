import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

const SERVICE_PAGE_SIZE = 12;

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function signUp(page: Page, firstName: string) {
  const response = await page.request.post('/api/auth/register', {
    data: { email: `${firstName.toLowerCase()}-${unique()}@example.com`, password: 'service-pass-123', firstName, lastName: 'Rider' },
  });
  expect(response.status()).toBe(201);
}

const groupHeadings = (page: Page) => page.getByRole('heading', { level: 2 }).allTextContents();
/** The card of a provider, found by its name. */
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
const cardCount = (page: Page) => page.getByRole('heading', { level: 3 }).count();
const providerNames = (page: Page) => page.getByRole('heading', { level: 3 }).allTextContents();
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

async function openServices(page: Page) {
  await page.goto('/services');
  await page.getByRole('heading', { level: 1, name: 'Find Services' }).waitFor();
  await page.getByRole('heading', { level: 3 }).first().waitFor();
}

async function waitForHeadings(page: Page, expected: string[]) {
  await expect.poll(() => groupHeadings(page)).toEqual(expected);
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('services at %s size', (viewport) => {
  it('groups providers by type, searches by name, type or specialty, filters by type and pages with Load More', async () => {
    const { context, page } = await newPage(browser, viewport);
    await openServices(page);
    const total = Number((await page.request.get('/api/service-providers?limit=1')).headers()['x-total-count']);
    expect(total).toBeGreaterThan(SERVICE_PAGE_SIZE);
    expect(await cardCount(page)).toBe(SERVICE_PAGE_SIZE);
    expect(await page.getByRole('link', { name: 'List Your Service' }).count()).toBe(0);
    // Visitors see Add to Trip on every card (it leads to log in).
    expect(await page.getByRole('button', { name: 'Add to Trip' }).count()).toBe(SERVICE_PAGE_SIZE);

    // Every card sits under the heading of its own type.
    const groups = page.locator('section[aria-labelledby^="service-group-"]');
    for (const group of await groups.all()) {
      const label = (await group.getByRole('heading', { level: 2 }).textContent())!;
      const badges = await group.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
        .evaluateAll((items) => items.map((item) => item.querySelector('span')?.textContent));
      expect(badges.length).toBeGreaterThan(0);
      for (const badge of badges) expect(badge).toBe(label);
    }
    const lambert = card(page, 'Lambert Hoof Care');
    await lambert.getByText('Corrective shoeing', { exact: true }).waitFor();
    await lambert.getByText(/Northern Colorado/).waitFor();
    expect(await lambert.getByRole('link', { name: /555-01/ }).getAttribute('href')).toMatch(/^tel:\d+$/);
    expect(await lambert.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await lambert.getByRole('link', { name: 'lamberthoofcare.example.com', exact: true }).getAttribute('target')).toBe('_blank');
    await screenshot(page, `services-${viewport}`);

    await page.getByRole('button', { name: 'Load More' }).click();
    await page.getByText(`Showing ${Math.min(total, SERVICE_PAGE_SIZE * 2)} of ${total}`).waitFor();
    expect(await cardCount(page)).toBe(Math.min(total, SERVICE_PAGE_SIZE * 2));

    const search = page.getByLabel('Search');
    await search.fill('VETERINARIAN');
    await waitForHeadings(page, ['Veterinarian']);
    await search.fill('glue-ons');
    await expect.poll(() => providerNames(page)).toEqual(['Lambert Hoof Care']);
    await waitForHeadings(page, ['Farrier']);
    await page.getByText('1 service provider found').waitFor();
    await search.fill('red river');
    await expect.poll(() => providerNames(page)).toEqual(['Red River Mobile Equine Vet']);

    await search.fill('');
    const type = page.getByLabel('Type');
    expect(await type.locator('option').first().textContent()).toBe('All Types');
    expect(await type.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Equine Chiropractor', 'Horse Hauler']));
    await type.selectOption({ label: 'Equine Chiropractor' });
    await waitForHeadings(page, ['Equine Chiropractor']);
    await search.fill('nobody shoes horses here');
    await page.getByText('No services found matching your criteria.').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => cardCount(page)).toBe(Math.min(total, SERVICE_PAGE_SIZE * 2));
    await context.close();
  });

  it('lists a service and finds it under its type', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUp(page, 'Hauler');
    await openServices(page);
    await page.getByRole('link', { name: 'List Your Service' }).click();
    await page.getByRole('heading', { level: 1, name: 'List Your Service' }).waitFor();
    await screenshot(page, `services-create-${viewport}`);
    await page.getByRole('button', { name: 'List Your Service' }).click();
    await page.getByText('Choose a service type').waitFor();
    await page.getByText('Enter a display name').waitFor();

    const name = `Red Dirt Hauling ${unique()}`;
    await page.getByLabel('Service Type').selectOption('hauler');
    await page.getByLabel('Display Name').fill(name);
    await page.getByLabel('Phone').fill('(806) 555-0123');
    await page.getByLabel('Email').fill('haul@reddirt.example.com');
    await page.getByLabel('Website').fill('https://reddirt.example.com');
    await page.getByLabel('Specialties').fill('Long hauls, layovers arranged');
    await page.getByLabel('Availability Notes').fill('Weekly runs to Oklahoma City');
    await page.getByRole('button', { name: 'List Your Service' }).click();
    await toast(page, 'Service Listed').waitFor();
    await page.waitForURL(/\/services$/);
    await page.getByRole('heading', { level: 3 }).first().waitFor();

    await page.getByLabel('Search').fill(name);
    await waitForHeadings(page, ['Horse Hauler']);
    const mine = card(page, name);
    await mine.getByText('Layovers arranged', { exact: true }).waitFor();
    await mine.getByText('Weekly runs to Oklahoma City').waitFor();
    await mine.getByText('Horse Hauler', { exact: true }).waitFor();
    await page.reload();
    await page.getByLabel('Search').fill(name);
    await card(page, name).waitFor();
    await context.close();
  });

  it('adds a service to a trip from the services page', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUp(page, 'Traveler');
    const tripName = `Service trip ${unique()}`;
    const tripResponse = await page.request.post('/api/trips', {
      data: { name: tripName, startDate: '2026-08-01', endDate: '2026-08-03' },
    });
    expect(tripResponse.status()).toBe(201);
    const trip = (await tripResponse.json()) as { id: string };

    await openServices(page);
    await page.getByLabel('Search').fill('Lambert');
    await waitForHeadings(page, ['Farrier']);
    await card(page, 'Lambert Hoof Care').getByRole('button', { name: 'Add to Trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Trip' });
    await dialog.getByRole('button', { name: new RegExp(tripName) }).click();
    await toast(page, 'Added to trip').waitFor();

    const items = (await (await page.request.get(`/api/trips/${trip.id}/items`)).json()) as {
      services: { service: { displayName: string } }[];
    };
    expect(items.services.map((item) => item.service.displayName)).toEqual(['Lambert Hoof Care']);
    await context.close();
  });
});
