import { addDays, daysBetween, eventDateProblems, localStart, type EventDateProblem } from '@shared/event-schedule';
import { localDateTimeIn, zonedEventStart, zonedLocalTime } from '@shared/time-zones';

/**
 * An event's times as the arena's clocks read them ('yyyy-MM-dd' days, 'yyyy-MM-ddTHH:mm' clock times): the form
 * sends them so, an instant from the API is read there first. Shifting a series' occurrence moves every one of
 * them by the same number of days, on the arena's clocks, so a deadline stays "Friday 8:00 PM" across a DST change.
 */
export interface LocalSchedule {
  day: string;
  time: string;
  endDate: string | null;
  entriesOpenAt: string | null;
  entriesCloseAt: string | null;
  drawPostedAt: string | null;
}

export interface ResolvedSchedule {
  date: Date;
  time: string;
  endDate: string | null;
  entriesOpenAt: Date | null;
  entriesCloseAt: Date | null;
  drawPostedAt: Date | null;
}

/** A typed clock time, or an instant read on the arena's clocks; null stays null. */
export const toLocal = (value: string | Date | null | undefined, timeZone: string): string | null => {
  if (value == null) return null;
  return value instanceof Date ? localDateTimeIn(value, timeZone) : value;
};

/** The day an event is on: a typed day, or its start instant's day at the arena. */
export const toLocalDay = (value: string | Date, timeZone: string): string =>
  (value instanceof Date ? localDateTimeIn(value, timeZone).slice(0, 10) : value);

/** A day or clock time `days` later, on the arena's clocks. */
export const shiftLocal = (value: string | null, days: number) =>
  (value == null ? null : `${addDays(value.slice(0, 10), days)}${value.slice(10)}`);

/** The same schedule `days` later (earlier when negative). */
export function shiftSchedule(schedule: LocalSchedule, days: number): LocalSchedule {
  return {
    day: addDays(schedule.day, days),
    time: schedule.time,
    endDate: shiftLocal(schedule.endDate, days),
    entriesOpenAt: shiftLocal(schedule.entriesOpenAt, days),
    entriesCloseAt: shiftLocal(schedule.entriesCloseAt, days),
    drawPostedAt: shiftLocal(schedule.drawPostedAt, days),
  };
}

export const daysFrom = daysBetween;

/** What is out of order, checked on the arena's clocks. */
export function scheduleProblems(schedule: LocalSchedule): EventDateProblem[] {
  return eventDateProblems({
    startDay: schedule.day,
    start: localStart(schedule.day, schedule.time),
    endDate: schedule.endDate,
    entriesOpenAt: schedule.entriesOpenAt,
    entriesCloseAt: schedule.entriesCloseAt,
  });
}

/** The instants to store. */
export function resolveSchedule(schedule: LocalSchedule, timeZone: string): ResolvedSchedule {
  const instant = (value: string | null) => (value == null ? null : zonedLocalTime(value, timeZone));
  return {
    date: zonedEventStart(schedule.day, schedule.time, timeZone),
    time: schedule.time,
    endDate: schedule.endDate,
    entriesOpenAt: instant(schedule.entriesOpenAt),
    entriesCloseAt: instant(schedule.entriesCloseAt),
    drawPostedAt: instant(schedule.drawPostedAt),
  };
}
