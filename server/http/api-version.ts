import type { RequestHandler } from 'express';
import {
  API_VERSION, API_VERSION_HEADER, CLIENT_OUTDATED_MESSAGE, CLIENT_OUTDATED_STATUS,
} from '@shared/contracts/offline';
import { apiVersionSchema } from '@shared/validation/offline';

/**
 * A page the service worker kept from an older deployment may still be open: when its requests name an API version
 * older than this server's, they are answered 426 with a message the app turns into "reload", never misread.
 * Requests that name no version (scripts, curl) are served as before.
 */
export const refuseOutdatedClients: RequestHandler = (req, res, next) => {
  const header = req.get(API_VERSION_HEADER);
  if (header === undefined) return next();
  const version = apiVersionSchema.safeParse(header);
  if (version.success && version.data >= API_VERSION) return next();
  res.status(CLIENT_OUTDATED_STATUS).json({ message: CLIENT_OUTDATED_MESSAGE, code: 'client-outdated', apiVersion: API_VERSION });
};
