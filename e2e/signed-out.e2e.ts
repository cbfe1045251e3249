import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './browser';

// Issue 16 item 14 at phone size: a visitor's Save and Add to Trip lead to log in, back to the same page, where the
// tap is finished; logging in from the profile menu comes back to the page the rider was on.

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = 'signed-out-pass-1';

/** A rider registered from a separate context, so the visitor's page stays signed out until it logs in. */
async function registeredRider(): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const email = `returning-${unique()}@example.com`;
  const response = await context.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: 'Rita', lastName: 'Return' },
  });
  expect(response.status()).toBe(201);
  await context.close();
  return email;
}

/** After a navigation the test did not start with page.goto: the login page answers taps once hydrated. */
const loginPageReady = async (page: Page) => {
  await page.waitForURL((url) => url.pathname === '/login');
  await page.waitForSelector('html[data-page-ready]', { state: 'attached' });
};

async function logInOnLoginPage(page: Page, email: string) {
  await loginPageReady(page);
  await page.getByRole('heading', { name: 'Log In' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

async function anEvent(page: Page, offset: number) {
  const response = await page.request.get(`/api/events?sort=date&limit=1&offset=${offset}`);
  const [event] = (await response.json()) as { id: string; name: string }[];
  return event;
}

describe('signed out at phone size', () => {
  it('Save leads to log in (a new account here) and back to the same event, saved', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const event = await anEvent(page, 3);
    const eventPath = `/event/${event.id}`;
    await page.goto(eventPath);
    const heart = page.getByRole('button', { name: `Save ${event.name}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();

    await loginPageReady(page);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(eventPath);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(`saver-${unique()}@example.com`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === eventPath);
    await toast(page, 'Event saved').waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'signed-out-save-returned-phone');
    const saved = (await (await page.request.get('/api/saved-events')).json()) as { eventId: string }[];
    expect(saved.map((row) => row.eventId)).toEqual([event.id]);
    // Done once: a reload neither saves again nor unsaves.
    await page.reload();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(await toast(page, 'Event removed').count()).toBe(0);
    await context.close();
  });

  it('Add to Trip leads to log in and back to the same event, with the dialog open', async () => {
    const email = await registeredRider();
    const { context, page } = await newPage(browser, 'phone');
    const event = await anEvent(page, 4);
    const eventPath = `/event/${event.id}`;
    await page.goto(eventPath);
    await page.getByRole('button', { name: 'Add to Trip' }).click();

    await logInOnLoginPage(page, email);
    await page.waitForURL((url) => url.pathname === eventPath);
    const dialog = page.getByRole('dialog', { name: 'Add to Trip' });
    await dialog.getByText('You have no trips yet. Create one with this in it.').waitFor();
    await screenshot(page, 'signed-out-add-to-trip-returned-phone');
    // Once: closing it and reloading does not open it again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('logging in from the profile menu returns to the page the rider was on', async () => {
    const email = await registeredRider();
    const { context, page } = await newPage(browser, 'phone');
    const event = await anEvent(page, 5);
    const eventPath = `/event/${event.id}`;
    await page.goto(eventPath);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Log In / Register' }).click();

    await logInOnLoginPage(page, email);
    await page.waitForURL((url) => url.pathname === eventPath);
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    await page.getByRole('button', { name: 'Account menu for Rita Return' }).waitFor();
    // Nothing was asked before logging in, so nothing is done: the event is not saved.
    expect(await page.getByRole('button', { name: `Save ${event.name}` }).getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});
