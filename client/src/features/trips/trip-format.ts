import { format } from 'date-fns';

/** SPEC 9: dates read 'MMMM d, yyyy'. */
export const formatLongDate = (value: string | Date) => format(new Date(value), 'MMMM d, yyyy');

/** 'June 3, 2026 - June 7, 2026', one side alone when the other is missing, or 'Dates not set'. */
export function formatTripDates(startDate: string | null, endDate: string | null): string {
  if (startDate && endDate) return `${formatLongDate(startDate)} - ${formatLongDate(endDate)}`;
  if (startDate) return `From ${formatLongDate(startDate)}`;
  if (endDate) return `Until ${formatLongDate(endDate)}`;
  return 'Dates not set';
}
