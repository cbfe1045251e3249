import { addDays, format, max } from 'date-fns';
import { todayOf, type RiderClock } from '@/lib/dates';

export interface DayRange {
  /** 'yyyy-MM-dd' */
  from: string;
  to: string;
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * Friday to Sunday of the rider's current week (running Monday to Sunday, on the rider's calendar): on a Sunday that
 * is the weekend ending today, not next week's. Days of it already gone are left out, so on a Saturday the range
 * starts that day. The days are matched against each event's day at its arena, so a Friday 7:30 PM show in Texas
 * is this weekend's for a rider anywhere.
 */
export function thisWeekendRange(clock: RiderClock): DayRange {
  const today = todayOf(clock);
  const daysSinceMonday = (today.getDay() + 6) % 7;
  const friday = addDays(today, 4 - daysSinceMonday);
  return { from: day(max([friday, today])), to: day(addDays(friday, 2)) };
}
