import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { SavedEventEntry } from '@shared/api-types';

export const ICS_FILE_NAME = 'cloverleaf-my-events.ics';
/** The API has a start time but no end: a timed event is given this long in the rider's calendar. */
const TIMED_EVENT_HOURS = 3;

/** '7:00 PM', '7 pm', '7:30p.m.', '19:00' -> {hour, minute}; anything else (TBA, 'after slack') -> null. */
export function parseStartTime(text: string | null | undefined): { hour: number; minute: number } | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text?.trim() ?? '');
  if (!match) return null;
  const [, hourText, minuteText, meridiem] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText ?? 0);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    return { hour: (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0), minute };
  }
  // Without AM/PM only a 24-hour 'HH:mm' is clear; a bare '7' is not.
  if (minuteText === undefined || hour > 23) return null;
  return { hour, minute };
}

/** 'Arena, City, ST', leaving out whatever is missing. */
export const eventLocation = (arena: { name: string | null; city: string | null; state: string | null }) =>
  [arena.name, arena.city, arena.state].filter(Boolean).join(', ');

/**
 * One VEVENT. The day is the local day of the event's date (as the calendar shows it); with a readable start time
 * the event is timed at that clock time with no time zone ("floating"), i.e. the arena's own wall clock, otherwise
 * it is an all-day event.
 */
export function savedEventToIcs({ event }: SavedEventEntry, origin: string): EventAttributes {
  const date = new Date(event.date);
  const day: DateArray = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  const time = parseStartTime(event.time);
  const common = {
    uid: `${event.id}@cloverleaf`,
    title: event.name,
    location: eventLocation(event.arena) || undefined,
    description: event.description?.trim() || undefined,
    url: new URL(`/event/${event.id}`, origin).toString(),
  };
  if (!time) {
    const next = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
    return { ...common, start: day, end: [next.getFullYear(), next.getMonth() + 1, next.getDate()] };
  }
  return {
    ...common,
    start: [...day, time.hour, time.minute] as DateArray,
    startInputType: 'local',
    startOutputType: 'local',
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
