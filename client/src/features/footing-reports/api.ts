import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FootingReport } from '@shared/contracts/footing-reports';
import type { CreateFootingReportInput, EditFootingReportInput } from '@shared/validation/footing-reports';
import { apiRequest } from '@/lib/api';
import { sendWrite } from '@/lib/outbox';
import { usePagedList } from '@/lib/paged-list';
import { arenaPaths } from '@/features/arenas';

export const footingReportPaths = {
  list: (arenaId: string) => `/api/arenas/${arenaId}/footing-reports`,
  report: (reportId: string) => `/api/footing-reports/${reportId}`,
  /** The arena's upcoming events (today's included), which a report may be for. */
  events: arenaPaths.events,
} as const;

const REPORTS_PAGE_SIZE = 5;

/** The arena's ground reports, newest ride first, five at a time. */
export const useFootingReports = (arenaId: string) =>
  usePagedList<FootingReport>(footingReportPaths.list(arenaId), {}, REPORTS_PAGE_SIZE);

/** A report as sent: the form's values, and photos taken with no connection that upload when it goes. */
export interface ReportToSend {
  report: CreateFootingReportInput;
  heldPhotos: Blob[];
}

/**
 * POSTs a report through the outbox: with no connection it waits on the phone (photos and all) and is sent once
 * when the connection returns. The arena's badge, "Updated ..." and every arena list (its footing filter) change
 * with it, so every arenas query is refreshed along with the reports.
 */
export function usePostFootingReport(arenaId: string, arenaName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ report, heldPhotos }: ReportToSend) => sendWrite<FootingReport>({
      kind: 'ground-report', method: 'POST', url: footingReportPaths.list(arenaId), body: report, photos: heldPhotos,
      label: `Ground report for ${arenaName}`, place: footingReportPaths.list(arenaId),
      refresh: [[footingReportPaths.list(arenaId)], [arenaPaths.list]],
    }),
    onSuccess: (result) => (result.waiting ? undefined : refreshAfterReport(queryClient, arenaId)),
  });
}

/** PATCH the rider's own report (condition, notes); the badge may change with it, so the arenas refresh too. */
export function useEditFootingReport(arenaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reportId, changes }: { reportId: string; changes: EditFootingReportInput }) =>
      (await apiRequest('PATCH', footingReportPaths.report(reportId), changes)).json() as Promise<FootingReport>,
    onSuccess: () => refreshAfterReport(queryClient, arenaId),
  });
}

/** DELETE the rider's own report; the arena's badge may go back to an older report, so the arenas refresh too. */
export function useDeleteFootingReport(arenaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reportId: string) => { await apiRequest('DELETE', footingReportPaths.report(reportId)); },
    onSuccess: () => refreshAfterReport(queryClient, arenaId),
  });
}

const refreshAfterReport = (queryClient: ReturnType<typeof useQueryClient>, arenaId: string) => Promise.all([
  queryClient.invalidateQueries({ queryKey: [footingReportPaths.list(arenaId)] }),
  queryClient.invalidateQueries({ queryKey: [arenaPaths.list] }),
]);
