import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { EventRecord } from '@shared/contracts/events';
import { MAX_SERIES_OCCURRENCES } from '@shared/constants';
import type { EventDateProblem } from '@shared/event-schedule';
import { seriesDays } from '@shared/event-schedule';
import {
  arenas, eventAttendance, eventChanges, eventProducers, events, eventSeries, feedItems, savedEvents, tripEvents,
} from '@shared/schema';
import type { CreateEventInput, UpdateEventInput } from '@shared/validation';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { Database, Queryable } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { arenaTimeZone } from '../arenas/arena-time-zone';
import { notifyEventChange, notifyLinkPosted } from './events.notify';
import { claimUploads } from '../uploads';
import { findEvent, liveEventById } from './events.repo';
import {
  daysFrom, resolveSchedule, scheduleProblems, shiftLocal, shiftSchedule, toLocal, toLocalDay, type LocalSchedule,
} from './events.schedule';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Why a write was refused, for the route to answer (404 / 403 / 400 naming the field). */
export type EventWriteRefusal =
  | { outcome: 'not-found' }
  | { outcome: 'forbidden' }
  | { outcome: 'no-arena' }
  | { outcome: 'no-producer' }
  | { outcome: 'unusable-flyer' }
  | { outcome: 'invalid'; problem: EventDateProblem };

export type CreateEventOutcome =
  | { outcome: 'created'; event: EventRecord }
  /** The same event (arena, day and time, name) posted again, e.g. a double submit: the one already there. */
  | { outcome: 'existing'; event: EventRecord }
  | EventWriteRefusal;

export type UpdateEventOutcome = { outcome: 'updated'; event: EventRecord; updatedCount: number } | EventWriteRefusal;

/** Thrown inside a transaction to roll it back and answer with the refusal. */
class Refused extends Error {
  constructor(readonly refusal: EventWriteRefusal) {
    super(refusal.outcome);
  }
}

async function arenaZone(tx: Queryable, arenaId: string): Promise<string> {
  const [arena] = await tx.select({
    timeZone: arenas.timeZone, latitude: arenas.latitude, longitude: arenas.longitude, state: arenas.state,
  }).from(arenas).where(eq(arenas.id, arenaId)).for('share');
  if (!arena) throw new Refused({ outcome: 'no-arena' });
  return arena.timeZone ?? arenaTimeZone(arena);
}

async function checkProducer(tx: Queryable, producerId: string | null | undefined) {
  if (!producerId) return;
  const [producer] = await tx.select({ id: eventProducers.id }).from(eventProducers)
    .where(eq(eventProducers.id, producerId)).for('share');
  if (!producer) throw new Refused({ outcome: 'no-producer' });
}

async function flyerUrl(tx: Transaction, userId: string, flyerUploadId: string | null | undefined) {
  if (!flyerUploadId) return undefined;
  const flyer = await claimUploads(tx, userId, [flyerUploadId]);
  if (flyer.outcome === 'unusable') throw new Refused({ outcome: 'unusable-flyer' });
  return flyer.uploads[0]?.url;
}

function checkSchedule(schedule: LocalSchedule) {
  const [problem] = scheduleProblems(schedule);
  if (problem) throw new Refused({ outcome: 'invalid', problem });
}

/** The divisions' added money together, in whole dollars, for the "added money at least" filter. */
const totalAddedMoney = (divisions: CreateEventInput['divisions']) =>
  Math.round(divisions.reduce((sum, division) => sum + (division.addedMoney ?? 0), 0));

async function runRefusable<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T | EventWriteRefusal> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/**
 * Creates the event (or every occurrence of its series) and its feed item in one transaction; the same event
 * posted twice is not duplicated. A series' occurrences are whole events of their own, its deadlines moved with
 * each; the feed announces the series once.
 */
