import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from '@shared/geo';
import { googleMapsDirectionsUrl, googleMapsSearchUrl } from './google-urls';
import {
  cappedFitZoom, formatRouteDistance, formatRouteDuration, formatStraightLine, straightLineLegs, straightLineTotalMiles,
  summarizeRoute,
} from './route-math';

const fortWorth = { lat: 32.7555, lng: -97.3308 };
const waco = { lat: 31.5493, lng: -97.1467 };
const austin = { lat: 30.2672, lng: -97.7431 };

describe('route summary formatting', () => {
  it('formats meters as miles with one decimal', () => {
    expect(formatRouteDistance(19_795)).toBe('12.3 miles');
    expect(formatRouteDistance(0)).toBe('0.0 miles');
    expect(formatRouteDistance(1609.34)).toBe('1.0 miles');
  });

  it('formats seconds as rounded minutes and hours to one decimal', () => {
    expect(formatRouteDuration(5700)).toBe('95 minutes (1.6 hours)');
    expect(formatRouteDuration(89)).toBe('1 minutes (0.0 hours)');
    expect(formatRouteDuration(0)).toBe('0 minutes (0.0 hours)');
  });

  it('sums every leg of the first route only', () => {
    const result = {
      routes: [
        { legs: [{ distance: { value: 10_000 }, duration: { value: 600 } }, { distance: { value: 9_795 }, duration: { value: 5100 } }] },
        { legs: [{ distance: { value: 1 }, duration: { value: 1 } }] },
      ],
    };
    expect(summarizeRoute(result)).toEqual({ totalDistance: '12.3 miles', estimatedTravelTime: '95 minutes (1.6 hours)' });
    expect(summarizeRoute({ routes: [] })).toBeNull();
    expect(summarizeRoute(null)).toBeNull();
  });
});

describe('straight-line legs', () => {
  it('measures consecutive stops with the great-circle formula', () => {
    const legs = straightLineLegs([fortWorth, waco, austin]);
    expect(legs).toHaveLength(2);
    expect(legs[0].from).toBe(fortWorth);
    expect(legs[0].miles).toBeCloseTo(greatCircleMiles(fortWorth, waco), 10);
    expect(legs[0].miles).toBeGreaterThan(80);
    expect(legs[0].miles).toBeLessThan(90);
    expect(straightLineTotalMiles([fortWorth, waco, austin])).toBeCloseTo(legs[0].miles + legs[1].miles, 10);
  });

  it('has no legs for fewer than two stops', () => {
    expect(straightLineLegs([fortWorth])).toEqual([]);
    expect(straightLineTotalMiles([])).toBe(0);
  });

  it('labels the figure as straight-line', () => {
    expect(formatStraightLine(84.26)).toBe('84.3 miles straight-line');
  });
});

describe('Google Maps URLs', () => {
  it('builds a search link for one point', () => {
    expect(googleMapsSearchUrl(fortWorth)).toBe('https://www.google.com/maps/search/?api=1&query=32.7555,-97.3308');
  });

  it('builds driving directions through the stops in order', () => {
    expect(googleMapsDirectionsUrl([fortWorth, waco, austin, { lat: 29.4241, lng: -98.4936 }])).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=32.7555,-97.3308&destination=29.4241,-98.4936'
        + '&waypoints=31.5493,-97.1467|30.2672,-97.7431&travelmode=driving',
    );
    expect(googleMapsDirectionsUrl([fortWorth, waco])).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=32.7555,-97.3308&destination=31.5493,-97.1467&travelmode=driving',
    );
  });

  it('falls back to a search link or nothing', () => {
    expect(googleMapsDirectionsUrl([waco])).toBe(googleMapsSearchUrl(waco));
    expect(googleMapsDirectionsUrl([])).toBeNull();
  });

  it('rounds long coordinates to six decimals', () => {
    expect(googleMapsSearchUrl({ lat: 32.123456789, lng: -97.000000049 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=32.123457,-97',
    );
  });
});

describe('fit-bounds zoom cap', () => {
  it('never zooms closer than 15', () => {
    expect(cappedFitZoom(21)).toBe(15);
    expect(cappedFitZoom(15)).toBe(15);
    expect(cappedFitZoom(9)).toBe(9);
    expect(cappedFitZoom(undefined)).toBeNull();
    expect(cappedFitZoom(Number.NaN)).toBeNull();
  });
});
