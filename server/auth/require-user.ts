import type { Request, RequestHandler } from 'express';
import { Unauthorized } from '../http/errors';

/** Refuses the request with 401 unless a user is signed in. */
export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new Unauthorized());
};

/** The signed-in user's id; only call behind `requireUser`. */
export function userIdOf(req: Request): string {
  if (!req.user) throw new Unauthorized();
  return req.user.id;
}

/** The signed-in user's id, or null for visitors (read routes personalise when signed in). */
export const viewerIdOf = (req: Request): string | null => req.user?.id ?? null;
