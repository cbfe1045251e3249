import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimStatus, ReportTarget, UserRole } from '@shared/constants';
import type { AuditLogEntry, ClaimItem, ModeratedUser, ReportedItem, ReportResult } from '@shared/contracts/moderation';
import type { Json } from '@shared/contracts/json';
import { apiRequest } from '@/lib/api';
import { usePagedList } from '@/lib/paged-list';

export const moderationPaths = {
  claims: '/api/admin/claims',
  decide: (claimId: string, decision: 'approve' | 'reject') => `/api/admin/claims/${claimId}/${decision}`,
  users: '/api/admin/users',
  role: (userId: string) => `/api/admin/users/${userId}/role`,
  suspension: (userId: string) => `/api/admin/users/${userId}/suspension`,
  auditLog: '/api/admin/audit-log',
  reports: '/api/reports',
  reportQueue: '/api/admin/reports',
  moderate: (type: ReportTarget, id: string, decision: 'hide' | 'restore' | 'delete') => `/api/admin/content/${type}/${id}/${decision}`,
} as const;

const PAGE_SIZE = 20;

export const useClaimQueue = (status: ClaimStatus) => usePagedList<ClaimItem>(moderationPaths.claims, { status }, PAGE_SIZE);
export const useRiderSearch = (search: string) => usePagedList<Json<ModeratedUser>>(moderationPaths.users, { search }, PAGE_SIZE);
export const useReportQueue = () => usePagedList<ReportedItem>(moderationPaths.reportQueue, {}, PAGE_SIZE);
export const useAuditLog = () => usePagedList<AuditLogEntry>(moderationPaths.auditLog, {}, PAGE_SIZE);

/** Every moderator action changes the queues and the log: all of /api/admin is read again. */
function useStaffMutation<Input>(send: (input: Input) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin') }),
  });
}

export const useDecideClaim = () => useStaffMutation(({ claimId, decision, reason }: { claimId: string; decision: 'approve' | 'reject'; reason?: string }) =>
  apiRequest('POST', moderationPaths.decide(claimId, decision), reason ? { reason } : {}));

export const useSetRole = () => useStaffMutation(({ userId, role }: { userId: string; role: UserRole }) =>
  apiRequest('PUT', moderationPaths.role(userId), { role }));

export const useSuspend = () => useStaffMutation(({ userId, days, reason }: { userId: string; days: number; reason: string }) =>
  apiRequest('PUT', moderationPaths.suspension(userId), { days, reason }));

export const useLiftSuspension = () => useStaffMutation((userId: string) => apiRequest('DELETE', moderationPaths.suspension(userId)));

/** A rider reports an item; the lists that showed it refresh (it may now be hidden). */
export function useReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { targetType: ReportTarget; targetId: string; reason: string }) =>
      (await (await apiRequest('POST', moderationPaths.reports, input)).json()) as ReportResult,
    onSuccess: (result) => { if (result.hidden) void queryClient.invalidateQueries(); },
  });
}

export const useModerateContent = () => useStaffMutation(({ type, id, decision, reason }: {
  type: ReportTarget; id: string; decision: 'hide' | 'restore' | 'delete'; reason?: string;
}) => apiRequest('POST', moderationPaths.moderate(type, id, decision), reason ? { reason } : {}));
