import { describe, expect, it } from 'vitest';
import { buildSavedEventsIcs, isClockTime } from './ics-export';
import { readIcs } from './testing/read-ics';
import { savedEvent } from './testing/saved-event-fixture';

const ORIGIN = 'https://cloverleaf.app';
// Local noon, so the calendar day is the same whatever the test machine's time zone.
const localNoon = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).toISOString();

describe('isClockTime', () => {
  it.each(['7:00 PM', '7:30pm', '12:00 PM', '12:15 a.m.', '9 AM', '19:00'])('reads %s as a start time', (text) => {
    expect(isClockTime(text)).toBe(true);
  });

  it.each(['TBA', '', '7', '13:00 PM', '25:00', '7:75 PM', 'after slack'])('does not read %j as one', (text) => {
    expect(isClockTime(text)).toBe(false);
  });
});

describe('buildSavedEventsIcs', () => {
  const friday = savedEvent('e1', {
    name: 'Friday Night Barrels, 4D; Open',
    date: localNoon(2026, 6, 5),
    time: '7:00 PM',
    description: 'Open 4D with a half-second split.\nEntries close Wednesday.',
  });
  const tba = savedEvent('e2', {
    name: 'Futurity & Derby',
    date: localNoon(2026, 6, 30),
    time: 'TBA',
    arena: { name: 'Lazy E Arena', city: 'Guthrie', state: 'OK' },
  });

  it('writes one VEVENT per saved event that reads back with its title, place, description and link', () => {
    const { calendar, events } = readIcs(buildSavedEventsIcs([friday, tba], ORIGIN));
    expect(calendar.VERSION.value).toBe('2.0');
    expect(calendar.PRODID.value).toBe('cloverleaf/my-events');
    expect(events).toHaveLength(2);
    const [first, second] = events;
    expect(first.SUMMARY.value).toBe('Friday Night Barrels, 4D; Open');
    expect(first.LOCATION.value).toBe('Extraco Events Center, Waco, TX');
    expect(first.DESCRIPTION.value).toBe('Open 4D with a half-second split.\nEntries close Wednesday.');
    expect(first.URL.value).toBe('https://cloverleaf.app/event/e1');
    expect(first.UID.value).toBe('e1@cloverleaf');
    expect(second.SUMMARY.value).toBe('Futurity & Derby');
    expect(second.LOCATION.value).toBe('Lazy E Arena, Guthrie, OK');
    expect(second.DESCRIPTION).toBeUndefined();
  });

  it('starts an event with a readable start time at its stored instant, in UTC, for three hours', () => {
    // 7:00 PM in Waco (CDT) is midnight UTC.
    const waco = savedEvent('e3', { name: 'Saturday Showdown', date: '2026-06-06T00:00:00.000Z', time: '7:00 PM' });
    const [event] = readIcs(buildSavedEventsIcs([waco], ORIGIN)).events;
    expect(event.DTSTART).toEqual({ params: '', value: '20260606T000000Z' });
    expect(event.DURATION.value).toBe('PT3H');
  });

  it('makes an all-day event when the time cannot be read, ending the next day (across a month end)', () => {
    const [event] = readIcs(buildSavedEventsIcs([tba], ORIGIN)).events;
    expect(event.DTSTART).toEqual({ params: 'VALUE=DATE', value: '20260630' });
    expect(event.DTEND).toEqual({ params: 'VALUE=DATE', value: '20260701' });
  });

  it('is an empty but valid calendar with no saved events', () => {
    const { events } = readIcs(buildSavedEventsIcs([], ORIGIN));
    expect(events).toEqual([]);
  });
});
