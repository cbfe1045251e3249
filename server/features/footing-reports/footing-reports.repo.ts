import { and, desc, eq, isNull, not, sql, type Placeholder } from 'drizzle-orm';
import type { FootingReportView } from '@shared/contracts/footing-reports';
import type { Columns } from '@shared/contracts/json';
import { arenas, events, footingReportPhotos, footingReports, users } from '@shared/schema';
import { FOOTING_REPORT_MAX_DAYS_BACK, type CreateFootingReportInput, type EditFootingReportInput } from '@shared/validation';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { JobQueue } from '../../jobs/job-queue';
import type { Database, Queryable } from '../../db/client';
import { jsonObjectOrNullSql } from '../../db/json-sql';
import { lockOwnRow, type AuthoredRows } from '../../db/own-row';
import { pageTotal, withoutTotal } from '../../db/paging';
import { PreparedByShape, StatementValues } from '../../db/prepared';
import { groundReportCause, withdrawNotifications } from '../notifications';
import { claimUploads } from '../uploads';
import { userDisplayNameSql } from '../users/users.repo';

const reportColumns = {
  id: footingReports.id,
  arenaId: footingReports.arenaId,
  userId: footingReports.userId,
  userName: userDisplayNameSql,
  condition: footingReports.condition,
  notes: footingReports.notes,
  riddenOn: footingReports.riddenOn,
  event: jsonObjectOrNullSql<{ id: string; name: string }>(events.id, { id: events.id, name: events.name }),
  photos: sql<string[]>`array(select ${footingReportPhotos.photoUrl} from ${footingReportPhotos}
    where ${footingReportPhotos.reportId} = ${footingReports.id} order by ${footingReportPhotos.id})`,
  fromArena: sql<boolean>`exists (select 1 from ${arenas} as owned where owned.id = ${footingReports.arenaId}
    and owned.owner_id = ${footingReports.userId})`,
  createdAt: footingReports.createdAt,
} satisfies Columns<FootingReportView>;

const visibleReportsOf = (arenaId: string | Placeholder) => and(eq(footingReports.arenaId, arenaId), not(footingReports.hidden));

const newestFirst = [desc(footingReports.riddenOn), desc(footingReports.createdAt), desc(footingReports.id)];

const reportsWithPeople = (db: Queryable, columns: typeof reportColumns & { total?: ReturnType<typeof sql<number>> }) =>
  db.select(columns).from(footingReports)
    .leftJoin(users, eq(users.id, footingReports.userId))
    .leftJoin(events, eq(events.id, footingReports.eventId));

/** A page of an arena's ground reports: prepared once, as planning it cost many times running it. */
const reportPages = new PreparedByShape('footing_report_page');

