import { Router, type RequestHandler } from 'express';
import type { PublicUser } from '@shared/contracts/users';
import { loginSchema, registerSchema } from '@shared/validation';
import type { Database } from '../db/client';
import { Conflict, Unauthorized } from '../http/errors';
import { findPublicUserById, findUserByEmail, insertLocalUser } from '../features/users/users.accounts.repo';
import { hashPassword, passwordMatches } from './passwords';
import { logIn } from './login-session';

export const WRONG_CREDENTIALS = 'Incorrect email or password.';
export const EMAIL_TAKEN = 'An account with this email already exists. Log in instead.';

/** Built-in email + password accounts, used when no OpenID Connect provider is configured. */
export function localAuthRouter(db: Database, rateLimit: RequestHandler) {
  const router = Router();

  router.post('/api/auth/register', rateLimit, async (req, res) => {
    const input = registerSchema.parse(req.body);
    const user = await insertLocalUser(db, { ...input, passwordHash: await hashPassword(input.password) });
    if (!user) throw new Conflict(EMAIL_TAKEN);
    await logIn(req, user);
    res.status(201).json(user);
  });

  router.post('/api/auth/login', rateLimit, async (req, res) => {
    const input = loginSchema.parse(req.body);
    const account = await findUserByEmail(db, input.email);
    if (!(await passwordMatches(account?.passwordHash ?? null, input.password)) || !account) {
      throw new Unauthorized(WRONG_CREDENTIALS);
    }
    const user = (await findPublicUserById(db, account.id)) as PublicUser;
    await logIn(req, user);
    res.json(user);
  });

  return router;
}
