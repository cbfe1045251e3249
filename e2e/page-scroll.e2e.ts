import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';

// Issue 16 item 1: a page opened from a link starts at its top (its name, date, Save and Add to Trip in view);
// Back still returns to the list where the rider left it.

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls until `link` sits mid-screen, then follows it with a real click. */
async function scrollToAndFollow(page: Page, link: Locator) {
  await link.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
  const leftAt = await scrollY(page);
  await link.click();
  return leftAt;
}

async function expectInView(locator: Locator) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
}

describe('new pages at phone size', () => {
  it('open an event from a scrolled /events list at its top, and Back returns to the same place in the list', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/events');
    const cards = page.getByRole('list', { name: 'Events', exact: true }).getByRole('listitem');
    await cards.nth(5).waitFor();
    const card = cards.nth(5);
    const eventName = (await card.getByRole('heading').innerText()).trim();
    const leftAt = await scrollToAndFollow(page, card.getByRole('link', { name: 'View Details' }));

    await page.waitForURL((url) => url.pathname.startsWith('/event'));
    await expectInView(page.getByRole('heading', { level: 1, name: eventName }));
    expect(await scrollY(page)).toBe(0);
    await expectInView(page.getByRole('button', { name: 'Add to Trip' }));

    await page.goBack();
    await cards.nth(5).waitFor();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(leftAt - 100);
    expect(Math.abs(await scrollY(page) - leftAt)).toBeLessThan(100);
    await context.close();
  });

  it('open an arena from a scrolled home page at its top', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/');
    const arenaLinks = page.getByRole('main').getByRole('listitem').getByRole('heading').getByRole('link');
    await arenaLinks.nth(2).waitFor();
    const arenaName = (await arenaLinks.nth(2).innerText()).trim();
    await scrollToAndFollow(page, arenaLinks.nth(2));

    await page.waitForURL((url) => url.pathname.startsWith('/arena/'));
    await expectInView(page.getByRole('heading', { level: 1, name: arenaName }));
    expect(await scrollY(page)).toBe(0);
    await context.close();
  });
});
