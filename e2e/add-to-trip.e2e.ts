import type { Browser, Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './browser';
import { soonestEventsNamedApart } from './lists';

// Issue 16 item 13 at phone size: the picker marks trips that hold the item, 'Create a Trip' adds the item to the
// new trip, removing an entry can be undone, and a trip's name, description and dates can be edited.

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const day = (date: Date) => format(date, 'yyyy-MM-dd');

async function signUp(page: Page) {
  const response = await page.request.post('/api/auth/register', {
    data: { email: `picker-${unique()}@example.com`, password: 'trip-pass-123', firstName: 'Pia', lastName: 'Picker' },
  });
  expect(response.status()).toBe(201);
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });

async function tripItems(page: Page, tripId: string) {
  return (await (await page.request.get(`/api/trips/${tripId}/items`)).json()) as { events: { eventId: string; notes: string | null }[] };
}

describe('Add to Trip at phone size', () => {
  it("creates a trip with the event from the dialog, then marks that trip as holding it; a second event goes in by a tap", async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signUp(page);
    const [event, secondEvent] = await soonestEventsNamedApart(page, 2);
    const tripName = `Lubbock Haul ${unique()}`;
    const start = addDays(new Date(), 20);

    await page.goto(`/event/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    await page.getByRole('button', { name: 'Add to Trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Trip' });
    await dialog.getByText('You have no trips yet. Create one with this in it.').waitFor();
    const form = dialog.getByRole('form', { name: 'Create a Trip' });
    await form.getByLabel(/Trip Name/).fill(tripName);
    await form.getByLabel(/Start Date/).fill(day(start));
    await form.getByLabel(/End Date/).fill(day(addDays(start, 2)));
    await screenshot(page, 'add-to-trip-create-phone');
    await form.getByRole('button', { name: 'Create Trip and Add' }).click();

    // The rider stays on the event; the toast names the trip and links to it.
    await toast(page, `Added to ${tripName}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/event/${event.id}`);
    const viewTrip = page.getByRole('region', { name: /Notifications/ }).getByRole('link', { name: 'View trip' });
    const tripHref = await viewTrip.getAttribute('href');
    const tripId = /\/trips\/([0-9a-f-]{36})$/.exec(tripHref ?? '')![1];
    expect((await tripItems(page, tripId)).events.map((entry) => entry.eventId)).toEqual([event.id]);

    // Opened again, the picker says the trip holds this event: a link to it, no second add.
    await page.getByRole('button', { name: 'Add to Trip' }).click();
    const held = dialog.getByRole('link', { name: new RegExp(`${tripName}.*Already in this trip`) });
    await held.waitFor();
    expect(await held.getAttribute('href')).toBe(`/trips/${tripId}`);
    expect(await dialog.getByRole('button', { name: new RegExp(tripName) }).count()).toBe(0);
    await screenshot(page, 'add-to-trip-marked-phone');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Another event: the same trip is offered, and a tap adds it.
    await page.goto(`/event/${secondEvent.id}`);
    await page.getByRole('button', { name: 'Add to Trip' }).click();
    await dialog.getByRole('button', { name: new RegExp(tripName) }).click();
    await toast(page, 'Added to trip').waitFor();
    await page.getByRole('region', { name: /Notifications/ }).getByRole('link', { name: 'View trip' }).click();
    await page.waitForURL(`**/trips/${tripId}`);
    await section(page, 'Events').getByRole('link', { name: secondEvent.name }).waitFor();
    await context.close();
  });

  it('removes an entry from its edit area and puts it back with its notes by Undo; edits the trip', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signUp(page);
    const [event] = await soonestEventsNamedApart(page, 1);
    const start = addDays(new Date(), 30);
    const created = await page.request.post('/api/trips', {
      data: { name: `Waco Run ${unique()}`, startDate: day(start), endDate: day(addDays(start, 1)), item: { kind: 'event', eventId: event.id } },
    });
    expect(created.status()).toBe(201);
    const trip = (await created.json()) as { id: string; name: string };

    await page.goto(`/trips/${trip.id}`);
    const events = section(page, 'Events');
    await events.getByRole('link', { name: event.name }).waitFor();
    // Only Edit beside the entry; Remove is inside the edit area.
    expect(await events.getByRole('button', { name: /Remove/ }).count()).toBe(0);
    await events.getByRole('button', { name: `Edit ${event.name}` }).click();
    const entryForm = events.getByRole('form', { name: `Edit ${event.name}` });
    await entryForm.getByLabel('Notes').fill('Stall 9, bring the green bucket.');
    await entryForm.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Event updated').waitFor();
    await events.getByText('Stall 9, bring the green bucket.').waitFor();

    await events.getByRole('button', { name: `Edit ${event.name}` }).click();
    await screenshot(page, 'trip-entry-edit-area-phone');
    await entryForm.getByRole('button', { name: 'Remove from trip' }).click();
    await toast(page, 'Event removed').waitFor();
    await events.getByText('No events added yet. Browse events to add them to your trip.').waitFor();
    expect((await tripItems(page, trip.id)).events).toEqual([]);
    await page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Restored').waitFor();
    await events.getByText('Stall 9, bring the green bucket.').waitFor();
    expect((await tripItems(page, trip.id)).events).toEqual([
      expect.objectContaining({ eventId: event.id, notes: 'Stall 9, bring the green bucket.' }),
    ]);

    // Edit the trip itself: name, description and dates, kept after a reload.
    const newName = `Waco and Abilene ${unique()}`;
    const newStart = addDays(start, 7);
    await page.getByRole('button', { name: 'Edit Trip' }).click();
    const tripForm = page.getByRole('dialog', { name: 'Edit Trip' });
    expect(await tripForm.getByLabel(/Trip Name/).inputValue()).toBe(trip.name);
    await tripForm.getByLabel(/Trip Name/).fill(newName);
    await tripForm.getByLabel(/Description/).fill('Two rodeos, one haul.');
    await tripForm.getByLabel(/End Date/).fill(day(addDays(newStart, 3)));
    await tripForm.getByLabel(/Start Date/).fill(day(newStart));
    await screenshot(page, 'trip-edit-dialog-phone');
    await tripForm.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Trip updated').waitFor();
    await page.getByRole('heading', { level: 1, name: newName }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: newName }).waitFor();
    await page.getByText('Two rodeos, one haul.').waitFor();
    const stored = (await (await page.request.get(`/api/trips/${trip.id}`)).json()) as { startDate: string; endDate: string };
    expect([stored.startDate.slice(0, 10), stored.endDate.slice(0, 10)]).toEqual([day(newStart), day(addDays(newStart, 3))]);
    await context.close();
  });
});
