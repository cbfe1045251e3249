import type { SeriesFrequency } from './constants';
import { parseClockTime } from './time-zones';

/**
 * An event's calendar, worked out the same way by the form, the validators and the server: the days of a series'
 * occurrences and the order its dates must keep. Days are 'yyyy-MM-dd' and clock times 'yyyy-MM-ddTHH:mm', both on
 * the arena's clocks, so they compare as text.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const toUtcDay = (day: string) => {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
};
const dayText = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return dayText(toUtcDay(day) + days * 86_400_000);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDay(to) - toUtcDay(from)) / 86_400_000);
}

/** The month's same day, or its last day when it has no such day (Jan 31 -> Feb 28). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return dayText(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date, lastDay)));
}

/**
 * The days of a series from its first day to `until` (both included), stopping one past `limit` so a caller can
 * tell "too many" without building thousands.
 */
export function seriesDays(firstDay: string, frequency: SeriesFrequency, until: string, limit: number): string[] {
  const days: string[] = [];
  for (let index = 0; days.length <= limit; index += 1) {
    const day = frequency === 'monthly' ? addMonths(firstDay, index) : addDays(firstDay, index * (frequency === 'weekly' ? 7 : 14));
    if (day > until) break;
    days.push(day);
  }
  return days;
}

/** The start as a local clock reading: the day at its time, or the day's end when the time is not a clock time. */
export function localStart(day: string, timeText: string | null | undefined): string {
  const clock = parseClockTime(timeText);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day}T${clock ? `${pad(clock.hours)}:${pad(clock.minutes)}` : '23:59'}`;
}

export interface EventDates<T> {
  /** The first day, and the start (both comparable with the others: local text, or instants). */
  startDay: T;
  start: T;
  endDate?: T | null;
  entriesOpenAt?: T | null;
  entriesCloseAt?: T | null;
}

export interface EventDateProblem {
  field: 'endDate' | 'entriesCloseAt' | 'entriesOpenAt';
  message: string;
}

export const END_BEFORE_START = "The last day can't be before the first day";
export const ENTRIES_CLOSE_AFTER_START = 'Entries must close before the event starts';
export const ENTRIES_CLOSE_BEFORE_OPEN = 'Entries must close after they open';
export const ENTRIES_OPEN_AFTER_START = 'Entries must open before the event starts';

/** What is out of order in an event's dates (none when all is well); works on local text or on instants. */
export function eventDateProblems<T extends string | number>(dates: EventDates<T>): EventDateProblem[] {
  const problems: EventDateProblem[] = [];
  const { startDay, start, endDate, entriesOpenAt, entriesCloseAt } = dates;
  if (endDate != null && endDate < startDay) problems.push({ field: 'endDate', message: END_BEFORE_START });
  if (entriesCloseAt != null && entriesCloseAt > start) problems.push({ field: 'entriesCloseAt', message: ENTRIES_CLOSE_AFTER_START });
  if (entriesOpenAt != null && entriesOpenAt > start) problems.push({ field: 'entriesOpenAt', message: ENTRIES_OPEN_AFTER_START });
  if (entriesOpenAt != null && entriesCloseAt != null && entriesCloseAt <= entriesOpenAt) {
    problems.push({ field: 'entriesCloseAt', message: ENTRIES_CLOSE_BEFORE_OPEN });
  }
  return problems;
}
