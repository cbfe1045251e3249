import { Router } from 'express';
import type { ModeratedUser } from '@shared/contracts/moderation';
import { auditLogQuery, riderSearchQuery, suspensionSchema, userRoleSchema } from '@shared/validation';
import type { AppDeps } from '../../app';
import { requireRole, userIdOf } from '../../auth/require-user';
import { Forbidden } from '../../http/errors';
import { sendPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import { liftSuspension, listAuditLog, searchRiders, setRole, suspendRider } from './moderation.repo';

const RIDER_NOT_FOUND = 'Rider not found';

/** Roles (admins), suspensions and the moderation log (moderators). */
export function moderationRouter({ db }: AppDeps): Router {
  const router = Router();

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
