import { Router } from 'express';
import type { UserProfileView } from '@shared/contracts/users';
import { updateProfileSchema, userFollowSchema } from '@shared/validation/users';
import type { AppDeps } from '../../app';
import { UNUSABLE_UPLOADS } from '../uploads';
import { requireUser, userIdOf, viewerIdOf } from '../../auth/require-user';
import { Forbidden, invalidField, NotFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { notifyNewFollower } from '../notifications';
import { createUserFollow, deleteUserFollow, findUserProfileView, upsertUserProfile } from './users.repo';
import { isHidden } from '../moderation';

const USER_NOT_FOUND = 'User not found';
const USER_FOLLOW_NOT_FOUND = 'Follow not found';

/** Profiles (the user profile view) and user follows. The viewer is always the session user. */
export function usersRouter({ db }: AppDeps): Router {
  const router = Router();

  async function profileViewOrNotFound(userId: string, viewerId: string | null): Promise<UserProfileView> {
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
    const updated = await upsertUserProfile(db, userId, input);
    if (updated.outcome === 'unusable-avatar') throw invalidField('avatarUploadId', UNUSABLE_UPLOADS);
    res.json(await profileViewOrNotFound(userId, userId));
  });

  // A `?currentUserId=` is ignored: the session decides who is looking.
  router.get('/users/:id/profile', async (req, res) => {
    const userId = parseId(req.params.id, USER_NOT_FOUND);
    // A profile a moderator hid is seen by its rider only.
    if (viewerIdOf(req) !== userId && await isHidden(db, 'rider', userId)) throw new NotFound(USER_NOT_FOUND);
    res.json(await profileViewOrNotFound(userId, viewerIdOf(req)));
  });

  // 201 with a new follow, 200 with the existing one.
  router.post('/user-follows', requireUser, async (req, res) => {
    const { followeeId } = userFollowSchema.parse(req.body);
    const result = await createUserFollow(db, userIdOf(req), followeeId);
    if (result.outcome === 'self') throw invalidField('followeeId', 'You cannot follow yourself');
    if (result.outcome === 'not-found') throw new NotFound(USER_NOT_FOUND);
    if (result.outcome === 'created') await notifyNewFollower(db, userIdOf(req), followeeId);
    res.status(result.outcome === 'created' ? 201 : 200).json(result.follow);
  });

  router.delete('/user-follows/:id', requireUser, async (req, res) => {
    const outcome = await deleteUserFollow(db, parseId(req.params.id, USER_FOLLOW_NOT_FOUND), userIdOf(req));
    if (outcome === 'not-found') throw new NotFound(USER_FOLLOW_NOT_FOUND);
    if (outcome === 'not-owner') throw new Forbidden('You can only remove your own follows');
    res.status(204).end();
  });

  return router;
}
