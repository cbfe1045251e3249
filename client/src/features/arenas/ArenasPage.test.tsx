// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ArenaListItem } from '@shared/contracts/arenas';
import { fakeApi, json } from '@/testing/api-server';
import { arenaItem } from '@/testing/fixtures/arenas';
import { renderWithApp } from '@/test-utils';
import { arenaPaths } from './api';
import ArenasPage from './ArenasPage';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));

afterEach(cleanup);

const filterOptions = { states: ['NM', 'OK', 'TX'], arenaTypes: ['covered', 'indoor', 'outdoor'] };

/** A fake arenas list over `arenas`, filtering by state like the server and paging by limit/offset. */
function arenasApi(arenas: ArenaListItem[]) {
  return fakeApi({
    'GET /api/arenas/filters': () => filterOptions,
    'GET /api/arenas': ({ url }) => {
      const state = url.searchParams.get('state');
      const matching = arenas.filter((arena) => !state || arena.state === state);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      return json(matching.slice(offset, offset + limit), { total: matching.length });
    },
  });
}

const lastListQuery = (api: ReturnType<typeof arenasApi>) =>
  api.requests.filter((request) => request.url.pathname === arenaPaths.list).at(-1)!.url.searchParams;

describe('ArenasPage', () => {
  it('lists arenas with the title, Add Arena link and filter options from the server', async () => {
    arenasApi([arenaItem({ name: 'Rio Arena' }), arenaItem({ name: 'Mesa Arena', state: 'NM' })]);
    renderWithApp(<ArenasPage />, { path: '/arenas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Find Arenas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Arena' }).getAttribute('href')).toBe('/arenas/create');
    expect(await screen.findByRole('link', { name: 'Rio Arena' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mesa Arena' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('option', { name: 'OK' })).toBeTruthy());
    expect(screen.getByRole('option', { name: 'Indoor' })).toBeTruthy();
  });

  it('filters by state, keeps the filter in the address and offers Clear Filters when nothing matches', async () => {
    const api = arenasApi([arenaItem({ name: 'Rio Arena', state: 'TX' })]);
    const { location } = renderWithApp(<ArenasPage />, { path: '/arenas' });
    await screen.findByRole('link', { name: 'Rio Arena' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'OK' })).toBeTruthy());

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'OK' } });
    expect(await screen.findByText('No arenas found matching your criteria.')).toBeTruthy();
    expect(lastListQuery(api).get('state')).toBe('OK');
    await waitFor(() => expect(location.history.at(-1)).toBe('/arenas?state=OK'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByRole('link', { name: 'Rio Arena' })).toBeTruthy();
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('all');
    await waitFor(() => expect(location.history.at(-1)).toBe('/arenas'));
  });

  it('searches by the typed text once typing settles', async () => {
    const api = arenasApi([arenaItem({ name: 'Rio Arena' })]);
    renderWithApp(<ArenasPage />, { path: '/arenas' });
    await screen.findByRole('link', { name: 'Rio Arena' });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' Waco ' } });
    await waitFor(() => expect(lastListQuery(api).get('search')).toBe('Waco'));
  });

  it('starts from the filters in the address', async () => {
    const api = arenasApi([arenaItem({ name: 'Rio Arena', state: 'TX' })]);
    renderWithApp(<ArenasPage />, { path: '/arenas?state=TX&type=covered&sort=rating' });
    await screen.findByRole('link', { name: 'Rio Arena' });
    const query = lastListQuery(api);
    expect([query.get('state'), query.get('arenaType'), query.get('sort')]).toEqual(['TX', 'covered', 'rating']);
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('TX');
  });

  it('says so when there are no arenas at all', async () => {
    arenasApi([]);
    renderWithApp(<ArenasPage />, { path: '/arenas' });
    expect(await screen.findByText('No arenas found. Try adjusting your search!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('keeps the radius disabled and distance sort unavailable until a location is set, and sorts by rating', async () => {
    const api = arenasApi([arenaItem({ name: 'Rio Arena' })]);
    renderWithApp(<ArenasPage />, { path: '/arenas' });
    await screen.findByRole('link', { name: 'Rio Arena' });
    expect((screen.getByLabelText('Radius (miles)') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('option', { name: 'Distance (set a location)' }) as HTMLOptionElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'rating' } });
    await waitFor(() => expect(lastListQuery(api).get('sort')).toBe('rating'));
  });

  it('sends the location and radius once a place is in the address, nearest first', async () => {
    const api = arenasApi([arenaItem({ name: 'Rio Arena', distance: 4.2 })]);
    renderWithApp(<ArenasPage />, { path: '/arenas?lat=32.75&lng=-97.33&near=Fort%20Worth&radius=abc&sort=distance' });
    await screen.findByRole('link', { name: 'Rio Arena' });
    const query = lastListQuery(api);
    expect([query.get('latitude'), query.get('longitude'), query.get('radiusMiles'), query.get('sort')]).toEqual(['32.75', '-97.33', '50', 'distance']);
    expect((screen.getByLabelText('Radius (miles)') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByTestId('arena-distance').textContent).toBe('4.2 miles');
    expect(screen.getByTestId('active-location').textContent).toContain('Fort Worth');
  });

  it('loads more arenas page by page', async () => {
    const arenas = Array.from({ length: 30 }, (_, index) => arenaItem({ name: `Arena No. ${index + 1}` }));
    const api = arenasApi(arenas);
    renderWithApp(<ArenasPage />, { path: '/arenas' });
    await screen.findByRole('link', { name: 'Arena No. 1' });
    expect(screen.getByText('Showing 24 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: 'Arena No. 30' })).toBeTruthy();
    expect(lastListQuery(api).get('offset')).toBe('24');
  });

  it('shows an error with a retry when the list fails', async () => {
    fakeApi({ 'GET /api/arenas': () => new Response('boom', { status: 500 }) });
    renderWithApp(<ArenasPage />, { path: '/arenas' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
