import { describe, expect, it } from 'vitest';
import { ARENA_RADIUS_RANGE, EVENT_RADIUS_RANGE, parseRadius, radiusInputProps } from './radius';

describe('parseRadius for arenas (5 to 500)', () => {
  it('keeps a value inside the range', () => {
    expect(parseRadius('5', ARENA_RADIUS_RANGE)).toBe(5);
    expect(parseRadius('120', ARENA_RADIUS_RANGE)).toBe(120);
    expect(parseRadius(500, ARENA_RADIUS_RANGE)).toBe(500);
  });

  it('falls back to 50 for anything non-numeric', () => {
    for (const value of ['', '   ', 'abc', '12abc', 'NaN', 'Infinity', null, undefined]) {
      expect(parseRadius(value, ARENA_RADIUS_RANGE)).toBe(50);
    }
  });

  it('clamps to the bounds and rounds to whole miles', () => {
    expect(parseRadius('1', ARENA_RADIUS_RANGE)).toBe(5);
    expect(parseRadius('-20', ARENA_RADIUS_RANGE)).toBe(5);
    expect(parseRadius('9000', ARENA_RADIUS_RANGE)).toBe(500);
    expect(parseRadius('42.6', ARENA_RADIUS_RANGE)).toBe(43);
  });
});

describe('parseRadius for events (10 to 500, step 10)', () => {
  it('snaps to steps of 10 inside the range', () => {
    expect(parseRadius('10', EVENT_RADIUS_RANGE)).toBe(10);
    expect(parseRadius('54', EVENT_RADIUS_RANGE)).toBe(50);
    expect(parseRadius('55', EVENT_RADIUS_RANGE)).toBe(60);
    expect(parseRadius('3', EVENT_RADIUS_RANGE)).toBe(10);
    expect(parseRadius('777', EVENT_RADIUS_RANGE)).toBe(500);
    expect(parseRadius('x', EVENT_RADIUS_RANGE)).toBe(50);
  });
});

describe('radiusInputProps', () => {
  it('is disabled until a location is set and carries the range', () => {
    expect(radiusInputProps(ARENA_RADIUS_RANGE, false)).toMatchObject({ disabled: true, min: 5, max: 500, step: 1 });
    expect(radiusInputProps(EVENT_RADIUS_RANGE, true)).toMatchObject({ disabled: false, min: 10, max: 500, step: 10 });
  });
});
