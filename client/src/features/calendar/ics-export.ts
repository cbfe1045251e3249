import { createEvents, type EventAttributes } from 'ics';
import type { SavedEventEntry } from '@shared/contracts/social';
import { parseClockTime } from '@shared/time-zones';
import { dayKeyIn } from '@/lib/dates';

export const ICS_FILE_NAME = 'cloverleaf-my-events.ics';
/** The API has a start time but no end: a timed event is given this long in the rider's calendar. */
const TIMED_EVENT_HOURS = 3;

/** True for '7:00 PM', '7 pm', '7:30p.m.', '19:00'; false for what no clock shows ('TBA', 'after slack', a bare '7'). */
export const isClockTime = (text: string | null | undefined) => parseClockTime(text) !== null;

/** 'Arena, City, ST', leaving out whatever is missing. */
export const eventLocation = (arena: { name: string | null; city: string | null; state: string | null }) =>
  [arena.name, arena.city, arena.state].filter(Boolean).join(', ');

/**
 * One VEVENT. Events store their start instant (the create form and the demo data both combine the day with the
 * start time), so an event whose time text reads as a clock time starts at exactly that instant (in UTC, right in
 * every time zone) and lasts three hours; one whose time cannot be read ('TBA') is an all-day event on its day at
 * its arena, as the app shows it.
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

/** The iCalendar text of the rider's saved events; throws when the library refuses one. */
export function buildSavedEventsIcs(entries: SavedEventEntry[], origin: string): string {
  const { error, value } = createEvents(entries.map((entry) => savedEventToIcs(entry, origin)), {
    productId: 'cloverleaf/my-events',
    calName: 'Cloverleaf: My Events',
  });
  if (error || value === null) throw error ?? new Error('Could not build the calendar file');
  return value;
}
