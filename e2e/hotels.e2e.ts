import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

const HOTEL_PAGE_SIZE = 12;
const UUID = /\/horse-hotels\/([0-9a-f-]{36})$/;

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** Registers a new rider inside the page's context (the request shares its cookies). */
async function signUp(page: Page, firstName: string) {
  const response = await page.request.post('/api/auth/register', {
    data: { email: `${firstName.toLowerCase()}-${unique()}@example.com`, password: 'hotel-pass-123', firstName, lastName: 'Rider' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; firstName: string; lastName: string };
}

const cards = (page: Page) => page.getByRole('region', { name: 'Horse hotels' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();

async function apiTotal(page: Page, query: string) {
  const response = await page.request.get(`/api/horse-hotels?limit=1&${query}`);
  return Number(response.headers()['x-total-count']);
}

async function openList(page: Page) {
  await page.goto('/horse-hotels');
  await page.getByRole('heading', { level: 1, name: 'Find Horse Hotels' }).waitFor();
  await cards(page).first().waitFor();
}

/** A hotel from the demo data, by name, through the API. */
async function demoHotel(page: Page, name: string) {
  const response = await page.request.get(`/api/horse-hotels?search=${encodeURIComponent(name)}`);
  const [hotel] = (await response.json()) as { id: string; name: string }[];
  expect(hotel.name).toBe(name);
  return hotel;
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('horse hotels at %s size', (viewport) => {
  it('browses, searches case-insensitively on the server, filters by state and pages with Load More', async () => {
    const { context, page } = await newPage(browser, viewport);
    await openList(page);
    const total = await apiTotal(page, '');
    expect(total).toBeGreaterThan(HOTEL_PAGE_SIZE * 2);
    expect(await cards(page).count()).toBe(HOTEL_PAGE_SIZE);
    await page.getByText(`Showing ${HOTEL_PAGE_SIZE} of ${total}`).waitFor();
    // Visitors get no Add Horse Hotel button.
    expect(await page.getByRole('link', { name: 'Add Horse Hotel' }).count()).toBe(0);
    const first = cards(page).first();
    expect(await first.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\d+$/);
    expect(await first.getByRole('link', { name: /^Email / }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await first.getByRole('link', { name: /^Visit the website of / }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(await first.getByText(/^\$\d+(\.\d\d)?\/day$|^Contact for pricing$/).count()).toBeGreaterThan(0);
    await screenshot(page, `hotels-${viewport}`);

    await page.getByRole('button', { name: 'Load More' }).click();
    await page.getByText(`Showing ${HOTEL_PAGE_SIZE * 2} of ${total}`).waitFor();
    expect(await cards(page).count()).toBe(HOTEL_PAGE_SIZE * 2);

    // A hotel beyond the first page is found: the search runs on the server.
    await page.getByLabel('Search').fill('pUEBLO west');
    await page.getByText('1 horse hotel found').waitFor();
    expect(await cardNames(page)).toEqual(['Pueblo West Horse Hotel']);

    await page.getByLabel('Search').fill('');
    const state = page.getByLabel('State');
    const options = await state.locator('option').allTextContents();
    expect(options[0]).toBe('All States');
    expect(options).toEqual(expect.arrayContaining(['CO', 'KS', 'OK', 'TX']));
    await state.selectOption('OK');
    const oklahoma = await apiTotal(page, 'state=OK');
    await page.getByText(`${oklahoma} horse hotels found`).waitFor();
    const towns = await cards(page).locator('p', { hasText: /, [A-Z]{2}$/ }).allTextContents();
    expect(towns.length).toBe(oklahoma);
    for (const town of towns) expect(town).toMatch(/, OK$/);

    await page.getByLabel('Search').fill('no such hotel anywhere');
    await page.getByText('No horse hotels found matching your criteria.').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    // Back to the whole list, with the pages already loaded.
    await page.getByText(`Showing ${HOTEL_PAGE_SIZE * 2} of ${total}`).waitFor();
    expect(await page.getByLabel('State').inputValue()).toBe('');
    await context.close();
  });

  it("signs in, reviews a hotel and sees 'Review posted!' and the review, with the stars back at 5", async () => {
    const { context, page } = await newPage(browser, viewport);
    const hotel = await demoHotel(page, 'Lake Granbury Horse Hotel');

    // Signed out: a log-in prompt, no form; Add to Trip shows (it leads to log in).
    await page.goto(`/horse-hotels/${hotel.id}`);
    await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor();
    expect(await page.getByRole('link', { name: 'Log In to Review' }).getAttribute('href')).toBe('/api/login');
    expect(await page.getByRole('button', { name: 'Add to Trip' }).count()).toBe(1);
    const nearby = page.getByRole('region', { name: 'Nearby Arenas' });
    await nearby.getByRole('link').first().waitFor();
    expect(await nearby.getByRole('link').first().getAttribute('href')).toMatch(/^\/arenas\/[0-9a-f-]{36}$/);
    expect(await nearby.getByRole('link').first().textContent()).toMatch(/\d+\.\d miles/);
    await screenshot(page, `hotel-detail-${viewport}`);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await nearby.getByRole('link').first().waitFor();
    await screenshot(page, `hotel-detail-dark-${viewport}`);
    await page.evaluate(() => localStorage.setItem('theme', 'light'));

    const me = await signUp(page, 'Reviewer');
    await page.reload();
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.waitFor();
    expect(await form.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Post Review' }).click();
    await form.getByText('Please write a review before submitting.').waitFor();

    const text = `Stalls were bedded deep and the wash rack had hot water. ${unique()}`;
    await form.getByRole('radio', { name: '3 stars' }).check({ force: true });
    expect(await form.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true);
    await form.getByLabel('Your review').fill(text);
    await form.getByRole('button', { name: 'Post Review' }).click();
    await toast(page, 'Review posted!').waitFor();

    const reviews = page.getByRole('list', { name: 'Reviews of this horse hotel' });
    const mine = reviews.getByRole('listitem').filter({ hasText: text });
    await mine.waitFor();
    expect(await mine.getByText(`${me.firstName} ${me.lastName}`).count()).toBe(1);
    expect(await mine.getByRole('img', { name: 'Rated 3.0 out of 5' }).count()).toBe(1);
    expect(await mine.getByText('Today').count()).toBe(1);
    expect(await form.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    expect(await form.getByLabel('Your review').inputValue()).toBe('');
    await screenshot(page, `hotel-review-${viewport}`);

    await page.reload();
    await reviews.getByText(text).waitFor();
    await context.close();
  });

  it('creates a hotel through the form, edits it as owner, and another rider cannot edit it', async () => {
    const { context, page } = await newPage(browser, viewport);
    // The address search's server side may not exist yet: answer it here with one street address.
    await page.route('**/api/places?*', (route) => route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify([{
        name: '2110 Fort Worth Hwy', formattedAddress: '2110 Fort Worth Hwy, Weatherford, TX 76086, USA',
        latitude: 32.7593, longitude: -97.7973, city: 'Weatherford', state: 'TX', zipCode: '76086',
      }]),
    }));
    await signUp(page, 'Owner');
    await page.goto('/horse-hotels');
    await page.getByRole('link', { name: 'Add Horse Hotel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add Horse Hotel' }).waitFor();
    for (const section of ['Basic Information', 'Facility Details', 'Contact Information', 'Cover Image']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    await screenshot(page, `hotel-create-${viewport}`);

    await page.getByRole('button', { name: 'Add Horse Hotel' }).click();
    await toast(page, 'Missing Information').waitFor();
    await toast(page, 'Please fill in all required fields (name, city, state).').waitFor();

    const name = `Trailhead Stalls ${unique()}`;
    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await page.getByLabel('Description').fill('Pipe pens under a shed roof, lights on all night.');
    const search = page.getByRole('combobox', { name: 'Address search' });
    await search.fill('2110 Fort');
    await page.getByRole('option', { name: /2110 Fort Worth Hwy/ }).click();
    await expect.poll(() => page.getByLabel('City', { exact: false }).inputValue()).toBe('Weatherford');
    expect(await page.getByLabel('Street Address').inputValue()).toBe('2110 Fort Worth Hwy');
    expect(await page.getByLabel('State', { exact: false }).inputValue()).toBe('TX');
    expect(await page.getByLabel('ZIP Code').inputValue()).toBe('76086');
    // The coordinates come from the address search and wait behind Advanced.
    await page.getByText('On the map: riders searching near this town will find it.').waitFor();
    expect(await page.getByLabel('Latitude').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Advanced: map coordinates' }).click();
    expect(await page.getByLabel('Latitude').inputValue()).toBe('32.7593000');
    expect(await page.getByLabel('Longitude').inputValue()).toBe('-97.7973000');
    expect(await page.getByLabel('State', { exact: false }).getAttribute('placeholder')).toBe('e.g. TX');
    expect(await page.getByLabel('Daily Rate ($)').getAttribute('placeholder')).toBe('e.g. 35');
    await page.getByLabel('Stall Count').fill('24');
    await page.getByLabel('Stall Type').fill('Pipe pens');
    await page.getByLabel('Daily Rate ($)').fill('40');
    await page.getByLabel('Weekly Rate ($)').fill('225.50');
    await page.getByLabel('Amenities').fill('Wash rack, , Shavings, RV hookups, Hay for sale ,Lighted arena');
    await page.getByLabel('Turnout available').check();
    await page.getByLabel('Phone').fill('(817) 555-0199');
    await page.getByLabel('Email').fill('stalls@trailhead.example.com');
    await page.getByLabel('Website').fill('https://trailhead.example.com');
    await page.getByRole('button', { name: 'Add Horse Hotel' }).click();

    await toast(page, 'Horse Hotel Added').waitFor();
    await page.waitForURL(UUID);
    const hotelId = UUID.exec(page.url())![1];
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('2110 Fort Worth Hwy, Weatherford, TX 76086').waitFor();
    await page.getByText('$40/day').waitFor();
    await page.getByText('$225.50/week').waitFor();
    await page.getByText('24 stalls').waitFor();
    for (const amenity of ['Wash rack', 'Shavings', 'RV hookups', 'Hay for sale', 'Lighted arena']) {
      await page.getByRole('region', { name: 'About' }).getByText(amenity, { exact: true }).waitFor();
    }
    // Linked to the arenas around Weatherford by the server.
    await page.getByRole('region', { name: 'Nearby Arenas' }).getByText(/\d+\.\d miles/).first().waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/horse-hotels/${hotelId}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Horse Hotel' }).waitFor();
    expect(await page.getByLabel('Amenities').inputValue()).toBe('Wash rack, Shavings, RV hookups, Hay for sale, Lighted arena');
    expect(await page.getByLabel('Turnout available').isChecked()).toBe(true);
    expect(await page.getByLabel('Daily Rate ($)').inputValue()).toBe('40.00');
    await screenshot(page, `hotel-edit-${viewport}`);
    await page.getByLabel('Daily Rate ($)').fill('45');
    await page.getByLabel('Weekly Rate ($)').fill('');
    await page.getByLabel('Amenities').fill('Wash rack, Round pen');
    await page.getByLabel('Feed included').check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Horse Hotel Updated').waitFor();
    await page.waitForURL(UUID);

    await page.reload();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('$45/day').waitFor();
    expect(await page.getByText('$225.50/week').count()).toBe(0);
    const about = page.getByRole('region', { name: 'About' });
    await about.getByText('Round pen', { exact: true }).waitFor();
    expect(await about.getByText('Shavings', { exact: true }).count()).toBe(0);
    expect(await about.locator('div', { hasText: /^Feed included/ }).getByText('Yes').count()).toBe(1);
    await screenshot(page, `hotel-owner-detail-${viewport}`);

    // Another signed-in rider: no Edit, and the edit page says no.
    const other = await newPage(browser, viewport);
    await signUp(other.page, 'Other');
    await other.page.goto(`/horse-hotels/${hotelId}`);
    await other.page.getByRole('heading', { level: 1, name }).waitFor();
    await other.page.getByRole('form', { name: 'Write a review' }).waitFor();
    expect(await other.page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await other.page.goto(`/horse-hotels/${hotelId}/edit`);
    await other.page.getByText('Only the owner of this horse hotel can edit it.').waitFor();
    expect(await other.page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    expect(await other.page.getByLabel('Amenities').count()).toBe(0);
    await screenshot(other.page, `hotel-edit-forbidden-${viewport}`);
    // The server agrees.
    const put = await other.page.request.put(`/api/horse-hotels/${hotelId}`, { data: { name: 'Taken', city: 'X', state: 'TX' } });
    expect(put.status()).toBe(403);
    await other.context.close();
    await context.close();
  });

  it('adds a hotel to a trip from its page', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUp(page, 'Traveler');
    const tripName = `Hotel trip ${unique()}`;
    const tripResponse = await page.request.post('/api/trips', {
      data: { name: tripName, startDate: '2026-07-10', endDate: '2026-07-12' },
    });
    expect(tripResponse.status()).toBe(201);
    const trip = (await tripResponse.json()) as { id: string };
    const hotel = await demoHotel(page, 'Aledo Overnight Stalls');

    await page.goto(`/horse-hotels/${hotel.id}`);
    await page.getByRole('button', { name: 'Add to Trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Trip' });
    await dialog.getByRole('button', { name: new RegExp(tripName) }).click();
    await toast(page, 'Added to trip').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const items = (await (await page.request.get(`/api/trips/${trip.id}/items`)).json()) as { horseHotels: { horseHotelId: string }[] };
    expect(items.horseHotels.map((item) => item.horseHotelId)).toEqual([hotel.id]);
    await context.close();
  });

  it("shows 'Horse Hotel Not Found' for an unknown id", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/horse-hotels/00000000-0000-4000-8000-000000000000');
    await page.getByText('Horse Hotel Not Found', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Back to Horse Hotels' }).waitFor();
    await screenshot(page, `hotel-not-found-${viewport}`);
    await context.close();
  });
});

type ListedHotel = { id: string; name: string; averageRating: number; reviewCount: number; distance: number | null };

/** The API's answer for the same query the page sends, to check what the cards show. */
async function apiHotels(page: Page, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await page.request.get(`/api/horse-hotels?${search}`);
  return (await response.json()) as ListedHotel[];
}

/** Picks a town in the list's Location box (the offline place search answers without a maps key). */
async function chooseTown(page: Page, town: string) {
  await page.getByRole('combobox', { name: 'Location' }).fill(town);
  await page.getByRole('option', { name: new RegExp(`${town}.*TX`) }).first().click();
  await page.getByTestId('active-location').getByText(new RegExp(town)).waitFor();
}

/** The centre the page searches around, from its address. */
function searchedPlace(page: Page) {
  const params = new URL(page.url()).searchParams;
  return { latitude: params.get('lat')!, longitude: params.get('lng')! };
}

describe('horse hotels at phone size', () => {
  it('searches near a town within a radius, nearest first, with each distance and every rating on the cards', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await openList(page);

    // Every card shows its plain average and review count, as the API reports them.
    const firstPage = await apiHotels(page, { limit: HOTEL_PAGE_SIZE, sort: 'name' });
    const summaries = await cards(page).getByTestId('rating-summary').allTextContents();
    expect(summaries).toEqual(firstPage.map((hotel) => (hotel.reviewCount > 0
      ? `${hotel.averageRating.toFixed(1)}(${hotel.reviewCount} ${hotel.reviewCount === 1 ? 'review' : 'reviews'})`
      : 'No reviews yet')));

    await chooseTown(page, 'Weatherford');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('distance');
    await page.getByLabel('Radius (miles)').fill('60');
    await page.getByLabel('Radius (miles)').blur();
    await expect.poll(() => new URL(page.url()).searchParams.get('radius')).toBe('60');
    const nearest = await apiHotels(page, { ...searchedPlace(page), radiusMiles: 60, sort: 'distance' });
    expect(nearest.length).toBeGreaterThan(1);
    await expect.poll(() => cardNames(page)).toEqual(nearest.map((hotel) => hotel.name));
    const miles = (await cards(page).getByTestId('hotel-distance').allTextContents()).map((text) => Number.parseFloat(text));
    expect(miles).toEqual(nearest.map((hotel) => hotel.distance));
    expect(miles.every((distance, index) => distance <= 60 && (index === 0 || distance >= miles[index - 1]))).toBe(true);
    await screenshot(page, 'hotels-near-weatherford-phone');
    await context.close();
  });

  it('keeps the filters and the results on Back from a hotel', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await openList(page);
    await chooseTown(page, 'Weatherford');
    await page.getByLabel('Sort by').selectOption('rating');
    await page.getByLabel('State').selectOption('TX');
    const ranked = await apiHotels(page, { ...searchedPlace(page), radiusMiles: 50, state: 'TX', sort: 'rating' });
    expect(ranked.length).toBeGreaterThan(1);
    await expect.poll(() => cardNames(page)).toEqual(ranked.map((hotel) => hotel.name));
    const listUrl = page.url();
    expect(Object.fromEntries(new URL(listUrl).searchParams)).toMatchObject({ state: 'TX', sort: 'rating' });

    await cards(page).nth(1).getByRole('heading', { level: 2 }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: ranked[1].name }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Find Horse Hotels' }).waitFor();
    expect(page.url()).toBe(listUrl);
    await page.getByTestId('active-location').getByText(/Weatherford/).waitFor();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('rating');
    expect(await page.getByLabel('State').inputValue()).toBe('TX');
    await expect.poll(() => cardNames(page)).toEqual(ranked.map((hotel) => hotel.name));
    await context.close();
  });

  it('refuses a second review of the same hotel and offers to edit the first, which saves as an edit', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const hotel = await demoHotel(page, 'Bridgeport Trail Stalls');
    const me = await signUp(page, 'Twice');
    await page.goto(`/horse-hotels/${hotel.id}`);
    const form = page.getByRole('form', { name: 'Write a review' });
    const first = `Quiet barn, deep shavings. ${unique()}`;
    await form.getByLabel('Your review').fill(first);
    await form.getByRole('radio', { name: '3 stars' }).check({ force: true });
    await form.getByRole('button', { name: 'Post Review' }).click();
    await toast(page, 'Review posted!').waitFor();
    const reviews = page.getByRole('list', { name: 'Reviews of this horse hotel' });
    await reviews.getByText(first).waitFor();
    const afterFirst = (await (await page.request.get(`/api/horse-hotels/${hotel.id}`)).json()) as ListedHotel;

    await form.getByLabel('Your review').fill('A second review of the same stay.');
    await form.getByRole('button', { name: 'Post Review' }).click();
    const offer = form.getByRole('alert');
    await offer.getByText('You have already reviewed this horse hotel. You can edit your review instead.').waitFor();
    await screenshot(page, 'hotel-review-offer-edit-phone');
    await offer.getByRole('button', { name: 'Edit Your Review' }).click();

    const edit = page.getByRole('form', { name: 'Edit your review' });
    await edit.getByRole('heading', { name: 'Edit Your Review' }).waitFor();
    // The form fills with the first review as it opens: the stars can land a render after the text.
    await expect.poll(() => edit.getByLabel('Your review').inputValue()).toBe(first);
    await expect.poll(() => edit.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true);
    const changed = `Went back: stalls swept, water on. ${unique()}`;
    await edit.getByLabel('Your review').fill(changed);
    await edit.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Review updated').waitFor();
    await reviews.getByText(changed).waitFor();
    expect(await reviews.getByText(first).count()).toBe(0);
    await page.getByRole('form', { name: 'Write a review' }).waitFor();

    const mine = ((await (await page.request.get(`/api/horse-hotels/${hotel.id}/reviews?limit=200`)).json()) as { userId: string; rating: number }[])
      .filter((review) => review.userId === me.id);
    expect(mine.map((review) => review.rating)).toEqual([5]);
    const afterEdit = (await (await page.request.get(`/api/horse-hotels/${hotel.id}`)).json()) as ListedHotel;
    expect(afterEdit.reviewCount).toBe(afterFirst.reviewCount);
    await context.close();
  });
});
