// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { apiServer, json } from '@/testing/api-server';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/hooks/use-toast';
import { renderWithApp } from '@/test-utils';
import { AddressAutocomplete } from './AddressAutocomplete';
import type { MapsState } from './loader';
import { createGoogleMapsDouble } from './testing/google-maps-double';
import type { PlaceSelection } from './types';
import { GoogleMapsProvider } from './useGoogleMaps';
import { mapsPaths } from './api';

const fortWorth: PlaceSelection = {
  name: 'Fort Worth', formattedAddress: 'Fort Worth, TX 76102', latitude: 32.7555, longitude: -97.3308,
  city: 'Fort Worth', state: 'TX', zipCode: '76102',
};
const fortStockton: PlaceSelection = {
  name: 'Fort Stockton', formattedAddress: 'Fort Stockton, TX 79735', latitude: 30.894, longitude: -102.879,
  city: 'Fort Stockton', state: 'TX', zipCode: '79735',
};

/** The offline place searches the fake API received in this test, as path and query. */
let placeSearches: string[];

beforeEach(() => {
  placeSearches = [];
  apiServer.use(http.get(mapsPaths.places, ({ request }) => {
    const url = new URL(request.url);
    placeSearches.push(`${url.pathname}${url.search}`);
    const query = url.searchParams.get('q') ?? '';
    return json([fortWorth, fortStockton].filter((place) => place.name.toLowerCase().startsWith(query.toLowerCase())));
  }));
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.restoreAllMocks();
});

function renderSearch(state: MapsState, onSelect = vi.fn()) {
  renderWithApp(
    <GoogleMapsProvider state={state}>
      <AddressAutocomplete label="Arena address" placeholder="Start typing an address" onSelect={onSelect} />
      <Toaster />
    </GoogleMapsProvider>,
  );
  return { onSelect, input: screen.getByRole('combobox', { name: 'Arena address' }) as HTMLInputElement };
}

describe('AddressAutocomplete without Google Maps', () => {
  it('searches the offline endpoint once the typing settles', async () => {
    const { input } = renderSearch({ status: 'no-key', maps: null });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'f' } });
    fireEvent.change(input, { target: { value: 'fo' } });
    fireEvent.change(input, { target: { value: 'fort' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Fort WorthFort Worth, TX 76102', 'Fort StocktonFort Stockton, TX 79735']);
    expect(placeSearches).toEqual([`${mapsPaths.places}?q=fort`]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText('Powered by Google')).toBeNull();
  });

  it('moves with the arrow keys and selects with Enter', async () => {
    const { input, onSelect } = renderSearch({ status: 'no-key', maps: null });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'fort' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('Fort Stockton');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(fortWorth));
    expect(input.value).toBe('Fort Worth, TX 76102');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes the first suggestion with Enter when none is highlighted', async () => {
    const { input, onSelect } = renderSearch({ status: 'no-key', maps: null });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'fort' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(fortWorth));
    expect(input.value).toBe('Fort Worth, TX 76102');
    // Enter on the place already chosen does not search again.
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('takes the first suggestion once it arrives when Enter comes before it, and none when nothing matches', async () => {
    const { input, onSelect } = renderSearch({ status: 'no-key', maps: null });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'fort st' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(fortStockton));
    expect(placeSearches).toEqual([`${mapsPaths.places}?q=fort+st`]);

    fireEvent.change(input, { target: { value: 'zzz' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('No places found', { selector: 'p' })).toBeTruthy();
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape and selects with a click', async () => {
    const { input, onSelect } = renderSearch({ status: 'no-key', maps: null });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'fort' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click((await screen.findAllByRole('option'))[1]);
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(fortStockton));
  });

  it('says when nothing matches', async () => {
    const { input } = renderSearch({ status: 'no-key', maps: null });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByText('No places found', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No places found');
  });

  it('tells once that Google failed to load and keeps the offline search working', async () => {
    const { input, onSelect } = renderSearch({ status: 'failed', maps: null });
    expect(await screen.findByText('Failed to load location search. Please try again later.')).toBeTruthy();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'fort w' } });
    fireEvent.click(await screen.findByRole('option'));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(fortWorth));
    act(() => dismissToast());
    cleanup();
    renderSearch({ status: 'failed', maps: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Failed to load location search. Please try again later.')).toBeNull();
  });
});

describe('AddressAutocomplete with Google Maps', () => {
  it('suggests addresses from Places and fills the selection from address components', async () => {
    const { maps, record } = createGoogleMapsDouble();
    const { input, onSelect } = renderSearch({ status: 'ready', maps });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '100 Main' } });
    const [option] = await screen.findAllByRole('option');
    expect(option.textContent).toContain('100 Main St');
    expect(screen.getByText('Powered by Google')).toBeTruthy();
    expect(record.autocompleteRequests[0]).toMatchObject({
      input: '100 Main',
      includedPrimaryTypes: ['street_address', 'premise', 'subpremise', 'route'],
      includedRegionCodes: ['us'],
    });
    expect(record.autocompleteRequests[0].sessionToken).toBeTruthy();
    fireEvent.click(option);
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith({
      name: '100 Main St', formattedAddress: '100 Main St, Fort Worth, TX 76102, USA', latitude: 32.7555, longitude: -97.3308,
      city: 'Fort Worth', state: 'TX', zipCode: '76102',
    }));
    expect(record.fetchedFields[0]).toEqual(['displayName', 'formattedAddress', 'location', 'addressComponents']);
    expect(placeSearches).toEqual([]);
  });

  it('asks the offline search for what Places (addresses only) has no suggestion for: towns and ZIP codes', async () => {
    const { maps, record } = createGoogleMapsDouble();
    const { input, onSelect } = renderSearch({ status: 'ready', maps });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'fort s' } });
    const [option, ...others] = await screen.findAllByRole('option');
    expect(others).toEqual([]);
    expect(option.textContent).toContain('Fort Stockton');
    expect(screen.queryByText('Powered by Google')).toBeNull();
    expect(record.autocompleteRequests.map((request) => request.input)).toEqual(['fort s']);
    expect(placeSearches).toEqual([`${mapsPaths.places}?q=fort+s`]);
    fireEvent.click(option);
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(fortStockton));
  });

  it('falls back to the offline search when a Places request fails', async () => {
    const { maps } = createGoogleMapsDouble();
    vi.spyOn(maps.places.AutocompleteSuggestion, 'fetchAutocompleteSuggestions').mockRejectedValue(new Error('REQUEST_DENIED'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input } = renderSearch({ status: 'ready', maps });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'fort' } });
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(placeSearches).toEqual([`${mapsPaths.places}?q=fort`]);
  });
});
