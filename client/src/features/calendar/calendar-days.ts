import { addDays, format, getDaysInMonth, startOfMonth } from 'date-fns';
import type { SavedEventEntry } from '@shared/contracts/social';
import { dayKeyIn, formatInZone } from '@/lib/dates';

/** A day of the month grid shows at most three dots, however many events it has. */
export const MAX_DAY_DOTS = 3;

/** 'yyyy-MM-dd' of a day of the grid (a plain date, see `todayOf`): how days are matched across the page. */
export const dayKey = (day: Date) => format(day, 'yyyy-MM-dd');

/** 'yyyy-MM-dd' of the day a saved event is on: its day at its arena. */
const eventDayKey = ({ event }: SavedEventEntry) => dayKeyIn(event.date, event.arena.timeZone);

/** Saved events by the day their event is on, each day's in date order. */
export function groupByDay(entries: SavedEventEntry[]): Map<string, SavedEventEntry[]> {
  const days = new Map<string, SavedEventEntry[]>();
  for (const entry of entries) {
    const key = eventDayKey(entry);
    days.set(key, [...(days.get(key) ?? []), entry]);
  }
  return days;
}

/** The weeks of `month`, Sunday first; null pads the days before the 1st and after the last. */
export function monthWeeks(month: Date): (Date | null)[][] {
  const first = startOfMonth(month);
  const cells: (Date | null)[] = Array.from({ length: first.getDay() }, () => null);
  for (let day = 0; day < getDaysInMonth(first); day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Saved events grouped under 'June 2026' headings, in date order. */
export function groupByMonth(entries: SavedEventEntry[]): { month: string; entries: SavedEventEntry[] }[] {
  const months: { month: string; entries: SavedEventEntry[] }[] = [];
  for (const entry of entries) {
    const month = formatInZone(entry.event.date, 'MMMM yyyy', entry.event.arena.timeZone);
    const last = months.at(-1);
    if (last?.month === month) last.entries.push(entry);
    else months.push({ month, entries: [entry] });
  }
  return months;
}
