import type { Browser, Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

const TRIP_URL = /\/trips\/([0-9a-f-]{36})$/;
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** Registers a new rider inside the page's context (the request shares its cookies). */
async function signUp(page: Page, firstName: string) {
  const response = await page.request.post('/api/auth/register', {
    data: { email: `trips-${firstName.toLowerCase()}-${unique()}@example.com`, password: 'trip-pass-123', firstName, lastName: 'Rider' },
  });
  expect(response.status()).toBe(201);
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

async function firstOf<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${path}${path.includes('?') ? '&' : '?'}limit=1`);
  expect(response.ok()).toBe(true);
  const [first] = (await response.json()) as T[];
  expect(first).toBeTruthy();
  return first;
}

/** Opens 'Add to Trip' on the current page (inside `scope`), picks the trip and waits for 'Added to trip'. */
async function addToTrip(page: Page, tripName: string, scope = page.locator('body')) {
  await scope.getByRole('button', { name: 'Add to Trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Trip' });
  await dialog.getByRole('button', { name: new RegExp(tripName) }).click();
  await toast(page, 'Added to trip').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('trips at %s size', (viewport) => {
  it('plans a trip: form, Add to Trip from the event, hotel and service pages, edit a stay, remove, delete', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUp(page, 'Planner');

    await page.goto('/trips');
    await page.getByText('No trips yet').waitFor();
    await screenshot(page, `trips-empty-${viewport}`);
    await page.getByRole('link', { name: 'New Trip' }).first().click();

    await page.getByRole('heading', { name: 'Create New Trip' }).waitFor();
    await page.getByText('Plan your barrel racing trip with events, accommodations, and service providers').waitFor();
    await page.getByRole('button', { name: 'Create Trip' }).click();
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBe(3);
    await screenshot(page, `trip-create-${viewport}`);

    const tripName = `Waco Run ${unique()}`;
    const start = addDays(new Date(), 10);
    await page.getByPlaceholder('Summer Trip 2024').fill(tripName);
    await page.getByLabel(/Description/).fill('Friday jackpot and the Saturday 4D.');
    await page.getByLabel('Start Date').fill(format(start, 'yyyy-MM-dd'));
    await page.getByLabel('End Date').fill(format(addDays(start, 3), 'yyyy-MM-dd'));
    await page.getByLabel('Start Location').fill('Weatherford, TX');
    await page.getByLabel('End Location').fill('Waco, TX');
    await page.getByLabel(/Notes/).fill('Pack extra shavings.');
    await page.getByRole('button', { name: 'Create Trip' }).click();
    await toast(page, 'Trip created').waitFor();
    await page.waitForURL(TRIP_URL);
    const tripId = TRIP_URL.exec(page.url())![1];
    await page.getByRole('heading', { level: 1, name: tripName }).waitFor();
    await page.getByText(`${format(start, 'MMMM d, yyyy')} - ${format(addDays(start, 3), 'MMMM d, yyyy')}`).waitFor();
    await page.getByText('No events added yet. Browse events to add them to your trip.').waitFor();

    const event = await firstOf<{ id: string; name: string }>(page, '/api/events?sort=date');
    const hotel = await firstOf<{ id: string; name: string }>(page, '/api/horse-hotels');
    const service = await firstOf<{ id: string; displayName: string }>(page, '/api/service-providers');

    await page.goto(`/event/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    await addToTrip(page, tripName);
    await page.goto(`/horse-hotels/${hotel.id}`);
    await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor();
    await addToTrip(page, tripName);
    await page.goto('/services');
    await page.getByLabel('Search').fill(service.displayName);
    const serviceCard = page.locator('div').filter({ has: page.getByRole('heading', { level: 3, name: service.displayName, exact: true }) })
      .filter({ has: page.getByRole('button', { name: 'Add to Trip' }) }).last();
    await addToTrip(page, tripName, serviceCard);

    await page.goto(`/trips/${tripId}`);
    const eventLink = section(page, 'Events').getByRole('link', { name: event.name });
    await eventLink.waitFor();
    expect(await eventLink.getAttribute('href')).toBe(`/events/${event.id}`);
    expect(await section(page, 'Horse Hotels').getByRole('link', { name: hotel.name }).getAttribute('href')).toBe(`/horse-hotels/${hotel.id}`);
    await section(page, 'Services').getByRole('heading', { name: service.displayName }).waitFor();
    await section(page, 'Horse Hotels').getByText('Check-in not set').waitFor();
    await page.getByText('Trip Route Map').waitFor();
    await screenshot(page, `trip-detail-${viewport}`);

    // Edit the stay: the new check-in shows as 'MMM d' and survives a reload.
    const checkIn = addDays(start, 1);
    await page.getByRole('button', { name: `Edit ${hotel.name}` }).click();
    const form = page.getByRole('form', { name: `Edit ${hotel.name}` });
    await form.getByLabel('Check-in').fill(format(checkIn, 'yyyy-MM-dd'));
    await form.getByLabel('Notes').fill('Stall 14, call an hour out.');
    await screenshot(page, `trip-item-edit-${viewport}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Horse hotel updated').waitFor();
    await page.reload();
    await section(page, 'Horse Hotels').getByText(`Check-in: ${format(checkIn, 'MMM d')}`).waitFor();
    await section(page, 'Horse Hotels').getByText('Stall 14, call an hour out.').waitFor();

    // Remove the service (in its edit area): toast, empty message, and still gone after a reload.
    await page.getByRole('button', { name: `Edit ${service.displayName}` }).click();
    await page.getByRole('form', { name: `Edit ${service.displayName}` }).getByRole('button', { name: 'Remove from trip' }).click();
    await toast(page, 'Service removed').waitFor();
    await toast(page, 'Service provider has been removed from your trip.').waitFor();
    await page.getByText('No services added yet. Browse service providers to add them to your trip.').waitFor();
    await page.reload();
    await page.getByText('No services added yet. Browse service providers to add them to your trip.').waitFor();

    await page.goto('/trips');
    const card = page.getByRole('list', { name: 'Your trips' }).getByRole('listitem').filter({ hasText: tripName });
    await card.getByText('1 event', { exact: true }).waitFor();
    await card.getByText('1 horse hotel', { exact: true }).waitFor();
    await card.getByText('0 services', { exact: true }).waitFor();
    await card.getByText('Weatherford, TX').waitFor();
    await screenshot(page, `trips-list-${viewport}`);
    await card.getByRole('link', { name: tripName }).click();
    await page.waitForURL(TRIP_URL);

    // Delete: a click outside leaves the dialog open; Delete goes back to the list.
    await page.getByRole('button', { name: 'Delete Trip' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Trip?' });
    await dialog.getByText('This will permanently delete this trip and all its associated events, hotels, and services. This action cannot be undone.').waitFor();
    await screenshot(page, `trip-delete-dialog-${viewport}`);
    await page.mouse.click(5, 5);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Trip deleted').waitFor();
    await page.waitForURL(/\/trips$/);
    await page.getByText('No trips yet').waitFor();
    expect((await page.request.get(`/api/trips/${tripId}`)).status()).toBe(404);
    await context.close();
  });

  it("keeps riders' trips apart: another rider gets 'Trip not found', a visitor a log-in prompt", async () => {
    const owner = await newPage(browser, viewport);
    await signUp(owner.page, 'Owner');
    const created = await owner.page.request.post('/api/trips', {
      data: { name: `Private Haul ${unique()}`, startDate: '2026-12-04T12:00:00.000Z', endDate: '2026-12-06T12:00:00.000Z' },
    });
    expect(created.status()).toBe(201);
    const trip = (await created.json()) as { id: string; name: string };

    const other = await newPage(browser, viewport);
    await signUp(other.page, 'Other');
    await other.page.goto(`/trips/${trip.id}`);
    await other.page.getByRole('heading', { name: 'Trip not found' }).waitFor();
    expect(await other.page.getByText(trip.name).count()).toBe(0);
    await screenshot(other.page, `trip-not-found-${viewport}`);
    await other.page.getByRole('link', { name: 'Back to Trips' }).click();
    await other.page.waitForURL(/\/trips$/);
    await other.page.getByText('No trips yet').waitFor();

    await owner.page.goto('/trips');
    await owner.page.getByRole('link', { name: trip.name }).waitFor();

    const visitor = await newPage(browser, viewport);
    await visitor.page.goto('/trips');
    await visitor.page.getByText('Log in to plan your trips').waitFor();
    expect(await visitor.page.getByRole('link', { name: 'Log In / Register' }).last().getAttribute('href')).toBe('/api/login?returnTo=%2Ftrips');
    await Promise.all([owner.context.close(), other.context.close(), visitor.context.close()]);
  });
});
