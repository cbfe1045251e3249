import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('shell at %s size', (viewport) => {
  it('shows the welcome dialog on the first visit only', async () => {
    const { context, page } = await newPage(browser, viewport, { firstVisit: true });
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    // It opens once the first page is on screen, not with it.
    await dialog.getByRole('heading', { name: /Welcome/ }).waitFor();
    await screenshot(page, `welcome-${viewport}`);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('heading', { name: 'What You Can Do' }).waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('banner').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('toggles the theme and keeps it across a reload', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: /dark/i }).click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('banner').waitFor();
    expect(await isDark()).toBe(true);
    await screenshot(page, `home-dark-${viewport}`);
    await page.getByRole('button', { name: /light/i }).click();
    expect(await isDark()).toBe(false);
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await screenshot(page, `not-found-${viewport}`);
    await context.close();
  });
});
