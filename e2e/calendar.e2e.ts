import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIcs } from '@/features/calendar/testing/read-ics';
import { dayKeyIn, formatInZone } from '@/lib/dates';
import { launchBrowser, newPage, RIDER_TIME_ZONE, screenshot, VIEWPORTS, type ViewportName } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

interface ApiEvent { id: string; name: string; date: string; arena: { timeZone: string } }

async function signUp(page: Page) {
  const email = `calendar-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'calendar-pass-123', firstName: 'Cal', lastName: 'Endar' },
  });
  expect(response.status()).toBe(201);
}

/** The day an event is on: its day at its arena ('yyyy-MM-dd'). */
const dayKey = (event: ApiEvent) => dayKeyIn(event.date, event.arena.timeZone);
/** That day as a plain date of this process, for date-fns' formatting of the grid's labels. */
const eventDay = (event: ApiEvent) => {
  const [year, month, day] = dayKey(event).split('-').map(Number);
  return new Date(year, month - 1, day);
};

/** Events by their day, in the order given. */
function groupByDay(events: ApiEvent[]): Map<string, ApiEvent[]> {
  const days = new Map<string, ApiEvent[]>();
  for (const event of events) days.set(dayKey(event), [...(days.get(dayKey(event)) ?? []), event]);
  return days;
}

/** Upcoming demo events to save: every event of the busiest day (to see the three-dot cap) and a few more. */
async function pickEvents(page: Page): Promise<ApiEvent[]> {
  const response = await page.request.get('/api/events?sort=date&limit=60');
  const upcoming = (await response.json()) as ApiEvent[];
  const byDay = groupByDay(upcoming);
  const busiest = [...byDay.values()].sort((a, b) => b.length - a.length)[0].slice(0, 5);
  const others = upcoming.filter((event) => !busiest.includes(event)).filter((_, index) => index % 9 === 0).slice(0, 3);
  return [...busiest, ...others];
}

/** Steps the month grid forward from the current month until it shows `date`'s month. */
async function showMonthOf(page: Page, date: Date) {
  const heading = format(date, 'MMMM yyyy');
  await page.getByRole('button', { name: 'Next month' }).waitFor();
  for (let step = 0; step < 12; step += 1) {
    if (await page.getByRole('heading', { level: 2, name: heading }).isVisible()) return;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error(`the calendar never showed ${heading}`);
}

const dayButton = (page: Page, date: Date) =>
  page.getByRole('button', { name: new RegExp(`^${format(date, 'MMMM d, yyyy')}(,|$)`) });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('calendar at %s size', (viewport) => {
  it('shows saved events as dots and in the side list, by day and as a list, and exports them as .ics', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUp(page);
    await page.goto('/calendar');
    await page.getByRole('heading', { level: 1, name: 'My Events' }).waitFor();
    await page.getByText('No saved events yet').waitFor();
    expect(await page.getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events');
    await screenshot(page, `calendar-empty-${viewport}`);

    const events = await pickEvents(page);
    for (const event of events) {
      const saved = await page.request.post('/api/saved-events', { data: { eventId: event.id } });
      expect(saved.status()).toBe(201);
    }
    const sorted = [...events].sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime());
    const byDay = groupByDay(sorted);

    await page.reload();
    const sideList = page.getByRole('list', { name: 'Saved events by date' });
    await sideList.getByRole('link').first().waitFor();
    const sideLinks = sideList.getByRole('link');
    expect(await sideLinks.count()).toBe(events.length);
    // Soonest first (events at the same moment in either order), each linking to /event/{id}.
    const listed = await sideLinks.evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.textContent]));
    const eventByHref = new Map(events.map((event) => [`/event/${event.id}`, event]));
    const listedEvents = listed.map(([href, text]) => {
      const event = eventByHref.get(href ?? '');
      expect(event, `${href}`).toBeDefined();
      expect(text).toContain(event!.name);
      return event!;
    });
    expect(new Set(listedEvents).size).toBe(events.length);
    expect(listedEvents.map((event) => event.date)).toEqual(sorted.map((event) => event.date));
    expect(await sideList.evaluate((list) => getComputedStyle(list).maxHeight)).toBe('600px');
    await page.getByRole('heading', { level: 2, name: formatInZone(new Date(), 'MMMM yyyy', RIDER_TIME_ZONE) }).waitFor();
    expect(await page.getByRole('button', { name: /, today/ }).getAttribute('aria-current')).toBe('date');

    for (const [day, onDay] of byDay) {
      const date = eventDay(onDay[0]);
      await showMonthOf(page, date);
      const button = dayButton(page, date);
      expect(await button.getAttribute('aria-label')).toContain(`${onDay.length} saved event${onDay.length === 1 ? '' : 's'}`);
      expect(await button.getByTestId('event-dot').count(), day).toBe(Math.min(3, onDay.length));
    }
    // The last day visited: clicking it lists its events.
    const [lastDay, lastEvents] = [...byDay].at(-1)!;
    await dayButton(page, eventDay(lastEvents[0])).click();
    const dayPanel = page.getByRole('heading', { level: 3, name: format(new Date(`${lastDay}T12:00`), 'EEEE, MMMM d, yyyy') }).locator('..');
    for (const event of lastEvents) await dayPanel.getByRole('link', { name: new RegExp(escapeRegExp(event.name)) }).first().waitFor();
    expect(await dayPanel.getByRole('link').count()).toBe(lastEvents.length);

    await page.goto('/calendar');
    const firstDate = eventDay(sorted[0]);
    await showMonthOf(page, firstDate);
    await dayButton(page, firstDate).click();
    await screenshot(page, `calendar-${viewport}`);

    await page.getByRole('button', { name: 'List', exact: true }).click();
    expect(await page.getByRole('button', { name: 'List', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Calendar', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('heading', { level: 2, name: format(firstDate, 'MMMM yyyy') }).waitFor();
    expect(await page.getByRole('button', { name: 'Next month' }).count()).toBe(0);
    await screenshot(page, `calendar-list-${viewport}`);
    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    await page.getByRole('button', { name: /dark/i }).click();
    await screenshot(page, `calendar-dark-${viewport}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cloverleaf-my-events.ics');
    const ics = readIcs(fs.readFileSync(await download.path(), 'utf8'));
    expect(ics.events).toHaveLength(events.length);
    expect(ics.events.map((vevent) => vevent.SUMMARY.value).sort()).toEqual(events.map((event) => event.name).sort());
    const savedById = new Map(events.map((event) => [event.id, event]));
    for (const vevent of ics.events) {
      const event = savedById.get(/\/event\/([0-9a-f-]{36})$/.exec(vevent.URL.value)?.[1] ?? '');
      expect(event, vevent.URL.value).toBeDefined();
      expect(vevent.SUMMARY.value).toBe(event!.name);
      // Demo events have clock times: each starts at its stored instant, written as the arena's clock time in its zone.
      expect(vevent.DTSTART.params).toBe(`TZID=${event!.arena.timeZone}`);
      expect(vevent.DTSTART.value).toBe(formatInZone(event!.date, "yyyyMMdd'T'HHmmss", event!.arena.timeZone));
      expect(Object.keys(ics.timeZones)).toContain(event!.arena.timeZone);
      expect(vevent.LOCATION.value).toMatch(/, [A-Z]{2}$/);
    }
    await context.close();
  });

  it('asks a visitor to log in', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/calendar');
    await page.getByText('Log in to see your saved events').waitFor();
    await context.close();
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
