import { format } from 'date-fns';

/** 'Fri, Mar 5' for a 'yyyy-MM-dd' day, the same in every time zone. */
export function formatPlanDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return format(new Date(year, month - 1, date), 'EEE, MMM d');
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatDollars = (value: number) => dollars.format(value);

/** '2.5 h' or '45 min'. */
export function formatHours(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  return `${hours.toFixed(1)} h`;
}