export async function createEvent(db: Database, jobs: JobQueue, input: CreateEventInput, userId: string): Promise<CreateEventOutcome> {
  const { flyerUploadId, recurrence, date: inputDate, ...fields } = input;
  const written = await runRefusable(db, async (tx) => {
    const timeZone = await arenaZone(tx, fields.arenaId);
    const first: LocalSchedule = {
      day: toLocalDay(inputDate, timeZone),
      time: fields.time,
      endDate: fields.endDate ?? null,
      entriesOpenAt: toLocal(fields.entriesOpenAt, timeZone),
      entriesCloseAt: toLocal(fields.entriesCloseAt, timeZone),
      drawPostedAt: toLocal(fields.drawPostedAt, timeZone),
    };
    checkSchedule(first);
    await checkProducer(tx, fields.producerId);
    const firstResolved = resolveSchedule(first, timeZone);
    // An instant from the API is the start exactly as sent.
    const firstStart = inputDate instanceof Date ? inputDate : firstResolved.date;

    // Serialises concurrent creates of the same event so the duplicate check below cannot race.
    await lockUntilCommit(tx, 'event', fields.arenaId, firstStart.toISOString(), fields.name.toLowerCase());
    const [existing] = await tx.select({ id: events.id }).from(events).where(and(
      eq(events.arenaId, fields.arenaId), eq(events.date, firstStart), eq(sql`lower(${events.name})`, fields.name.toLowerCase()),
    ));
    if (existing) return { outcome: 'existing', eventId: existing.id } as const;

    const eventFlyerUrl = (await flyerUrl(tx, userId, flyerUploadId)) ?? fields.eventFlyerUrl;
    const days = recurrence ? seriesDays(first.day, recurrence.frequency, recurrence.until, MAX_SERIES_OCCURRENCES) : [first.day];
    const [series] = recurrence
      ? await tx.insert(eventSeries).values({ ...recurrence, createdBy: userId }).returning({ id: eventSeries.id })
      : [];
    const rows = days.map((day, index) => {
      const resolved = index === 0 ? { ...firstResolved, date: firstStart } : resolveSchedule(shiftSchedule(first, daysFrom(first.day, day)), timeZone);
      return {
        ...fields, ...resolved, eventFlyerUrl, createdBy: userId, seriesId: series?.id ?? null,
        totalAddedMoney: totalAddedMoney(fields.divisions),
      };
    });
    const inserted = await tx.insert(events).values(rows).returning({ id: events.id, date: events.date });
    const firstEvent = inserted.reduce((soonest, row) => (row.date < soonest.date ? row : soonest));
    await tx.insert(feedItems).values({
      userId, type: 'event', content: `Posted a new event: ${fields.name}`, eventId: firstEvent.id, arenaId: fields.arenaId,
    });
    // The arena's and producer's followers are told by the queue, after the rider has their answer.
    await jobs.send(tx, 'notify-new-event', { eventId: firstEvent.id }, { singletonKey: firstEvent.id });
    return { outcome: 'created', eventId: firstEvent.id } as const;
  });
  if (written.outcome !== 'created' && written.outcome !== 'existing') return written;
  const event = await findEvent(db, written.eventId, userId);
  if (!event) throw new Error(`event ${written.eventId} vanished right after it was written`);
  return { outcome: written.outcome, event };
}

type StoredEvent = typeof events.$inferSelect;

/** The columns an edit writes, for one occurrence. */
function plainChanges(input: UpdateEventInput) {
  const {
    scope: _scope, date: _date, time: _time, endDate: _endDate, entriesOpenAt: _open, entriesCloseAt: _close,
    drawPostedAt: _draw, flyerUploadId: _flyer, ...plain
  } = input;
  return Object.fromEntries(Object.entries(plain).filter(([, value]) => value !== undefined)) as Partial<StoredEvent>;
}

/** A change of start, time or status as the alerts will tell it. */
function recordedChanges(before: StoredEvent, after: { date: Date; time: string; status: StoredEvent['status']; statusReason: string | null }, changedBy: string) {
  const changes: (typeof eventChanges.$inferInsert)[] = [];
  const base = { eventId: before.id, changedBy };
  if (before.date.getTime() !== after.date.getTime()) {
    changes.push({ ...base, field: 'date', previousValue: before.date.toISOString(), newValue: after.date.toISOString() });
  }
  if (before.time !== after.time) changes.push({ ...base, field: 'time', previousValue: before.time, newValue: after.time });
  if (before.status !== after.status) {
    changes.push({ ...base, field: 'status', previousValue: before.status, newValue: after.status, reason: after.statusReason });
  }
  return changes;
}

/**
 * Edits an event (its creator only), or with scope 'series' this occurrence and every later one of its series:
 * a new day moves each of them by as many days, a new time or any other field is set on each. Every change of
 * date, time or status is recorded. All in one transaction: a refused occurrence leaves every one as it was.
 */
