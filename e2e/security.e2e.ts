import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser';

// Stored HTML and script URLs, written straight into the database as if an old client or an import had put them
// there (the API refuses the URLs), must come back as plain text and never as live markup, script or links.

const token = `xss${randomUUID().slice(0, 6)}`;
/** Each payload records where it ran; alert() in the same spot would open a dialog. */
const payload = (where: string) => `<img src=x onerror="window.__xss='${where}';alert('${where}')">`;

const STORED = {
  arenaName: `Arena ${payload('arena')} ${token}`,
  reviewText: `Deep sand <script>window.__xss='review'</script> ${token}`,
  eventName: `Race <script>window.__xss='event';alert(1)</script> ${token}`,
  eventDescription: `<a href="javascript:alert(1)">Enter here</a> <b>not bold</b> ${token}`,
  comment: `${payload('comment')} see you there ${token}`,
  feedPost: `<script>window.__xss='feed'</script><b>not bold</b> ${payload('feed')} ${token}`,
  hotelName: `AAA Hotel ${payload('hotel')} ${token}`,
  serviceName: `AAA Shoeing ${payload('service')} ${token}`,
  producerName: `Producer <i>${token}</i>`,
};

const SCRIPT_URLS = {
  javascript: 'javascript:alert(document.cookie)',
  mixedCase: ' JaVaScRiPt:alert(1)',
  data: 'data:text/html,<script>alert(1)</script>',
  vbscript: 'vbscript:msgbox(1)',
};

const ids: Record<'arena' | 'event' | 'hotel' | 'producer' | 'safeEvent' | 'safeProducer', string> = {
  arena: '', event: '', hotel: '', producer: '', safeEvent: '', safeProducer: '',
};
/** Controls: the same screens with https links, to show that they do render links (so a missing link means refused). */
const SAFE_URL = `https://entries.example/${token}`;
let browser: Browser;

beforeAll(async () => {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const insert = async (sql: string, values: unknown[]) => (await client.query<{ id: string }>(`${sql} returning id`, values)).rows[0].id;
    const userId = await insert("insert into users (email, first_name, last_name) values ($1, '<b>Mallory</b>', $2)", [`${token}@example.com`, payload('name')]);
    ids.producer = await insert('insert into event_producers (name, website, logo_url, cover_image, email) values ($1, $2, $3, $4, $5)',
      [STORED.producerName, SCRIPT_URLS.javascript, SCRIPT_URLS.data, SCRIPT_URLS.javascript, 'producer@example.com']);
    ids.arena = await insert(`insert into arenas (name, city, state, latitude, longitude, video_url, cover_image, saddlebook_arena_url)
      values ($1, 'Fort Worth', 'TX', 32.7555, -97.3308, $2, $3, $4)`, [STORED.arenaName, SCRIPT_URLS.javascript, SCRIPT_URLS.data, SCRIPT_URLS.vbscript]);
    await insert('insert into reviews (arena_id, user_id, rating, review_text) values ($1, $2, 4, $3)', [ids.arena, userId, STORED.reviewText]);
    ids.event = await insert(`insert into events (arena_id, producer_id, name, date, time, description, saddlebook_url, event_flyer_url, image_url)
      values ($1, $2, $3, now() + interval '2 hours', '7:00 PM', $4, $5, $6, $7)`,
    [ids.arena, ids.producer, STORED.eventName, STORED.eventDescription, SCRIPT_URLS.mixedCase, SCRIPT_URLS.data, SCRIPT_URLS.javascript]);
    ids.safeProducer = await insert('insert into event_producers (name, website) values ($1, $2)', [`Safe producer ${token}`, SAFE_URL]);
    ids.safeEvent = await insert(`insert into events (arena_id, name, date, time, saddlebook_url)
      values ($1, $2, now() + interval '3 hours', '8:00 PM', $3)`, [ids.arena, `Safe race ${token}`, SAFE_URL]);
    await insert('insert into event_comments (event_id, user_id, comment_text) values ($1, $2, $3)', [ids.event, userId, STORED.comment]);
    await insert("insert into feed_items (user_id, type, content, arena_id, event_id, photo_url) values ($1, 'post', $2, $3, $4, $5)",
      [userId, STORED.feedPost, ids.arena, ids.event, SCRIPT_URLS.javascript]);
    ids.hotel = await insert(`insert into horse_hotels (name, city, state, latitude, longitude, website, cover_image, email)
      values ($1, 'Weatherford', 'TX', 32.7593, -97.7973, $2, $3, 'hotel@example.com')`, [STORED.hotelName, SCRIPT_URLS.javascript, SCRIPT_URLS.data]);
    await insert("insert into service_providers (type, display_name, website, user_id) values ('farrier', $1, $2, $3)",
      [STORED.serviceName, SCRIPT_URLS.vbscript, userId]);
  } finally {
    await client.end();
  }
  browser = await launchBrowser();
});
// The e2e files share one database: leave it as the other journeys expect it.
afterAll(async () => {
  await browser?.close();
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const userIds = (await client.query<{ id: string }>('select id from users where email = $1', [`${token}@example.com`])).rows.map((row) => row.id);
    await client.query('delete from feed_items where user_id = any($1::uuid[])', [userIds]);
    await client.query('delete from event_comments where user_id = any($1::uuid[])', [userIds]);
    await client.query('delete from reviews where user_id = any($1::uuid[])', [userIds]);
    await client.query('delete from events where id = any($1::uuid[])', [[ids.event, ids.safeEvent]]);
    await client.query('delete from service_providers where user_id = any($1::uuid[])', [userIds]);
    await client.query('delete from horse_hotels where id = $1', [ids.hotel]);
    await client.query('delete from arenas where id = $1', [ids.arena]);
    await client.query('delete from event_producers where id = any($1::uuid[])', [[ids.producer, ids.safeProducer]]);
    await client.query('delete from users where id = any($1::uuid[])', [userIds]);
  } finally {
    await client.end();
  }
});

