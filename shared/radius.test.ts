import { describe, expect, it } from 'vitest';
import { ARENA_RADIUS, EVENT_RADIUS, settleRadius, validRadius } from './radius';

describe('validRadius', () => {
  it('takes any whole number of miles inside the rule, as typed (25 is 25, not 30)', () => {
    expect(validRadius('25', EVENT_RADIUS)).toBe(25);
    expect(validRadius(' 137 ', EVENT_RADIUS)).toBe(137);
    expect(validRadius('10', EVENT_RADIUS)).toBe(10);
    expect(validRadius('500', EVENT_RADIUS)).toBe(500);
    expect(validRadius('12', ARENA_RADIUS)).toBe(12);
    expect(validRadius('5', ARENA_RADIUS)).toBe(5);
  });

  it('refuses what the list cannot search: outside the rule, fractions, blanks and words', () => {
    for (const input of ['9', '501', '25.5', '-20', '', '  ', 'abc', '1e2', null, undefined]) {
      expect(validRadius(input, EVENT_RADIUS)).toBeNull();
    }
    expect(validRadius('4', ARENA_RADIUS)).toBeNull();
  });
});

describe('settleRadius', () => {
  it('falls back to 50 miles for a value that is not a number', () => {
    for (const input of ['', '   ', 'abc', '12abc', null, undefined, Number.NaN]) {
      expect(settleRadius(input, EVENT_RADIUS)).toBe(50);
      expect(settleRadius(input, ARENA_RADIUS)).toBe(50);
    }
  });

  it('keeps a whole number as it is, rounds a fraction and keeps the result inside the rule', () => {
    expect(settleRadius('25', EVENT_RADIUS)).toBe(25);
    expect(settleRadius('44', EVENT_RADIUS)).toBe(44);
    expect(settleRadius('25.4', EVENT_RADIUS)).toBe(25);
    expect(settleRadius('25.5', EVENT_RADIUS)).toBe(26);
    expect(settleRadius('4', EVENT_RADIUS)).toBe(10);
    expect(settleRadius('-40', EVENT_RADIUS)).toBe(10);
    expect(settleRadius('999', EVENT_RADIUS)).toBe(500);
    expect(settleRadius(250, EVENT_RADIUS)).toBe(250);
    expect(settleRadius('12', ARENA_RADIUS)).toBe(12);
    expect(settleRadius('1', ARENA_RADIUS)).toBe(5);
  });
});
