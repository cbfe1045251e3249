import { Router } from 'express';
import { updateProfileSchema, userFollowSchema } from '@shared/validation/users';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf, viewerIdOf } from '../../auth/require-user';
import { NotFound } from '../../http/errors';
import { parseId } from '../../http/params';
import {
  createUserFollow, deleteUserFollow, findUserProfileView, upsertUserProfile, USER_FOLLOW_NOT_FOUND, USER_NOT_FOUND,
} from './users.repo';

/** Profiles (SPEC 3 "User profile view") and user follows. The viewer is always the session user. */
export function usersRouter({ db }: AppDeps): Router {
  const router = Router();

  async function profileViewOrNotFound(userId: string, viewerId: string | null) {
    const view = await findUserProfileView(db, userId, viewerId);
    if (!view) throw new NotFound(USER_NOT_FOUND);
    return view;
  }

  // Before /users/:id/profile, which would read "me" as an (unknown) id.
  router.get('/users/me/profile', requireUser, async (req, res) => {
    const userId = userIdOf(req);
    res.json(await profileViewOrNotFound(userId, userId));
  });

  router.put('/users/me/profile', requireUser, async (req, res) => {
    const userId = userIdOf(req);
    const input = updateProfileSchema.parse(req.body);
    await upsertUserProfile(db, userId, input);
    res.json(await profileViewOrNotFound(userId, userId));
  });

  // The spec's client sends ?currentUserId=; the session decides who is looking.
  router.get('/users/:id/profile', async (req, res) => {
    const userId = parseId(req.params.id, USER_NOT_FOUND);
    res.json(await profileViewOrNotFound(userId, viewerIdOf(req)));
  });

  router.post('/user-follows', requireUser, async (req, res) => {
    const { followeeId } = userFollowSchema.parse(req.body);
    const { follow, created } = await createUserFollow(db, userIdOf(req), followeeId);
    res.status(created ? 201 : 200).json(follow);
  });

  router.delete('/user-follows/:id', requireUser, async (req, res) => {
    await deleteUserFollow(db, parseId(req.params.id, USER_FOLLOW_NOT_FOUND), userIdOf(req));
    res.status(204).end();
  });

  return router;
}
