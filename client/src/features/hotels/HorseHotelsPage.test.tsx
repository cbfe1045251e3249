// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GoogleMapsProvider } from '@/maps';
import { fakeApi, json, type FakeRequest } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { hotelPaths } from './api';
import HorseHotelsPage from './HorseHotelsPage';
import { hotelFixture } from './hotel-fixtures';

const rider = { id: 'rider-1', email: 'rider@example.com', firstName: 'Rita', lastName: 'Rider', profileImageUrl: null };

// The first render loads the page's modules; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

const weatherford = {
  name: 'Weatherford', formattedAddress: 'Weatherford, TX 76086', latitude: 32.7593, longitude: -97.7973,
  city: 'Weatherford', state: 'TX', zipCode: '76086',
};

function renderPage({ user = null, list, path = '/horse-hotels' }: {
  user?: object | null; list?: (request: FakeRequest) => Response; path?: string;
} = {}) {
  const api = fakeApi({
    'GET /api/horse-hotels': list ?? (() => json([hotelFixture()], { total: 1 })),
    'GET /api/horse-hotels/filters': () => ({ states: ['OK', 'TX'] }),
    'GET /api/places': () => [weatherford],
  }, { user });
  const { location } = renderWithApp(
    <GoogleMapsProvider state={{ status: 'no-key', maps: null }}><HorseHotelsPage /></GoogleMapsProvider>,
    { path },
  );
  const listRequests = () => api.requests.filter((request) => request.url.pathname === hotelPaths.list);
  const lastQuery = () => listRequests().at(-1)!.url.searchParams;
  return { api, listRequests, lastQuery, history: location.history! };
}

