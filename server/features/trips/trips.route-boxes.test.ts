import { describe, expect, it } from 'vitest';
import { boxesAlong, withoutOverlap } from './trips.route-boxes';

type Box = ReturnType<typeof withoutOverlap>[number];

const contains = (box: Box, lat: number, lng: number) =>
  lat >= box.minLat && lat <= box.maxLat && lng >= box.minLng && lng <= box.maxLng;
const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.maxLat, b.maxLat) - Math.max(a.minLat, b.minLat))
  * Math.max(0, Math.min(a.maxLng, b.maxLng) - Math.max(a.minLng, b.minLng));

/** Points on a grid over the boxes' extent, a little beyond it on every side. */
function gridOver(boxes: Box[], steps = 60) {
  const minLat = Math.min(...boxes.map((box) => box.minLat)) - 0.1;
  const maxLat = Math.max(...boxes.map((box) => box.maxLat)) + 0.1;
  const minLng = Math.min(...boxes.map((box) => box.minLng)) - 0.1;
  const maxLng = Math.max(...boxes.map((box) => box.maxLng)) + 0.1;
  return Array.from({ length: (steps + 1) ** 2 }, (_, index) => ({
    lat: minLat + ((maxLat - minLat) * Math.floor(index / (steps + 1))) / steps + 1e-9,
    lng: minLng + ((maxLng - minLng) * (index % (steps + 1))) / steps + 1e-9,
  }));
}

const pairs = (boxes: Box[]) => boxes.flatMap((a, i) => boxes.slice(i + 1).map((b) => [a, b] as const));

describe('boxes along a route', () => {
  it('cover what the overlapping boxes covered, and no more, without overlapping', () => {
    const overlapping: Box[] = [
      { minLat: 30, maxLat: 32, minLng: -100, maxLng: -98 },
      { minLat: 31, maxLat: 33, minLng: -99, maxLng: -97 },
      { minLat: 31.5, maxLat: 32.5, minLng: -96, maxLng: -95 },
      { minLat: 32, maxLat: 34, minLng: -98, maxLng: -96 },
    ];
    const laidOut = withoutOverlap(overlapping);
    for (const { lat, lng } of gridOver(overlapping)) {
      expect(laidOut.some((box) => contains(box, lat, lng))).toBe(overlapping.some((box) => contains(box, lat, lng)));
    }
    for (const [a, b] of pairs(laidOut)) expect(overlapArea(a, b)).toBe(0);
  });

  it('along a diagonal stretch, find each place in one box (the boxes met before 2 or 3 times over)', () => {
    const path = [{ lat: 32.7555, lng: -97.3308 }, { lat: 39.7392, lng: -104.9903 }];
    const boxes = boxesAlong(path, 100, 260, 15);
    expect(boxes.length).toBeGreaterThan(5);
    for (const [a, b] of pairs(boxes)) expect(overlapArea(a, b)).toBe(0);
  });
});

describe('laying out boxes without overlap', () => {
  /** The layout by its definition: for each band between two neighbouring edges, every box across it, merged. */
  function byDefinition(boxes: Box[]): Box[] {
    const edges = [...new Set(boxes.flatMap((box) => [box.minLat, box.maxLat]))].sort((a, b) => a - b);
    return edges.slice(1).flatMap((maxLat, index) => {
      const minLat = edges[index];
      const spans = boxes.filter((box) => box.minLat <= minLat && box.maxLat >= maxLat).sort((a, b) => a.minLng - b.minLng);
      const merged: Box[] = [];
      for (const { minLng, maxLng } of spans) {
        const last = merged.at(-1);
        if (last && minLng <= last.maxLng) last.maxLng = Math.max(last.maxLng, maxLng);
        else merged.push({ minLat, maxLat, minLng, maxLng });
      }
      return merged;
    });
  }

  it('sweeps to the same bands as filtering every box for each band', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let trial = 0; trial < 50; trial++) {
      const boxes = Array.from({ length: 1 + Math.floor(random() * 40) }, () => {
        const lat = 25 + random() * 20;
        const lng = -120 + random() * 40;
        const size = 0.2 + random() * 3;
        return { minLat: lat, maxLat: lat + size * random(), minLng: lng, maxLng: lng + size };
      });
      expect(withoutOverlap(boxes)).toEqual(byDefinition(boxes));
    }
  });
});
