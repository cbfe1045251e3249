// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/queryClient';
import { renderWithApp } from '@/test-utils';
import type { MapsState } from './loader';
import { createGoogleMapsDouble, type GoogleMapsDoubleOptions } from './testing/google-maps-double';
import { TripRouteMap, type TripRouteMapProps } from './TripRouteMap';
import type { TripEventEntry, TripHotelEntry, TripServiceEntry } from './types';
import { GoogleMapsProvider } from './useGoogleMaps';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const items: { events: TripEventEntry[]; horseHotels: TripHotelEntry[]; services: TripServiceEntry[] } = {
  events: [
    { id: 'te1', eventId: 'e1', event: { name: 'Spring Fling' }, arena: { latitude: '32.7555000', longitude: '-97.3308000', city: 'Fort Worth', state: 'TX' } },
    { id: 'te2', eventId: 'e2', event: { name: 'Lost Event' }, arena: null },
  ],
  horseHotels: [
    { id: 'th1', horseHotelId: 'h1', hotel: { name: 'Waco Stalls', latitude: '31.5493', longitude: '-97.1467', city: 'Waco', state: 'TX' } },
    { id: 'th2', horseHotelId: 'h2', hotel: { name: 'Austin Barn', latitude: '30.2672', longitude: '-97.7431', city: 'Austin', state: 'TX' } },
  ],
  services: [{ id: 'ts1', serviceProviderId: 's1', service: { displayName: 'Joe the Farrier', type: 'farrier' } }],
};

function renderMap(state: MapsState, props: TripRouteMapProps = items) {
  return renderWithApp(
    <GoogleMapsProvider state={state}>
      <TripRouteMap {...props} />
    </GoogleMapsProvider>,
  );
}

function renderKeyed(props: TripRouteMapProps = items, options: GoogleMapsDoubleOptions = {}) {
  const double = createGoogleMapsDouble(options);
  renderMap({ status: 'ready', maps: double.maps }, props);
  return double;
}

describe('TripRouteMap without Google Maps', () => {
  it('lists the stops in order with straight-line legs, the total and a directions link', () => {
    renderMap({ status: 'no-key', maps: null });
    expect(screen.getByText('Trip Route Map')).toBeTruthy();
    expect(screen.getByText('Interactive map unavailable')).toBeTruthy();
    const stops = within(screen.getByRole('list', { name: 'Trip stops' })).getAllByRole('listitem');
    expect(stops.map((stop) => stop.querySelector('p')?.textContent)).toEqual(['Spring Fling', 'Waco Stalls', 'Austin Barn']);
    expect(stops[0].textContent).toContain('Event · Fort Worth, TX');
    expect(stops[1].textContent).toContain('Horse Hotel · Waco, TX');
    expect(stops[1].textContent).toMatch(/8\d\.\d miles straight-line from stop 1/);
    expect(screen.getByText(/^\d+\.\d miles straight-line$/)).toBeTruthy(); // the total
    const link = screen.getByRole('link', { name: 'Open directions in Google Maps' });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=32.7555,-97.3308&destination=30.2672,-97.7431'
        + '&waypoints=31.5493,-97.1467&travelmode=driving',
    );
    expect(screen.getByText('Not on the map (no location): Lost Event, Joe the Farrier')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show Route' })).toBeNull();
  });

  it('says why when the script failed', () => {
    renderMap({ status: 'failed', maps: null });
    expect(screen.getByText(/The map could not be loaded\./)).toBeTruthy();
  });

  it('shows the empty text when nothing has coordinates, whatever the maps state', () => {
    for (const state of [{ status: 'no-key', maps: null }, { status: 'ready', maps: createGoogleMapsDouble().maps }] as MapsState[]) {
      renderMap(state, { events: [items.events[1]], horseHotels: [], services: items.services });
      expect(screen.getByText('Add events or horse hotels to see them on the map')).toBeTruthy();
      expect(screen.getByText('Only locations with valid coordinates can be displayed.')).toBeTruthy();
      cleanup();
    }
  });

  it('shows Loading map... while loading', () => {
    renderMap({ status: 'loading', maps: null });
    expect(screen.getByRole('status').textContent).toContain('Loading map...');
  });
});

