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

  it('starts an event at its arena\'s clock time in the arena\'s zone, with the zone\'s rules, for three hours', () => {
    // 7:00 PM in Waco (CDT) is midnight UTC.
    const waco = savedEvent('e3', { name: 'Saturday Showdown', date: '2026-06-06T00:00:00.000Z', time: '7:00 PM' });
    const { events, timeZones } = readIcs(buildSavedEventsIcs([waco], ORIGIN));
    expect(events[0].DTSTART).toEqual({ params: 'TZID=America/Chicago', value: '20260605T190000' });
    expect(events[0].DURATION.value).toBe('PT3H');
    // The change to daylight time before the event: 2:00 AM on the second Sunday of March 2026.
    expect(timeZones['America/Chicago'].join('\n')).toContain(
      'BEGIN:DAYLIGHT\nDTSTART:20260308T020000\nTZOFFSETFROM:-0600\nTZOFFSETTO:-0500\nTZNAME:CDT\nEND:DAYLIGHT',
    );
    expect(timeZones['America/Chicago'].join('\n')).toContain('BEGIN:STANDARD\nDTSTART:20251102T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0600');
  });

  it('writes each arena\'s own zone: Arizona keeps standard time all year', () => {
    const scottsdale = savedEvent('e4', {
      name: 'Desert Days', date: '2026-07-11T02:00:00.000Z', time: '7:00 PM', arena: { name: 'WestWorld', timeZone: 'America/Phoenix' },
    });
    const waco = savedEvent('e5', { name: 'Waco Winter', date: '2026-01-10T01:00:00.000Z', time: '7:00 PM' });
    const { events, timeZones } = readIcs(buildSavedEventsIcs([scottsdale, waco], ORIGIN));
    expect(events.map((event) => event.DTSTART)).toEqual([
      { params: 'TZID=America/Phoenix', value: '20260710T190000' },
      { params: 'TZID=America/Chicago', value: '20260109T190000' },
    ]);
    expect(timeZones['America/Phoenix']).toEqual([
      'TZID:America/Phoenix', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:-0700', 'TZOFFSETTO:-0700', 'TZNAME:MST',
      'END:STANDARD',
    ]);
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
