import { addDays, format, getDaysInMonth, startOfMonth } from 'date-fns';
import type { SavedEventEntry } from '@shared/api-types';

/** SPEC 9: at most three dots under a day. */
export const MAX_DAY_DOTS = 3;

/** 'yyyy-MM-dd' of the local calendar day an instant falls on: how days are matched across the page. */
export const dayKey = (value: string | Date) => format(new Date(value), 'yyyy-MM-dd');

/** Saved events by the local day their event is on, each day's in date order. */
export function groupByDay(entries: SavedEventEntry[]): Map<string, SavedEventEntry[]> {
  const days = new Map<string, SavedEventEntry[]>();
  for (const entry of entries) {
    const key = dayKey(entry.event.date);
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
    const month = format(new Date(entry.event.date), 'MMMM yyyy');
    const last = months.at(-1);
    if (last?.month === month) last.entries.push(entry);
    else months.push({ month, entries: [entry] });
  }
  return months;
}