describe('TripRouteMap with Google Maps', () => {
  it('starts on Texas at zoom 6, then fits the numbered markers coloured by type', async () => {
    const { record } = renderKeyed();
    await waitFor(() => expect(screen.getAllByTestId('google-marker-double')).toHaveLength(3));
    expect(record.maps[0].options).toMatchObject({ center: { lat: 31.9686, lng: -99.9018 }, zoom: 6 });
    const markers = screen.getAllByTestId('google-marker-double');
    expect(markers.map((marker) => [marker.dataset.label, marker.dataset.color, marker.dataset.scale])).toEqual([
      ['1', '#8B4513', '15'],
      ['2', '#4169E1', '15'],
      ['3', '#4169E1', '15'],
    ]);
    const surface = screen.getByTestId('google-map-double');
    expect(Number(surface.dataset.zoom)).toBeLessThanOrEqual(15);
    expect(surface.dataset.center).not.toBe('31.9686,-99.9018');
    expect(screen.getByText('Events')).toBeTruthy();
    expect(screen.getByText('Horse Hotels')).toBeTruthy();
  });

  it('opens an info window with name, type label and address', async () => {
    renderKeyed();
    const [, hotel] = await screen.findAllByTestId('google-marker-double');
    fireEvent.click(hotel);
    const info = screen.getByTestId('google-info-window-double');
    expect(info.textContent).toContain('Waco Stalls');
    expect(info.textContent).toContain('Horse Hotel');
    expect(info.textContent).toContain('Waco, TX');
  });

  it('disables Show Route under two locations', async () => {
    renderKeyed({ events: [items.events[0]], horseHotels: [], services: [] });
    await screen.findByTestId('google-marker-double');
    expect((screen.getByRole('button', { name: 'Show Route' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('draws the driving route, shows the summary, and Clear Route removes both', async () => {
    const { record } = renderKeyed(items, {
      legs: [{ meters: 10_000, seconds: 600 }, { meters: 9_795, seconds: 5_100 }],
    });
    await screen.findAllByTestId('google-marker-double');
    fireEvent.click(screen.getByRole('button', { name: 'Show Route' }));
    expect(await screen.findByText('12.3 miles')).toBeTruthy();
    expect(screen.getByText('Total Distance')).toBeTruthy();
    expect(screen.getByText('Estimated Travel Time')).toBeTruthy();
    expect(screen.getByText('95 minutes (1.6 hours)')).toBeTruthy();

    expect(record.directionsRequests[0]).toMatchObject({
      origin: { lat: 32.7555, lng: -97.3308 },
      destination: { lat: 30.2672, lng: -97.7431 },
      waypoints: [{ location: { lat: 31.5493, lng: -97.1467 }, stopover: true }],
      optimizeWaypoints: true,
      travelMode: 'DRIVING',
    });
    const line = screen.getByTestId('google-route-double');
    expect(line.dataset).toMatchObject({ strokeColor: '#8B4513', strokeWeight: '4', strokeOpacity: '0.7', suppressMarkers: 'true' });

    fireEvent.click(screen.getByRole('button', { name: 'Clear Route' }));
    expect(screen.queryByTestId('google-route-double')).toBeNull();
    expect(screen.queryByText('Total Distance')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show Route' })).toBeTruthy();
  });

  it('keeps the route when the screen re-renders with equal items, and drops it when they change', async () => {
    const double = createGoogleMapsDouble();
    const queryClient = createQueryClient();
    const view = (props: TripRouteMapProps) => (
      <QueryClientProvider client={queryClient}>
        <GoogleMapsProvider state={{ status: 'ready', maps: double.maps }}>
          <TripRouteMap {...props} />
        </GoogleMapsProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(view(items));
    await screen.findAllByTestId('google-marker-double');
    fireEvent.click(screen.getByRole('button', { name: 'Show Route' }));
    await screen.findByText('Total Distance');
    rerender(view(structuredClone(items)));
    expect(screen.getByText('Total Distance')).toBeTruthy();
    expect(double.record.markers).toHaveLength(3);
    rerender(view({ ...items, horseHotels: items.horseHotels.slice(0, 1) }));
    expect(screen.queryByText('Total Distance')).toBeNull();
    expect(screen.queryByTestId('google-route-double')).toBeNull();
    expect(screen.getAllByTestId('google-marker-double')).toHaveLength(2);
  });

  it('shows Calculating... while the directions request runs', async () => {
    const double = createGoogleMapsDouble();
    let answer: (value: unknown) => void = () => {};
    vi.spyOn(double.maps.DirectionsService.prototype, 'route').mockImplementation(
      () => new Promise((resolve) => { answer = resolve; }) as never,
    );
    renderMap({ status: 'ready', maps: double.maps });
    await screen.findAllByTestId('google-marker-double');
    fireEvent.click(screen.getByRole('button', { name: 'Show Route' }));
    const button = screen.getByRole('button', { name: 'Calculating...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => answer({ routes: [{ legs: [{ distance: { value: 1609.34 }, duration: { value: 60 } }] }] }));
    expect(screen.getByText('1.0 miles')).toBeTruthy();
    expect(screen.getByText('1 minutes (0.0 hours)')).toBeTruthy();
  });

  it('only logs a calculation error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderKeyed(items, { directionsStatus: 'ZERO_RESULTS' });
    await screen.findAllByTestId('google-marker-double');
    fireEvent.click(screen.getByRole('button', { name: 'Show Route' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error calculating route:', expect.any(Error)));
    expect(screen.getByRole('button', { name: 'Show Route' })).toBeTruthy();
    expect(screen.queryByText('Total Distance')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
