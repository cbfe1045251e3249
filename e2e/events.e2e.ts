import type { Browser, Locator, Page } from 'playwright-core';
import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thisWeekendRange } from '@/features/events/this-weekend';
import { launchBrowser, newPage, RIDER_TIME_ZONE, screenshot, VIEWPORTS, type ViewportName } from './browser';
import {
  closeFilters, listedTotal as listedTotalOf, openFilters as openSharedFilters, withFilters as withSharedFilters,
} from './lists';
import { toastMsBeforeLogin } from './login-redirect';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

interface ApiEvent { id: string; name: string; date: string; distance: number | null; arena: { city: string; state: string } }

const FORT_WORTH = { latitude: 32.7555, longitude: -97.3308 };

async function signUp(page: Page, label: string) {
  const email = `events-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'cloverleaf-e2e-pass', firstName: 'Eve', lastName: 'Runner' },
  });
  expect(response.ok()).toBe(true);
}

const eventList = (page: Page) => page.getByRole('list', { name: 'Events', exact: true });
const cardTexts = (page: Page) => eventList(page).getByRole('listitem').allInnerTexts();

const listedTotal = (page: Page) => listedTotalOf(page, /^No events found/);

/** Waits until the list shows a total different from `before` (a filter took effect). */
async function totalChangedFrom(page: Page, before: number): Promise<number> {
  await expect.poll(() => listedTotal(page), { timeout: 15_000 }).not.toBe(before);
  return listedTotal(page);
}

async function apiEvents(page: Page, query: string): Promise<ApiEvent[]> {
  const response = await page.request.get(`/api/events?${query}`);
  expect(response.ok()).toBe(true);
  return response.json() as Promise<ApiEvent[]>;
}

const PANEL = 'Filter events';
const openFilters = (page: Page, viewport: ViewportName) => openSharedFilters(page, viewport, PANEL);
const withFilters = (page: Page, viewport: ViewportName, act: (panel: Locator) => Promise<unknown>) =>
  withSharedFilters(page, viewport, PANEL, act);

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('events at %s size', (viewport) => {
  it('searches exactly the radius typed, nearest first: 25 miles is 25 miles, and the box shows any correction', async () => {
    const { context, page } = await newPage(browser, viewport);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(FORT_WORTH);
    const radiusSent: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/events' && url.searchParams.has('radiusMiles')) radiusSent.push(url.searchParams.get('radiusMiles')!);
    });
    await page.goto('/events');
    await page.getByRole('heading', { name: 'Find Barrel Racing Events', level: 1 }).waitFor();
    let panel = await openFilters(page, viewport);
    await panel.getByRole('button', { name: 'Near Me' }).click();
    await page.getByText('Location Set').first().waitFor();
    const radius = panel.getByLabel('Radius (miles)');
    await radius.fill('25');
    await radius.blur();
    await panel.getByText(/Within 25 miles of/).waitFor();
    expect(await radius.inputValue()).toBe('25');
    await expect.poll(() => radiusSent.at(-1)).toBe('25');
    expect(await panel.getByLabel('Sort by').inputValue()).toBe('distance');
    await closeFilters(page, viewport);

    const center = `latitude=${FORT_WORTH.latitude}&longitude=${FORT_WORTH.longitude}`;
    const nearest = await apiEvents(page, `${center}&radiusMiles=25&sort=distance&limit=12`);
    const total25 = Number((await page.request.get(`/api/events?${center}&radiusMiles=25&limit=1`)).headers()['x-total-count']);
    expect(total25).toBeGreaterThan(0);
    await expect.poll(() => listedTotal(page)).toBe(total25);
    const milesShown = async () => (await cardTexts(page)).map((text) => Number(/(\d+\.\d) miles/.exec(text)?.[1]));
    await expect.poll(milesShown).toEqual(nearest.map((event) => event.distance));
    const miles = await milesShown();
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    for (const distance of miles) expect(distance).toBeLessThanOrEqual(25);

    // Below the smallest radius: leaving the box changes it to 10, and 10 is what is searched.
    panel = await openFilters(page, viewport);
    await radius.fill('4');
    await radius.blur();
    expect(await radius.inputValue()).toBe('10');
    await panel.getByText(/Within 10 miles of/).waitFor();
    await expect.poll(() => radiusSent.at(-1)).toBe('10');
    await context.close();
  });

  it('searches and filters events: text, state, location with real distances, This Weekend', async () => {
    const { context, page } = await newPage(browser, viewport);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(FORT_WORTH);
    await page.goto('/events');
    await page.getByRole('heading', { name: 'Find Barrel Racing Events', level: 1 }).waitFor();
    const allTotal = await listedTotal(page);
    expect(allTotal).toBeGreaterThan(12);
    expect(await cardTexts(page)).toHaveLength(12);
    await screenshot(page, `events-${viewport}`);

    // Search text narrows the list to events whose name, arena, city or state match.
    const [first] = await apiEvents(page, 'limit=1');
    const city = first.arena.city;
    await withFilters(page, viewport, (panel) => panel.getByLabel('Search').fill(city));
    const searchTotal = await totalChangedFrom(page, allTotal);
    expect(searchTotal).toBeGreaterThan(0);
    expect(searchTotal).toBeLessThan(allTotal);
    for (const text of await cardTexts(page)) expect(text.toLowerCase()).toContain(city.toLowerCase());

    await withFilters(page, viewport, (panel) => panel.getByRole('button', { name: 'Clear Filters' }).click());
    await expect.poll(() => listedTotal(page)).toBe(allTotal);

    // A state filter keeps only that state's events.
    await withFilters(page, viewport, (panel) => panel.getByLabel('State').selectOption('OK'));
    const stateTotal = await totalChangedFrom(page, allTotal);
    expect(stateTotal).toBeGreaterThan(0);
    for (const text of await cardTexts(page)) expect(text).toContain(', OK');
    await withFilters(page, viewport, (panel) => panel.getByLabel('State').selectOption(''));
    await expect.poll(() => listedTotal(page)).toBe(allTotal);

    // Near Me sets a location: the radius unlocks, and the list goes nearest first with every card's real distance.
    const nearbyQuery = `latitude=${FORT_WORTH.latitude}&longitude=${FORT_WORTH.longitude}&radiusMiles=100&sort=distance&limit=12`;
    const nearbyResponse = await page.request.get(`/api/events?${nearbyQuery}`);
    const nearby = (await nearbyResponse.json()) as ApiEvent[];
    const nearbyTotal = Number(nearbyResponse.headers()['x-total-count']);
    expect(nearby.length).toBeGreaterThan(0);
    await withFilters(page, viewport, async (panel) => {
      const radius = panel.getByLabel('Radius (miles)');
      expect(await radius.isDisabled()).toBe(true);
      await panel.getByRole('button', { name: 'Near Me' }).click();
      await page.getByText('Location Set').first().waitFor();
      expect(await panel.getByRole('button', { name: 'Near Me' }).getAttribute('aria-pressed')).toBe('true');
      expect(await radius.isDisabled()).toBe(false);
      await radius.fill('100');
      await radius.blur();
      await panel.getByText(/Within 100 miles of/).waitFor();
    });
    await expect.poll(() => listedTotal(page), { timeout: 15_000 }).toBe(nearbyTotal);
    const milesShown = async () => (await cardTexts(page)).map((text) => Number(/(\d+\.\d) miles/.exec(text)?.[1]));
    await expect.poll(milesShown, { timeout: 15_000 }).toEqual(nearby.map((event) => event.distance));
    for (const distance of await milesShown()) expect(distance).toBeLessThanOrEqual(100);
    const shown = await cardTexts(page);
    expect(shown.some((text) => /\b12 miles\b/.test(text))).toBe(false);
    await screenshot(page, `events-near-me-${viewport}`);
    // Near Me again clears the location, and with it the distances.
    await withFilters(page, viewport, async (panel) => {
      await panel.getByRole('button', { name: 'Near Me' }).click();
      expect(await panel.getByLabel('Radius (miles)').isDisabled()).toBe(true);
    });
    await expect.poll(() => listedTotal(page)).toBe(allTotal);
    expect((await cardTexts(page)).some((text) => / miles/.test(text))).toBe(false);

    // This Weekend: only Friday to Sunday of this week.
    await withFilters(page, viewport, async (panel) => {
      const weekend = panel.getByRole('button', { name: 'This Weekend' });
      await weekend.click();
      expect(await weekend.getAttribute('aria-pressed')).toBe('true');
    });
    const weekendTotal = await totalChangedFrom(page, allTotal);
    // The rider's Friday to Sunday, matched against each event's day at its arena.
    const range = thisWeekendRange({ timeZone: RIDER_TIME_ZONE, now: new Date() });
    const inWeekend = await apiEvents(page, `from=${range.from}&to=${range.to}&limit=200`);
    expect(weekendTotal).toBe(inWeekend.length);
    for (const text of await cardTexts(page)) {
      const shownDate = /([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(text)?.[1];
      const day = format(new Date(`${shownDate} 12:00`), 'yyyy-MM-dd');
      expect(day >= range.from && day <= range.to, `${shownDate} is this weekend`).toBe(true);
    }
    if (weekendTotal === 0) await page.getByText('No events found matching your criteria.').waitFor();
    await screenshot(page, `events-weekend-${viewport}`);
    await context.close();
  });

  it('saves an event for a signed-in rider and keeps it saved after a reload', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUp(page, `save-${viewport}`);
    await page.goto('/events');
    const firstCard = eventList(page).getByRole('listitem').first();
    const eventName = (await firstCard.getByRole('heading').textContent())!;
    const heart = firstCard.getByRole('button', { name: `Save ${eventName}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await page.getByText('Event saved', { exact: true }).waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    const savedHeart = eventList(page).getByRole('button', { name: `Save ${eventName}` }).first();
    await expect.poll(() => savedHeart.getAttribute('aria-pressed')).toBe('true');
    const saved = await page.request.get('/api/saved-events');
    expect(((await saved.json()) as { eventId: string }[]).length).toBe(1);

    await savedHeart.click();
    await page.getByText('Event removed', { exact: true }).waitFor();
    await expect.poll(() => savedHeart.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('signs in, creates an arena inline and an event, and lists the new event', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUp(page, `create-${viewport}`);
    await page.goto('/events/create');
    await page.getByRole('heading', { name: 'Create New Event', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Missing Information').first().waitFor();
    await page.getByText('Please fill in all required fields.').first().waitFor();

    const stamp = `${viewport} ${Date.now().toString(36)}`;
    const arenaName = `E2E Arena ${stamp}`;
    await page.getByRole('button', { name: 'Create New Arena' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Create New Arena' }).waitFor();
    await dialog.getByRole('button', { name: 'Create Arena' }).click();
    await dialog.getByText('Please fill in arena name, city, and state.').waitFor();
    await dialog.getByLabel('Arena name').fill(arenaName);
    await dialog.getByLabel('City').fill('Weatherford');
    await dialog.getByLabel('State').fill('TX');
    await dialog.getByLabel('Footing').selectOption('sand');
    await dialog.getByLabel('Arena type').selectOption('covered');
    await screenshot(page, `events-create-arena-${viewport}`);
    await dialog.getByRole('button', { name: 'Create Arena' }).click();
    await page.getByText('Arena Created').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const arenaSelect = page.getByRole('combobox', { name: 'Arena', exact: true });
    expect(await arenaSelect.locator('option:checked').textContent()).toBe(`${arenaName} (Weatherford, TX)`);

    const eventName = `E2E Jackpot ${stamp}`;
    const day = new Date(Date.now() + 10 * 86_400_000);
    const isoDay = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    await page.getByLabel('Event name').fill(eventName);
    await page.getByLabel('Date').fill(isoDay);
    await page.getByLabel('Start time').fill('19:00');
    await page.getByLabel('Pattern size').selectOption('large');
    await page.getByLabel('Description').fill('Open 4D and youth, exhibitions at 5.');
    await page.getByLabel('Entry link URL').fill('https://saddlebook.example.com/e2e');
    await screenshot(page, `events-create-${viewport}`);
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Event Created').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/events');

    await withFilters(page, viewport, (panel) => panel.getByLabel('Search').fill(eventName));
    const card = eventList(page).getByRole('listitem').filter({ hasText: eventName });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain(arenaName);
    expect(text).toContain('7:00 PM');
    expect(text).toContain('Large Pattern');
    await context.close();
  });

  it('sends a signed-out visitor from /events/create to log in after about half a second', async () => {
    const { context, page } = await newPage(browser, viewport);
    const message = 'You need to log in to create an event. Redirecting...';
    const onScreenMs = await toastMsBeforeLogin(page, '/events/create', message);
    expect(onScreenMs).toBeGreaterThanOrEqual(400); // 500 ms, less the observer's own lag
    expect(onScreenMs).toBeLessThan(3_000);
    await context.close();
  });

  it('opens an event at /event/{id} and /events/{id}, shows its comments and posts one', async () => {
    const { context, page } = await newPage(browser, viewport);
    const candidates = await apiEvents(page, 'limit=40');
    let event: ApiEvent | undefined;
    let commentTotal = 0;
    for (const candidate of candidates) {
      const response = await page.request.get(`/api/events/${candidate.id}/comments?limit=1`);
      commentTotal = Number(response.headers()['x-total-count']);
      if (commentTotal > 0) {
        event = candidate;
        break;
      }
    }
    expect(event).toBeDefined();

    await page.goto(`/events/${event!.id}`);
    await page.getByRole('heading', { name: event!.name, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Log In to Comment' }).waitFor();
    expect(await page.getByRole('link', { name: 'Log In to Comment' }).getAttribute('href')).toBe('/api/login');

    await signUp(page, `comment-${viewport}`);
    await page.goto(`/event/${event!.id}`);
    await page.getByRole('heading', { name: event!.name, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Quick Info' }).waitFor();
    const comments = page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
    await comments.first().waitFor();
    expect(await comments.count()).toBe(Math.min(commentTotal, 20));

    const post = page.getByRole('button', { name: 'Post Comment' });
    expect(await post.isDisabled()).toBe(true);
    await page.getByLabel('Add a comment').fill('    ');
    expect(await post.isDisabled()).toBe(true);
    const commentText = `Hauling in from Weatherford (${viewport} ${Date.now().toString(36)})`;
    await page.getByLabel('Add a comment').fill(commentText);
    await post.click();
    await page.getByText('Comment posted').first().waitFor();
    await comments.filter({ hasText: commentText }).waitFor();
    expect(await comments.filter({ hasText: commentText }).innerText()).toContain('Eve Runner');
    await screenshot(page, `event-detail-${viewport}`);

    await page.reload();
    await page.getByRole('heading', { name: event!.name, level: 1 }).waitFor();
    await page.getByText(new RegExp(`Comments\\s*\\(${commentTotal + 1}\\)`)).waitFor();
    await context.close();
  });

  it('says "Event not found" for a missing event', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/event/00000000-0000-4000-8000-000000000000');
    await page.getByText('Event not found').waitFor();
    await page.getByRole('link', { name: 'Back to Events' }).waitFor();
    await context.close();
  });
});
