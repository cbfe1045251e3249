import type { ClaimRole, ClaimStatus, ClaimTarget, ReportTarget, UserRole } from '../constants';
import type { Json } from './json';

/** The page a claim or an ownership change is about. */
export interface ClaimedPage {
  type: ClaimTarget;
  id: string;
  name: string;
  city: string;
  state: string;
  /** Its page in this app: /arena/<id> or /horse-hotels/<id>. */
  path: string;
  ownerId: string | null;
}

/** GET /api/admin/claims (moderators): a claim with the page and the claimant's contact details. */
export interface ClaimRecord {
  id: string;
  page: ClaimedPage;
  claimant: { id: string; name: string; email: string | null };
  role: ClaimRole;
  phone: string;
  note: string | null;
  status: ClaimStatus;
  decisionReason: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}
export type ClaimItem = Json<ClaimRecord>;

/** POST /api/.../claims and GET /api/my-claims: a rider's own claim as they see it. */
export interface MyClaimRecord {
  id: string;
  page: ClaimedPage;
  role: ClaimRole;
  status: ClaimStatus;
  decisionReason: string | null;
  createdAt: Date;
}
export type MyClaim = Json<MyClaimRecord>;

/** GET /api/admin/audit-log: one moderator action, as recorded (nobody can edit it). */
export interface AuditLogRecord {
  id: string;
  moderator: { id: string; name: string };
  action: string;
  targetType: string;
  targetId: string;
  reason: string | null;
  details: Record<string, unknown> | null;
  createdAt: Date;
}
export type AuditLogEntry = Json<AuditLogRecord>;

/** GET /api/admin/users, PUT /api/admin/users/:id/role and /suspension: a rider as moderators see them. */
export interface ModeratedUser {
  id: string;
  name: string;
  email: string | null;
  role: UserRole;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

/** The page owner's public answer under a review (PUT /api/reviews/:id/response), shown with an owner badge. */
export interface OwnerResponse {
  text: string;
  respondedAt: Date;
  /** When it was last changed; null if never edited. */
  editedAt: Date | null;
}

/** GET /api/admin/reports: an item with open reports, its words and page for context, and whether it is hidden. */
export interface ReportedItemRecord {
  targetType: ReportTarget;
  targetId: string;
  reportCount: number;
  reasons: string[];
  firstReportedAt: Date;
  hidden: boolean;
  /** What it says (null once deleted elsewhere), its author and the page it sits on. */
  text: string | null;
  author: { id: string; name: string } | null;
  link: string | null;
}
export type ReportedItem = Json<ReportedItemRecord>;

/** POST /api/reports: the report's id, and whether it was the one that hid the item. */
export interface ReportResult {
  id: string;
  hidden: boolean;
}
