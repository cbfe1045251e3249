import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

async function signUp(page: Page) {
  const email = `quick-arena-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'cloverleaf-e2e-pass', firstName: 'Quinn', lastName: 'Arena' },
  });
  expect(response.ok()).toBe(true);
}

/** Creates an arena from the create-event form's quick dialog, picking the town from the address search. */
async function quickCreateArena(page: Page, name: string, largeRigs?: 'Yes' | 'Limited') {
  await page.goto('/events/create');
  await page.getByRole('heading', { name: 'Create New Event', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Create New Arena' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Arena' });
  const search = dialog.getByRole('combobox', { name: 'Address' });
  await search.fill('Dublin, TX');
  await dialog.getByRole('option', { name: /^Dublin/ }).first().click();
  await expect.poll(() => dialog.getByLabel('City').inputValue()).toBe('Dublin');
  expect(await dialog.getByLabel('State').inputValue()).toBe('TX');
  await dialog.getByLabel('Arena name').fill(name);
  const question = dialog.getByRole('group', { name: 'Room for large rigs?' });
  expect(await question.getByRole('radio', { name: 'Not sure' }).isChecked()).toBe(true);
  if (largeRigs) await question.getByText(largeRigs, { exact: true }).click();
  await screenshot(page, `quick-arena-dialog-phone${largeRigs ? `-${largeRigs.toLowerCase()}` : ''}`);
  await dialog.getByRole('button', { name: 'Create Arena' }).click();
  await page.getByText('Arena Created').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const [arena] = (await (await page.request.get('/api/arenas', { params: { search: name } })).json()) as { id: string }[];
  return arena.id;
}

const largeRigsRow = (page: Page) => page.locator('dt', { hasText: 'Large Rigs' }).locator('xpath=following-sibling::dd');

describe('the quick create-arena dialog at phone size', () => {
  it('asks about large rigs and stores the town once: the arena page reads "Dublin, TX" and "Not specified"', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signUp(page);
    const stamp = Date.now().toString(36);

    const unanswered = await quickCreateArena(page, `Erath Pens ${stamp}`);
    await page.goto(`/arena/${unanswered}`);
    await page.getByRole('heading', { level: 1, name: `Erath Pens ${stamp}` }).waitFor();
    expect(await page.getByTestId('arena-address').textContent()).toBe('Dublin, TX');
    expect(await largeRigsRow(page).textContent()).toBe('Not specified');
    await screenshot(page, 'quick-arena-detail-phone');

    const limited = await quickCreateArena(page, `Erath Annex ${stamp}`, 'Limited');
    await page.goto(`/arena/${limited}`);
    await page.getByRole('heading', { level: 1, name: `Erath Annex ${stamp}` }).waitFor();
    expect(await largeRigsRow(page).textContent()).toBe('Limited');

    const roomy = await quickCreateArena(page, `Erath Big Rig ${stamp}`, 'Yes');
    await page.goto(`/arena/${roomy}`);
    await page.getByRole('heading', { level: 1, name: `Erath Big Rig ${stamp}` }).waitFor();
    expect(await largeRigsRow(page).textContent()).toBe('YesVerified');
    await context.close();
  });
});
