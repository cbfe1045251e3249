import fs from 'node:fs';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { interpolateGreatCircle } from '../shared/trip-plan/geometry';
import { greatCircleMiles } from '../shared/geo';
import { launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
const created = { arenaIds: [] as string[], hotelIds: [] as string[] };
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => {
  await browser?.close();
  await withDatabase(async (client) => {
    // The arenas take their events with them; the rider's trip goes with the rider's account staying (harmless).
    await client.query('delete from arenas where id = any($1::uuid[])', [created.arenaIds]);
    await client.query('delete from horse_hotels where id = any($1::uuid[])', [created.hotelIds]);
  });
});

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const LUBBOCK = { lat: 33.5741, lng: -101.87 };
const FORT_WORTH = { lat: 32.7555, lng: -97.3308 };
const ARDMORE = { lat: 34.1743, lng: -97.1436 };
const GUTHRIE = { lat: 35.8429, lng: -97.4164 };

/** An arena and its event on a day from now (noon in Texas), straight into the demo database. */
async function eventAt(client: pg.Client, name: string, place: { lat: number; lng: number }, state: string, day: Date) {
  const arena = await client.query<{ id: string }>(
    `insert into arenas (name, city, state, latitude, longitude, time_zone) values ($1, $2, $3, $4, $5, 'America/Chicago') returning id`,
    [`${name} Arena`, name, state, place.lat, place.lng],
  );
  created.arenaIds.push(arena.rows[0].id);
  await client.query(
    `insert into events (name, arena_id, date, time, divisions) values ($1, $2, $3, '7:00 PM', $4)`,
    [`${name} Jackpot`, arena.rows[0].id, `${format(day, 'yyyy-MM-dd')}T18:00:00Z`, JSON.stringify([{ name: 'Open 4D', entryFee: 100, addedMoney: 500 }])],
  );
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const stopNames = (page: Page) => page.getByRole('list', { name: 'Stops in driving order' }).getByRole('listitem').evaluateAll(
  (items) => items.map((item) => item.querySelector('p span.break-words')?.textContent ?? ''),
);

describe('trip plan at phone size', () => {
  it('plans a three-event Texas to Oklahoma trip: home base, limit, an overnight, reorder, share signed out, .ics', async () => {
    const suffix = unique();
    const start = addDays(new Date(), 20);
    const hotelName = `Caprock Layover ${suffix}`;
    await withDatabase(async (client) => {
      await eventAt(client, `Cowtown ${suffix}`, FORT_WORTH, 'TX', start);
      await eventAt(client, `Ardmore ${suffix}`, ARDMORE, 'OK', addDays(start, 1));
      await eventAt(client, `Guthrie ${suffix}`, GUTHRIE, 'OK', addDays(start, 3));
      // 200 great-circle miles out of Lubbock toward Fort Worth: where a 250-mile day of driving ends.
      const point = interpolateGreatCircle(LUBBOCK, FORT_WORTH, 200 / greatCircleMiles(LUBBOCK, FORT_WORTH));
      const hotel = await client.query<{ id: string }>(
        `insert into horse_hotels (name, city, state, latitude, longitude, daily_rate, stall_count, amenities)
         values ($1, 'Graham', 'TX', $2, $3, 40, 24, array['Big rig parking']) returning id`,
        [hotelName, point.lat, point.lng],
      );
      created.hotelIds.push(hotel.rows[0].id);
    });

    const { context, page } = await newPage(browser, 'phone');
    const signUp = await page.request.post('/api/auth/register', {
      data: { email: `plan-${suffix}@example.com`, password: 'trip-pass-123', firstName: 'Hauler', lastName: 'Rider' },
    });
    expect(signUp.status()).toBe(201);
    const trip = await page.request.post('/api/trips', {
      data: { name: `Red River Swing ${suffix}`, startDate: format(addDays(start, -1), 'yyyy-MM-dd'), endDate: format(addDays(start, 4), 'yyyy-MM-dd') },
    });
    const tripId = ((await trip.json()) as { id: string }).id;
    // The three events go in out of date order; the plan puts them by date.
    for (const name of [`Guthrie ${suffix}`, `Cowtown ${suffix}`, `Ardmore ${suffix}`]) {
      const events = await page.request.get(`/api/events?search=${encodeURIComponent(name)}`);
      const [event] = (await events.json()) as { id: string }[];
      expect((await page.request.post(`/api/trips/${tripId}/events`, { data: { eventId: event.id } })).status()).toBe(201);
    }

    await page.goto(`/trips/${tripId}`);
    await page.getByRole('heading', { name: 'Day-by-Day Plan' }).waitFor();
    await expect.poll(() => stopNames(page)).toEqual([`Cowtown ${suffix} Jackpot`, `Ardmore ${suffix} Jackpot`, `Guthrie ${suffix} Jackpot`]);

    // Road settings: home base Lubbock from the place search, a 250-mile day.
    await page.getByRole('button', { name: 'Road Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Road Settings' });
    await settings.getByRole('combobox', { name: 'Home base (start)' }).fill('Lubbock');
    await settings.getByRole('option').first().click();
    await settings.getByLabel('Daily driving limit (miles)').fill('250');
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Trip updated').waitFor();

    // Lubbock to Fort Worth is over 250 miles: the first race day warns, and an overnight is suggested.
    const firstRaceDay = page.getByRole('region', { name: new RegExp(`Day 2 · ${format(start, 'EEE, MMM d')}`) });
    await firstRaceDay.getByText(/over your daily limit of 250 miles/).waitFor();
    await screenshot(page, 'trip-plan-over-limit-phone');
    await page.getByRole('button', { name: 'Find stops along the route' }).click();
    const suggestion = page.getByRole('list', { name: 'Horse hotels for night 1' }).getByRole('listitem').filter({ hasText: hotelName });
    await suggestion.getByText(/Big-rig parking/).waitFor();
    await suggestion.getByText('$40.00 a night · 24 stalls', { exact: false }).waitFor();
    await screenshot(page, 'trip-plan-suggestions-phone');
    await suggestion.getByRole('button', { name: 'Add as overnight' }).click();
    await toast(page, 'Overnight added').waitFor();
    await expect.poll(() => stopNames(page)).toEqual([hotelName, `Cowtown ${suffix} Jackpot`, `Ardmore ${suffix} Jackpot`, `Guthrie ${suffix} Jackpot`]);
    // The drive to Fort Worth now fits its day (the long drive home at the end still warns).
    await expect.poll(() => firstRaceDay.getByText(/over your daily limit/).count()).toBe(0);
    await page.getByRole('region', { name: new RegExp(`Day 1 · ${format(addDays(start, -1), 'EEE, MMM d')}`) }).getByText(`Arrive: ${hotelName}`).waitFor();

    // Reorder with the keyboard-reachable buttons: Guthrie before Ardmore; it is saved.
    await page.getByRole('button', { name: `Move Guthrie ${suffix} Jackpot up` }).click();
    await expect.poll(() => stopNames(page)).toEqual([hotelName, `Cowtown ${suffix} Jackpot`, `Guthrie ${suffix} Jackpot`, `Ardmore ${suffix} Jackpot`]);
    await page.reload();
    await expect.poll(() => stopNames(page)).toEqual([hotelName, `Cowtown ${suffix} Jackpot`, `Guthrie ${suffix} Jackpot`, `Ardmore ${suffix} Jackpot`]);

    // Export .ics: every event and the hotel night.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export .ics' }).click()]);
    expect(download.suggestedFilename()).toBe(`red-river-swing-${suffix.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.ics`);
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    for (const name of [`Cowtown ${suffix} Jackpot`, `Ardmore ${suffix} Jackpot`, `Guthrie ${suffix} Jackpot`, `Overnight: ${hotelName}`]) {
      expect(ics).toContain(`SUMMARY:${name}`);
    }

    // Share, then open the link signed out.
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share this trip' });
    await share.getByRole('button', { name: 'Create share link' }).click();
    const url = await share.getByLabel('Share link').inputValue();
    expect(url).toMatch(/\/trips\/shared\/[A-Za-z0-9_-]{32}$/);
    const visitor = await newPage(browser, 'phone');
    await visitor.page.goto(new URL(url).pathname);
    await visitor.page.getByRole('heading', { level: 1, name: `Red River Swing ${suffix}` }).waitFor();
    await visitor.page.getByText('Shared by Hauler Rider · read-only').waitFor();
    await visitor.page.getByRole('heading', { name: 'Day-by-Day Plan' }).waitFor();
    expect(await visitor.page.getByRole('button', { name: /Move .* up/ }).count()).toBe(0);
    await screenshot(visitor.page, 'trip-plan-shared-phone');

    // Turned off: the link stops working.
    await share.getByRole('button', { name: 'Turn off link' }).click();
    await toast(page, 'Link turned off').waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await visitor.context.close();
    await context.close();
  });
});
