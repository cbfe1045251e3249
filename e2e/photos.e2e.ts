import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from './browser';

let browser: Browser;
let phonePhoto: Buffer;
beforeAll(async () => {
  browser = await launchBrowser();
  // A 12-megapixel phone photo (noise compresses like a real one: several megabytes).
  phonePhoto = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .jpeg({ quality: 85 }).toBuffer();
});
afterAll(async () => { await browser?.close(); });

async function signUp(page: Page, label: string) {
  const email = `photos-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'cloverleaf-e2e-pass', firstName: 'Pat', lastName: 'Photos' },
  });
  expect(response.ok()).toBe(true);
}

/** A fresh arena of the test's own, so journeys running side by side never share one. */
async function newArena(page: Page, label: string): Promise<{ id: string; name: string }> {
  const name = `Photo Test Arena ${label} ${Math.random().toString(36).slice(2, 7)}`;
  const response = await page.request.post('/api/arenas', { data: { name, city: 'Weatherford', state: 'TX', latitude: 32.76, longitude: -97.8 } });
  expect(response.status()).toBe(201);
  return { id: (await response.json()).id, name };
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('photos and ground reports at %s size', (viewport) => {
  it('uploads from the file picker with progress, shows the photos in the gallery and the lightbox, smaller than taken', async () => {
    const { context, page } = await newPage(browser, viewport);
    try {
      await signUp(page, `gallery-${viewport}`);
      const arena = await newArena(page, viewport);
      await page.goto(`/arena/${arena.id}`);
      await page.getByRole('button', { name: 'Add Photos' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('What the photos show').selectOption('parking');

      // On the phone, a slow upload (about 2.4 Mbit/s up), so the progress bar is on screen long enough to see; the
      // desktop run checks the same upload at full speed.
      const cdp = await context.newCDPSession(page);
      const onPhone = viewport === 'phone';
      if (onPhone) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 5_000_000, uploadThroughput: 300_000 });
      const sent: number[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/uploads') && request.method() === 'POST') sent.push(request.postDataBuffer()?.length ?? 0);
      });
      await dialog.getByLabel('Add photos').setInputFiles([
        { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: phonePhoto },
        { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: phonePhoto },
      ]);
      if (onPhone) {
        const progress = dialog.getByRole('progressbar').first();
        await progress.waitFor();
        expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThan(100);
      }
      // Under the test's own limit, so a photo that never arrives fails here with what the dialog showed instead.
      await dialog.getByRole('img', { name: 'Photo 2' }).waitFor({ timeout: 40_000 }).catch(async (error: unknown) => {
        throw new Error(`Photo 2 never showed; the dialog read: ${await dialog.innerText()}`, { cause: error });
      });
      if (onPhone) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      // Made smaller on the phone before sending: a 12 MP photo of several MB goes up as well under 2 MB.
      expect(phonePhoto.length).toBeGreaterThan(3_000_000);
      expect(sent).toHaveLength(2);
      for (const bytes of sent) expect(bytes).toBeLessThan(2_000_000);
      await screenshot(page, `photos-dialog-${viewport}`);

      await dialog.getByRole('button', { name: 'Add to gallery' }).click();
      await dialog.waitFor({ state: 'detached' });
      const gallery = page.getByRole('region', { name: 'Photos' });
      const thumbnail = gallery.getByRole('img', { name: `${arena.name}: photo 1 of 2` });
      await thumbnail.waitFor();
      expect(await thumbnail.getAttribute('srcset')).toMatch(/\/uploads\/[0-9a-f-]+\/400\.webp 400w/);
      // The phone takes the card size of the thumbnail, not the page or lightbox size.
      await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      const loaded = await thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc);
      if (viewport === 'phone') expect(loaded).toMatch(/\/(400|1000)\.webp$/);

      await gallery.getByRole('button', { name: 'Open photo 2 of 2' }).click();
      const lightbox = page.getByRole('dialog', { name: `${arena.name} photos` });
      const large = lightbox.getByRole('img');
      await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      expect(await large.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/uploads\/[0-9a-f-]+\/(1000|2000)\.webp$/);
      await screenshot(page, `photos-lightbox-${viewport}`);
      await page.keyboard.press('Escape');

      // The parking photo is the card's parking picture.
      const card = await page.request.get(`/api/arenas/${arena.id}`);
      expect((await card.json()).parkingPhotoUrl).toMatch(/^\/uploads\/[0-9a-f-]+\/1000\.webp$/);
    } finally {
      await context.close();
    }
  });

  it("a ground report changes the arena's footing badge on its page and its card", async () => {
    const { context, page } = await newPage(browser, viewport);
    try {
      await signUp(page, `ground-${viewport}`);
      const arena = await newArena(page, `ground-${viewport}`);
      await page.goto(`/arena/${arena.id}`);
      await page.getByRole('button', { name: 'Report the ground' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: /Poor/ }).check();
      await dialog.getByLabel(/Notes/).fill('Hard pan under two inches of sand by the first barrel');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.waitFor({ state: 'detached' });

      const details = page.getByRole('region', { name: 'Arena Details' });
      await details.getByText('Poor Footing').waitFor();
      await details.getByText('Updated Today').waitFor();
      const reports = page.getByRole('list', { name: 'Ground reports' });
      await reports.getByText('Hard pan under two inches of sand by the first barrel').waitFor();
      await screenshot(page, `ground-report-${viewport}`);

      await page.goto(`/arenas?q=${encodeURIComponent(arena.name)}`);
      const card = page.getByTestId('arena-card').filter({ hasText: arena.name });
      await card.getByText('Poor Footing').waitFor();
    } finally {
      await context.close();
    }
  });
});
