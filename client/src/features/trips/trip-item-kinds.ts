import type { TripItemTarget } from '@shared/validation/trips';

export type TripItemKind = TripItemTarget['kind'];
export type { TripItemTarget };

/** A date an entry can carry, edited with a date input. */
export type TripItemDateField = 'checkInDate' | 'checkOutDate' | 'scheduledDate';

interface ToastText {
  title: string;
  description: string;
}

interface TripItemKindInfo {
  removed: ToastText;
  updated: ToastText;
  dateFields: { name: TripItemDateField; label: string }[];
}

/** Everything that differs between the three kinds of trip entries: their dates and their toasts. */
export const TRIP_ITEM_KINDS: Record<TripItemKind, TripItemKindInfo> = {
  event: {
    removed: { title: 'Event removed', description: 'Event has been removed from your trip.' },
    updated: { title: 'Event updated', description: 'Your notes for this event have been saved.' },
    dateFields: [],
  },
  horseHotel: {
    removed: { title: 'Horse hotel removed', description: 'Horse hotel has been removed from your trip.' },
    updated: { title: 'Horse hotel updated', description: 'Your stay has been saved.' },
    dateFields: [{ name: 'checkInDate', label: 'Check-in' }, { name: 'checkOutDate', label: 'Check-out' }],
  },
  service: {
    removed: { title: 'Service removed', description: 'Service provider has been removed from your trip.' },
    updated: { title: 'Service updated', description: 'Your appointment has been saved.' },
    dateFields: [{ name: 'scheduledDate', label: 'Scheduled date' }],
  },
};

/** The event's, horse hotel's or service provider's own id. */
export function targetId(target: TripItemTarget): string {
  switch (target.kind) {
    case 'event': return target.eventId;
    case 'horseHotel': return target.horseHotelId;
    case 'service': return target.serviceProviderId;
  }
}

/** The body of the add route: the target's id under its own name, without `kind`. */
export function addBody(target: TripItemTarget): Record<string, string> {
  const { kind: _kind, ...body } = target;
  return body;
}
