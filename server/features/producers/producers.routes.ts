import { Router } from 'express';
import { pageQuery } from '@shared/validation';
import type { AppDeps } from '../../app';
import { viewerIdOf } from '../../auth/require-user';
import { NotFound } from '../../http/errors';
import { sendJsonRowsPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import { findProducer, listProducers } from './producers.repo';
import { readsFor } from '../../http/read-routing';

const PRODUCER_NOT_FOUND = 'Event producer not found';

export function producersRouter(deps: AppDeps): Router {
  const router = Router();
  const read = readsFor(deps);

  router.get('/event-producers', async (req, res) => {
    sendJsonRowsPage(res, await listProducers(read(req), pageQuery.parse(req.query), viewerIdOf(req)));
  });

  router.get('/event-producers/:id', async (req, res) => {
    const producer = await findProducer(read(req), parseId(req.params.id, PRODUCER_NOT_FOUND), viewerIdOf(req));
    if (!producer) throw new NotFound(PRODUCER_NOT_FOUND);
    res.json(producer);
  });

  return router;
}
