import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

/** Signs a new rider in inside the page's context; returns the username the profile shows (the email's local part). */
async function signUp(page: Page, label: string) {
  const username = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post('/api/auth/register', {
    data: { email: `${username}@example.com`, password: 'profile-pass-1', firstName: 'Riley', lastName: label },
  });
  expect(response.ok()).toBe(true);
  return username;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const tabCount = async (page: Page, name: string) => Number((await tab(page, name).textContent())!.replace(name, ''));

async function openProfile(page: Page, heading: string) {
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('profile at %s size', (viewport) => {
  it('signed out, the profile asks the rider to log in', async () => {
    const { context, page } = await newPage(browser, viewport);
    await openProfile(page, 'Your Profile');
    await page.getByRole('link', { name: 'Log In / Register' }).click();
    await page.waitForURL(/\/login(\?|$)/);
    await context.close();
  });

  it('shows the counts and tabs, and a saved event and followed arena appear in them', async () => {
    const { context, page } = await newPage(browser, viewport);
    const username = await signUp(page, 'saver');
    await openProfile(page, username);
    await expect(page.getByText(`@${username}`).isVisible()).resolves.toBe(true);
    await expect(page.getByText('0 Followers').isVisible()).resolves.toBe(true);
    await expect(page.getByText('0 Following').isVisible()).resolves.toBe(true);
    expect(await page.getByRole('tab').count()).toBe(3);
    expect(await tabCount(page, 'Saved Events')).toBe(0);
    expect(await tabCount(page, 'Followed Arenas')).toBe(0);
    expect(await tabCount(page, 'Followed Producers')).toBe(0);
    await page.getByText('No saved events yet').waitFor();

    const [event] = (await (await page.request.get('/api/events?limit=1')).json()) as { id: string; name: string }[];
    const [arena] = (await (await page.request.get('/api/arenas?limit=1')).json()) as { id: string; name: string }[];
    expect((await page.request.post('/api/saved-events', { data: { eventId: event.id } })).ok()).toBe(true);
    expect((await page.request.post('/api/arena-follows', { data: { arenaId: arena.id } })).ok()).toBe(true);

    // Away and back inside the app, no reload: coming back to the profile refreshes what was cached.
    await page.getByRole('link', { name: 'Browse Events' }).click();
    await page.waitForURL(/\/events$/);
    await page.goBack();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { level: 1, name: username }).waitFor();
    const savedList = page.getByRole('list', { name: 'Saved events' });
    await savedList.waitFor();
    expect(await tabCount(page, 'Saved Events')).toBe(1);
    await expect(savedList.getByRole('link').getAttribute('href')).resolves.toBe(`/event/${event.id}`);
    await expect(savedList.getByText(event.name).isVisible()).resolves.toBe(true);

    expect(await tabCount(page, 'Followed Arenas')).toBe(1);
    await tab(page, 'Followed Arenas').click();
    const arenaList = page.getByRole('list', { name: 'Followed arenas' });
    await expect(arenaList.getByRole('link').getAttribute('href')).resolves.toBe(`/arena/${arena.id}`);
    await screenshot(page, `profile-tabs-${viewport}`);

    await tab(page, 'Saved Events').focus();
    await page.keyboard.press('End');
    await page.getByText('Not following any producers yet').waitFor();
    await expect(tab(page, 'Followed Producers').getAttribute('aria-selected')).resolves.toBe('true');
    await context.close();
  });

  it('edits the profile, keeps it after a reload, and hides the location when visibility is off', async () => {
    const { context, page } = await newPage(browser, viewport);
    const username = await signUp(page, 'editor');
    await openProfile(page, username);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Full name').fill('Riley Barrett');
    await dialog.getByLabel('Bio').fill('Hauling a 7-year-old sorrel mare to the 3D.');
    await dialog.getByLabel('City').fill('Stephenville');
    await dialog.getByLabel('State').fill('tx');
    const visibility = dialog.getByRole('switch', { name: 'Show my location' });
    await expect(visibility.getAttribute('aria-checked')).resolves.toBe('false');
    await visibility.click();
    await expect(visibility.getAttribute('aria-checked')).resolves.toBe('true');
    await screenshot(page, `profile-edit-${viewport}`);
    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile updated', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Riley Barrett' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Riley Barrett' }).waitFor();
    await expect(page.getByText(`@${username}`).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Hauling a 7-year-old sorrel mare to the 3D.').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Stephenville, TX').isVisible()).resolves.toBe(true);
    await screenshot(page, `profile-${viewport}`);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog.getByLabel('City').inputValue()).resolves.toBe('Stephenville');
    await dialog.getByRole('switch', { name: 'Show my location' }).click();
    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Stephenville, TX').waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Riley Barrett' }).waitFor();
    await expect(page.getByText('Hauling a 7-year-old sorrel mare to the 3D.').isVisible()).resolves.toBe(true);
    expect(await page.getByText('Stephenville').count()).toBe(0);
    // Other riders see no location either.
    const me = (await (await page.request.get('/api/users/me/profile')).json()) as { id: string };
    const { context: other, page: otherPage } = await newPage(browser, viewport);
    const publicView = (await (await otherPage.request.get(`/api/users/${me.id}/profile`)).json()) as { profile: { city: string | null } };
    expect(publicView.profile.city).toBeNull();
    await other.close();
    await context.close();
  });
});
