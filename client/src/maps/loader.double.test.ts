// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { loadGoogleMaps } from './loader';
import { googleMapsDoubleScript } from './testing/google-maps-double';

/**
 * What an end-to-end test does in a browser, minus the browser: the real @googlemaps/js-api-loader adds its script
 * tag, and the double's script is "served" for it. Proves the double is self-contained and drives the real loader.
 */
it('loads the test double through the real loader, with no network', async () => {
  const requested: string[] = [];
  const observer = new MutationObserver((mutations) => {
    for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
      if (node instanceof HTMLScriptElement && node.src.startsWith('https://maps.googleapis.com/maps/api/js')) {
        requested.push(node.src);
        new Function(googleMapsDoubleScript({ directionsStatus: 'OK' }))();
      }
    }
  });
  observer.observe(document.head, { childList: true });
  const state = await loadGoogleMaps('test-key');
  observer.disconnect();

  expect(state.status).toBe('ready');
  expect(requested).toHaveLength(1);
  const params = new URL(requested[0]).searchParams;
  expect(params.get('key')).toBe('test-key');
  expect(params.get('libraries')).toBe('maps,marker,places,routes');
  expect(params.get('callback')).toBe('google.maps.__ib__');

  const maps = state.maps!;
  expect(maps).toBe(window.google.maps);
  const element = document.createElement('div');
  const map = new maps.Map(element, { zoom: 6, center: { lat: 31.9686, lng: -99.9018 } });
  new maps.Marker({ map, position: { lat: 32, lng: -97 }, label: '1', icon: { path: maps.SymbolPath.CIRCLE, fillColor: '#8B4513' } });
  expect(element.querySelector('[data-testid="google-marker-double"]')?.getAttribute('data-color')).toBe('#8B4513');
});
