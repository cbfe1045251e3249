/** Calendar helpers for seed data: events start at a local clock time in the arena's own time zone. */
export interface CalendarDay {
  year: number;
  month: number; // 1-12
  day: number;
}

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** The calendar day `instant` falls on in `timeZone`. */
export function calendarDayIn(instant: Date, timeZone: string): CalendarDay {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const shifted = new Date(Date.UTC(day.year, day.month - 1, day.day) + days * DAY_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** A calendar day as trips store one: noon UTC of it, the same day from UTC-11 to UTC+11. */
export const noonUtc = (day: CalendarDay) => new Date(Date.UTC(day.year, day.month - 1, day.day, 12));

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (day: CalendarDay) => new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();

/** The instant when clocks in `timeZone` show `hour:minute` on `day` (daylight saving time included). */
export function zonedInstant(day: CalendarDay, hour: number, minute: number, timeZone: string): Date {
  const asIfUtc = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  let guess = asIfUtc;
  // Two rounds settle the offset even when the guess lands on the other side of a DST switch.
  for (let round = 0; round < 2; round += 1) {
    const shown = wallClock(new Date(guess), timeZone);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second);
    guess += asIfUtc - shownAsUtc;
  }
  return new Date(guess);
}

/** '7:00 PM' -> { hour: 19, minute: 0 }. */
export function parseClockTime(text: string): { hour: number; minute: number } {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!match) throw new Error(`Not a clock time: ${text}`);
  const hour12 = Number(match[1]) % 12;
  return { hour: match[3].toUpperCase() === 'PM' ? hour12 + 12 : hour12, minute: Number(match[2]) };
}

/** A moment `days` (fractional allowed) before `now`. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
