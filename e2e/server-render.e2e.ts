import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser';

let browser: Browser;
let event: { id: string; name: string; arenaId: string };
let arena: { id: string; name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  [event] = await (await fetch(`${baseUrl()}/api/events?sort=date&limit=1`)).json() as typeof event[];
  arena = await (await fetch(`${baseUrl()}/api/arenas/${event.arenaId}`)).json() as typeof arena;
});
afterAll(async () => { await browser?.close(); });

/** Console errors and page errors (a hydration mismatch is reported as one), and the API calls the page made. */
function watch(page: Page) {
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/placeholder/')) apiCalls.push(url.pathname);
  });
  return { errors, apiCalls };
}

describe('server-rendered pages', () => {
  it('arrive with their content: with JavaScript off, the events page lists events and an arena page shows its arena and its map', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/events');
    expect(await page.getByRole('heading', { level: 1, name: 'Find Barrel Racing Events' }).isVisible()).toBe(true);
    expect(await page.getByText(event.name).first().isVisible()).toBe(true);
    await page.goto(`/arena/${arena.id}`);
    expect(await page.getByRole('heading', { level: 1, name: arena.name }).isVisible()).toBe(true);
    // No maps key here: the page comes with its offline map, not a loading panel the browser would replace.
    expect(await page.getByText('Maps are not set up on this site.').isVisible()).toBe(true);
    await context.close();
  });

  it('hydrate without a mismatch and without fetching again the data they came with', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const seen = watch(page);
    for (const path of ['/', '/events', `/arena/${arena.id}`, `/event/${event.id}`, '/arenas', '/community']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(seen.errors).toEqual([]);
    for (const path of ['/api/auth/user', '/api/events', `/api/arenas/${arena.id}`, `/api/events/${event.id}`, '/api/arenas', '/api/config']) {
      expect(seen.apiCalls, path).not.toContain(path);
    }
    await context.close();
  });

  it("hydrate without an error beside a frame of another origin (an arena's ground video player)", async () => {
    const arenas = await (await fetch(`${baseUrl()}/api/arenas?limit=200&sort=name`)).json() as { id: string; videoUrl: string | null }[];
    const withPlayer = arenas.find((candidate) => /youtube|vimeo/.test(candidate.videoUrl ?? ''));
    expect(withPlayer).toBeDefined();
    const { context, page } = await newPage(browser, 'desktop');
    const seen = watch(page);
    await page.goto(`/arena/${withPlayer!.id}`);
    const player = page.locator('iframe[title^="Ground video of"]');
    await player.scrollIntoViewIfNeeded();
    // The player's frame is there (with no network here, the browser's error page stands in for it).
    await expect.poll(() => page.frames().length).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('fetch their scripts at low priority, behind the stylesheet the first paint needs', async () => {
    const html = await (await fetch(`${baseUrl()}/events`)).text();
    const scriptsInPage = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*?(?:src|href)="(\/assets\/[^"]+\.js)"/g)]
      .map((match) => match[1]);
    expect(scriptsInPage.some((file) => /\/index-[\w-]+\.js$/.test(file))).toBe(true); // the entry
    expect(scriptsInPage.some((file) => /\/EventsPage-[\w-]+\.js$/.test(file))).toBe(true); // the route's page

    const { context, page } = await newPage(browser, 'phone');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      const url = new URL(request.url);
      if (!priorities.has(url.pathname)) priorities.set(url.pathname, request.initialPriority);
    });
    await page.goto('/events');
    await page.waitForLoadState('networkidle');
    expect(Object.fromEntries(scriptsInPage.map((file) => [file, priorities.get(file)])))
      .toEqual(Object.fromEntries(scriptsInPage.map((file) => [file, 'Low'])));
    const stylesheet = [...priorities].find(([pathname]) => pathname.endsWith('.css'));
    expect(stylesheet?.[1]).toBe('VeryHigh');
    await context.close();
  });

  it('take the stored theme from the browser: the toggle of a rendered page switches on its first click', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/events');
    await page.getByRole('button', { name: /dark/i }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });
});
