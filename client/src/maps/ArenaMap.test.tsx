// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '@/test-utils';
import { ArenaMap, type ArenaMapProps } from './ArenaMap';
import type { MapsState } from './loader';
import { createGoogleMapsDouble } from './testing/google-maps-double';
import { GoogleMapsProvider } from './useGoogleMaps';

afterEach(cleanup);

const arena = {
  name: 'Cowtown Coliseum', address: '121 E Exchange Ave', city: 'Fort Worth', state: 'TX',
  latitude: '32.7890000', longitude: '-97.3470000',
};
const hotels = [
  { id: 'h1', name: 'Stockyards Stalls', latitude: '32.8000000', longitude: '-97.3500000', city: 'Fort Worth', state: 'TX', distance: '0.80' },
  { id: 'h2', name: 'Waco Barn', latitude: '31.5493', longitude: '-97.1467', city: 'Waco', state: 'TX', distance: '84.00' },
  { id: 'h3', name: 'Mystery Barn', latitude: null, longitude: null, city: 'Nowhere', state: 'TX', distance: null },
];

function renderMap(state: MapsState, props: ArenaMapProps = { arena, hotels }) {
  return renderWithApp(
    <GoogleMapsProvider state={state}>
      <ArenaMap {...props} />
    </GoogleMapsProvider>,
  );
}

describe('ArenaMap location texts', () => {
  it.each([
    ['no-key', null],
    ['ready', createGoogleMapsDouble().maps],
  ] as const)('uses the spec texts with maps %s', (status, maps) => {
    renderMap({ status, maps }, { arena: { ...arena, latitude: 'north', longitude: '-97.3' }, hotels });
    expect(screen.getByText('Location coordinates not available for this arena')).toBeTruthy();
    cleanup();
    renderMap({ status, maps }, { arena: { ...arena, latitude: null, longitude: null }, hotels });
    expect(screen.getByText('Location Not Available')).toBeTruthy();
    expect(screen.queryByTestId('google-map-double')).toBeNull();
  });

  it('shows Loading map... in a 500px box while loading', () => {
    renderMap({ status: 'loading', maps: null });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Loading map...');
    expect(status.className).toContain('h-[500px]');
  });
});

describe('ArenaMap without Google Maps', () => {
  it('lists the arena and hotels with coordinates, straight-line distances and Google Maps links', () => {
    renderMap({ status: 'no-key', maps: null });
    expect(screen.getByText('Interactive map unavailable')).toBeTruthy();
    expect(screen.getByText('Cowtown Coliseum')).toBeTruthy();
    expect(screen.getByText('121 E Exchange Ave, Fort Worth, TX')).toBeTruthy();
    expect(screen.getByText('32.78900, -97.34700')).toBeTruthy();

    const links = screen.getAllByRole('link', { name: /^Open in Google Maps/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.google.com/maps/search/?api=1&query=32.789,-97.347',
      'https://www.google.com/maps/search/?api=1&query=32.8,-97.35',
      'https://www.google.com/maps/search/?api=1&query=31.5493,-97.1467',
    ]);

    const hotelLink = screen.getByRole('link', { name: 'Stockyards Stalls' });
    expect(hotelLink.getAttribute('href')).toBe('/horse-hotels/h1');
    const hotelRow = hotelLink.closest('li') as HTMLElement;
    expect(within(hotelRow).getByText('Fort Worth, TX · 0.8 miles straight-line')).toBeTruthy();
    expect(screen.getByText(/Waco, TX · 8\d\.\d miles straight-line/)).toBeTruthy();
    expect(screen.queryByText('Mystery Barn')).toBeNull();
  });
});

describe('ArenaMap with Google Maps', () => {
  it('draws the arena and hotel markers, fits them with the zoom capped at 15', async () => {
    const { maps, record } = createGoogleMapsDouble();
    renderMap({ status: 'ready', maps });
    await waitFor(() => expect(screen.getAllByTestId('google-marker-double')).toHaveLength(3));
    expect(record.maps[0].options).toMatchObject({ center: { lat: 32.789, lng: -97.347 }, zoom: 13 });
    const markers = screen.getAllByTestId('google-marker-double');
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual(['Cowtown Coliseum', 'Stockyards Stalls', 'Waco Barn']);
    expect(markers[1].dataset.color).toBe('#4169E1');
    expect(Number(screen.getByTestId('google-map-double').dataset.zoom)).toBeLessThanOrEqual(15);
    expect(screen.getByRole('region', { name: /Map of Cowtown Coliseum/ }).closest('.h-\\[500px\\]')).toBeTruthy();
  });

  it('caps the zoom at 15 when the hotels sit on top of the arena', async () => {
    const double = createGoogleMapsDouble();
    renderMap({ status: 'ready', maps: double.maps }, {
      arena, hotels: [{ id: 'h1', name: 'Next Door', latitude: arena.latitude, longitude: arena.longitude }],
    });
    await waitFor(() => expect(screen.getByTestId('google-map-double').dataset.zoom).toBe('15'));
  });

  it('keeps zoom 13 with no hotels', async () => {
    renderMap({ status: 'ready', maps: createGoogleMapsDouble().maps }, { arena, hotels: [] });
    await screen.findByTestId('google-marker-double');
    expect(screen.getByTestId('google-map-double').dataset.zoom).toBe('13');
  });

  it('opens hotel info windows with a link that navigates inside the app', async () => {
    const { location } = renderMap({ status: 'ready', maps: createGoogleMapsDouble().maps });
    const markers = await screen.findAllByTestId('google-marker-double');
    fireEvent.click(markers[1]);
    const info = screen.getByTestId('google-info-window-double');
    expect(info.textContent).toContain('Stockyards Stalls');
    expect(info.textContent).toContain('Fort Worth, TX');
    const link = within(info).getByRole('link', { name: 'View horse hotel' });
    expect(link.getAttribute('href')).toBe('/horse-hotels/h1');
    fireEvent.click(link);
    expect(location.history?.at(-1)).toBe('/horse-hotels/h1');
  });

  it('switches between Map and Satellite', async () => {
    renderMap({ status: 'ready', maps: createGoogleMapsDouble().maps });
    await screen.findAllByTestId('google-marker-double');
    const mapButton = screen.getByRole('button', { name: 'Map' });
    const satelliteButton = screen.getByRole('button', { name: 'Satellite' });
    expect(mapButton.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(satelliteButton);
    expect(satelliteButton.getAttribute('aria-pressed')).toBe('true');
    expect(mapButton.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('google-map-double').dataset.mapTypeId).toBe('satellite');
  });
});
