import { describe, expect, it } from 'vitest';
import {
  CALENDAR_DAY_ZONE, dayKeyIn, daysAgo, formatDayRange, formatEventDate, formatInZone, formatLongDate, formatShortDate,
  instantToDateInput, pickedDayAtNoonUtc, timeAgo, todayOf,
} from './dates';

const CHICAGO = 'America/Chicago';
const TOKYO = 'Asia/Tokyo';
// Monday November 23, 2026, 6 AM in Chicago; 9 PM the same day in Tokyo.
const now = new Date('2026-11-23T12:00:00Z');
const chicago = { timeZone: CHICAGO, now };
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatting in a zone', () => {
  // Friday June 5, 2026, 7:30 PM in Texas (CDT, UTC-5): already Saturday in UTC and in Tokyo.
  const fridayNightInTexas = '2026-06-06T00:30:00.000Z';

  it('reads an instant on the clocks of the zone given, whatever zone the code runs in', () => {
    expect(formatLongDate(fridayNightInTexas, CHICAGO)).toBe('June 5, 2026');
    expect(formatLongDate(fridayNightInTexas, 'UTC')).toBe('June 6, 2026');
    expect(formatLongDate(fridayNightInTexas, TOKYO)).toBe('June 6, 2026');
    expect(formatInZone(fridayNightInTexas, 'EEEE h:mm a', CHICAGO)).toBe('Friday 7:30 PM');
    expect(formatShortDate(fridayNightInTexas, CHICAGO)).toBe('Jun 5');
    expect(dayKeyIn(fridayNightInTexas, CHICAGO)).toBe('2026-06-05');
  });

  it('gives an event the date at its arena', () => {
    const event = { date: fridayNightInTexas, arena: { timeZone: CHICAGO } };
    expect(formatEventDate(event)).toBe('June 5, 2026');
    // El Paso keeps Mountain time: the same instant is 6:30 PM there, still Friday.
    expect(formatEventDate({ ...event, arena: { timeZone: 'America/Denver' } })).toBe('June 5, 2026');
  });

  it('reads a stored calendar day (noon UTC) as the day picked, in every zone', () => {
    expect(formatLongDate('2026-06-03T12:00:00.000Z', CALENDAR_DAY_ZONE)).toBe('June 3, 2026');
    expect(formatLongDate('2026-06-03T00:00:00.000Z', CALENDAR_DAY_ZONE)).toBe('June 3, 2026');
  });

  it('gives the rider\'s today as a plain date of their own calendar', () => {
    const lateSunday = new Date('2026-11-23T04:30:00Z'); // 10:30 PM Sunday in Chicago, Monday in UTC and Tokyo
    expect(todayOf({ timeZone: CHICAGO, now: lateSunday })).toEqual(new Date(2026, 10, 22));
    expect(todayOf({ timeZone: TOKYO, now: lateSunday })).toEqual(new Date(2026, 10, 23));
  });
});

describe('picked calendar days (trip dates, check-in)', () => {
  it('keeps a picked day on the same calendar day: noon UTC', () => {
    // z.coerce.date() reads '2026-06-03' as UTC midnight.
    expect(pickedDayAtNoonUtc(new Date('2026-06-03')).toISOString()).toBe('2026-06-03T12:00:00.000Z');
    expect(instantToDateInput('2026-06-03T12:00:00.000Z')).toBe('2026-06-03');
    expect(instantToDateInput(null)).toBe('');
  });

  it('formats a long date range of the days picked, the same in every zone', () => {
    expect(formatDayRange('2026-06-03T12:00:00.000Z', '2026-06-07T12:00:00.000Z')).toBe('June 3, 2026 - June 7, 2026');
    expect(formatDayRange('2026-06-03T12:00:00.000Z', null)).toBe('From June 3, 2026');
    expect(formatDayRange(null, '2026-06-07T00:00:00.000Z')).toBe('Until June 7, 2026');
    expect(formatDayRange(null, null)).toBe('Dates not set');
  });
});

describe('timeAgo (comments, feed)', () => {
  it.each([
    [0, 'just now'], [59, 'just now'], [60, '1 minute ago'], [3599, '59 minutes ago'], [3600, '1 hour ago'],
    [86_399, '23 hours ago'], [86_400, '1 day ago'], [6 * 86_400, '6 days ago'], [7 * 86_400, '1 week ago'],
    [29 * 86_400, '4 weeks ago'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(timeAgo(before(seconds), chicago)).toBe(text);
  });

  it('shows the date in the rider\'s zone after about a month', () => {
    // 1 AM UTC on September 3 is still September 2 in Chicago.
    expect(timeAgo(new Date('2026-09-03T01:00:00Z'), chicago)).toBe('September 2, 2026');
    expect(timeAgo(new Date('2026-09-03T01:00:00Z'), { timeZone: TOKYO, now })).toBe('September 3, 2026');
  });

  it('treats a time slightly in the future (clock skew) as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5000), chicago)).toBe('just now');
  });
});

describe('daysAgo (footing and review dates)', () => {
  it('counts the rider\'s calendar days', () => {
    expect(daysAgo(new Date('2026-11-23T07:00:00Z'), chicago)).toBe('Today');
    expect(daysAgo(new Date('2026-11-23T05:30:00Z'), chicago)).toBe('Yesterday'); // 11:30 PM Sunday there
    expect(daysAgo(new Date('2026-11-18T18:00:00Z'), chicago)).toBe('5 days ago');
    expect(daysAgo(new Date('2026-11-16T18:00:00Z'), chicago)).toBe('1 week ago');
    expect(daysAgo(new Date('2026-10-26T18:00:00Z'), chicago)).toBe('4 weeks ago');
    expect(daysAgo(new Date('2026-10-20T18:00:00Z'), chicago)).toBe('10/20/2026');
    expect(daysAgo(new Date('2026-01-05T18:00:00Z'), chicago)).toBe('1/5/2026');
  });

  it('depends on where the rider is: the same review is today in Tokyo and yesterday in Chicago', () => {
    const review = new Date('2026-11-23T02:00:00Z'); // 8 PM Sunday in Chicago, 11 AM Monday in Tokyo
    expect(daysAgo(review, chicago)).toBe('Yesterday');
    expect(daysAgo(review, { timeZone: TOKYO, now })).toBe('Today');
  });
});
