import { describe, expect, it } from 'vitest';
import { countLabel, formatShortDate, formatTripDates, instantToDateInput, pickedDayAtNoonUtc } from './trip-format';

// Local noon: the same calendar day whatever time zone the tests run in.
const localNoon = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).toISOString();

describe('trip dates', () => {
  it('keeps a picked day on the same calendar day: noon UTC', () => {
    // z.coerce.date() reads '2026-06-03' as UTC midnight.
    expect(pickedDayAtNoonUtc(new Date('2026-06-03')).toISOString()).toBe('2026-06-03T12:00:00.000Z');
    expect(instantToDateInput(localNoon(2026, 6, 3))).toBe('2026-06-03');
    expect(instantToDateInput(null)).toBe('');
  });

  it('formats check-in as MMM d and a trip as a long date range', () => {
    expect(formatShortDate(localNoon(2026, 6, 3))).toBe('Jun 3');
    expect(formatTripDates(localNoon(2026, 6, 3), localNoon(2026, 6, 7))).toBe('June 3, 2026 - June 7, 2026');
    expect(formatTripDates(localNoon(2026, 6, 3), null)).toBe('From June 3, 2026');
    expect(formatTripDates(null, localNoon(2026, 6, 7))).toBe('Until June 7, 2026');
    expect(formatTripDates(null, null)).toBe('Dates not set');
  });

  it('counts items with the right noun', () => {
    expect(countLabel(1, 'event')).toBe('1 event');
    expect(countLabel(0, 'horse hotel')).toBe('0 horse hotels');
    expect(countLabel(3, 'service')).toBe('3 services');
  });
});
