import type { Request } from 'express';
import type { PublicUser } from '@shared/contracts/users';

/** passport's login regenerates the session id (no fixation) before storing the user. */
export function logIn(req: Request, user: PublicUser): Promise<void> {
  return new Promise((resolve, reject) => {
    req.login(user, (error) => (error ? reject(error) : resolve()));
  });
}

export function logOut(req: Request): Promise<void> {
  return new Promise((resolve) => {
    req.logout(() => {
      if (!req.session) return resolve();
      req.session.destroy(() => resolve());
    });
  });
}
