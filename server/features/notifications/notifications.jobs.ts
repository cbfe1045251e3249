import { and, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  arenaFollows, arenas, eventAttendance, eventProducerFollows, events, footingReports, savedEvents,
} from '@shared/schema';
import { formatInZone, zoneAbbreviation } from '@shared/time-zones';
import type { Database } from '../../db/client';
import { arenaTimeZoneSql } from '../arenas/arena-time-zone';
import { excerpt, notifyRiders, type NotificationCause } from './notifications.repo';
import { sendEmailDigests, sendInstantEmails, type NotificationMail } from './notifications.email';

/** Followers are told of a new event this many at a time, each batch one statement. */
export const FAN_OUT_BATCH = 1000;
const HOUR = 3_600_000;

const atArena = (instant: Date, timeZone: string) =>
  `${formatInZone(instant, 'EEE, MMM d, h:mm a', timeZone)} ${zoneAbbreviation(instant, timeZone)}`;

/** The riders who follow the event's arena or producer hear of it, in batches by rider id (never its poster). */
export async function notifyNewEvent(db: Database, eventId: string): Promise<number> {
  const [event] = await db.select({
    id: events.id, name: events.name, date: events.date, arenaId: events.arenaId, producerId: events.producerId,
    createdBy: events.createdBy, status: events.status, arenaName: arenas.name, timeZone: arenaTimeZoneSql,
  }).from(events).innerJoin(arenas, eq(arenas.id, events.arenaId)).where(eq(events.id, eventId));
  if (!event || event.status !== 'scheduled') return 0;
  const followers = sql`${arenaFollowers(event.arenaId)}
    union select ${eventProducerFollows.userId} from ${eventProducerFollows}
    where ${eventProducerFollows.producerId} = ${event.producerId ?? null}::uuid`;
  const cause = {
    kind: 'new_event' as const, causeKey: `new-event:${event.id}`, actorId: event.createdBy,
    title: `New at ${event.arenaName}: ${event.name}`, body: atArena(event.date, event.timeZone), linkPath: `/event/${event.id}`,
  };
  return notifyInBatches(db, followers, cause);
}

/** Notifies the riders `recipients` selects (a `user_id` column), a batch of riders at a time by id. */
async function notifyInBatches(db: Database, recipients: SQL, cause: NotificationCause): Promise<number> {
  let notified = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.execute<{ user_id: string }>(sql`select user_id from (${recipients}) as recipient
      where user_id > ${after}::uuid order by user_id limit ${FAN_OUT_BATCH}`);
    if (rows.length === 0) return notified;
    notified += await notifyRiders(db, sql`select unnest(${sql.param(rows.map((row) => row.user_id))}::uuid[])`, cause);
    after = rows.at(-1)!.user_id;
  }
}

const arenaFollowers = (arenaId: string) =>
  sql`select ${arenaFollows.userId} as user_id from ${arenaFollows} where ${arenaFollows.arenaId} = ${arenaId}`;

/** The arena's followers hear of a new ground report, with its condition and notes. */
/** What a ground report's notifications are filed under, to withdraw them with the report. */
export const groundReportCause = (reportId: string) => `ground-report:${reportId}`;

export async function notifyGroundReport(db: Database, reportId: string): Promise<number> {
  const [report] = await db.select({
    arenaId: footingReports.arenaId, userId: footingReports.userId, condition: footingReports.condition,
    notes: footingReports.notes, arenaName: arenas.name,
  }).from(footingReports).innerJoin(arenas, eq(arenas.id, footingReports.arenaId)).where(eq(footingReports.id, reportId));
  if (!report) return 0;
  return notifyInBatches(db, arenaFollowers(report.arenaId), {
    kind: 'ground_report', causeKey: groundReportCause(reportId), actorId: report.userId,
    title: `Ground report at ${report.arenaName}: ${report.condition}`, body: report.notes ? excerpt(report.notes) : null,
    linkPath: `/arena/${report.arenaId}`,
  });
}

/** The arena's followers hear of new photos: once per uploader and day, however many they add. */
export async function notifyNewPhotos(db: Database, arenaId: string, userId: string, day: string): Promise<number> {
  const [arena] = await db.select({ name: arenas.name }).from(arenas).where(eq(arenas.id, arenaId));
  if (!arena) return 0;
  return notifyInBatches(db, arenaFollowers(arenaId), {
    kind: 'new_photos', causeKey: `new-photos:${arenaId}:${userId}:${day}`, actorId: userId,
    title: `New photos of ${arena.name}`, linkPath: `/arena/${arenaId}`,
  });
}

/**
 * Riders who saved an event or are going or interested hear when its entries close within 48 hours, and again on
 * the day they close (the day at the arena). Run every 15 minutes; each reminder is sent once whatever the runs.
 */
export async function notifyEntriesClosing(db: Database, now = new Date()): Promise<number> {
  const closing = await db.select({
    id: events.id, name: events.name, entriesCloseAt: events.entriesCloseAt, timeZone: arenaTimeZoneSql,
  }).from(events).innerJoin(arenas, eq(arenas.id, events.arenaId)).where(and(
    eq(events.status, 'scheduled'), isNull(events.deletedAt), gt(events.entriesCloseAt, now), lte(events.entriesCloseAt, new Date(now.getTime() + 48 * HOUR)),
  ));
  let notified = 0;
  for (const event of closing) {
    const closesAt = event.entriesCloseAt!;
    const riders = sql`select ${savedEvents.userId} from ${savedEvents} where ${savedEvents.eventId} = ${event.id}
      union select ${eventAttendance.userId} from ${eventAttendance} where ${eventAttendance.eventId} = ${event.id}`;
    const base = { kind: 'entries_closing' as const, actorId: null, linkPath: `/event/${event.id}` };
    notified += await notifyRiders(db, riders, {
      ...base, causeKey: `entries-closing:${event.id}`, title: `Entries close soon: ${event.name}`,
      body: `Entries close ${atArena(closesAt, event.timeZone)}.`,
    });
    const today = formatInZone(now, 'yyyy-MM-dd', event.timeZone) === formatInZone(closesAt, 'yyyy-MM-dd', event.timeZone);
    if (today) {
      notified += await notifyRiders(db, riders, {
        ...base, causeKey: `entries-closing-today:${event.id}`, title: `Entries close today: ${event.name}`,
        body: `Entries close at ${formatInZone(closesAt, 'h:mm a', event.timeZone)} ${zoneAbbreviation(closesAt, event.timeZone)}.`,
      });
    }
  }
  return notified;
}

/**
 * What the queue runs for notifications (server/jobs/job-queue.ts names the jobs). Without a mail server the mail
 * jobs do nothing.
 */
export const notificationJobHandlers = (db: Database, mail: NotificationMail | null) => ({
  'notify-new-event': async (data: Record<string, unknown>) => {
    if (typeof data.eventId === 'string') await notifyNewEvent(db, data.eventId);
  },
  'notify-entries-closing': async () => {
    await notifyEntriesClosing(db);
  },
  'notify-ground-report': async (data: Record<string, unknown>) => {
    if (typeof data.reportId === 'string') await notifyGroundReport(db, data.reportId);
  },
  'notify-new-photos': async (data: Record<string, unknown>) => {
    const { arenaId, userId, day } = data;
    if (typeof arenaId === 'string' && typeof userId === 'string' && typeof day === 'string') await notifyNewPhotos(db, arenaId, userId, day);
  },
  'send-notification-emails': async () => {
    if (mail) await sendInstantEmails(db, mail);
  },
  'send-email-digests': async () => {
    if (mail) await sendEmailDigests(db, mail);
  },
});
