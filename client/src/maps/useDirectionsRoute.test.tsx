// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createGoogleMapsDouble } from './testing/google-maps-double';
import type { MapLocation } from './types';
import { useDirectionsRoute } from './useDirectionsRoute';

afterEach(() => {
  vi.restoreAllMocks();
});

const stop = (id: string, lat: number, lng: number): MapLocation => ({ id, name: id, lat, lng, type: 'hotel', address: '' });

it('warns and stops when the first or last location has invalid coordinates', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { maps, record } = createGoogleMapsDouble();
  const map = new maps.Map(document.createElement('div'), {});
  for (const locations of [[stop('a', Number.NaN, -97), stop('b', 31, -97)], [stop('a', 32, -97), stop('b', 31, 500)]]) {
    const { result } = renderHook(() => useDirectionsRoute(maps, map, locations));
    await act(() => result.current.showRoute());
    expect(result.current.route).toEqual({ kind: 'none' });
  }
  expect(warn).toHaveBeenCalledTimes(2);
  expect(record.directionsRequests).toEqual([]);
});

it('ignores a result that arrives after the route was cleared', async () => {
  const { maps, record } = createGoogleMapsDouble();
  const map = new maps.Map(document.createElement('div'), {});
  const locations = [stop('a', 32, -97), stop('b', 31, -97)];
  const { result } = renderHook(() => useDirectionsRoute(maps, map, locations));
  let pending: Promise<void> = Promise.resolve();
  act(() => {
    pending = result.current.showRoute();
  });
  expect(result.current.route).toEqual({ kind: 'calculating' });
  act(() => result.current.clearRoute());
  await act(() => pending);
  expect(result.current.route).toEqual({ kind: 'none' });
  expect(record.directionsRequests).toHaveLength(1);
  expect(record.renderers).toHaveLength(0);
});
