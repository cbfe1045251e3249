/** Calendar days as 'yyyy-MM-dd' strings: adding days and counting between them, free of any time zone. */

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(day: string, count: number): string {
  return new Date(toUtc(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one day to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** Every day from `from` to `to`, both included (at most `limit` of them). */
export function daysFromTo(from: string, to: string, limit = 120): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < limit; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The calendar day of a date stored as noon UTC of the day picked (trip and hotel-stay dates). */
export const storedDay = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString().slice(0, 10));
