import { Badge } from '@/components/ui/badge';
import { useState, type ReactNode } from 'react';
import { CalendarDays, Clock, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FootingReport } from '@shared/contracts/footing-reports';
import { FOOTING_REPORT_STALE_DAYS } from '@shared/constants';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Skeleton } from '@/components/ui/skeleton';
import { formatInZone, type RiderClock } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';
import { FootingBadge } from '@/features/arenas';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { toast } from '@/hooks/use-toast';
import { handleUnauthorizedError, useAuth } from '@/features/auth';
import { useOutboxEntries, type OutboxEntry } from '@/lib/outbox';
import { footingReportPaths, useDeleteFootingReport, useFootingReports } from './api';
import { EditReportForm } from './EditReportForm';
import { ReportButton } from '@/features/moderation';

/**
 * The day ridden ('2026-11-26', a calendar day) as the instant of its midnight in UTC: parseISO would take the
 * runtime's own zone, so the server (UTC) and a browser far east (Auckland) would print different days.
 */
const rideDay = (riddenOn: string) => new Date(`${riddenOn}T00:00:00Z`);
const formatRideDay = (riddenOn: string) => formatInZone(rideDay(riddenOn), 'MMM d, yyyy', 'UTC');

/** Whole days between the day ridden (a calendar day) and the rider's today. */
const daysSinceRide = (riddenOn: string, clock: RiderClock) =>
  Math.round((rideDay(formatInZone(clock.now, 'yyyy-MM-dd', clock.timeZone)).getTime() - rideDay(riddenOn).getTime()) / 86_400_000);

/** "Last ground report N weeks ago" when the newest report is over 60 days old; nothing otherwise. */
export function staleReportNote(newest: Pick<FootingReport, 'riddenOn'> | undefined, clock: RiderClock): string | null {
  if (!newest) return null;
  const days = daysSinceRide(newest.riddenOn, clock);
  return days > FOOTING_REPORT_STALE_DAYS ? `Last ground report ${Math.floor(days / 7)} weeks ago` : null;
}

/** A report's first line: the condition's badge and the day ridden, then what the card adds. */
function RideLine({ condition, riddenOn, children }: { condition: FootingReport['condition']; riddenOn: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <FootingBadge condition={condition} />
      <span className="flex items-center gap-1 text-sm text-muted-foreground">
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
        Rode {formatRideDay(riddenOn)}
      </span>
      {children}
    </div>
  );
}

function ReportCard({ report, onDelete }: { report: FootingReport; onDelete?: () => void }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <li className="rounded-lg border p-4"><EditReportForm report={report} onDone={() => setEditing(false)} /></li>;
  return (
    <li className="space-y-2 rounded-lg border p-4">
      <RideLine condition={report.condition} riddenOn={report.riddenOn}>
        {report.event && <span className="text-sm text-muted-foreground">at {report.event.name}</span>}
        {report.fromArena && <Badge variant="accent">From the arena</Badge>}
      </RideLine>
      {report.notes && <p className="whitespace-pre-line text-sm">{report.notes}</p>}
      {report.photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {report.photos.map((photo, index) => (
            <li key={photo}>
              <a href={photo.replace(/\/\d+\.webp$/, '/2000.webp')} target="_blank" rel="noreferrer">
                <ResponsiveImage
                  src={photo}
                  sizes="120px"
                  loading="lazy"
                  alt={`Ground photo ${index + 1} from ${report.userName}`}
                  className="aspect-square w-full rounded-md bg-muted object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">{report.fromArena ? `Posted by ${report.userName} for the arena` : `Reported by ${report.userName}`}</p>
      <div className="-ml-2 flex flex-wrap items-center gap-1">
        {onDelete && (
          <>
            <Button size="sm" variant="ghost" className="h-8 px-2 text-muted-foreground" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <ConfirmDelete noun="report" onDelete={onDelete} />
          </>
        )}
        <ReportButton targetType="ground_report" targetId={report.id} authorId={report.userId} label="ground report" />
      </div>
    </li>
  );
}

/** A report the rider made with no connection: shown first, marked, until it is sent (or refused on return). */
function WaitingReportCard({ entry }: { entry: OutboxEntry }) {
  const report = entry.body as { condition: FootingReport['condition']; notes?: string | null; riddenOn: string };
  const photoCount = entry.photos?.length ?? 0;
  return (
    <li className="space-y-2 rounded-lg border border-dashed p-4" data-waiting-report="">
      <RideLine condition={report.condition} riddenOn={report.riddenOn} />
      {report.notes && <p className="whitespace-pre-line text-sm">{report.notes}</p>}
      <p className={entry.refusal ? 'text-xs text-destructive' : 'flex items-center gap-1 text-xs text-muted-foreground'}>
        {entry.refusal ? `Not sent: ${entry.refusal}` : (
          <><Clock aria-hidden="true" className="h-3.5 w-3.5" /> Waiting to send{photoCount > 0 && ` with ${photoCount} ${photoCount === 1 ? 'photo' : 'photos'}`}</>
        )}
      </p>
    </li>
  );
}

/** The arena's recent ground reports, newest ride first, with a note when even the newest is old. */
export function FootingReports({ arenaId }: { arenaId: string }) {
  const reports = useFootingReports(arenaId);
  const waiting = useOutboxEntries({ kind: 'ground-report', place: footingReportPaths.list(arenaId) });
  const clock = useRiderClock();
  const { user } = useAuth();
  const remove = useDeleteFootingReport(arenaId);
  const deleteReport = (reportId: string) => remove.mutate(reportId, {
    onSuccess: () => toast({ title: 'Ground report deleted' }),
    onError: (error) => {
      if (!handleUnauthorizedError(error)) toast({ title: 'Ground report not deleted', description: 'Please try again.', variant: 'destructive' });
    },
  });
  if (reports.isLoading) return <Skeleton className="h-24 w-full" />;
  if (reports.isError) return <ErrorState message="The ground reports could not be loaded." onRetry={() => void reports.refetch()} />;
  const stale = staleReportNote(reports.items[0], clock);
  return (
    <div className="space-y-3">
      {stale && <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{stale}. The ground may have changed since.</p>}
      {waiting.length > 0 && (
        <ul className="space-y-3" aria-label="Ground reports waiting to send">
          {waiting.map((entry) => <WaitingReportCard key={entry.id} entry={entry} />)}
        </ul>
      )}
      {reports.items.length === 0 ? (
        waiting.length === 0 && <p className="text-sm text-muted-foreground">No ground reports yet. Rode here lately? Report the ground for other riders.</p>
      ) : (
        <ul className="space-y-3" aria-label="Ground reports">
          {reports.items.map((report) => (
            <ReportCard key={report.id} report={report} onDelete={user?.id === report.userId ? () => deleteReport(report.id) : undefined} />
          ))}
        </ul>
      )}
      <LoadMore
        shown={reports.items.length}
        total={reports.total}
        hasMore={reports.hasMore}
        loading={reports.isLoadingMore}
        onLoadMore={() => void reports.loadMore()}
        label="More reports"
      />
    </div>
  );
}
