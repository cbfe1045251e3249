import { Router } from 'express';
import { REPORT_TARGETS, type ReportTarget } from '@shared/constants';
import type { ModeratedUser, ReportResult } from '@shared/contracts/moderation';
import {
  auditLogQuery, moderationReasonSchema, reportSchema, riderSearchQuery, suspensionSchema, userRoleSchema,
} from '@shared/validation';
import type { AppDeps } from '../../app';
import { requireRole, requireUser, userIdOf } from '../../auth/require-user';
import { postingLimit } from '../../http/posting-limit';
import { Forbidden, NotFound } from '../../http/errors';
import { sendPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import { liftSuspension, listAuditLog, searchRiders, setRole, suspendRider } from './moderation.repo';
import { listReportedItems, moderateContent, reportContent } from './reports.repo';

const RIDER_NOT_FOUND = 'Rider not found';

const reportTargetOf = (value: unknown): ReportTarget => {
  if (!(REPORT_TARGETS as readonly unknown[]).includes(value)) throw new NotFound('That item does not exist');
  return value as ReportTarget;
};

/** Reports (riders), the reports queue and hiding (moderators), roles (admins), suspensions and the moderation log. */
export function moderationRouter(deps: AppDeps): Router {
  const { db, config } = deps;
  const router = Router();

  router.post('/reports', requireUser, postingLimit(deps, 'reports'), async (req, res) => {
    const result = await reportContent(db, userIdOf(req), reportSchema.parse(req.body), config.reportHideThreshold);
    res.status(201).json(result satisfies ReportResult);
  });

  router.get('/admin/reports', requireRole('moderator'), async (req, res) => {
    sendPage(res, await listReportedItems(db, auditLogQuery.parse(req.query)));
  });

  for (const decision of ['hide', 'restore', 'delete'] as const) {
    router.post(`/admin/content/:type/:id/${decision}`, requireRole('moderator'), async (req, res) => {
      const type = reportTargetOf(req.params.type);
      const targetId = parseId(req.params.id, 'That item does not exist');
      const { reason } = moderationReasonSchema.parse(req.body ?? {});
      res.json(await moderateContent(db, userIdOf(req), type, targetId, decision, reason ?? null));
    });
  }

  router.get('/admin/users', requireRole('moderator'), async (req, res) => {
    sendPage(res, await searchRiders(db, riderSearchQuery.parse(req.query)));
  });

  router.put('/admin/users/:id/role', requireRole('admin'), async (req, res) => {
    const userId = parseId(req.params.id, RIDER_NOT_FOUND);
    const { role } = userRoleSchema.parse(req.body);
    if (userId === userIdOf(req)) throw new Forbidden('You cannot change your own role');
    res.json(await setRole(db, userIdOf(req), userId, role) satisfies ModeratedUser);
  });

  router.put('/admin/users/:id/suspension', requireRole('moderator'), async (req, res) => {
    const userId = parseId(req.params.id, RIDER_NOT_FOUND);
    const { days, reason } = suspensionSchema.parse(req.body);
    if (userId === userIdOf(req)) throw new Forbidden('You cannot suspend yourself');
    res.json(await suspendRider(db, userIdOf(req), userId, days, reason) satisfies ModeratedUser);
  });

  router.delete('/admin/users/:id/suspension', requireRole('moderator'), async (req, res) => {
    const userId = parseId(req.params.id, RIDER_NOT_FOUND);
    res.json(await liftSuspension(db, userIdOf(req), userId) satisfies ModeratedUser);
  });

  router.get('/admin/audit-log', requireRole('moderator'), async (req, res) => {
    sendPage(res, await listAuditLog(db, auditLogQuery.parse(req.query)));
  });

  return router;
}
