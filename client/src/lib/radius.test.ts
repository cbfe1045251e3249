import { describe, expect, it } from 'vitest';
import { ARENA_RADIUS, EVENT_RADIUS, parseRadius, radiusForQuery, radiusInputProps } from './radius';

describe('parseRadius (what the box becomes when it is left)', () => {
  it('keeps 25 miles 25 for events and 12 miles 12 for arenas: no rounding to steps', () => {
    expect(parseRadius('25', EVENT_RADIUS)).toBe(25);
    expect(parseRadius('12', ARENA_RADIUS)).toBe(12);
    expect(parseRadius('abc', EVENT_RADIUS)).toBe(50);
    expect(parseRadius('3', EVENT_RADIUS)).toBe(10);
    expect(parseRadius('999', ARENA_RADIUS)).toBe(500);
  });
});

describe('radiusForQuery', () => {
  it('sends no radius until a location is set, then the typed miles', () => {
    expect(radiusForQuery('100', EVENT_RADIUS, false)).toBeUndefined();
    expect(radiusForQuery('25', EVENT_RADIUS, true)).toBe(25);
    expect(radiusForQuery('miles', EVENT_RADIUS, true)).toBe(50);
  });
});

describe('radiusInputProps', () => {
  it('bounds the input by the rule in whole miles, so 25 is a valid value, and disables it without a location', () => {
    expect(radiusInputProps(EVENT_RADIUS, false)).toMatchObject({ type: 'number', min: 10, max: 500, step: 1, disabled: true });
    expect(radiusInputProps(ARENA_RADIUS, true)).toMatchObject({ min: 5, max: 500, step: 1, disabled: false });
  });
});
