import { TZDate } from '@date-fns/tz';
import { formatInZone, zoneAbbreviation } from '@/lib/dates';

/**
 * VTIMEZONE components for an .ics file, so each timed event can say "7:00 PM America/Chicago" (DTSTART;TZID=...)
 * and a calendar app shows it at the arena's time whatever zone the phone is in. The `ics` library writes no zones,
 * so the offsets come from the runtime's own zone rules: every change of offset from a year before the first event
 * to the last one, found by day and then to the minute.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Minutes east of UTC at the instant (Chicago in summer: -300). */
const offsetMinutes = (instant: number, timeZone: string) => -new TZDate(instant, timeZone).getTimezoneOffset();

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}${String(absolute % 60).padStart(2, '0')}`;
};

interface Transition {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

function transitionsBetween(start: number, end: number, timeZone: string): Transition[] {
  const found: Transition[] = [];
  let previous = offsetMinutes(start, timeZone);
  for (let day = start + DAY; day <= end + DAY; day += DAY) {
    const current = offsetMinutes(day, timeZone);
    if (current === previous) continue;
    let [low, high] = [day - DAY, day];
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offsetMinutes(middle, timeZone) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: previous, to: current });
    previous = current;
  }
  return found;
}

/** The onset as the clocks read it just before the change (RFC 5545 3.6.5). */
const onsetText = (transition: Transition) =>
  new Date(transition.at + transition.from * MINUTE).toISOString().replace(/[-:]/g, '').slice(0, 15);

/** One VTIMEZONE covering every instant in `instants` (milliseconds), as CRLF-joined lines. */
export function vtimezone(timeZone: string, instants: number[]): string {
  const first = Math.min(...instants);
  const last = Math.max(...instants);
  const transitions = transitionsBetween(first - 366 * DAY, last, timeZone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const offset = offsetText(offsetMinutes(first, timeZone));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`,
      `TZNAME:${zoneAbbreviation(first, timeZone)}`, 'END:STANDARD');
  }
  for (const transition of transitions) {
    // Clocks going forward start daylight time.
    const kind = transition.to > transition.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(`BEGIN:${kind}`, `DTSTART:${onsetText(transition)}`, `TZOFFSETFROM:${offsetText(transition.from)}`,
      `TZOFFSETTO:${offsetText(transition.to)}`, `TZNAME:${zoneAbbreviation(transition.at, timeZone)}`, `END:${kind}`);
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

/** 'yyyyMMddTHHmmss' on the clocks of `timeZone`. */
export const localIcsTime = (instant: string | number | Date, timeZone: string) =>
  formatInZone(instant, "yyyyMMdd'T'HHmmss", timeZone);
