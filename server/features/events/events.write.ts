import { and, eq, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import { arenas, eventComments, eventProducers, events, feedItems } from '@shared/schema';
import type { CreateCommentInput, CreateEventInput } from '@shared/validation';
import { zonedEventStart } from '@shared/time-zones';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { Database, Queryable } from '../../db/client';
import { arenaTimeZone } from '../arenas/arena-time-zone';
import { findCommentView, findEventRow, type CommentView, type EventRow } from './events.read';

/** A 400 that names the field, in the same shape as a failed schema parse. */
function fieldError(field: string, message: string): ZodError {
  return new ZodError([{ code: 'custom', path: [field], message, input: undefined }]);
}

/**
 * Creates the event and its feed item in one transaction. The same event (arena, day and time, name) posted
 * twice, e.g. a double submit, is not duplicated: the existing one comes back with `created: false`.
 */
export async function createEvent(db: Database, input: CreateEventInput, userId: string)
  : Promise<{ event: EventRow; created: boolean }> {
  const { eventId, created } = await db.transaction(async (tx) => {
    const [arena] = await tx.select({
      id: arenas.id, timeZone: arenas.timeZone, latitude: arenas.latitude, longitude: arenas.longitude, state: arenas.state,
    }).from(arenas).where(eq(arenas.id, input.arenaId)).for('share');
    if (!arena) throw fieldError('arenaId', 'Arena not found');
    // A typed day is that day at the event's time where the arena is, wherever the rider who posts it lives.
    const date = typeof input.date === 'string'
      ? zonedEventStart(input.date, input.time, arena.timeZone ?? arenaTimeZone(arena))
      : input.date;
    if (input.producerId) {
      const [producer] = await tx.select({ id: eventProducers.id }).from(eventProducers)
        .where(eq(eventProducers.id, input.producerId)).for('share');
      if (!producer) throw fieldError('producerId', 'Event producer not found');
    }

    // Serialises concurrent creates of the same event so the duplicate check below cannot race.
    await lockUntilCommit(tx, 'event', input.arenaId, date.toISOString(), input.name.toLowerCase());
    const [existing] = await tx.select({ id: events.id }).from(events).where(and(
      eq(events.arenaId, input.arenaId), eq(events.date, date), eq(sql`lower(${events.name})`, input.name.toLowerCase()),
    ));
    if (existing) return { eventId: existing.id, created: false };

    const [event] = await tx.insert(events).values({ ...input, date, createdBy: userId }).returning({ id: events.id });
    await tx.insert(feedItems).values({
      userId, type: 'event', content: `Posted a new event: ${input.name}`, eventId: event.id, arenaId: input.arenaId,
    });
    return { eventId: event.id, created: true };
  });
  const event = await findEventRow(db, eventId, userId);
  if (!event) throw new Error(`event ${eventId} vanished right after it was written`);
  return { event, created };
}

/** Null when the event does not exist; the insert only happens if it does (one statement, no race). */
export async function createEventComment(db: Queryable, eventId: string, userId: string, input: CreateCommentInput)
  : Promise<CommentView | null> {
  const [comment] = await db.insert(eventComments)
    .select(db.select({
      id: sql`gen_random_uuid()`.as('id'),
      eventId: events.id,
      userId: sql`${userId}::uuid`.as('user_id'),
      commentText: sql`${input.commentText}`.as('comment_text'),
      createdAt: sql`now()`.as('created_at'),
    }).from(events).where(eq(events.id, eventId)))
    .returning({ id: eventComments.id });
  return comment ? findCommentView(db, comment.id) : null;
}
