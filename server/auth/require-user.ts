import type { Request, RequestHandler } from 'express';
import type { UserRole } from '@shared/constants';
import { Forbidden, HttpError, Unauthorized } from '../http/errors';

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

const RANK: Record<UserRole, number> = { rider: 0, moderator: 1, admin: 2 };

/** A moderator or admin is signed in. */
export const isStaff = (req: Request): boolean => Boolean(req.user && RANK[req.user.role] >= RANK.moderator);

/** 401 for visitors, 403 unless the signed-in user has `role` or a higher one (an admin is also a moderator). */
export const requireRole = (role: Exclude<UserRole, 'rider'>): RequestHandler => (req, _res, next) => {
  if (!req.user) next(new Unauthorized());
  else next(RANK[req.user.role] >= RANK[role] ? undefined : new Forbidden(`Only ${role}s can do this`));
};

/** A suspended rider reads but posts nothing: every write to the API is refused until the suspension ends. */
export const refuseSuspendedWrites: RequestHandler = (req, _res, next) => {
  const until = req.user?.suspendedUntil;
  if (req.method === 'GET' || req.method === 'HEAD' || !until || until <= new Date()) return next();
  const day = until.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  next(new HttpError(403, `Your account is suspended until ${day}: you can read but not post.`, { suspendedUntil: until.toISOString() }));
};
