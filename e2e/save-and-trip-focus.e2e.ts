import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';

// Issue 16 item 8: a keyboard rider keeps their place. Enter on the Save heart leaves focus
// on the heart, and closing Add to Trip or the photo viewer puts it back on the control that opened it; the next Tab goes on from
// there instead of starting again at 'Skip to content'.

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

async function signUp(page: Page) {
  const email = `focus-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'focus-pass-123', firstName: 'Kay', lastName: 'Board' },
  });
  expect(response.status()).toBe(201);
}

/** The accessible name (aria-label, else text) of the focused element, and whether it is the page itself. */
const focused = (page: Page) => page.evaluate(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'the page';
  return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
});

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

describe('keyboard focus at phone size', () => {
  it('stays on the Save heart after Enter, and returns to Add to Trip after Escape; Tab goes on from there', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signUp(page);
    const events = await (await page.request.get('/api/events?limit=1&sort=date')).json() as { id: string; name: string }[];
    const event = events[0];
    await page.goto(`/event/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();

    const heart = page.getByRole('button', { name: `Save ${event.name}` });
    await heart.focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Event saved').waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    // The save's refresh of the event has landed too (the saved-events list is read from it).
    await page.waitForLoadState('networkidle');
    expect(await focused(page)).toBe(`Save ${event.name}`);
    // Enter again unsaves, still from the keyboard's place.
    await page.keyboard.press('Enter');
    await toast(page, 'Event removed').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await focused(page)).toBe(`Save ${event.name}`);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Add to Trip');

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add to Trip' });
    await dialog.waitFor();
    await dialog.getByText(/You have no trips yet/).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Radix gives the focus back after the dialog has left the page, a moment after it is hidden.
    await expect.poll(() => focused(page)).toBe('Add to Trip');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`Save ${event.name}`);
    await context.close();
  });

  it('returns to the photo thumbnail after Escape from the photo viewer', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const arenas = await (await page.request.get('/api/arenas?limit=200')).json() as { id: string; name: string; photos: string[] }[];
    const arena = arenas.find((candidate) => candidate.photos.length > 1)!;
    await page.goto(`/arena/${arena.id}`);
    const thumbnail = page.getByRole('button', { name: `Open photo 2 of ${arena.photos.length}` });
    await thumbnail.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: `${arena.name} photos` });
    await viewer.waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    // The dialog hands focus back once it has unmounted, a moment after it is hidden.
    await expect.poll(() => focused(page)).toBe(`Open photo 2 of ${arena.photos.length}`);
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toBe('the page');
    await context.close();
  });
});
