import { tz } from '@date-fns/tz';
import { formatInZone, zoneAbbreviation } from '@shared/time-zones';
import { differenceInCalendarDays } from 'date-fns';

/**
 * Every date the app shows is formatted here, in an explicit zone, never the zone of the machine that runs the code:
 * the server renders a page and the browser hydrates it, and both must print the same text.
 * - An event's date is the day at its arena (`event.arena.timeZone`), wherever the rider is.
 * - A calendar day a rider picked (trip dates, check-in) is stored at noon UTC and read in UTC: `CALENDAR_DAY_ZONE`.
 * - What is relative to the rider ("2 hours ago", today) takes the rider's clock (`useRiderClock`).
 */

/** The zone a stored calendar day (noon UTC of the day picked) is read in. */
export const CALENDAR_DAY_ZONE = 'UTC';

/** Where and when the rider is: the zone their calendar days are in, and the moment to count "ago" from. */
export interface RiderClock {
  timeZone: string;
  now: Date;
}

type Instant = string | number | Date;

export { formatInZone, zoneAbbreviation };

/** Dates read 'MMMM d, yyyy'. */
export const formatLongDate = (value: Instant, timeZone: string) => formatInZone(value, 'MMMM d, yyyy', timeZone);

/** A hotel check-in reads 'MMM d'. */
export const formatShortDate = (value: Instant, timeZone: string) => formatInZone(value, 'MMM d', timeZone);

/** An event's date ('MMMM d, yyyy'): the day at its arena, for every rider wherever they are. */
export const formatEventDate = (event: { date: Instant; arena: { timeZone: string } }) =>
  formatLongDate(event.date, event.arena.timeZone);

/** 'yyyy-MM-dd' of the day an instant falls on in `timeZone`: how days are matched (calendar grid, date inputs). */
export const dayKeyIn = (value: Instant, timeZone: string) => formatInZone(value, 'yyyy-MM-dd', timeZone);

/** 'June 3, 2026 - June 7, 2026' for two picked calendar days, one side alone when the other is missing, or 'Dates not set'. */
export function formatDayRange(startDate: string | null, endDate: string | null): string {
  const formatDay = (value: string) => formatLongDate(value, CALENDAR_DAY_ZONE);
  if (startDate && endDate) return `${formatDay(startDate)} - ${formatDay(endDate)}`;
  if (startDate) return `From ${formatDay(startDate)}`;
  if (endDate) return `Until ${formatDay(endDate)}`;
  return 'Dates not set';
}

/**
 * A day picked in a date input, stored as noon UTC of that day. `z.coerce.date()` reads 'yyyy-MM-dd' as UTC
 * midnight, which a rider west of Greenwich would see as the day before; noon UTC is the same calendar day
 * everywhere from UTC-11 to UTC+11.
 */
export function pickedDayAtNoonUtc(day: Date): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12));
}

/** The value for an `<input type="date">`: the calendar day stored (see above), '' when there is none. */
export function instantToDateInput(value: string | Date | null | undefined): string {
  return value ? dayKeyIn(value, CALENDAR_DAY_ZONE) : '';
}

/**
 * The rider's current day as a plain date: midnight of it in the zone the code runs in, so date-fns' plain
 * calendar arithmetic (months, weeks, 'd') works on it the same on the server and in any browser.
 */
export function todayOf(clock: RiderClock): Date {
  const [year, month, day] = dayKeyIn(clock.now, clock.timeZone).split('-').map(Number);
  return new Date(year, month - 1, day);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const ABOUT_A_MONTH = 30 * DAY;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * Comments and feed: 'just now' under 60 s, then minutes (under an hour), hours (under a day), days
 * (under 7), weeks (under about 30 days), then the date ('MMMM d, yyyy') in the rider's zone.
 */
export function timeAgo(value: Instant, clock: RiderClock): string {
  const seconds = Math.max(0, Math.floor((clock.now.getTime() - new Date(value).getTime()) / 1000));
  if (seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return plural(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return plural(Math.floor(seconds / HOUR), 'hour');
  if (seconds < WEEK) return plural(Math.floor(seconds / DAY), 'day');
  if (seconds < ABOUT_A_MONTH) return plural(Math.floor(seconds / WEEK), 'week');
  return formatLongDate(value, clock.timeZone);
}

/**
 * Arena footing and review dates: 'Today', 'Yesterday', 'N days ago' (under 7), 'N weeks ago'
 * (under 30 days), else the rider's local date written the US way (M/d/yyyy): the same text in every browser and
 * on the server, and no Intl formatter built per call (a list of old reviews cost an arena page ~100 ms on a phone).
 */
export function daysAgo(value: Instant, clock: RiderClock): string {
  const days = differenceInCalendarDays(clock.now, new Date(value), { in: tz(clock.timeZone) });
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} ago`;
  }
  return formatInZone(value, 'M/d/yyyy', clock.timeZone);
}
