import { addDays, endOfDay, max, startOfDay } from 'date-fns';

export interface DateRange {
  from: Date;
  to: Date;
}

/**
 * Friday 00:00 to Sunday 23:59:59.999 (local time) of the current week, the week running Monday to Sunday: on a
 * Sunday that is the weekend ending today, not next week's. Days of it already gone are left out, so on a Saturday
 * the range starts that morning.
 */
export function thisWeekendRange(now: Date = new Date()): DateRange {
  const daysSinceMonday = (now.getDay() + 6) % 7;
  const friday = startOfDay(addDays(now, 4 - daysSinceMonday));
  const sunday = endOfDay(addDays(friday, 2));
  return { from: max([friday, startOfDay(now)]), to: sunday };
}
