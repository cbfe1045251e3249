import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

const CONTRIBUTE_LINKS = {
  'Register an arena': '/arenas/create',
  'Create an event': '/events/create',
  'Find an arena to review': '/arenas',
  'Add a horse hotel': '/horse-hotels/create',
  'List a service': '/services/create',
  'Go to the community feed': '/community',
};

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('about at %s size', (viewport) => {
  it('tells the problem, the mission and the ways to contribute, with working links', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About Cloverleaf' }).waitFor();
    await expect(page.getByRole('heading', { level: 2, name: 'Everything we need is scattered' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/spread across social media/).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: 'Help every rider show up prepared' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: 'Cloverleaf grows with every rider' }).isVisible()).resolves.toBe(true);
    for (const title of ['Add Arenas', 'Post Events', 'Leave Reviews', 'Add Horse Hotels', 'List Services']) {
      await expect(page.getByRole('heading', { level: 3, name: title }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByText(/Arena owners may claim their arena's page/).isVisible()).resolves.toBe(true);
    const main = page.getByRole('main');
    for (const [name, href] of Object.entries(CONTRIBUTE_LINKS)) {
      await expect(main.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
    }
    // Nothing may overflow sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `about-${viewport}`);

    await main.getByRole('link', { name: 'Find an arena to review', exact: true }).click();
    await page.waitForURL(/\/arenas$/);
    await page.goBack();
    await main.getByRole('link', { name: 'Join the Community' }).click();
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    await context.close();
  });
});
