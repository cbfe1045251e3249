import { Router } from 'express';
import {
  createServiceProviderSchema, serviceListQuery, updateServiceProviderSchema,
} from '@shared/validation/services';
import type { ServiceTypesResponse } from '@shared/contracts/services';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { Conflict, Forbidden, NotFound } from '../../http/errors';
import { sendJsonRowsPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import { readsFor } from '../../http/read-routing';
import {
  createServiceProvider, findServiceProvider, listServiceProviders, listServiceTypes, updateServiceProvider,
} from './services.repo';

export const SERVICE_PROVIDER_NOT_FOUND = 'Service provider not found';

export function servicesRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const read = readsFor(deps);

  router.get('/service-providers', async (req, res) => {
    sendJsonRowsPage(res, await listServiceProviders(read(req), serviceListQuery.parse(req.query)));
  });

  router.get('/service-providers/types', async (req, res) => {
    res.json({ types: await listServiceTypes(read(req)) } satisfies ServiceTypesResponse);
  });

  router.get('/service-providers/:id', async (req, res) => {
    const provider = await findServiceProvider(read(req), parseId(req.params.id, SERVICE_PROVIDER_NOT_FOUND));
    if (!provider) throw new NotFound(SERVICE_PROVIDER_NOT_FOUND);
    res.json(provider);
  });

  router.post('/service-providers', requireUser, async (req, res) => {
    const input = createServiceProviderSchema.parse(req.body);
    const result = await createServiceProvider(db, userIdOf(req), input);
    if (result.outcome === 'duplicate') throw new Conflict(result.message);
    res.status(201).json(result.provider);
  });

  router.put('/service-providers/:id', requireUser, async (req, res) => {
    const id = parseId(req.params.id, SERVICE_PROVIDER_NOT_FOUND);
    const input = updateServiceProviderSchema.parse(req.body);
    const result = await updateServiceProvider(db, id, userIdOf(req), input);
    if (result.outcome === 'not-found') throw new NotFound(SERVICE_PROVIDER_NOT_FOUND);
    if (result.outcome === 'not-owner') throw new Forbidden('Only the owner can edit this service listing');
    res.json(result.provider);
  });

  return router;
}
