import { describe, expect, it } from 'vitest';
import { thisWeekendRange } from './this-weekend';

// Local times: the range is the rider's own Friday to Sunday.
const local = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0) =>
  new Date(year, month - 1, day, hour, minute, second, ms);

describe('thisWeekendRange', () => {
  it('on a Wednesday covers the coming Friday to Sunday', () => {
    const range = thisWeekendRange(local(2026, 6, 3, 15, 30)); // Wednesday June 3, 2026
    expect(range.from).toEqual(local(2026, 6, 5));
    expect(range.to).toEqual(local(2026, 6, 7, 23, 59, 59, 999));
  });

  it('on a Monday covers that week\'s Friday to Sunday', () => {
    const range = thisWeekendRange(local(2026, 6, 1, 8));
    expect(range.from).toEqual(local(2026, 6, 5));
    expect(range.to).toEqual(local(2026, 6, 7, 23, 59, 59, 999));
  });

  it('on a Friday starts that day', () => {
    const range = thisWeekendRange(local(2026, 6, 5, 20));
    expect(range.from).toEqual(local(2026, 6, 5));
    expect(range.to).toEqual(local(2026, 6, 7, 23, 59, 59, 999));
  });

  it('on a Saturday leaves out the Friday already gone', () => {
    const range = thisWeekendRange(local(2026, 6, 6, 9));
    expect(range.from).toEqual(local(2026, 6, 6));
    expect(range.to).toEqual(local(2026, 6, 7, 23, 59, 59, 999));
  });

  it('on a Sunday is the weekend ending today, not next week\'s', () => {
    const range = thisWeekendRange(local(2026, 6, 7, 23, 30));
    expect(range.from).toEqual(local(2026, 6, 7));
    expect(range.to).toEqual(local(2026, 6, 7, 23, 59, 59, 999));
  });

  it('crosses a month end', () => {
    const range = thisWeekendRange(local(2026, 7, 29, 12)); // Wednesday July 29
    expect(range.from).toEqual(local(2026, 7, 31));
    expect(range.to).toEqual(local(2026, 8, 2, 23, 59, 59, 999));
  });
});
