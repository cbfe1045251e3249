import { describe, expect, it } from 'vitest';
import { countLabel, formatTripDates, instantToDateInput, pickedDayAtNoonUtc } from './trip-format';

describe('trip dates', () => {
  it('keeps a picked day on the same calendar day: noon UTC', () => {
    // z.coerce.date() reads '2026-06-03' as UTC midnight.
    expect(pickedDayAtNoonUtc(new Date('2026-06-03')).toISOString()).toBe('2026-06-03T12:00:00.000Z');
    expect(instantToDateInput('2026-06-03T12:00:00.000Z')).toBe('2026-06-03');
    expect(instantToDateInput(null)).toBe('');
  });

  it('formats a trip as a long date range of the days picked, the same in every zone', () => {
    expect(formatTripDates('2026-06-03T12:00:00.000Z', '2026-06-07T12:00:00.000Z')).toBe('June 3, 2026 - June 7, 2026');
    expect(formatTripDates('2026-06-03T12:00:00.000Z', null)).toBe('From June 3, 2026');
    expect(formatTripDates(null, '2026-06-07T00:00:00.000Z')).toBe('Until June 7, 2026');
    expect(formatTripDates(null, null)).toBe('Dates not set');
  });

  it('counts items with the right noun', () => {
    expect(countLabel(1, 'event')).toBe('1 event');
    expect(countLabel(0, 'horse hotel')).toBe('0 horse hotels');
    expect(countLabel(3, 'service')).toBe('3 services');
  });
});
