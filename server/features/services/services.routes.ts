import { Router } from 'express';
import {
  createServiceProviderSchema, serviceListQuery, updateServiceProviderSchema,
} from '@shared/validation/services';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { NotFound } from '../../http/errors';
import { sendPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import {
  createServiceProvider, findServiceProvider, listServiceProviders, listServiceTypes, SERVICE_PROVIDER_NOT_FOUND,
  updateServiceProvider,
} from './services.repo';

export function servicesRouter({ db }: AppDeps): Router {
  const router = Router();

  router.get('/service-providers', async (req, res) => {
    sendPage(res, await listServiceProviders(db, serviceListQuery.parse(req.query)));
  });

  router.get('/service-providers/types', async (_req, res) => {
    res.json({ types: await listServiceTypes(db) });
  });

  router.get('/service-providers/:id', async (req, res) => {
    const provider = await findServiceProvider(db, parseId(req.params.id, SERVICE_PROVIDER_NOT_FOUND));
    if (!provider) throw new NotFound(SERVICE_PROVIDER_NOT_FOUND);
    res.json(provider);
  });

  router.post('/service-providers', requireUser, async (req, res) => {
    const input = createServiceProviderSchema.parse(req.body);
    res.status(201).json(await createServiceProvider(db, userIdOf(req), input));
  });

  router.put('/service-providers/:id', requireUser, async (req, res) => {
    const id = parseId(req.params.id, SERVICE_PROVIDER_NOT_FOUND);
    const input = updateServiceProviderSchema.parse(req.body);
    res.json(await updateServiceProvider(db, id, userIdOf(req), input));
  });

  return router;
}
