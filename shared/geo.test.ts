import { describe, expect, it } from 'vitest';
import {
  boundingBox, formatMiles, geoCell, geoCellsCovering, greatCircleMiles, MAX_GEO_CELLS, parseCoordinate, parseLatLng,
} from './geo';

describe('geo helpers', () => {
  it('computes great-circle miles with earth radius 3959', () => {
    // One degree of latitude is 3959 * pi / 180 miles.
    expect(greatCircleMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((3959 * Math.PI) / 180, 9);
    expect(greatCircleMiles({ lat: 32.7555, lng: -97.3308 }, { lat: 32.7555, lng: -97.3308 })).toBe(0);
  });

  it('encloses the radius in its bounding box', () => {
    const center = { lat: 35, lng: -100 };
    const box = boundingBox(center, 50);
    expect(greatCircleMiles(center, { lat: box.maxLat, lng: center.lng })).toBeCloseTo(50, 6);
    // The eastern edge touches the circle at one point; every other point on it lies outside the radius.
    const tangentLat = (Math.asin(Math.sin((center.lat * Math.PI) / 180) / Math.cos(50 / 3959)) * 180) / Math.PI;
    expect(greatCircleMiles(center, { lat: tangentLat, lng: box.maxLng })).toBeCloseTo(50, 6);
    expect(greatCircleMiles(center, { lat: center.lat, lng: box.maxLng })).toBeGreaterThanOrEqual(50);
  });

  it('formats miles with one decimal', () => {
    expect(formatMiles(12)).toBe('12.0 miles');
    expect(formatMiles(3.456)).toBe('3.5 miles');
  });

  it('parses coordinates from strings and drops non-finite ones', () => {
    expect(parseCoordinate('32.7555000')).toBe(32.7555);
    expect(parseCoordinate(-97.5)).toBe(-97.5);
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate(null)).toBeNull();
    expect(parseCoordinate('abc')).toBeNull();
    expect(parseCoordinate('Infinity')).toBeNull();
    expect(parseLatLng('32.1', '-97.2')).toEqual({ lat: 32.1, lng: -97.2 });
    expect(parseLatLng('95', '-97.2')).toBeNull();
    expect(parseLatLng('32.1', undefined)).toBeNull();
  });
});

describe('map cells', () => {
  it('cover every point of a circle\'s box, and only the cells around it', () => {
    const center = { lat: 32.7555, lng: -97.3308 };
    const box = boundingBox(center, 50);
    const cells = geoCellsCovering(box)!;
    expect(new Set(cells).size).toBe(cells.length);
    for (let step = 0; step <= 40; step += 1) {
      for (let across = 0; across <= 40; across += 1) {
        const point = { lat: box.minLat + ((box.maxLat - box.minLat) * step) / 40, lng: box.minLng + ((box.maxLng - box.minLng) * across) / 40 };
        expect(cells).toContain(geoCell(point));
      }
    }
    // Half a degree each way: 1.45 degrees of latitude and 1.72 of longitude span at most 4 by 5 cells.
    expect(cells.length).toBeLessThanOrEqual(20);
    expect(cells).not.toContain(geoCell({ lat: 35.4676, lng: -97.5164 }));
  });

  it('number neighbouring cells apart, and give up past MAX_GEO_CELLS', () => {
    expect(geoCell({ lat: 32.1, lng: -97.1 })).toBe(geoCell({ lat: 32.4, lng: -97.4 }));
    expect(geoCell({ lat: 32.6, lng: -97.1 })).not.toBe(geoCell({ lat: 32.4, lng: -97.1 }));
    expect(geoCell({ lat: 32.4, lng: -96.9 })).not.toBe(geoCell({ lat: 32.4, lng: -97.1 }));
    expect(geoCellsCovering(boundingBox({ lat: 32.7555, lng: -97.3308 }, 500))!.length).toBeLessThanOrEqual(MAX_GEO_CELLS);
    expect(geoCellsCovering(boundingBox({ lat: 85, lng: 0 }, 500))).toBeNull();
  });
});
