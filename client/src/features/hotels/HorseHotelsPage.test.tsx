// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, renderWithApp, type FakeRequest } from '@/test-utils';
import HorseHotelsPage from './HorseHotelsPage';
import { hotelFixture } from './hotel-fixtures';

const rider = { id: 'rider-1', email: 'rider@example.com', firstName: 'Rita', lastName: 'Rider', profileImageUrl: null };

// The first render loads the page's modules; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage({ user = null, list }: { user?: object | null; list?: (request: FakeRequest) => Response } = {}) {
  const api = fakeApi({
    'GET /api/horse-hotels': list ?? (() => json([hotelFixture()], { total: 1 })),
    'GET /api/horse-hotels/filters': () => ({ states: ['OK', 'TX'] }),
  }, { user });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithApp(<HorseHotelsPage />);
  const listRequests = () => api.requests.filter((request) => request.url.pathname === '/api/horse-hotels');
  return { api, listRequests };
}

describe('HorseHotelsPage', () => {
  it('shows a card with town, stalls, rates, three amenities plus the rest, and named contact links', async () => {
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Aledo Overnight Stalls' })).closest('li')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Aledo, TX')).toBeTruthy();
    expect(inCard.getByText('40 stalls')).toBeTruthy();
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
