import { Router } from 'express';
import { createFeedPostSchema, feedQuery } from '@shared/validation/feed';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { sendPage } from '../../http/pagination';
import { cachedForVisitors } from '../../http/visitor-cache';
import { createFeedPost, listFeed } from './feed.repo';

/** The community feed: anyone reads it, signed-in users post to it. */
export function feedRouter({ db, pool }: AppDeps): Router {
  const router = Router();
  const forVisitors = cachedForVisitors(pool);

  router.get('/feed', forVisitors, async (req, res) => {
    sendPage(res, await listFeed(db, feedQuery.parse(req.query)));
  });

  router.post('/feed', requireUser, async (req, res) => {
    const input = createFeedPostSchema.parse(req.body);
    res.status(201).json(await createFeedPost(db, userIdOf(req), input));
  });

  return router;
}
