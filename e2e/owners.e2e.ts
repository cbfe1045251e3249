import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

async function signUp(page: Page, label: string, firstName: string): Promise<string> {
  const email = `owners-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'cloverleaf-e2e-pass', firstName, lastName: 'Rider' },
  });
  expect(response.ok()).toBe(true);
  return email;
}

const makeRole = (email: string, role: 'admin' | 'moderator') =>
  promisify(execFile)('node_modules/.bin/tsx', ['server/features/moderation/user-role-cli.ts', email, role], {
    env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
  });

describe('owners', () => {
  it('a rider claims an arena, an admin approves it in /admin, the owner answers a review, another rider sees it', async () => {
    const owner = await newPage(browser, 'phone');
    const reviewer = await newPage(browser, 'phone');
    const admin = await newPage(browser, 'desktop');
    try {
      await signUp(owner.page, 'owner', 'Olivia');
      await signUp(reviewer.page, 'reviewer', 'Reese');
      const adminEmail = await signUp(admin.page, 'admin', 'Ada');
      // The first admin is made on the command line, as README says.
      await makeRole(adminEmail, 'admin');
      const arenaName = `Claimable Arena ${Date.now()}`;
      const arena = await (await reviewer.page.request.post('/api/arenas', { data: { name: arenaName, city: 'Guthrie', state: 'OK' } })).json() as { id: string };
      expect((await reviewer.page.request.post(`/api/arenas/${arena.id}/reviews`, {
        data: { rating: 3, reviewText: 'Ground was deep by the second barrel.' },
      })).status()).toBe(201);

      await owner.page.goto(`/arena/${arena.id}`);
      await owner.page.getByRole('button', { name: 'Claim This Arena' }).click();
      const form = owner.page.getByRole('form', { name: 'Claim This Arena' });
      await form.getByLabel(/Phone/).fill('(405) 555-0188');
      await form.getByLabel('Note for the moderator').fill('I run the Friday jackpots.');
      await form.getByRole('button', { name: 'Send Claim' }).click();
      await owner.page.getByText('Your claim is waiting for a moderator').waitFor();

      await admin.page.goto('/admin');
      await admin.page.getByRole('button', { name: 'Claims' }).click();
      const card = admin.page.getByRole('listitem').filter({ hasText: arenaName });
      await card.getByText('(405) 555-0188').waitFor();
      await screenshot(admin.page, 'admin-claims-desktop');
      await card.getByRole('button', { name: 'Approve' }).click();
      await admin.page.getByText(`Olivia Rider now owns ${arenaName}`).first().waitFor();

      await owner.page.reload();
      await owner.page.getByRole('button', { name: 'Respond' }).click();
      await owner.page.getByLabel('Your response as the owner (public)').fill('We dragged it twice since - come back Friday!');
      await owner.page.getByRole('button', { name: 'Post response' }).click();
      await owner.page.getByLabel('Response from the owner').waitFor();
      expect(await owner.page.getByRole('button', { name: 'Claim This Arena' }).count()).toBe(0);

      await reviewer.page.goto(`/arena/${arena.id}`);
      const response = reviewer.page.getByLabel('Response from the owner');
      expect(await response.innerText()).toContain('We dragged it twice since - come back Friday!');
      expect(await reviewer.page.getByRole('button', { name: 'Respond' }).count()).toBe(0);
      await screenshot(reviewer.page, 'owner-response-phone');
    } finally {
      await Promise.all([owner, reviewer, admin].map(({ context }) => context.close()));
    }
  }, 90_000);

  it('a comment three riders report is hidden until a moderator restores it in /admin', async () => {
    const [author, reporter, moderator] = await Promise.all([newPage(browser, 'phone'), newPage(browser, 'phone'), newPage(browser, 'desktop')]);
    try {
      await signUp(author.page, 'author', 'Avery');
      await signUp(reporter.page, 'reporter', 'Rory');
      await makeRole(await signUp(moderator.page, 'moderator', 'Morgan'), 'moderator');
      const [event] = await (await author.page.request.get('/api/events?limit=1&sort=date')).json() as { id: string }[];
      const text = `Cheap saddles ${Date.now()} at spam.example`;
      const comment = await (await author.page.request.post(`/api/events/${event.id}/comments`, { data: { commentText: text } })).json() as { id: string };
      // Two riders reported it already; the third does it on the page.
      for (const label of ['first', 'second']) {
        const other = await newPage(browser, 'phone');
        await signUp(other.page, label, 'Reporter');
        expect((await other.page.request.post('/api/reports', { data: { targetType: 'event_comment', targetId: comment.id, reason: 'Spam' } })).status()).toBe(201);
        await other.context.close();
      }
      await reporter.page.goto(`/event/${event.id}`);
      const item = reporter.page.getByRole('listitem').filter({ hasText: text });
      await item.getByRole('button', { name: 'Report this comment' }).click();
      await reporter.page.getByLabel(/What is wrong/).fill('Advertising');
      await reporter.page.getByRole('button', { name: 'Send Report' }).click();
      await reporter.page.getByText('Thanks for the report').first().waitFor();
      await reporter.page.reload();
      await reporter.page.getByRole('heading', { name: /Comments/ }).first().waitFor();
      expect(await reporter.page.getByText(text).count()).toBe(0);

      await moderator.page.goto('/admin');
      const card = moderator.page.getByRole('listitem').filter({ hasText: text });
      await card.getByText('Hidden').waitFor();
      await card.getByRole('button', { name: 'Restore' }).click();
      await moderator.page.getByText('No open reports.').or(moderator.page.getByText('Restored: event comment').first()).first().waitFor();

      await reporter.page.reload();
      await reporter.page.getByText(text).waitFor();
    } finally {
      await Promise.all([author, reporter, moderator].map(({ context }) => context.close()));
    }
  }, 90_000);
});
