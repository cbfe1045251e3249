import { CALENDAR_DAY_ZONE, dayKeyIn, formatLongDate } from '@/lib/dates';

/** A trip's day as picked: trip, check-in and service days are calendar days, the same for every rider. */
const formatTripDay = (value: string) => formatLongDate(value, CALENDAR_DAY_ZONE);

/** 'June 3, 2026 - June 7, 2026', one side alone when the other is missing, or 'Dates not set'. */
export function formatTripDates(startDate: string | null, endDate: string | null): string {
  if (startDate && endDate) return `${formatTripDay(startDate)} - ${formatTripDay(endDate)}`;
  if (startDate) return `From ${formatTripDay(startDate)}`;
  if (endDate) return `Until ${formatTripDay(endDate)}`;
  return 'Dates not set';
}

/**
 * A day picked in a date input, stored as noon UTC of that day. `z.coerce.date()` reads 'yyyy-MM-dd' as UTC
 * midnight, which a rider west of Greenwich would see as the day before; noon UTC is the same calendar day
 * everywhere from UTC-11 to UTC+11.
 */
export function pickedDayAtNoonUtc(day: Date): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12));
}

/** The value for an `<input type="date">`: the calendar day stored (see above), '' when there is none. */
export function instantToDateInput(value: string | Date | null | undefined): string {
  return value ? dayKeyIn(value, CALENDAR_DAY_ZONE) : '';
}

/** '1 event', '0 horse hotels', '2 services': a count with its noun. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
