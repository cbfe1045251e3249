import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

async function signUp(page: Page, label: string, firstName: string): Promise<string> {
  const email = `notify-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'cloverleaf-e2e-pass', firstName, lastName: 'Rider' },
  });
  expect(response.ok()).toBe(true);
  return (await (await page.request.get('/api/auth/user')).json()).id as string;
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('notifications at %s size', (viewport) => {
  it('raises the unread count live while the page is open, lists it in the panel and marks it read', async () => {
    const rider = await newPage(browser, viewport);
    const follower = await newPage(browser, viewport);
    try {
      const riderId = await signUp(rider.page, `rider-${viewport}`, 'Robin');
      await signUp(follower.page, `follower-${viewport}`, 'Frankie');
      await rider.page.goto('/events');
      const bell = rider.page.getByRole('button', { name: /^Notifications/ });
      await bell.waitFor();
      expect(await bell.getAttribute('aria-label')).toBe('Notifications');

      // Another rider acts elsewhere; the open page hears of it over its stream, without a reload.
      const started = Date.now();
      expect((await follower.page.request.post('/api/user-follows', { data: { followeeId: riderId } })).status()).toBe(201);
      await rider.page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 5000 });
      expect(Date.now() - started).toBeLessThan(5000);

      await rider.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
      const panel = rider.page.getByRole('region', { name: 'Notifications panel' });
      await panel.getByRole('link', { name: /Frankie Rider started following you/ }).waitFor();
      await screenshot(rider.page, `notifications-panel-${viewport}`);
      await panel.getByRole('button', { name: 'Mark all read' }).click();
      await rider.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

      await rider.page.goto('/notifications');
      await rider.page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      await rider.page.getByText('All caught up').waitFor();
      expect(await rider.page.getByRole('list', { name: 'Notifications list' }).innerText()).toContain('Frankie Rider started following you');

      // The settings save: new followers turned off stays off after a reload.
      await rider.page.getByLabel('New followers', { exact: true }).selectOption('off');
      await rider.page.getByRole('button', { name: 'Save settings' }).click();
      await rider.page.getByText('Preferences saved').first().waitFor();
      await rider.page.reload();
      expect(await rider.page.getByLabel('New followers', { exact: true }).inputValue()).toBe('off');
      await screenshot(rider.page, `notifications-page-${viewport}`);
    } finally {
      await rider.context.close();
      await follower.context.close();
    }
  });
});
