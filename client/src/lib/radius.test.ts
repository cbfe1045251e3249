import { describe, expect, it } from 'vitest';
import { ARENA_RADIUS, EVENT_RADIUS, parseRadius, radiusForQuery, radiusInputProps } from './radius';

describe('parseRadius', () => {
  it('falls back to 50 miles for a non-numeric value', () => {
    for (const input of ['', '   ', 'abc', '12abc', null, undefined, Number.NaN]) {
      expect(parseRadius(input, EVENT_RADIUS)).toBe(50);
      expect(parseRadius(input, ARENA_RADIUS)).toBe(50);
    }
  });

  it('keeps events between 10 and 500 miles in steps of 10', () => {
    expect(parseRadius('100', EVENT_RADIUS)).toBe(100);
    expect(parseRadius('0', EVENT_RADIUS)).toBe(10);
    expect(parseRadius('-40', EVENT_RADIUS)).toBe(10);
    expect(parseRadius('3', EVENT_RADIUS)).toBe(10);
    expect(parseRadius('44', EVENT_RADIUS)).toBe(40);
    expect(parseRadius('45', EVENT_RADIUS)).toBe(50);
    expect(parseRadius('999', EVENT_RADIUS)).toBe(500);
    expect(parseRadius(250, EVENT_RADIUS)).toBe(250);
  });

  it('keeps arenas between 5 and 500 miles', () => {
    expect(parseRadius('5', ARENA_RADIUS)).toBe(5);
    expect(parseRadius('1', ARENA_RADIUS)).toBe(5);
    expect(parseRadius('501', ARENA_RADIUS)).toBe(500);
    expect(parseRadius('75', ARENA_RADIUS)).toBe(75);
  });
});

describe('radiusForQuery', () => {
  it('sends no radius until a location is set', () => {
    expect(radiusForQuery('100', EVENT_RADIUS, false)).toBeUndefined();
    expect(radiusForQuery('100', EVENT_RADIUS, true)).toBe(100);
    expect(radiusForQuery('miles', EVENT_RADIUS, true)).toBe(50);
  });
});

describe('radiusInputProps', () => {
  it('bounds the input by the rule and disables it without a location', () => {
    expect(radiusInputProps(EVENT_RADIUS, false)).toMatchObject({ type: 'number', min: 10, max: 500, step: 10, disabled: true });
    expect(radiusInputProps(ARENA_RADIUS, true)).toMatchObject({ min: 5, max: 500, disabled: false });
  });
});
