import { describe, expect, it } from 'vitest';
import { routeCell } from '@shared/geo';
import { distanceFromPath, interpolateGreatCircle } from '@shared/trip-plan/geometry';
import { boxesAlong, cellValues } from './trips.route-cells';

const FORT_WORTH = { lat: 32.7555, lng: -97.3308 };
const DENVER = { lat: 39.7392, lng: -104.9903 };
const path = [FORT_WORTH, DENVER];
const intList = (literal: string) => literal.slice(1, -1).split(',').map(Number);

describe('the cells searched along a route', () => {
  it('hold every place within the detour of the stretch searched', () => {
    const [from, to, detour] = [100, 260, 15];
    const { cells, tagsByCell } = cellValues(boxesAlong(path, from, to, detour).map((box) => ({ box, tag: 3 })));
    const searched = new Set(intList(cells));
    expect([...tagsByCell.values()].every((tags) => tags.length === 1 && tags[0] === 3)).toBe(true);
    const length = 600;
    let near = 0;
    // Points on a grid around the stretch: every one within the detour of its part of the path is in a searched cell.
    for (let along = from; along <= to; along += 4) {
      const centre = interpolateGreatCircle(FORT_WORTH, DENVER, along / length);
      for (let dLat = -0.3; dLat <= 0.3; dLat += 0.02) {
        for (let dLng = -0.35; dLng <= 0.35; dLng += 0.02) {
          const point = { lat: centre.lat + dLat, lng: centre.lng + dLng };
          const { offMiles, alongMiles } = distanceFromPath(point, path);
          if (offMiles > detour || alongMiles < from || alongMiles > to) continue;
          near += 1;
          expect(searched.has(routeCell(point)), JSON.stringify(point)).toBe(true);
        }
      }
    }
    expect(near).toBeGreaterThan(1000);
  });

  it('search each cell once, however many boxes touch it, for each tag it is searched for; a short search filled up to ten', () => {
    const boxes = boxesAlong(path, 0, 120, 15);
    const { cells, tagsByCell } = cellValues([...boxes.map((box) => ({ box, tag: 0 })), ...boxes.slice(4).map((box) => ({ box, tag: 1 }))]);
    const searched = intList(cells);
    expect(new Set(searched).size).toBe(searched.length);
    expect(searched).toEqual([...tagsByCell.keys()]);
    expect([...tagsByCell.values()].every((tags) => tags.includes(0))).toBe(true);
    expect([...tagsByCell.values()].filter((tags) => tags.includes(1)).length).toBeGreaterThan(10);
    expect([...tagsByCell.values()].filter((tags) => tags.length === 1).length).toBeGreaterThan(3);
    // A quarter-degree cell is about 17 by 15 miles: a 120-mile stretch with a 15-mile detour touches tens, not hundreds.
    expect(searched.length).toBeGreaterThan(20);
    expect(searched.length).toBeLessThan(120);

    const short = cellValues([{ box: { minLat: 32.1, maxLat: 32.2, minLng: -97.1, maxLng: -97.05 }, tag: 0 }]);
    expect(intList(short.cells)).toEqual([routeCell({ lat: 32.1, lng: -97.1 }), ...Array.from({ length: 9 }, () => -1)]);
  });
});
