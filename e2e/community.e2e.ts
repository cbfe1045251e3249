import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

const FEED_PAGE_SIZE = 10;

interface FeedItemJson {
  id: string;
  content: string;
}

/** Signs a new rider in inside the page's context (the request shares its cookies). */
async function signUp(page: Page, label: string) {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'community-pass-1', firstName: 'Casey', lastName: label },
  });
  expect(response.ok()).toBe(true);
  return email;
}

const cards = (page: Page) => page.locator('[data-feed-item-id]');
const shownIds = (page: Page) => cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-feed-item-id')!));

async function openFeed(page: Page) {
  await page.goto('/community');
  await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
  await cards(page).first().waitFor();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('community at %s size', (viewport) => {
  it('shows the demo feed newest first with relative times and arena and event badges', async () => {
    const { context, page } = await newPage(browser, viewport);
    await openFeed(page);
    expect(await cards(page).count()).toBe(FEED_PAGE_SIZE);

    const times = await page.locator('[data-feed-item-id] time').evaluateAll((nodes) =>
      nodes.map((node) => ({ text: node.textContent ?? '', at: node.getAttribute('datetime') ?? '' })));
    for (const time of times) expect(time.text).toMatch(/^(just now|\d+ (minute|hour|day|week)s? ago|[A-Z][a-z]+ \d{1,2}, \d{4})$/);
    const instants = times.map((time) => Date.parse(time.at));
    expect([...instants].sort((a, b) => b - a)).toEqual(instants);

    // Load until both kinds of badge have shown (the demo feed has plenty of each).
    const arenaBadges = page.locator('[data-feed-item-id] a[href^="/arena/"]');
    const eventBadges = page.locator('[data-feed-item-id] a[href^="/event/"]');
    while ((await arenaBadges.count()) === 0 || (await eventBadges.count()) === 0) {
      const before = await cards(page).count();
      await page.getByRole('button', { name: 'Load More' }).click();
      await page.waitForFunction((count) => document.querySelectorAll('[data-feed-item-id]').length > count, before);
    }
    const eventBadge = eventBadges.first();
    const eventName = (await eventBadge.textContent())!.trim();
    expect(eventName.length).toBeGreaterThan(0);
    await screenshot(page, `community-${viewport}`);

    await eventBadge.click();
    await page.waitForURL(/\/event\/[0-9a-f-]{36}$/);

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await openFeed(page);
    await screenshot(page, `community-dark-${viewport}`);
    await context.close();
  });

  it('Load More pages through older items with no repeats or skips, even after a new post', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUp(page, 'pager');
    await openFeed(page);
    expect(await cards(page).count()).toBe(FEED_PAGE_SIZE);

    // Someone posts while the rider reads: offset paging would now repeat the last item of the first page.
    const meanwhile = `Posted meanwhile ${Date.now()}`;
    expect((await page.request.post('/api/feed', { data: { content: meanwhile } })).status()).toBe(201);

    const loadMore = page.getByRole('button', { name: 'Load More' });
    let count = FEED_PAGE_SIZE;
    while (await loadMore.isVisible()) {
      await loadMore.click();
      await page.waitForFunction((before) => document.querySelectorAll('[data-feed-item-id]').length > before, count);
      const next = await cards(page).count();
      expect(next).toBeGreaterThan(count);
      count = next;
    }

    const ids = await shownIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    const all = (await (await page.request.get('/api/feed?limit=200')).json()) as FeedItemJson[];
    const expected = all.filter((item) => item.content !== meanwhile);
    expect(ids).toEqual(expected.map((item) => item.id));
    const texts = await page.locator('[data-feed-item-id] article > div > p').allTextContents();
    expect(texts).toEqual(expected.map((item) => item.content));
    expect(texts).not.toContain(meanwhile);
    await expect(page.getByText(`Showing ${ids.length} of ${ids.length}`).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('a signed-in rider posts with an arena and sees it at the top, also after a reload', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUp(page, 'poster');
    await openFeed(page);
    const text = `Ground rode great tonight ${viewport} ${Date.now()}`;

    await page.getByRole('button', { name: 'Create Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Post' });
    await dialog.getByLabel(/What's on your mind/).fill(text);
    const [arena] = (await (await page.request.get('/api/arenas?sort=name&limit=1&offset=3')).json()) as { name: string }[];
    const arenaName = arena.name;
    const arenaBox = dialog.getByRole('combobox', { name: 'Arena (optional)' });
    await arenaBox.fill(arenaName);
    await dialog.getByRole('option', { name: arenaName }).first().click();
    await dialog.getByRole('button', { name: `Clear arena (optional): ${arenaName}` }).waitFor();
    await screenshot(page, `community-create-post-${viewport}`);
    await dialog.getByRole('button', { name: 'Share Post' }).click();

    await page.getByText('Post shared', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const first = cards(page).first();
    await expect(first.getByText(text).isVisible()).resolves.toBe(true);
    await expect(first.getByRole('link', { name: arenaName }).getAttribute('href')).resolves.toMatch(/^\/arena\/[0-9a-f-]{36}$/);
    await expect(first.locator('time').textContent()).resolves.toBe('just now');

    await page.reload();
    await cards(page).first().waitFor();
    await expect(cards(page).first().getByText(text).isVisible()).resolves.toBe(true);
    await expect(page.getByText(text).count()).resolves.toBe(1);
    await context.close();
  });

  it('signed out, Create Post leads to log in', async () => {
    const { context, page } = await newPage(browser, viewport);
    await openFeed(page);
    await page.getByRole('link', { name: 'Create Post' }).click();
    await page.waitForURL(/\/login(\?|$)/);
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    await context.close();
  });
});

describe('comment threads under feed posts at phone size', () => {
  it('a rider asks, another answers in the thread, and a visitor reads it with a log-in prompt', async () => {
    const asker = await newPage(browser, 'phone');
    await signUp(asker.page, 'asker');
    const question = `Who's hauling to Lubbock Saturday? ${Date.now().toString(36)}`;
    expect((await asker.page.request.post('/api/feed', { data: { content: question } })).status()).toBe(201);
    await asker.context.close();

    const { context, page } = await newPage(browser, 'phone');
    await signUp(page, 'answer');
    await openFeed(page);
    const post = cards(page).filter({ hasText: question });
    const toggle = post.getByRole('button', { name: 'Comments (0)' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const thread = post.getByRole('region', { name: 'Comments on the post by Casey asker' });
    await thread.getByText('No comments yet. Be the first to answer.').waitFor();
    const answer = `Me, leaving Abilene at 6 with room for one ${Date.now().toString(36)}`;
    await thread.getByLabel('Add a comment').fill(answer);
    await thread.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Comment posted', { exact: true }).first().waitFor();
    const comments = thread.getByRole('list', { name: 'Comments' }).getByRole('listitem');
    await comments.filter({ hasText: answer }).waitFor();
    expect(await comments.filter({ hasText: answer }).innerText()).toContain('Casey answer');
    await post.getByRole('button', { name: 'Comments (1)' }).waitFor();
    expect(await thread.getByLabel('Add a comment').inputValue()).toBe('');
    await screenshot(page, 'community-thread-phone');
    await context.close();

    const visitor = await newPage(browser, 'phone');
    await openFeed(visitor.page);
    const seen = cards(visitor.page).filter({ hasText: question });
    await seen.getByRole('button', { name: 'Comments (1)' }).click();
    const visitorThread = seen.getByRole('region', { name: 'Comments on the post by Casey asker' });
    await visitorThread.getByRole('listitem').filter({ hasText: answer }).waitFor();
    expect(await visitorThread.getByRole('link', { name: 'Log In to Comment' }).getAttribute('href')).toBe('/api/login');
    expect(await visitorThread.getByLabel('Add a comment').count()).toBe(0);
    await screenshot(visitor.page, 'community-thread-visitor-phone');
    await visitor.context.close();
  });
});