export async function updateEvent(db: Database, eventId: string, userId: string, input: UpdateEventInput): Promise<UpdateEventOutcome> {
  const written = await runRefusable(db, async (tx) => {
    const [event] = await tx.select().from(events).where(liveEventById(eventId)).for('update');
    if (!event) throw new Refused({ outcome: 'not-found' });
    if (event.createdBy !== userId) throw new Refused({ outcome: 'forbidden' });
    const arenaId = input.arenaId ?? event.arenaId;
    const timeZone = await arenaZone(tx, arenaId);
    await checkProducer(tx, input.producerId);
    const occurrences = input.scope === 'series' && event.seriesId
      ? await tx.select().from(events)
        .where(and(eq(events.seriesId, event.seriesId), gte(events.date, event.date)))
        .orderBy(asc(events.date)).for('update')
      : [event];

    const thisDay = toLocalDay(event.date, timeZone);
    const newDay = input.date === undefined ? thisDay : toLocalDay(input.date, timeZone);
    const plain = plainChanges(input);
    const eventFlyerUrl = await flyerUrl(tx, userId, input.flyerUploadId);
    if (input.divisions) plain.totalAddedMoney = totalAddedMoney(input.divisions);

    for (const occurrence of occurrences) {
      const occurrenceDay = toLocalDay(occurrence.date, timeZone);
      const shift = daysFrom(thisDay, newDay);
      const stored: LocalSchedule = {
        day: occurrenceDay,
        time: occurrence.time,
        endDate: occurrence.endDate,
        entriesOpenAt: toLocal(occurrence.entriesOpenAt, timeZone),
        entriesCloseAt: toLocal(occurrence.entriesCloseAt, timeZone),
        drawPostedAt: toLocal(occurrence.drawPostedAt, timeZone),
      };
      const moved = shiftSchedule(stored, shift);
      // Fields sent in the edit are typed for this event's day: each later occurrence takes them as many days on.
      const offset = daysFrom(newDay, moved.day);
      const typed = (value: string | Date | null | undefined, current: string | null) =>
        (value === undefined ? current : shiftLocal(toLocal(value, timeZone), offset));
      const schedule: LocalSchedule = {
        day: moved.day,
        time: input.time ?? occurrence.time,
        endDate: typed(input.endDate, moved.endDate),
        entriesOpenAt: typed(input.entriesOpenAt, moved.entriesOpenAt),
        entriesCloseAt: typed(input.entriesCloseAt, moved.entriesCloseAt),
        drawPostedAt: typed(input.drawPostedAt, moved.drawPostedAt),
      };
      checkSchedule(schedule);
      const resolved = resolveSchedule(schedule, timeZone);
      // An exact instant sent for this event is kept as sent.
      if (occurrence.id === event.id && input.date instanceof Date) resolved.date = input.date;
      // Keep the stored instant when nothing about the start changed (an event created with an exact instant).
      if (input.date === undefined && input.time === undefined && input.arenaId === undefined) resolved.date = occurrence.date;
      const status = input.status ?? occurrence.status;
      const statusReason = input.statusReason !== undefined ? input.statusReason ?? null
        : input.status === 'scheduled' ? null : occurrence.statusReason;
      await tx.update(events).set({
        ...plain, ...resolved, arenaId, status, statusReason, updatedAt: new Date(),
        ...(eventFlyerUrl ? { eventFlyerUrl } : {}),
      }).where(eq(events.id, occurrence.id));
      const name = plain.name ?? occurrence.name;
      if (input.drawUrl && input.drawUrl !== occurrence.drawUrl) {
        await notifyLinkPosted(tx, { id: occurrence.id, name }, 'draw_posted', input.drawUrl, userId);
      }
      if (input.resultsUrl && input.resultsUrl !== occurrence.resultsUrl) {
        await notifyLinkPosted(tx, { id: occurrence.id, name }, 'results_posted', input.resultsUrl, userId);
      }
      const changes = recordedChanges(occurrence, { date: resolved.date, time: resolved.time, status, statusReason }, userId);
      if (changes.length > 0) {
        const [first] = await tx.insert(eventChanges).values(changes).returning({ id: eventChanges.id });
        await notifyEventChange(tx, first.id, { ...occurrence, name }, {
          start: resolved.date, status, statusReason, timeZone, dateChanged: changes.some((change) => change.field !== 'status'),
        }, userId);
      }
    }
    return { outcome: 'updated', updatedCount: occurrences.length } as const;
  });
  if (written.outcome !== 'updated') return written;
  const event = await findEvent(db, eventId, userId);
  if (!event) throw new Error(`event ${eventId} vanished right after it was written`);
  return { outcome: 'updated', event, updatedCount: written.updatedCount };
}

export type DeleteEventOutcome = { outcome: 'deleted' | 'removed' } | { outcome: 'not-found' } | { outcome: 'forbidden' };

/**
 * Its creator deletes one event (an occurrence of a series leaves the others). Riders who saved it, are going or
 * have it in a trip keep it there marked removed (`deletedAt`: a soft delete), so no calendar or trip breaks; an
 * event nobody refers to is deleted outright, with its comments.
 */
export async function deleteEvent(db: Database, eventId: string, userId: string): Promise<DeleteEventOutcome> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select({ createdBy: events.createdBy }).from(events).where(liveEventById(eventId)).for('update');
    if (!event) return { outcome: 'not-found' };
    if (event.createdBy !== userId) return { outcome: 'forbidden' };
    const { rows: [{ referred }] } = await tx.execute<{ referred: boolean }>(sql`select
      exists (select 1 from ${savedEvents} where ${savedEvents.eventId} = ${eventId})
      or exists (select 1 from ${eventAttendance} where ${eventAttendance.eventId} = ${eventId})
      or exists (select 1 from ${tripEvents} where ${tripEvents.eventId} = ${eventId}) as referred`);
    if (!referred) {
      await tx.delete(events).where(eq(events.id, eventId));
      return { outcome: 'deleted' };
    }
    await tx.update(events).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(events.id, eventId));
    return { outcome: 'removed' };
  });
}
