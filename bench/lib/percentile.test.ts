import { describe, expect, it } from 'vitest';
import { percentile } from './percentile';

describe('percentile', () => {
  it('takes the nearest rank of the values in order, whatever order they come in', () => {
    const values = [0.41, 0.12, 3.5, 0.3, 0.27, 0.39, 0.33, 12.25, 0.29, 0.31];
    expect(percentile(values, 0.5)).toBe(0.31);
    expect(percentile(values, 0.9)).toBe(3.5);
    expect(percentile(values, 0.99)).toBe(12.25);
    expect(percentile(values, 0)).toBe(0.12);
    expect(percentile([7], 0.5)).toBe(7);
  });

  it('is NaN without values', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});
