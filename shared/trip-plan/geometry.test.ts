import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from '../geo';
import {
  dailyDrivingMiles, distanceFromPath, distanceFromSegment, interpolateGreatCircle, overnightMiles, pathMiles, pointAlongPath,
} from './geometry';

const fortWorth = { lat: 32.7555, lng: -97.3308 };
const oklahomaCity = { lat: 35.4676, lng: -97.5164 };
const denver = { lat: 39.7392, lng: -104.9903 };
const nashville = { lat: 36.1627, lng: -86.7816 };

describe('interpolateGreatCircle', () => {
  it('finds the midpoint on the equator and keeps the ends', () => {
    const middle = interpolateGreatCircle({ lat: 0, lng: 0 }, { lat: 0, lng: 10 }, 0.5);
    expect(middle.lat).toBeCloseTo(0, 6);
    expect(middle.lng).toBeCloseTo(5, 6);
    expect(interpolateGreatCircle(fortWorth, denver, 0)).toEqual(expect.objectContaining({ lat: expect.closeTo(fortWorth.lat, 6) }));
    expect(interpolateGreatCircle(fortWorth, denver, 1).lng).toBeCloseTo(denver.lng, 6);
  });

  it('bows north of the straight line between two mid-latitude places (a great circle, not a rhumb line)', () => {
    // Denver to Nashville: both near 36-40 N; the great circle's midpoint lies north of the average latitude.
    const middle = interpolateGreatCircle(denver, nashville, 0.5);
    expect(middle.lat).toBeGreaterThan((denver.lat + nashville.lat) / 2);
    expect(greatCircleMiles(denver, middle)).toBeCloseTo(greatCircleMiles(middle, nashville), 3);
  });
});

describe('pointAlongPath', () => {
  it('puts the point at the asked distance from the start, on the path', () => {
    const total = greatCircleMiles(fortWorth, oklahomaCity); // about 187 miles
    expect(total).toBeGreaterThan(180);
    expect(total).toBeLessThan(195);
    const point = pointAlongPath([fortWorth, oklahomaCity], 100);
    expect(greatCircleMiles(fortWorth, point)).toBeCloseTo(100, 3);
    expect(greatCircleMiles(point, oklahomaCity)).toBeCloseTo(total - 100, 3);
  });

  it('walks a path of several segments and stops at the ends', () => {
    const path = [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, { lat: 1, lng: 1 }];
    const oneDegree = greatCircleMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 1 }); // 69.1 miles
    expect(pathMiles(path)).toBeCloseTo(2 * oneDegree, 3);
    const point = pointAlongPath(path, oneDegree * 1.5);
    expect(point.lng).toBeCloseTo(1, 6);
    expect(point.lat).toBeCloseTo(0.5, 4);
    expect(pointAlongPath(path, -5)).toEqual({ lat: 0, lng: 0 });
    expect(pointAlongPath(path, 1e6)).toEqual({ lat: 1, lng: 1 });
  });
});

describe('distanceFromSegment and distanceFromPath', () => {
  it('measures a place one degree of latitude off an equatorial leg as 69.1 miles off, halfway along', () => {
    const { offMiles, alongMiles } = distanceFromSegment({ lat: 1, lng: 5 }, { lat: 0, lng: 0 }, { lat: 0, lng: 10 });
    expect(offMiles).toBeCloseTo(69.1, 1);
    expect(alongMiles).toBeCloseTo(greatCircleMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 5 }), 0);
  });

  it('measures a place beyond either end from that end', () => {
    const before = distanceFromSegment({ lat: 0, lng: -2 }, { lat: 0, lng: 0 }, { lat: 0, lng: 10 });
    expect(before.offMiles).toBeCloseTo(2 * 69.09, 0);
    expect(before.alongMiles).toBe(0);
    const after = distanceFromSegment({ lat: 0, lng: 12 }, { lat: 0, lng: 0 }, { lat: 0, lng: 10 });
    expect(after.offMiles).toBeCloseTo(2 * 69.09, 0);
  });

  it('finds Ardmore, OK within a few miles of the Fort Worth to Oklahoma City leg, about two thirds along', () => {
    const ardmore = { lat: 34.1743, lng: -97.1436 };
    const { offMiles, alongMiles } = distanceFromPath(ardmore, [fortWorth, oklahomaCity]);
    expect(offMiles).toBeLessThan(25);
    expect(alongMiles).toBeGreaterThan(90);
    expect(alongMiles).toBeLessThan(110);
    // Amarillo is far off that leg.
    expect(distanceFromPath({ lat: 35.222, lng: -101.8313 }, [fortWorth, oklahomaCity]).offMiles).toBeGreaterThan(200);
  });
});

describe('overnightMiles and dailyDrivingMiles', () => {
  it('puts a night at every full day of driving, none for a drive within the limit', () => {
    expect(overnightMiles(1300, 500)).toEqual([500, 1000]);
    expect(overnightMiles(500, 500)).toEqual([]);
    expect(overnightMiles(120, 500)).toEqual([]);
  });

  it('takes the tighter of the mileage and hours limits', () => {
    expect(dailyDrivingMiles({ dailyLimitMiles: 500, dailyLimitHours: 9, towingSpeedMph: 55 })).toBe(495);
    expect(dailyDrivingMiles({ dailyLimitMiles: 400, dailyLimitHours: 9, towingSpeedMph: 60 })).toBe(400);
  });
});
