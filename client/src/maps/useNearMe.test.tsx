// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { http } from 'msw';
import { apiServer, json } from '@/testing/api-server';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/hooks/use-toast';
import { useNearMe } from './useNearMe';
import { mapsPaths } from './api';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;

function stubGeolocation(answer: (success: Success, failure: (error: { code: number }) => void) => void) {
  const getCurrentPosition = vi.fn(answer);
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

/** The reverse lookups the fake API received in this test. */
let reverseRequests: Request[];

function answerReverse(answer: () => Response) {
  apiServer.use(http.get(mapsPaths.reversePlace, ({ request }) => {
    reverseRequests.push(request);
    return answer();
  }));
}

beforeEach(() => {
  render(<Toaster />);
  reverseRequests = [];
  answerReverse(() => json({
    name: 'Fort Worth', formattedAddress: 'Fort Worth, TX 76102', latitude: 32.75, longitude: -97.33,
    city: 'Fort Worth', state: 'TX', zipCode: '76102',
  }));
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearMe', () => {
  it('sets the browser location, named by the reverse lookup, and toggles it off', async () => {
    stubGeolocation((success) => success({ coords: { latitude: 32.7612, longitude: -97.3401 } }));
    const { result } = renderHook(() => useNearMe());
    await act(async () => {
      await result.current.toggle();
    });
    expect(reverseRequests).toHaveLength(1);
    const url = new URL(reverseRequests[0].url);
    expect(`${url.pathname}${url.search}`).toBe(`${mapsPaths.reversePlace}?latitude=32.7612&longitude=-97.3401`);
    expect(reverseRequests[0].credentials).toBe('include');
    expect(result.current.location).toEqual({
      name: 'Fort Worth', formattedAddress: 'Fort Worth, TX 76102', latitude: 32.7612, longitude: -97.3401,
      city: 'Fort Worth', state: 'TX', zipCode: '76102',
    });
    expect(screen.getByText('Location Set')).toBeTruthy();
    await act(async () => {
      await result.current.toggle();
    });
    expect(result.current.location).toBeNull();
  });

  it('keeps the coordinates when the reverse lookup finds nothing', async () => {
    answerReverse(() => new Response('Not Found', { status: 404 }));
    stubGeolocation((success) => success({ coords: { latitude: 40, longitude: -100 } }));
    const { result } = renderHook(() => useNearMe());
    await act(async () => {
      await result.current.locate();
    });
    expect(result.current.location).toMatchObject({ name: 'Current location', latitude: 40, longitude: -100 });
  });

  it('reports a denied permission', async () => {
    stubGeolocation((_, failure) => failure({ code: 1 }));
    const { result } = renderHook(() => useNearMe());
    await act(async () => {
      expect(await result.current.locate()).toBeNull();
    });
    expect(screen.getByText('Location Error')).toBeTruthy();
    expect(screen.getByText('Unable to get your location. Please enable location services.')).toBeTruthy();
    expect(result.current.locating).toBe(false);
  });

  it('reports a browser without geolocation', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const { result } = renderHook(() => useNearMe());
    await act(async () => {
      await result.current.locate();
    });
    expect(screen.getByText('Not Supported')).toBeTruthy();
    expect(screen.getByText('Geolocation is not supported by your browser.')).toBeTruthy();
  });
});
