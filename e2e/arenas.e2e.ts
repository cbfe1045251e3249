import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_PRIOR_MEAN, RATING_PRIOR_REVIEWS } from '../server/db/rating-sql';
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from './browser';
import { filtersButton, listedTotal as listedTotalOf, withFilters } from './lists';
import { toastMsBeforeLogin } from './login-redirect';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

interface ApiArena {
  id: string;
  name: string;
  city: string;
  state: string;
  arenaType: string | null;
  distance: number | null;
  averageRating: number;
  photos: string[];
  recordHolderName: string | null;
  recordTime: string | null;
  nearbyFood: string | null;
  nearbyFeedStore: string | null;
  nearbyVet: string | null;
  nearbyFarrier: string | null;
  reviewCount: number;
}

async function signUp(page: Page, label: string) {
  const email = `arenas-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'cloverleaf-e2e-pass', firstName: 'Ari', lastName: 'Barrels' },
  });
  expect(response.ok()).toBe(true);
}

async function apiArenas(page: Page, query: string): Promise<{ arenas: ApiArena[]; total: number }> {
  const response = await page.request.get(`/api/arenas?${query}`);
  expect(response.ok()).toBe(true);
  return { arenas: (await response.json()) as ApiArena[], total: Number(response.headers()['x-total-count']) };
}

const cards = (page: Page) => page.getByTestId('arena-card');
const cardTexts = (page: Page) => cards(page).allInnerTexts();
async function cardNames(page: Page) {
  await cards(page).first().waitFor();
  return (await cards(page).getByRole('heading').allInnerTexts()).map((name) => name.trim());
}

const listedTotal = (page: Page) => listedTotalOf(page, /^No arenas found/);

/** Picks the first suggestion of an address search box for `text` (the offline place search: towns and ZIPs). */
async function pickPlace(page: Page | Locator, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(text);
  await page.getByRole('listbox', { name: label }).getByRole('option').first().click();
}

const PANEL = 'Arena filters';
const withArenaFilters = (page: Page, viewport: ViewportName, act: (panel: Locator) => Promise<unknown>) =>
  withFilters(page, viewport, PANEL, act);

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('arenas at %s size', (viewport) => {
  it('searches and filters by text, state and type; location and radius give real distances; sorts by rating', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/arenas');
    await page.getByRole('heading', { name: 'Find Arenas', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Add Arena' }).getAttribute('href')).toBe('/arenas/create');
    const { total: allTotal } = await apiArenas(page, 'limit=1');
    await expect.poll(() => listedTotal(page)).toBe(allTotal);
    await screenshot(page, `arenas-${viewport}`);

    // Search by text.
    await withArenaFilters(page, viewport, (panel) => panel.getByLabel('Search', { exact: true }).fill('Stephenville'));
    const { total: searchTotal } = await apiArenas(page, 'search=Stephenville');
    expect(searchTotal).toBeGreaterThan(0);
    await expect.poll(() => listedTotal(page)).toBe(searchTotal);
    for (const text of await cardTexts(page)) expect(text).toContain('Stephenville, TX');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Stephenville');
    await withArenaFilters(page, viewport, (panel) => panel.getByLabel('Search', { exact: true }).fill(''));

    // State and arena type, with options from /api/arenas/filters.
    await expect.poll(() => listedTotal(page)).toBe(allTotal);
    await withArenaFilters(page, viewport, (panel) => panel.getByLabel('State').selectOption('OK'));
    const { total: okTotal } = await apiArenas(page, 'state=OK');
    await expect.poll(() => listedTotal(page)).toBe(okTotal);
    for (const text of await cardTexts(page)) expect(text).toContain(', OK');
    if (viewport === 'phone') {
      expect(await filtersButton(page).innerText()).toBe('Filters (1)');
      expect(await page.getByRole('list', { name: 'Active filters' }).getByRole('listitem').allInnerTexts()).toEqual(['OK']);
    }
    await withArenaFilters(page, viewport, (panel) => panel.getByLabel('Arena type').selectOption('covered'));
    const { total: okCoveredTotal } = await apiArenas(page, 'state=OK&arenaType=covered');
    await expect.poll(() => listedTotal(page)).toBe(okCoveredTotal);
    for (const text of await cardTexts(page)) expect(text).toContain('Covered');

    // A filter nothing matches, then Clear Filters.
    await withArenaFilters(page, viewport, (panel) => panel.getByLabel('Search', { exact: true }).fill('zzzz no such arena'));
    await page.getByText('No arenas found matching your criteria.').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => listedTotal(page)).toBe(allTotal);
    expect(new URL(page.url()).search).toBe('');

    // Location: the radius unlocks, the list sorts nearest first and shows the server's distances.
    await withArenaFilters(page, viewport, async (panel) => {
      const radius = panel.getByLabel('Radius (miles)');
      expect(await radius.isDisabled()).toBe(true);
      await pickPlace(panel, 'Location', 'Fort Worth');
      await panel.getByTestId('active-location').waitFor();
      expect(await radius.isDisabled()).toBe(false);
      expect(await panel.getByLabel('Sort by').inputValue()).toBe('distance');
    });
    const center = new URL(page.url()).searchParams;
    const near = await apiArenas(page, `latitude=${center.get('lat')}&longitude=${center.get('lng')}&radiusMiles=50&sort=distance&limit=24`);
    expect(near.total).toBeGreaterThan(0);
    await expect.poll(() => listedTotal(page)).toBe(near.total);
    const miles = async () => (await page.getByTestId('arena-distance').allInnerTexts()).map((text) => Number.parseFloat(text));
    await expect.poll(miles).toEqual(near.arenas.map((arena) => arena.distance));
    const shownMiles = await miles();
    expect([...shownMiles].sort((a, b) => a - b)).toEqual(shownMiles);
    for (const distance of shownMiles) expect(distance).toBeLessThanOrEqual(50);

    await withArenaFilters(page, viewport, async (panel) => {
      const radius = panel.getByLabel('Radius (miles)');
      await radius.fill('300');
      await radius.blur();
    });
    const wide = await apiArenas(page, `latitude=${center.get('lat')}&longitude=${center.get('lng')}&radiusMiles=300&sort=distance&limit=1`);
    expect(wide.total).toBeGreaterThan(near.total);
    await expect.poll(() => listedTotal(page)).toBe(wide.total);
    for (const distance of await miles()) expect(distance).toBeLessThanOrEqual(300);
    // A number box takes no letters: an emptied box is the non-numeric case, and falls back to 50.
    await withArenaFilters(page, viewport, async (panel) => {
      const radius = panel.getByLabel('Radius (miles)');
      await radius.fill('');
      await radius.blur();
      expect(await radius.inputValue()).toBe('50');
    });
    await expect.poll(() => listedTotal(page)).toBe(near.total);
    await screenshot(page, `arenas-near-${viewport}`);

    // Clearing the location drops the distances; rating sort shows the highest rated first, ranked by the
    // confidence-weighted rating (a few reviews weigh less than many), while each card shows the plain average.
    await withArenaFilters(page, viewport, (panel) => panel.getByRole('button', { name: 'Clear location' }).click());
    await expect.poll(() => listedTotal(page)).toBe(allTotal);
    expect(await page.getByTestId('arena-distance').count()).toBe(0);
    await withArenaFilters(page, viewport, (panel) => panel.getByLabel('Sort by').selectOption('rating'));
    const byRating = await apiArenas(page, 'sort=rating&limit=24');
    await expect.poll(() => cardNames(page)).toEqual(byRating.arenas.map((arena) => arena.name));
    expect(byRating.arenas[0].averageRating).toBeGreaterThan(0);
    const weighted = byRating.arenas.map(({ averageRating, reviewCount }) => (reviewCount === 0 ? null
      : (RATING_PRIOR_REVIEWS * RATING_PRIOR_MEAN + averageRating * reviewCount) / (RATING_PRIOR_REVIEWS + reviewCount)));
    for (let index = 1; index < weighted.length; index += 1) {
      const [before, current] = [weighted[index - 1], weighted[index]];
      // Unreviewed arenas come last. The API's averages are rounded to 0.1, so the weighted figures rebuilt from
      // them are within 0.05 of the server's.
      if (current !== null) expect(before! + 0.1).toBeGreaterThanOrEqual(current);
      else expect(weighted.slice(index).every((value) => value === null)).toBe(true);
    }
    const firstCard = await cards(page).first().innerText();
    expect(firstCard).toContain(byRating.arenas[0].averageRating.toFixed(1));
    await context.close();
  });

  it('follows and likes an arena as a signed-in rider, and both stay after a reload', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/arenas');
    await cards(page).first().waitFor();
    expect(await page.getByRole('button', { name: /^Follow / }).count()).toBe(0);

    await signUp(page, `social-${viewport}`);
    await page.reload();
    const firstName = (await cardNames(page))[0];
    const follow = page.getByRole('button', { name: `Follow ${firstName}`, exact: true });
    await follow.click();
    await page.getByText('Following arena', { exact: true }).waitFor();
    const following = page.getByRole('button', { name: `Following ${firstName}`, exact: true });
    await expect.poll(() => following.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: `Like ${firstName}`, exact: true }).click();
    await page.getByText('Liked arena', { exact: true }).waitFor();
    const liked = page.getByRole('button', { name: `Liked ${firstName}`, exact: true });
    await expect.poll(() => liked.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, `arenas-signed-in-${viewport}`);

    await page.reload();
    await expect.poll(() => following.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => liked.getAttribute('aria-pressed')).toBe('true');

    // The detail page agrees, with the like counted.
    await cards(page).first().getByRole('link', { name: firstName }).click();
    await page.getByRole('heading', { name: firstName, level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: `Following ${firstName}` }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: new RegExp(`^Like ${firstName}, \\d+ likes?$`) }).getAttribute('aria-pressed')).toBe('true');

    // And both toggle back off.
    await page.getByRole('button', { name: `Following ${firstName}` }).click();
    await page.getByText('Unfollowed arena', { exact: true }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^Like ${firstName}, `) }).click();
    await page.getByText('Unliked arena', { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: firstName, level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: `Follow ${firstName}` }).getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('registers an arena, says Arena Registered and opens its page', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUp(page, `register-${viewport}`);
    await page.goto('/arenas/create');
    await page.getByRole('heading', { name: 'Register Your Arena', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');

    await page.getByRole('button', { name: 'Register Arena' }).click();
    await page.getByText('Missing Information', { exact: true }).waitFor();

    const name = `E2E Register ${viewport} ${Date.now().toString(36)}`;
    await page.getByLabel(/^Arena Name/).fill(name);
    await pickPlace(page, 'Address search', '76086');
    await expect.poll(() => page.getByLabel(/^City/).inputValue()).toBe('Weatherford');
    expect(await page.getByLabel(/^State/).inputValue()).toBe('TX');
    expect(await page.getByLabel(/^Zip Code/).inputValue()).toBe('76086');
    expect(Number(await page.getByLabel('Latitude').inputValue())).toBeCloseTo(32.76, 1);
    await page.getByLabel(/^Street Address/).fill('1200 Ranch Rd');
    await page.getByLabel('Arena Type').selectOption('covered');
    await page.getByLabel('Parking Surface').fill('Gravel');
    await page.getByLabel(/Fits the largest rigs/).check();
    await page.getByLabel('Nearby Vet').fill('Equine clinic, 5 mi');
    await page.getByLabel('Ground Video URL').fill('https://vimeo.com/347119375');
    await screenshot(page, `arena-register-${viewport}`);
    await page.getByRole('button', { name: 'Register Arena' }).click();

    await page.getByText('Arena Registered', { exact: true }).waitFor();
    await page.waitForURL(/\/arena\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('1200 Ranch Rd, Weatherford, TX 76086').waitFor();
    const parking = page.getByRole('heading', { name: 'Parking', level: 3 }).locator('xpath=ancestor::div[contains(@class,"rounded-lg")][1]');
    expect(await parking.innerText()).toContain('Gravel');
    expect(await parking.innerText()).toContain('Verified');
    expect(await page.getByText('Not specified').count()).toBeGreaterThan(0);
    expect(await page.getByText('Not listed').count()).toBe(4);
    expect(await page.getByTitle(`Ground video of ${name}`).getAttribute('src')).toBe('https://player.vimeo.com/video/347119375');
    await context.close();
  });

  it('sends a signed-out visitor from /arenas/create to log in', async () => {
    const { context, page } = await newPage(browser, viewport);
    const onScreenMs = await toastMsBeforeLogin(page, '/arenas/create', 'You need to log in to register an arena. Redirecting...');
    expect(onScreenMs).toBeGreaterThanOrEqual(400); // 500 ms, less the observer's own lag
    expect(onScreenMs).toBeLessThan(3_000);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/arenas/create');
    await screenshot(page, `arena-register-signed-out-${viewport}`);
    await context.close();
  });

  it('shows an arena: record banner, cards, gallery lightbox that wraps, offline map, Helpful stored and toggled', async () => {
    const { context, page } = await newPage(browser, viewport);
    // Helpful is stored per rider: a signed-in rider marks it.
    await signUp(page, `helpful-${viewport}`);
    const { arenas } = await apiArenas(page, 'limit=200');
    const arena = arenas.find((candidate) => candidate.photos.length > 1 && candidate.recordHolderName && candidate.recordTime && candidate.reviewCount > 0)
      ?? arenas.find((candidate) => candidate.photos.length > 1 && candidate.reviewCount > 0)!;
    expect(arena).toBeTruthy();
    await page.goto(`/arena/${arena.id}`);
    await page.getByRole('heading', { name: arena.name, level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');

    if (arena.recordHolderName && arena.recordTime) {
      const record = await page.getByTestId('arena-record').innerText();
      expect(record).toContain(arena.recordHolderName);
      expect(record).toContain(`${Number(arena.recordTime)} seconds`);
    }
    for (const title of ['Footing', 'Parking', 'Amenities', 'Nearby Services']) {
      await page.getByRole('heading', { name: title, level: 3 }).waitFor();
    }
    const emptyAmenities = [arena.nearbyFood, arena.nearbyFeedStore, arena.nearbyVet, arena.nearbyFarrier].filter((value) => !value).length;
    expect(await page.getByText('Not listed', { exact: true }).count()).toBe(emptyAmenities);
    await page.getByText(/^Updated (Today|Yesterday|\d+ days? ago|\d+ weeks? ago|\d+\/\d+\/\d+)$/).waitFor();

    // No maps key in the tests: the offline fallback shows the arena and its hotels.
    await page.getByText('Interactive map unavailable').waitFor();

    // The lightbox wraps around both ends and follows the arrow keys; it shows the whole gallery (parking photos too).
    const count = ((await (await page.request.get(`/api/arenas/${arena.id}`)).json()) as { gallery: unknown[] }).gallery.length;
    await page.getByRole('button', { name: `Open photo 1 of ${count}` }).click();
    const dialog = page.getByRole('dialog', { name: `${arena.name} photos` });
    const counter = dialog.getByTestId('lightbox-counter');
    expect(await counter.innerText()).toBe(`1 / ${count}`);
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    expect(await counter.innerText()).toBe(`${count} / ${count}`);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    expect(await counter.innerText()).toBe(`1 / ${count}`);
    await page.keyboard.press('ArrowRight');
    expect(await counter.innerText()).toBe(`2 / ${count}`);
    await screenshot(page, `arena-lightbox-${viewport}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Helpful counts once per rider, is stored (it survives a reload) and a second press takes it back.
    const firstReview = page.getByRole('article').first();
    const helpful = firstReview.getByRole('button', { name: /^Helpful \(\d+\)$/ });
    const before = Number(/\((\d+)\)/.exec(await helpful.innerText())?.[1]);
    await helpful.click();
    await firstReview.getByRole('button', { name: `Helpful (${before + 1})`, pressed: true }).waitFor();
    await page.reload();
    await page.getByRole('article').first().getByRole('button', { name: `Helpful (${before + 1})`, pressed: true }).waitFor();
    await page.getByRole('article').first().getByRole('button', { name: `Helpful (${before + 1})` }).click();
    await page.getByRole('article').first().getByRole('button', { name: `Helpful (${before})`, pressed: false }).waitFor();

    // The review views really reorder.
    await page.getByRole('button', { name: 'Highest Rated' }).click();
    expect(await page.getByRole('button', { name: 'Highest Rated' }).getAttribute('aria-pressed')).toBe('true');
    const stars = await page.getByRole('article').getByRole('img', { name: /^Rated / }).evaluateAll(
      (images) => images.map((image) => Number(/Rated (\d)/.exec(image.getAttribute('aria-label') ?? '')?.[1])),
    );
    expect([...stars].sort((a, b) => b - a)).toEqual(stars);
    await page.getByRole('button', { name: 'Most Recent' }).click();
    await screenshot(page, `arena-detail-${viewport}`);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await page.getByTestId('arena-rating').waitFor();
    await screenshot(page, `arena-detail-dark-${viewport}`);

    // Add Photos asks for photos and what they show (the upload itself is e2e/photos.e2e.ts); an unknown arena is not found.
    await page.getByRole('button', { name: 'Add Photos' }).click();
    await page.getByRole('dialog').getByLabel('What the photos show').waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/arenas/00000000-0000-4000-8000-000000000000');
    await page.getByText('Arena not found').waitFor();
    await context.close();
  });
});
