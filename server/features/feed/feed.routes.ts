import { Router } from 'express';
import { createFeedPostSchema, feedQuery } from '@shared/validation/feed';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { sendPage } from '../../http/pagination';
import { createFeedPost, listFeed } from './feed.repo';

/** The community feed: anyone reads it, signed-in users post to it. */
export function feedRouter({ db }: AppDeps): Router {
  const router = Router();

  router.get('/feed', async (req, res) => {
    sendPage(res, await listFeed(db, feedQuery.parse(req.query)));
  });

  router.post('/feed', requireUser, async (req, res) => {
    const input = createFeedPostSchema.parse(req.body);
    res.status(201).json(await createFeedPost(db, userIdOf(req), input));
  });

  return router;
}
