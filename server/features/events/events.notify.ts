import { sql } from 'drizzle-orm';
import { eventAttendance, events, savedEvents } from '@shared/schema';
import { formatInZone, zoneAbbreviation } from '@shared/time-zones';
import type { Queryable } from '../../db/client';
import { notifyRiders } from '../notifications';

// What riders hear of an edited event: a new date, time or status, a draw or results posted.

type StoredEvent = typeof events.$inferSelect;
/** The riders an event's news is for: those who saved it or answered going or interested. */
const ridersOfEvent = (eventId: string) => sql`select ${savedEvents.userId} from ${savedEvents} where ${savedEvents.eventId} = ${eventId}
  union select ${eventAttendance.userId} from ${eventAttendance} where ${eventAttendance.eventId} = ${eventId}`;

/** A draw or results link posted (or replaced) on an event: its riders hear of it once per link. */
export async function notifyLinkPosted(
  tx: Queryable, event: Pick<StoredEvent, 'id' | 'name'>, kind: 'draw_posted' | 'results_posted', url: string, actorId: string,
) {
  await notifyRiders(tx, ridersOfEvent(event.id), {
    kind, causeKey: `${kind}:${event.id}:${url}`, actorId, linkPath: `/event/${event.id}`,
    title: kind === 'draw_posted' ? `The draw is posted: ${event.name}` : `Results are posted: ${event.name}`,
  });
}

const changeTitle = (name: string, after: { start: Date; status: StoredEvent['status']; timeZone: string; dateChanged: boolean }) => {
  if (after.status === 'cancelled') return `${name} is cancelled`;
  if (after.status === 'postponed') return `${name} is postponed`;
  const when = `${formatInZone(after.start, 'EEE, MMM d, h:mm a', after.timeZone)} ${zoneAbbreviation(after.start, after.timeZone)}`;
  return after.dateChanged ? `${name} moved to ${when}` : `${name} is back on: ${when}`;
};

/**
 * Riders who saved the event or answered going / interested hear of a new date, time or status. One statement, in
 * the edit's transaction; the cause is the first change recorded, so the edit notifies each rider once.
 */
export async function notifyEventChange(
  tx: Queryable, changeId: string, event: Pick<StoredEvent, 'id' | 'name'>,
  after: { start: Date; status: StoredEvent['status']; statusReason: string | null; timeZone: string; dateChanged: boolean },
  actorId: string,
) {
  await notifyRiders(tx, ridersOfEvent(event.id), {
    kind: 'event_changed', causeKey: `event-change:${changeId}`, actorId,
    title: changeTitle(event.name, after), body: after.statusReason, linkPath: `/event/${event.id}`,
  });
}

