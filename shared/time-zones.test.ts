import { describe, expect, it } from 'vitest';
import {
  isCalendarDay, isTimeZone, parseClockTime, RIDER_TIME_ZONE_COOKIE, riderTimeZoneFromCookie, zoneAbbreviation, zonedEventStart,
} from './time-zones';

describe('parseClockTime', () => {
  it('reads the times flyers print', () => {
    expect(parseClockTime('7:30 PM')).toEqual({ hours: 19, minutes: 30 });
    expect(parseClockTime('7 pm')).toEqual({ hours: 19, minutes: 0 });
    expect(parseClockTime('7:30p.m.')).toEqual({ hours: 19, minutes: 30 });
    expect(parseClockTime('12:00 AM')).toEqual({ hours: 0, minutes: 0 });
    expect(parseClockTime('12:45 PM')).toEqual({ hours: 12, minutes: 45 });
    expect(parseClockTime('19:00')).toEqual({ hours: 19, minutes: 0 });
  });

  it('gives null for what no clock shows', () => {
    for (const text of [null, '', 'TBA', 'after slack', '7', '13:00 PM', '25:00', '7:75 PM']) {
      expect(parseClockTime(text), String(text)).toBeNull();
    }
  });
});

describe('zonedEventStart', () => {
  it('places the day and time on the clocks of the zone', () => {
    // Friday June 5, 2026 in Texas (CDT, UTC-5) and in California (PDT, UTC-7).
    expect(zonedEventStart('2026-06-05', '7:30 PM', 'America/Chicago').toISOString()).toBe('2026-06-06T00:30:00.000Z');
    expect(zonedEventStart('2026-06-05', '7:30 PM', 'America/Los_Angeles').toISOString()).toBe('2026-06-06T02:30:00.000Z');
    // Standard time in winter.
    expect(zonedEventStart('2026-01-09', '19:00', 'America/Chicago').toISOString()).toBe('2026-01-10T01:00:00.000Z');
  });

  it('starts at noon there when the time is not a clock time', () => {
    expect(zonedEventStart('2026-06-05', 'after slack', 'America/Denver').toISOString()).toBe('2026-06-05T18:00:00.000Z');
  });

  it('refuses a day that does not exist', () => {
    expect(() => zonedEventStart('2026-02-30', '7:00 PM', 'America/Chicago')).toThrow(RangeError);
  });
});

describe('days and zones', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDay('2026-06-05')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-6-5')).toBe(false);
    expect(isCalendarDay('2026-06-05T00:00:00Z')).toBe(false);
  });

  it('knows IANA zones', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Pacific/Auckland')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it('reads the rider\'s zone from a Cookie header, and nothing else', () => {
    const cookie = (zone: string) => `connect.sid=abc; ${RIDER_TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; theme=dark`;
    expect(riderTimeZoneFromCookie(cookie('America/Indiana/Indianapolis'))).toBe('America/Indiana/Indianapolis');
    expect(riderTimeZoneFromCookie(cookie('Nowhere/Land'))).toBeNull();
    expect(riderTimeZoneFromCookie(`${RIDER_TIME_ZONE_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(riderTimeZoneFromCookie('connect.sid=abc')).toBeNull();
    expect(riderTimeZoneFromCookie(undefined)).toBeNull();
  });
});

describe('zoneAbbreviation', () => {
  it('names the zone as it stood at each instant, however often a zone is asked for', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(zoneAbbreviation('2026-01-15T18:00:00Z', 'America/Chicago')).toBe('CST');
      expect(zoneAbbreviation('2026-07-15T18:00:00Z', 'America/Chicago')).toBe('CDT');
      expect(zoneAbbreviation(Date.UTC(2026, 6, 15), 'America/Phoenix')).toBe('MST');
      expect(zoneAbbreviation(new Date('2026-07-15T18:00:00Z'), 'America/Denver')).toBe('MDT');
    }
  });

  it('refuses a zone this runtime does not know, every time', () => {
    expect(() => zoneAbbreviation('2026-01-15T18:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => zoneAbbreviation('2026-01-15T18:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});
