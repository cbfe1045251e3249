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
  /** The path segment under /api/trips/{id}/ for adding, editing (PATCH) and removing (DELETE). */
  path: 'events' | 'horse-hotels' | 'services';
  removed: ToastText;
  updated: ToastText;
  dateFields: { name: TripItemDateField; label: string }[];
}

/** Everything that differs between the three kinds of trip entries (SPEC 2 trip detail, SPEC 8 toasts). */
export const TRIP_ITEM_KINDS: Record<TripItemKind, TripItemKindInfo> = {
  event: {
    path: 'events',
    removed: { title: 'Event removed', description: 'Event has been removed from your trip.' },
    updated: { title: 'Event updated', description: 'Your notes for this event have been saved.' },
    dateFields: [],
  },
  horseHotel: {
    path: 'horse-hotels',
    removed: { title: 'Horse hotel removed', description: 'Horse hotel has been removed from your trip.' },
    updated: { title: 'Horse hotel updated', description: 'Your stay has been saved.' },
    dateFields: [{ name: 'checkInDate', label: 'Check-in' }, { name: 'checkOutDate', label: 'Check-out' }],
  },
  service: {
    path: 'services',
    removed: { title: 'Service removed', description: 'Service provider has been removed from your trip.' },
    updated: { title: 'Service updated', description: 'Your appointment has been saved.' },
    dateFields: [{ name: 'scheduledDate', label: 'Scheduled date' }],
  },
};

/** /api/trips/{tripId}/{kind path}, plus /{itemId} for one entry. */
export function tripItemUrl(tripId: string, kind: TripItemKind, itemId?: string): string {
  const base = `/api/trips/${tripId}/${TRIP_ITEM_KINDS[kind].path}`;
  return itemId ? `${base}/${itemId}` : base;
}

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
