import { Router } from 'express';
import type { FootingReportView } from '@shared/contracts/footing-reports';
import {
  createFootingReportSchema, editFootingReportSchema, footingReportListQuery, RIDDEN_ON_FUTURE, RIDDEN_ON_TOO_OLD,
} from '@shared/validation';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { invalidField, NotFound } from '../../http/errors';
import { sendPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import { postingLimit } from '../../http/posting-limit';
import { cachedForVisitors } from '../../http/visitor-cache';
import { UNUSABLE_UPLOADS } from '../uploads';
import {
  createFootingReport, deleteFootingReport, editFootingReport, findFootingReport, listFootingReports,
} from './footing-reports.repo';
import { createJobQueue } from '../../jobs/job-queue';

const ARENA_NOT_FOUND = 'Arena not found';

/** Riders' ground reports: what the footing was like on the day they rode, which keeps the arena's badge current. */
export function footingReportsRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const jobs = createJobQueue();

  router.get('/arenas/:id/footing-reports', cachedForVisitors(deps), async (req, res) => {
    const arenaId = parseId(req.params.id, ARENA_NOT_FOUND);
    const page = await listFootingReports(db, arenaId, footingReportListQuery.parse(req.query));
    if (!page) throw new NotFound(ARENA_NOT_FOUND);
    sendPage(res, page);
  });

  router.post('/arenas/:id/footing-reports', requireUser, postingLimit(deps, 'ground-reports'), async (req, res) => {
    const arenaId = parseId(req.params.id, ARENA_NOT_FOUND);
    const input = createFootingReportSchema.parse(req.body);
    const result = await createFootingReport(db, jobs, arenaId, userIdOf(req), input);
    switch (result.outcome) {
      case 'arena-missing': throw new NotFound(ARENA_NOT_FOUND);
      case 'ridden-on-future': throw invalidField('riddenOn', RIDDEN_ON_FUTURE);
      case 'ridden-on-too-old': throw invalidField('riddenOn', RIDDEN_ON_TOO_OLD);
      case 'event-elsewhere': throw invalidField('eventId', 'That event is not at this arena');
      case 'unusable-uploads': throw invalidField('photoUploadIds', UNUSABLE_UPLOADS);
      case 'created': {
        const report = await findFootingReport(db, result.reportId);
        res.status(201).json(report satisfies FootingReportView | null);
      }
    }
  });

  router.patch('/footing-reports/:id', requireUser, postingLimit(deps, 'ground-report-edits'), async (req, res) => {
    const reportId = parseId(req.params.id, 'Ground report not found');
    await editFootingReport(db, reportId, userIdOf(req), editFootingReportSchema.parse(req.body));
    res.json(await findFootingReport(db, reportId) satisfies FootingReportView | null);
  });

  router.delete('/footing-reports/:id', requireUser, async (req, res) => {
    await deleteFootingReport(db, parseId(req.params.id, 'Ground report not found'), userIdOf(req));
    res.status(204).end();
  });

  return router;
}
