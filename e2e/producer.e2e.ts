import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

interface ApiProducer { id: string; name: string; eventCount: number; website: string | null; email: string | null; phone: string | null }

async function busiestProducer(page: Page): Promise<ApiProducer> {
  const response = await page.request.get('/api/event-producers?limit=50');
  const producers = (await response.json()) as ApiProducer[];
  return producers.reduce((best, producer) => (producer.eventCount > best.eventCount ? producer : best));
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('event producer at %s size', (viewport) => {
  it('shows the producer with contact links and upcoming events; follow toggles and persists', async () => {
    const { context, page } = await newPage(browser, viewport);
    const producer = await busiestProducer(page);
    expect(producer.eventCount).toBeGreaterThan(0);

    // Visitors see the page but no follow button.
    await page.goto(`/producer/${producer.id}`);
    await page.getByRole('heading', { name: producer.name, level: 1 }).waitFor();
    await page.getByText(`${producer.eventCount} upcoming ${producer.eventCount === 1 ? 'event' : 'events'}`).waitFor();
    expect(await page.getByRole('button', { name: /^Follow/ }).count()).toBe(0);
    const cards = page.getByRole('list', { name: `Events by ${producer.name}` }).getByRole('listitem');
    await cards.first().waitFor();
    for (const text of await cards.allInnerTexts()) expect(text).toContain(`Hosted by ${producer.name}`);
    if (producer.email) expect(await page.getByRole('link', { name: producer.email }).getAttribute('href')).toBe(`mailto:${producer.email}`);
    if (producer.phone) expect(await page.getByRole('link', { name: producer.phone }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    if (producer.website) expect(await page.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe(producer.website);
    await page.getByRole('link', { name: 'Back to Events' }).waitFor();

    const email = `producer-${viewport}-${Date.now()}@example.com`;
    expect((await page.request.post('/api/auth/register', { data: { email, password: 'cloverleaf-e2e-pass' } })).ok()).toBe(true);
    await page.reload();
    const follow = page.getByRole('button', { name: new RegExp(`^(Follow|Following) ${producer.name}$`) });
    await follow.waitFor();
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await page.getByText('Following event producer').first().waitFor();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, `producer-${viewport}`);

    await page.reload();
    await follow.waitFor();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    expect(await follow.innerText()).toContain('Following');

    await follow.click();
    await page.getByText('Unfollowed event producer').first().waitFor();
    await page.reload();
    await follow.waitFor();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('says "Event producer not found" for a missing producer', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/producer/00000000-0000-4000-8000-000000000000');
    await page.getByText('Event producer not found').waitFor();
    await context.close();
  });
});
