// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json } from '@/testing/api-server';
import { arenaItem } from '@/testing/fixtures/arenas';
import { renderWithApp } from '@/test-utils';
import { homeListPaths } from './api';
import { HomePage } from './HomePage';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));

// The cards and the location search are lazy chunks: load them once up front so no test waits on the first import.
const LAZY = { timeout: 5000 };
beforeAll(async () => {
  await Promise.all([import('./HomeResultsGrid'), import('@/components/search/LocationPicker')]);
});

afterEach(cleanup);

const stats = { arenaCount: 48, upcomingEventCount: 120, averageArenaRating: 3.9, reviewCount: 311, horseHotelCount: 20 };
const arenas = Array.from({ length: 5 }, (_, index) => arenaItem({ name: `Home Arena ${index + 1}`, city: index === 0 ? 'Waco' : 'Fort Worth' }));

function stubHomeApi() {
  return fakeApi({
    'GET /api/stats': () => stats,
    'GET /api/arenas': ({ url }) => {
      const search = url.searchParams.get('search')?.toLowerCase();
      const matching = arenas.filter((arena) => !search || `${arena.name} ${arena.city}`.toLowerCase().includes(search));
      return json(matching.slice(0, Number(url.searchParams.get('limit'))), { total: matching.length });
    },
    'GET /api/events': () => json([], { total: 0 }),
  });
}

const resultsHeading = () => screen.getByRole('heading', { level: 2, name: /Featured Arenas|Upcoming Events|Search Results/ });

describe('HomePage', () => {
  it('shows the real figures from the server', async () => {
    stubHomeApi();
    renderWithApp(<HomePage />);
    const strip = screen.getByTestId('site-stats');
    await waitFor(() => expect(strip.textContent).toContain('3.9'));
    expect(strip.textContent).toContain('Arenas48');
    expect(strip.textContent).toContain('Upcoming Events120');
    expect(strip.textContent).toContain('Average Rating3.9');
    expect(strip.textContent).toContain('Reviews311');
    expect(strip.textContent).not.toContain('4.8');
  });

  it('previews 3 featured arenas, best rated first, and switches to upcoming events', async () => {
    const api = stubHomeApi();
    renderWithApp(<HomePage />);
    expect(resultsHeading().textContent).toBe('Featured Arenas');
    await screen.findByRole('link', { name: 'Home Arena 1' }, LAZY);
    expect(screen.queryByRole('link', { name: 'Home Arena 4' })).toBeNull();
    const query = api.requests.filter((request) => request.url.pathname === homeListPaths.arenas)[0].url.searchParams;
    expect([query.get('limit'), query.get('sort')]).toEqual(['3', 'rating']);
    expect(screen.getByRole('link', { name: /View All/ }).getAttribute('href')).toBe('/arenas');

    fireEvent.click(screen.getByRole('tab', { name: 'Events' }));
    expect(resultsHeading().textContent).toBe('Upcoming Events');
    expect(screen.getByRole('link', { name: /View All/ }).getAttribute('href')).toBe('/events');
    expect(await screen.findByText('No events yet.')).toBeTruthy();
  });

  it('shows every match under Search Results with the count, and Clear goes back to the preview', async () => {
    stubHomeApi();
    renderWithApp(<HomePage />);
    await screen.findByRole('link', { name: 'Home Arena 1' }, LAZY);
    fireEvent.change(screen.getByLabelText('Arena or event name, city or state'), { target: { value: 'fort worth' } });
    await waitFor(() => expect(resultsHeading().textContent).toBe('Search Results (4)'));
    expect(screen.getByRole('link', { name: 'Home Arena 5' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Home Arena 1' })).toBeNull();
    expect(screen.getByRole('link', { name: /View All/ }).getAttribute('href')).toBe('/arenas?q=fort+worth');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(resultsHeading().textContent).toBe('Featured Arenas'));
  });

  it('has the search tabs, How It Works and the two call-to-action cards', async () => {
    stubHomeApi();
    renderWithApp(<HomePage />);
    const searchTabs = screen.getByRole('tablist', { name: 'Search by' });
    expect(within(searchTabs).getByRole('tab', { name: 'Search by Name' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeTruthy();
    for (const step of ['Research Arenas', 'Find Events', 'Plan Trips', 'Contribute']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeTruthy();
    }
    expect(within(screen.getByRole('region', { name: 'Plan Your Trip' })).getByRole('link').getAttribute('href')).toBe('/trips');
    expect(within(screen.getByRole('region', { name: 'Research Venues' })).getByRole('link').getAttribute('href')).toBe('/arenas');
    fireEvent.click(within(searchTabs).getByRole('tab', { name: 'Search by Location' }));
    expect(await screen.findByRole('button', { name: 'Near Me' }, LAZY)).toBeTruthy();
  });
});