/** Opens `path` with a dialog and script watch; `search` types the token into the page's search field first. */
async function visit(path: string, options: { search?: boolean } = {}) {
  const { context, page } = await newPage(browser, 'desktop');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(path);
  await page.getByRole('banner').waitFor();
  if (options.search) await page.getByLabel('Search', { exact: true }).first().fill(token);
  return { context, page, dialogs };
}

/** Nothing ran, no payload became an element, and no link or frame points at a script or data URL. */
async function expectInert(page: Page, dialogs: string[]) {
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('script', { hasText: '__xss' }).count()).toBe(0);
  const dangerous = 'a[href^="javascript:" i], a[href^="data:" i], a[href^="vbscript:" i], a[href*="javascript:" i],'
    + ' iframe[src^="javascript:" i], iframe[src^="data:" i], img[src^="javascript:" i], source[src^="javascript:" i]';
  expect(await page.locator(dangerous).count()).toBe(0);
}

const literal = (page: Page, text: string) => page.getByText(text, { exact: false }).first();

describe('stored HTML is shown as text and never runs', () => {
  it('arena detail: name and review', async () => {
    const { context, page, dialogs } = await visit(`/arena/${ids.arena}`);
    await literal(page, STORED.arenaName).waitFor();
    await literal(page, STORED.reviewText).waitFor();
    await expectInert(page, dialogs);
    await context.close();
  });

  it('arena list: the card', async () => {
    const { context, page, dialogs } = await visit('/arenas', { search: true });
    await literal(page, STORED.arenaName).waitFor();
    await expectInert(page, dialogs);
    await context.close();
  });

  it('event detail: name, description, comment; script entry and flyer links are not links', async () => {
    const { context, page, dialogs } = await visit(`/event/${ids.event}`);
    await literal(page, STORED.eventName).waitFor();
    await literal(page, STORED.comment).waitFor();
    await literal(page, STORED.eventDescription).waitFor();
    await expectInert(page, dialogs);
    await page.goto(`/event/${ids.safeEvent}`);
    await page.locator(`a[href="${SAFE_URL}"]`).first().waitFor();
    await context.close();
  });

  it('event list: the card', async () => {
    const { context, page, dialogs } = await visit('/events', { search: true });
    await literal(page, STORED.eventName).waitFor();
    await expectInert(page, dialogs);
    await context.close();
  });

  it('community feed: the post', async () => {
    const { context, page, dialogs } = await visit('/community');
    await literal(page, STORED.feedPost).waitFor();
    await expectInert(page, dialogs);
    await context.close();
  });

  it('producer page: name; a script website is not a link', async () => {
    const { context, page, dialogs } = await visit(`/producer/${ids.producer}`);
    await literal(page, token).waitFor();
    await expect(page.locator('i', { hasText: token }).count()).resolves.toBe(0);
    await expectInert(page, dialogs);
    await page.goto(`/producer/${ids.safeProducer}`);
    await page.locator(`a[href="${SAFE_URL}"]`).first().waitFor();
    await context.close();
  });

  it('horse hotel detail and list: name; a script website is not a link', async () => {
    const detail = await visit(`/horse-hotels/${ids.hotel}`);
    await literal(detail.page, STORED.hotelName).waitFor();
    await expectInert(detail.page, detail.dialogs);
    await detail.context.close();

    const list = await visit('/horse-hotels', { search: true });
    await literal(list.page, STORED.hotelName).waitFor();
    await expectInert(list.page, list.dialogs);
    await list.context.close();
  });

  it('service list: the card; a vbscript website is not a link', async () => {
    const { context, page, dialogs } = await visit('/services', { search: true });
    await literal(page, STORED.serviceName).waitFor();
    await expectInert(page, dialogs);
    await context.close();
  });
});
