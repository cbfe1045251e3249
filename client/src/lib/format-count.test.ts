import { describe, expect, it } from 'vitest';
import { countLabel, formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands like en-US number formatting', () => {
    for (const value of [0, 7, 999, 1000, 12345, 100000, 1234567, 9876543210, -1234]) {
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-US').format(value));
    }
  });

  it('drops fractions: counts are whole', () => {
    expect(formatCount(1234.9)).toBe('1,234');
  });
});

describe('countLabel', () => {
  it('counts with the right noun', () => {
    expect(countLabel(1, 'event')).toBe('1 event');
    expect(countLabel(0, 'horse hotel')).toBe('0 horse hotels');
    expect(countLabel(3, 'service')).toBe('3 services');
  });
});
