import { describe, expect, it } from 'vitest';
import {
  boundingBox, formatMiles, geoCell, geoCellsWithin, greatCircleMiles, MAX_GEO_CELLS, parseCoordinate, parseLatLng,
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
  /** Points spread over a circle's box (a grid, then its edges and corners), each with its distance to the centre. */
  function pointsAround(center: { lat: number; lng: number }, radiusMiles: number, steps = 40) {
    const box = boundingBox(center, radiusMiles);
    const points = [];
    for (let step = 0; step <= steps; step += 1) {
      for (let across = 0; across <= steps; across += 1) {
        const point = { lat: box.minLat + ((box.maxLat - box.minLat) * step) / steps, lng: box.minLng + ((box.maxLng - box.minLng) * across) / steps };
        points.push({ point, miles: greatCircleMiles(center, point) });
      }
    }
    return points;
  }

  it('hold every point within the radius, for circles small and wide, north and south', () => {
    const centers = [{ lat: 32.7555, lng: -97.3308 }, { lat: 47.6, lng: -122.3 }, { lat: 25.77, lng: -80.19 }, { lat: 64.8, lng: -147.7 }, { lat: -33.9, lng: 18.4 }];
    let checked = 0;
    for (const center of centers) {
      for (const radius of [10, 37, 50, 150, 500]) {
        const within = geoCellsWithin(center, radius);
        // Null (too many cells) leaves the box and the exact test to find them.
        if (!within) continue;
        checked += 1;
        const cells = new Set(within);
        for (const { point, miles } of pointsAround(center, radius)) {
          if (miles <= radius) expect(cells.has(geoCell(point)), `${JSON.stringify(point)} ${miles} of ${radius}`).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('leave out the cells of the box the circle does not reach', () => {
    const fortWorth = { lat: 32.7555, lng: -97.3308 };
    const cells = geoCellsWithin(fortWorth, 50)!;
    expect(new Set(cells).size).toBe(cells.length);
    // The box spans 3 rows by 5 columns of half-degree cells; the circle misses its two eastern corners.
    expect(cells).toHaveLength(13);
    expect(cells).not.toContain(geoCell({ lat: 32.25, lng: -96.25 }));
    expect(cells).not.toContain(geoCell({ lat: 33.25, lng: -96.25 }));
    expect(cells).toContain(geoCell({ lat: 32.25, lng: -98.25 }));
    expect(cells).not.toContain(geoCell({ lat: 35.4676, lng: -97.5164 }));
  });

  it('number neighbouring cells apart, and give up past MAX_GEO_CELLS', () => {
    expect(geoCell({ lat: 32.1, lng: -97.1 })).toBe(geoCell({ lat: 32.4, lng: -97.4 }));
    expect(geoCell({ lat: 32.6, lng: -97.1 })).not.toBe(geoCell({ lat: 32.4, lng: -97.1 }));
    expect(geoCell({ lat: 32.4, lng: -96.9 })).not.toBe(geoCell({ lat: 32.4, lng: -97.1 }));
    expect(geoCellsWithin({ lat: 32.7555, lng: -97.3308 }, 500)!.length).toBeLessThanOrEqual(MAX_GEO_CELLS);
    expect(geoCellsWithin({ lat: 85, lng: 0 }, 500)).toBeNull();
  });
});
