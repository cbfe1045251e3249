import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, spaBaseUrl } from './browser';

// With SSR=false the server sends the plain single-page app (no rendered HTML, no data block) and the browser does
// everything: the main journeys still work, at phone size.

let browser: Browser;
let event: { id: string; name: string; arenaId: string };
let arena: { id: string; name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  [event] = await (await fetch(`${spaBaseUrl()}/api/events?sort=date&limit=1`)).json() as typeof event[];
  arena = await (await fetch(`${spaBaseUrl()}/api/arenas/${event.arenaId}`)).json() as typeof arena;
});
afterAll(async () => { await browser?.close(); });

describe('the plain single-page app (SSR=false)', () => {
  it('sends pages without server-rendered content', async () => {
    const html = await (await fetch(`${spaBaseUrl()}/events`)).text();
    expect(html).not.toContain('id="server-state"');
    expect(html).not.toContain(event.name);
  });

  it('lists events, opens one and its arena, and saves it once signed up', async () => {
    const { context, page } = await newPage(browser, 'phone', { spa: true });
    const email = `spa-${Date.now()}@example.com`;
    expect((await page.request.post('/api/auth/register', {
      data: { email, password: 'spa-pass-12345', firstName: 'Sam', lastName: 'Spa' },
    })).status()).toBe(201);
    await page.goto('/events');
    await page.getByRole('list', { name: 'Events', exact: true }).getByRole('listitem').first().waitFor();
    await page.goto(`/event/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    const heart = page.getByRole('button', { name: `Save ${event.name}` });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: arena.name }).first().click();
    await page.getByRole('heading', { level: 1, name: arena.name }).waitFor();
    await page.goto('/calendar');
    await page.getByText(event.name).first().waitFor();
    await context.close();
  });

  it('shows the home page and the 404 page', async () => {
    const { context, page } = await newPage(browser, 'phone', { spa: true });
    await page.goto('/');
    await page.getByRole('main').getByRole('listitem').first().waitFor();
    await page.goto('/no-such-page');
    await page.getByText(/not found/i).first().waitFor();
    await context.close();
  });
});
