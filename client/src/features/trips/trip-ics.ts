import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { Itinerary } from '@shared/contracts/trips';
import { addDays } from '@shared/trip-plan/days';

const dayArray = (day: string): DateArray => day.split('-').map(Number) as DateArray;

/**
 * The whole trip as iCalendar: each event on its days and each hotel stay over its nights (all-day entries from
 * check-in to check-out), with the notes the viewer may see. Stops without a day are left out.
 */
export function buildTripIcs(tripName: string, itinerary: Itinerary, origin: string): string {
  const entries: EventAttributes[] = itinerary.stops.flatMap((stop): EventAttributes[] => {
    if (!stop.arrivalDay || !stop.dated) return [];
    const last = stop.departureDay ?? stop.arrivalDay;
    const isStay = stop.kind === 'horseHotel';
    const details = [
      stop.event ? `Starts ${stop.event.time} (${stop.event.timeZone})` : null,
      stop.event?.gateHours ? `Gate: ${stop.event.gateHours}` : null,
      stop.notes,
    ].filter(Boolean).join('\n');
    return [{
      uid: `${stop.id}@cloverleaf`,
      title: isStay ? `Overnight: ${stop.name}` : stop.name,
      start: dayArray(stop.arrivalDay),
      // All-day entries end the day after their last day; a stay's last night is the day before check-out.
      end: dayArray(isStay ? last : addDays(last, 1)),
      location: stop.place ?? undefined,
      description: details || undefined,
      url: new URL(stop.kind === 'event' ? `/event/${stop.targetId}` : `/horse-hotels/${stop.targetId}`, origin).toString(),
      categories: [tripName],
    }];
  });
  const { error, value } = createEvents(entries, { productId: 'cloverleaf/trip', calName: `Cloverleaf: ${tripName}` });
  if (error || value === null) throw error ?? new Error('Could not build the calendar file');
  return value;
}

/** A file name from the trip's name: 'texas-swing.ics'. */
export const tripIcsFileName = (tripName: string) =>
  `${tripName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'trip'}.ics`;
