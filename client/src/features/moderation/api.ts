import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimStatus, UserRole } from '@shared/constants';
import type { AuditLogEntry, ClaimItem, ModeratedUser } from '@shared/contracts/moderation';
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
} as const;

const PAGE_SIZE = 20;

export const useClaimQueue = (status: ClaimStatus) => usePagedList<ClaimItem>(moderationPaths.claims, { status }, PAGE_SIZE);
export const useRiderSearch = (search: string) => usePagedList<Json<ModeratedUser>>(moderationPaths.users, { search }, PAGE_SIZE);
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
