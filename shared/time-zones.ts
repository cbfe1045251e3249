import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * Time zones, shared by the server and the browser. An event's date and start time are those of its arena's place,
 * so they are read in the arena's IANA zone; what is relative to the rider ("2 hours ago", today on the calendar)
 * is read in the rider's zone, which the browser tells the server in a cookie so that the server renders the page
 * exactly as the browser will.
 */

/** The zone used when none is known: US Central, where most of the sport's arenas and riders are. */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

/** The cookie the browser keeps the rider's zone in, for the server's render of the next page. */
export const RIDER_TIME_ZONE_COOKIE = 'tz';

/** Zones remembered, valid or not; more than this (made-up names from cookies, say) are checked each time. */
const REMEMBERED_ZONES = 1000;
const known = new Map<string, boolean>();
/** One formatter per zone: making an Intl.DateTimeFormat costs far more than using one (a list of event cards asks for each). */
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter of short zone names; throws a RangeError for a zone this runtime does not know. */
function zoneNameFormat(timeZone: string): Intl.DateTimeFormat {
  let zoneNames = zoneNameFormats.get(timeZone);
  if (!zoneNames) {
    zoneNames = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    if (zoneNameFormats.size < REMEMBERED_ZONES) zoneNameFormats.set(timeZone, zoneNames);
  }
  return zoneNames;
}

/** True for a zone this runtime can format in ('America/Chicago', 'UTC'); false for anything else. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  let valid = known.get(value);
  if (valid === undefined) {
    try {
      zoneNameFormat(value);
      valid = true;
    } catch {
      valid = false;
    }
    if (known.size < REMEMBERED_ZONES) known.set(value, valid);
  }
  return valid;
}

/** The rider's zone in a Cookie header, or null when it has none (a first visit) or one this runtime does not know. */
export function riderTimeZoneFromCookie(cookieHeader: string | undefined): string | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name !== RIDER_TIME_ZONE_COOKIE) continue;
    try {
      const zone = decodeURIComponent(value.join('='));
      return isTimeZone(zone) ? zone : null;
    } catch {
      return null;
    }
  }
  return null;
}

export interface ClockTime {
  hours: number;
  minutes: number;
}

const TWELVE_HOUR = /^\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?\s*$/;
const TWENTY_FOUR_HOUR = /^\s*(\d{1,2}):(\d{2})\s*$/;

/**
 * The clock time a flyer's time text shows: '7:30 PM', '7 pm', '7:30p.m.', '19:30'. Null for what no clock shows
 * ('TBA', 'after slack', a bare '7').
 */
export function parseClockTime(text: string | null | undefined): ClockTime | null {
  const twentyFour = TWENTY_FOUR_HOUR.exec(text ?? '');
  if (twentyFour) {
    const [hours, minutes] = [Number(twentyFour[1]), Number(twentyFour[2])];
    return hours < 24 && minutes < 60 ? { hours, minutes } : null;
  }
  const twelve = TWELVE_HOUR.exec(text ?? '');
  if (!twelve) return null;
  const hours = Number(twelve[1]);
  const minutes = Number(twelve[2] ?? '0');
  if (hours < 1 || hours > 12 || minutes > 59) return null;
  return { hours: (hours % 12) + (twelve[3].toLowerCase() === 'p' ? 12 : 0), minutes };
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real 'yyyy-MM-dd' day (not '2026-02-30'). */
export function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().startsWith(value);
}

/**
 * The instant an event starts: its day ('yyyy-MM-dd') at the clock time of its time text, on the clocks of
 * `timeZone` (the arena's), daylight saving time included. Without a readable time, noon of that day: the same
 * calendar day in every zone from UTC-11 to UTC+11.
 */
export function zonedEventStart(day: string, timeText: string | null | undefined, timeZone: string): Date {
  const match = CALENDAR_DAY.exec(day);
  if (!match || !isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  const { hours, minutes } = parseClockTime(timeText) ?? { hours: 12, minutes: 0 };
  const start = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hours, minutes, timeZone);
  return new Date(start.getTime());
}

/** A day and clock time on the clocks of `timeZone` ('2026-03-06T20:00') as the instant it is there. */
export function zonedLocalTime(localDateTime: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(localDateTime);
  if (!match) throw new RangeError(`Not a local date and time: ${localDateTime}`);
  const [year, month, day, hours, minutes] = match.slice(1).map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
}

/** The instant as a day and clock time on the clocks of `timeZone` ('2026-03-06T20:00'). */
export function localDateTimeIn(instant: Date, timeZone: string): string {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
}

/** An instant as the clocks of `timeZone` show it, in a date-fns pattern (never the zone of the machine). */
export const formatInZone = (value: string | number | Date, pattern: string, timeZone: string) =>
  format(new Date(value), pattern, { in: tz(timeZone) });

/** The zone's short name at that instant, as US riders read it ('CDT', 'MST'; 'GMT+1' where there is none). */
export function zoneAbbreviation(value: string | number | Date, timeZone: string): string {
  const parts = zoneNameFormat(timeZone).formatToParts(new Date(value));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