/** An arena's ground reports, newest ride first; null when there is no such arena. */
export async function listFootingReports(
  db: Queryable, arenaId: string, { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: FootingReportView[]; total: number } | null> {
  const [arena] = await db.select({ id: arenas.id }).from(arenas).where(eq(arenas.id, arenaId));
  if (!arena) return null;
  const statement = new StatementValues();
  const { bind } = statement;
  const rows = await reportPages.run(db, 'newest first', statement,
    reportsWithPeople(db, { ...reportColumns, total: sql<number>`(count(*) over ())::int` })
      .where(visibleReportsOf(bind(arenaId)))
      .orderBy(...newestFirst).limit(bind(limit)).offset(bind(offset)));
  const total = await pageTotal(rows as { total: number }[], offset, () =>
    db.select({ count: sql<number>`count(*)::int` }).from(footingReports).where(visibleReportsOf(arenaId)));
  return { rows: rows.map((row) => withoutTotal(row as typeof row & { total: number })), total };
}

export async function findFootingReport(db: Queryable, reportId: string): Promise<FootingReportView | null> {
  const [report] = await reportsWithPeople(db, reportColumns).where(eq(footingReports.id, reportId));
  return report ?? null;
}

export type CreateFootingReportOutcome =
  | { outcome: 'created'; reportId: string }
  | { outcome: 'arena-missing' }
  | { outcome: 'ridden-on-future' }
  | { outcome: 'ridden-on-too-old' }
  | { outcome: 'event-elsewhere' }
  | { outcome: 'unusable-uploads'; uploadIds: string[] };

/**
 * Stores a rider's report and, in the same transaction, sets the arena's footing condition and "updated" time from
 * its newest report (by the day ridden, then when reported): a report of an older ride does not override a newer
 * one. The day ridden is checked against today at the arena (its time zone). Reports on one arena are serialised by
 * an advisory lock, so two at once still leave the newest on the arena.
 */
export async function createFootingReport(
  db: Database, jobs: JobQueue, arenaId: string, userId: string, input: CreateFootingReportInput,
): Promise<CreateFootingReportOutcome> {
  return db.transaction(async (tx) => {
    const [arena] = await tx.select({
      today: sql<string>`to_char((now() at time zone coalesce(${arenas.timeZone}, 'UTC'))::date, 'YYYY-MM-DD')`,
      earliest: sql<string>`to_char((now() at time zone coalesce(${arenas.timeZone}, 'UTC'))::date
        - ${FOOTING_REPORT_MAX_DAYS_BACK}::int, 'YYYY-MM-DD')`,
    }).from(arenas).where(eq(arenas.id, arenaId));
    if (!arena) return { outcome: 'arena-missing' };
    if (input.riddenOn > arena.today) return { outcome: 'ridden-on-future' };
    if (input.riddenOn < arena.earliest) return { outcome: 'ridden-on-too-old' };
    if (input.eventId) {
      const [event] = await tx.select({ id: events.id }).from(events)
        .where(and(eq(events.id, input.eventId), eq(events.arenaId, arenaId), isNull(events.deletedAt)));
      if (!event) return { outcome: 'event-elsewhere' };
    }
    const claimed = await claimUploads(tx, userId, input.photoUploadIds);
    if (claimed.outcome === 'unusable') return { outcome: 'unusable-uploads', uploadIds: claimed.uploadIds };
    await lockUntilCommit(tx, 'footing-report', arenaId);
    const [report] = await tx.insert(footingReports).values({
      arenaId, userId, condition: input.condition, notes: input.notes ?? null, riddenOn: input.riddenOn, eventId: input.eventId ?? null,
    }).returning({ id: footingReports.id });
    if (claimed.uploads.length > 0) {
      await tx.insert(footingReportPhotos).values(claimed.uploads.map((upload) => ({
        reportId: report.id, uploadId: upload.id, photoUrl: upload.url,
      })));
    }
    await footingFromNewestReport(tx, arenaId);
    // The arena's followers are told by the queue.
    await jobs.send(tx, 'notify-ground-report', { reportId: report.id });
    return { outcome: 'created', reportId: report.id };
  });
}

/** The arena's badge and "last updated" from its newest report (by day ridden); unchanged when none is left. */
async function footingFromNewestReport(tx: Queryable, arenaId: string) {
  await tx.execute(sql`update ${arenas} set
        footing_condition = newest.condition,
        footing_last_updated = case
          when newest.ridden_on = (now() at time zone coalesce(${arenas.timeZone}, 'UTC'))::date then newest.created_at
          else (newest.ridden_on + time '12:00') at time zone coalesce(${arenas.timeZone}, 'UTC') end
      from (select ${footingReports.condition} as condition, ${footingReports.riddenOn} as ridden_on,
              ${footingReports.createdAt} as created_at
            from ${footingReports} where ${footingReports.arenaId} = ${arenaId}
            order by ${footingReports.riddenOn} desc, ${footingReports.createdAt} desc limit 1) as newest
      where ${arenas.id} = ${arenaId}`);
}

const OWN_REPORTS: AuthoredRows = {
  table: footingReports, id: footingReports.id, author: footingReports.userId,
  notFound: 'Ground report not found', notYours: 'You can only change your own ground report',
};

/** Its writer corrects a report's condition and notes; the arena's badge follows if it is the newest. */
export async function editFootingReport(db: Database, reportId: string, userId: string, input: EditFootingReportInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnRow(tx, OWN_REPORTS, reportId, userId);
    const [{ arenaId }] = await tx.update(footingReports).set({ condition: input.condition, notes: input.notes ?? null })
      .where(eq(footingReports.id, reportId)).returning({ arenaId: footingReports.arenaId });
    await lockUntilCommit(tx, 'footing-report', arenaId);
    await footingFromNewestReport(tx, arenaId);
  });
}

/**
 * Its writer deletes a ground report (its photos go with it); the arena's badge goes back to the newest report left.
 * Serialised with new reports of the arena, so the badge always follows the newest report.
 */
export async function deleteFootingReport(db: Database, reportId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnRow(tx, OWN_REPORTS, reportId, userId);
    const [{ arenaId }] = await tx.delete(footingReports).where(eq(footingReports.id, reportId)).returning({ arenaId: footingReports.arenaId });
    await lockUntilCommit(tx, 'footing-report', arenaId);
    await footingFromNewestReport(tx, arenaId);
    await withdrawNotifications(tx, groundReportCause(reportId));
  });
}