describe('HorseHotelsPage', () => {
  it('shows a card with town, stalls, rates, three amenities plus the rest, and named contact links', async () => {
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Aledo Overnight Stalls' })).closest('li')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Aledo, TX')).toBeTruthy();
    expect(inCard.getByText('40 stalls')).toBeTruthy();
    expect(inCard.getByTestId('rating-summary').textContent).toBe('4.5(2 reviews)');
    expect(inCard.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(inCard.queryByTestId('hotel-distance')).toBeNull();
    expect(inCard.getByText('$35/day')).toBeTruthy();
    expect(inCard.getByText('$200/week')).toBeTruthy();
    expect(inCard.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Wash rack', 'Shavings', 'RV hookups', '+2 more']);
    expect(inCard.getByRole('link', { name: 'Call Aledo Overnight Stalls' }).getAttribute('href')).toBe('tel:8175550140');
    expect(inCard.getByRole('link', { name: 'Email Aledo Overnight Stalls' }).getAttribute('href')).toBe('mailto:stalls@aledo.example.com');
    expect(inCard.getByRole('link', { name: 'Visit the website of Aledo Overnight Stalls' }).getAttribute('href')).toBe('https://aledo.example.com');
    expect(screen.queryByRole('link', { name: 'Add Horse Hotel' })).toBeNull();
  });

  it("says 'Contact for pricing' when a hotel lists no rate", async () => {
    renderPage({ list: () => json([hotelFixture({ dailyRate: null, weeklyRate: null })], { total: 1 }) });
    expect(await screen.findByText('Contact for pricing')).toBeTruthy();
  });

  it('offers Add Horse Hotel to signed-in riders', async () => {
    renderPage({ user: rider });
    expect((await screen.findByRole('link', { name: 'Add Horse Hotel' })).getAttribute('href')).toBe('/horse-hotels/create');
  });

  it('sends the search and the state to the server, with All States plus the states it lists', async () => {
    const { listRequests } = renderPage();
    await screen.findByRole('heading', { name: 'Aledo Overnight Stalls' });
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    await waitFor(() => expect(Array.from(state.options).map((option) => option.text)).toEqual(['All States', 'OK', 'TX']));

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  ALEDO ' } });
    await waitFor(() => expect(listRequests().at(-1)!.url.searchParams.get('search')).toBe('ALEDO'));
    fireEvent.change(state, { target: { value: 'TX' } });
    await waitFor(() => expect(listRequests().at(-1)!.url.searchParams.get('state')).toBe('TX'));
    expect(listRequests().at(-1)!.url.searchParams.get('search')).toBe('ALEDO');
  });

  it('keeps the filters in the page address and starts from them', async () => {
    const { lastQuery, history } = renderPage();
    await screen.findByRole('heading', { name: 'Aledo Overnight Stalls' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'OK' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'OK' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'rating' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Barn' } });
    await waitFor(() => expect(history.at(-1)).toBe('/horse-hotels?q=Barn&state=OK&sort=rating'));
    expect([lastQuery().get('search'), lastQuery().get('state'), lastQuery().get('sort')]).toEqual(['Barn', 'OK', 'rating']);
    cleanup();

    const restored = renderPage({ path: '/horse-hotels?q=Barn&state=OK&sort=rating&lat=32.7593&lng=-97.7973&near=Weatherford%2C+TX&radius=25' });
    await screen.findByRole('heading', { name: 'Aledo Overnight Stalls' });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('Barn');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('OK');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('rating');
    expect(screen.getByTestId('active-location').textContent).toBe('Near Weatherford, TX');
    expect((screen.getByLabelText('Radius (miles)') as HTMLInputElement).value).toBe('25');
    const query = restored.lastQuery();
    expect(Object.fromEntries(query)).toMatchObject({
      search: 'Barn', state: 'OK', sort: 'rating', latitude: '32.7593', longitude: '-97.7973', radiusMiles: '25',
    });
  });

  it('searches around a town or ZIP within a radius, nearest first, with each distance on its card', async () => {
    const { lastQuery, history } = renderPage({
      list: (request) => json([hotelFixture({ distance: request.url.searchParams.has('latitude') ? 12.34 : null })], { total: 1 }),
    });
    await screen.findByRole('heading', { name: 'Aledo Overnight Stalls' });
    expect((screen.getByLabelText('Radius (miles)') as HTMLInputElement).disabled).toBe(true);
    const distanceOption = screen.getByRole('option', { name: 'Distance (set a location)' }) as HTMLOptionElement;
    expect(distanceOption.disabled).toBe(true);

    const place = screen.getByRole('combobox', { name: 'Location' });
    fireEvent.focus(place);
    fireEvent.change(place, { target: { value: '76086' } });
    fireEvent.click(await screen.findByRole('option', { name: /Weatherford/ }));
    await waitFor(() => expect(lastQuery().get('latitude')).toBe('32.7593'));
    expect(Object.fromEntries(lastQuery())).toMatchObject({ longitude: '-97.7973', radiusMiles: '50', sort: 'distance' });
    expect((await screen.findByTestId('hotel-distance')).textContent).toBe('12.3 miles');

    const radius = screen.getByLabelText('Radius (miles)') as HTMLInputElement;
    expect(radius.disabled).toBe(false);
    fireEvent.change(radius, { target: { value: '100' } });
    await waitFor(() => expect(lastQuery().get('radiusMiles')).toBe('100'));
    await waitFor(() => expect(history.at(-1)).toContain('radius=100'));
    expect(history.at(-1)).toContain('sort=distance');

    // Without a location the list is the first one again (from the cache), by name, without distances.
    fireEvent.click(screen.getByRole('button', { name: 'Clear location' }));
    await waitFor(() => expect(history.at(-1)).toBe('/horse-hotels'));
    await waitFor(() => expect(screen.queryByTestId('hotel-distance')).toBeNull());
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('name');
  });

  it('pages with Load More', async () => {
    const { listRequests } = renderPage({
      list: (request) => {
        const offset = Number(request.url.searchParams.get('offset'));
        return json([hotelFixture({ id: `hotel-${offset}`, name: `Hotel ${offset}` })], { total: 2 });
      },
    });
    await screen.findByRole('heading', { name: 'Hotel 0' });
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('heading', { name: 'Hotel 1' });
    expect(listRequests().map((request) => request.url.searchParams.get('offset'))).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('shows an empty state that clears the filters', async () => {
    renderPage({ list: (request) => json(request.url.searchParams.get('search') ? [] : [hotelFixture()], { total: 1 }) });
    await screen.findByRole('heading', { name: 'Aledo Overnight Stalls' });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nowhere' } });
    expect(await screen.findByText('No horse hotels found matching your criteria.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await screen.findByRole('heading', { name: 'Aledo Overnight Stalls' });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
  });

  it('shows an error with a retry when the list fails', async () => {
    renderPage({ list: () => new Response('boom', { status: 500 }) });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
