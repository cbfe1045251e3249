import { createEvents, type EventAttributes } from 'ics';
import type { SavedEventEntry } from '@shared/contracts/social';
import { parseClockTime } from '@shared/time-zones';
import { dayKeyIn } from '@/lib/dates';
import { localIcsTime, vtimezone } from './ics-time-zones';

export const ICS_FILE_NAME = 'cloverleaf-my-events.ics';
/** The API has a start time but no end: a timed event is given this long in the rider's calendar. */
const TIMED_EVENT_HOURS = 3;

/** True for '7:00 PM', '7 pm', '7:30p.m.', '19:00'; false for what no clock shows ('TBA', 'after slack', a bare '7'). */
export const isClockTime = (text: string | null | undefined) => parseClockTime(text) !== null;

/** 'Arena, City, ST', leaving out whatever is missing. */
export const eventLocation = (arena: { name: string | null; city: string | null; state: string | null }) =>
  [arena.name, arena.city, arena.state].filter(Boolean).join(', ');

/**
 * One VEVENT. An event whose time text reads as a clock time starts at its stored instant, written as UTC here and
 * then as its arena's clock time with the arena's zone (DTSTART;TZID=..., see withArenaZones), and lasts three
 * hours; one whose time cannot be read ('TBA') is an all-day event on its day at its arena, as the app shows it.
 */
function savedEventToIcs({ event }: SavedEventEntry, origin: string): EventAttributes {
  const start = new Date(event.date);
  const common = {
    uid: `${event.id}@cloverleaf`,
    title: event.name,
    location: eventLocation(event.arena) || undefined,
    description: event.description?.trim() || undefined,
    url: new URL(`/event/${event.id}`, origin).toString(),
  };
  if (!isClockTime(event.time)) {
    const [year, month, day] = dayKeyIn(start, event.arena.timeZone).split('-').map(Number);
    const next = new Date(Date.UTC(year, month - 1, day + 1));
    return {
      ...common,
      start: [year, month, day],
      end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
    };
  }
  return {
    ...common,
    start: [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: TIMED_EVENT_HOURS },
  };
}

const VEVENT_START = 'BEGIN:VEVENT';

/**
 * Rewrites each timed event's UTC start as its arena's clock time in the arena's zone, and adds one VTIMEZONE per
 * zone used: a deadline or start is then shown at the arena's time in every calendar app, DST included.
 */
function withArenaZones(ics: string, entries: SavedEventEntry[]): string {
  const [head, ...blocks] = ics.split(VEVENT_START);
  const instantsByZone = new Map<string, number[]>();
  const zoned = blocks.map((block, index) => {
    const { event } = entries[index];
    if (!isClockTime(event.time)) return block;
    const zone = event.arena.timeZone;
    instantsByZone.set(zone, [...(instantsByZone.get(zone) ?? []), Date.parse(event.date)]);
    return block.replace(/\r\nDTSTART:\d{8}T\d{6}Z/, `\r\nDTSTART;TZID=${zone}:${localIcsTime(event.date, zone)}`);
  });
  if (instantsByZone.size === 0) return ics;
  const zones = [...instantsByZone].map(([zone, instants]) => vtimezone(zone, instants)).join('\r\n');
  return [`${head.replace(/\r\n$/, '')}\r\n${zones}\r\n`, ...zoned].join(VEVENT_START);
}

/** The iCalendar text of the rider's saved events; throws when the library refuses one. */
export function buildSavedEventsIcs(entries: SavedEventEntry[], origin: string): string {
  const { error, value } = createEvents(entries.map((entry) => savedEventToIcs(entry, origin)), {
    productId: 'cloverleaf/my-events',
    calName: 'Cloverleaf: My Events',
  });
  if (error || value === null) throw error ?? new Error('Could not build the calendar file');
  return withArenaZones(value, entries);
}
