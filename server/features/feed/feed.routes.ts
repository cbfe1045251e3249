import { Router } from 'express';
import { pageQuery } from '@shared/validation';
import { createFeedCommentSchema, createFeedPostSchema, editFeedPostSchema, feedQuery } from '@shared/validation/feed';
import type { AppDeps } from '../../app';
import { UNUSABLE_UPLOADS } from '../uploads';
import { requireUser, userIdOf } from '../../auth/require-user';
import { invalidField, invalidFields, NotFound } from '../../http/errors';
import { sendJsonRowsPage, sendPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import { postingLimit } from '../../http/posting-limit';
import { cachedForVisitors } from '../../http/visitor-cache';
import { createFeedPostComment, findFeedComment, listFeedPostComments } from './feed.comments.repo';
import { feedPostComments } from '@shared/schema';
import { ownCommentRoutes } from '../users/own-comment.routes';
import { createFeedPost, deleteFeedPost, editFeedPost, findFeedItem, listFeed, type FeedReference } from './feed.repo';
import { readsFor } from '../../http/read-routing';

const POST_NOT_FOUND = 'Post not found';
const REFERENCE_NOT_FOUND: Record<FeedReference, string> = { arenaId: 'Arena not found', eventId: 'Event not found' };

/** The community feed: anyone reads it and its threads, signed-in riders post and comment (within a posting limit). */
export function feedRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const read = readsFor(deps);
  const forVisitors = cachedForVisitors(deps);
  // The feed names no viewer's flags: a signed-in rider gets the same answer as a visitor.
  const sameForEveryone = cachedForVisitors(deps, { sameForEveryone: true });

  router.get('/feed', sameForEveryone, async (req, res) => {
    sendJsonRowsPage(res, await listFeed(read(req), feedQuery.parse(req.query)));
  });

  router.post('/feed', requireUser, postingLimit(deps, 'feed-posts'), async (req, res) => {
    const input = createFeedPostSchema.parse(req.body);
    const result = await createFeedPost(db, userIdOf(req), input);
    if (result.outcome === 'unknown-reference') {
      throw invalidFields(result.missing.map((path) => ({ path, message: REFERENCE_NOT_FOUND[path] })));
    }
    if (result.outcome === 'unusable-photo') throw invalidField('photoUploadId', UNUSABLE_UPLOADS);
    res.status(201).json(result.item);
  });

  router.patch('/feed/:postId', requireUser, async (req, res) => {
    const postId = parseId(req.params.postId, POST_NOT_FOUND);
    await editFeedPost(db, postId, userIdOf(req), editFeedPostSchema.parse(req.body));
    res.json(await findFeedItem(db, postId));
  });

  router.delete('/feed/:postId', requireUser, async (req, res) => {
    await deleteFeedPost(db, parseId(req.params.postId, POST_NOT_FOUND), userIdOf(req));
    res.status(204).end();
  });

  router.get('/feed/:postId/comments', forVisitors, async (req, res) => {
    const postId = parseId(req.params.postId, POST_NOT_FOUND);
    const comments = await listFeedPostComments(read(req), postId, pageQuery.parse(req.query));
    if (!comments) throw new NotFound(POST_NOT_FOUND);
    sendPage(res, comments);
  });

  router.post('/feed/:postId/comments', requireUser, postingLimit(deps, 'feed-comments'), async (req, res) => {
    const postId = parseId(req.params.postId, POST_NOT_FOUND);
    const input = createFeedCommentSchema.parse(req.body);
    const comment = await createFeedPostComment(db, postId, userIdOf(req), input);
    if (!comment) throw new NotFound(POST_NOT_FOUND);
    res.status(201).json(comment);
  });

  ownCommentRoutes(router, db, {
    path: '/feed/:postId/comments/:commentId', parentParam: 'postId', parentNotFound: POST_NOT_FOUND, table: feedPostComments,
    parentColumn: feedPostComments.postId, schema: createFeedCommentSchema, find: findFeedComment,
  });

  return router;
}
