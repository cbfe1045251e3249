import { Router, type Response } from 'express';
import { pageQuery } from '@shared/validation/common';
import { arenaFollowSchema, arenaLikeSchema, producerFollowSchema, saveEventSchema } from '@shared/validation/social';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { parseId } from '../../http/params';
import { sendPage } from '../../http/pagination';
import {
  ARENA_FOLLOW_NOT_FOUND, ARENA_LIKE_NOT_FOUND, followArena, followProducer, likeArena, listArenaFollows,
  listProducerFollows, listSavedEvents, PRODUCER_FOLLOW_NOT_FOUND, saveEvent, SAVED_EVENT_NOT_FOUND,
  unfollowArena, unfollowProducer, unlikeArena, unsaveEvent, type Created,
} from './social.repo';

/** 201 with a new row; 200 with the existing one when the user had already saved, followed or liked it. */
function sendCreated<Row>(res: Response, { row, created }: Created<Row>) {
  res.status(created ? 201 : 200).json(row);
}

/**
 * Saved events, arena follows and likes, producer follows. Every route acts for the session user: the spec's
 * client also sends `userId` (body) or `?userId=`, which is ignored.
 */
export function socialRouter({ db }: AppDeps): Router {
  const router = Router();

  router.get('/saved-events', requireUser, async (req, res) => {
    sendPage(res, await listSavedEvents(db, userIdOf(req), pageQuery.parse(req.query)));
  });
  router.post('/saved-events', requireUser, async (req, res) => {
    const { eventId } = saveEventSchema.parse(req.body);
    sendCreated(res, await saveEvent(db, userIdOf(req), eventId));
  });
  router.delete('/saved-events/:savedEventId', requireUser, async (req, res) => {
    await unsaveEvent(db, parseId(req.params.savedEventId, SAVED_EVENT_NOT_FOUND), userIdOf(req));
    res.status(204).end();
  });

  router.get('/arena-follows', requireUser, async (req, res) => {
    sendPage(res, await listArenaFollows(db, userIdOf(req), pageQuery.parse(req.query)));
  });
  router.post('/arena-follows', requireUser, async (req, res) => {
    const { arenaId } = arenaFollowSchema.parse(req.body);
    sendCreated(res, await followArena(db, userIdOf(req), arenaId));
  });
  router.delete('/arena-follows/:arenaFollowId', requireUser, async (req, res) => {
    await unfollowArena(db, parseId(req.params.arenaFollowId, ARENA_FOLLOW_NOT_FOUND), userIdOf(req));
    res.status(204).end();
  });

  router.post('/arena-likes', requireUser, async (req, res) => {
    const { arenaId } = arenaLikeSchema.parse(req.body);
    sendCreated(res, await likeArena(db, userIdOf(req), arenaId));
  });
  router.delete('/arena-likes/:arenaLikeId', requireUser, async (req, res) => {
    await unlikeArena(db, parseId(req.params.arenaLikeId, ARENA_LIKE_NOT_FOUND), userIdOf(req));
    res.status(204).end();
  });

  router.get('/event-producer-follows', requireUser, async (req, res) => {
    sendPage(res, await listProducerFollows(db, userIdOf(req), pageQuery.parse(req.query)));
  });
  router.post('/event-producer-follows', requireUser, async (req, res) => {
    const { producerId } = producerFollowSchema.parse(req.body);
    sendCreated(res, await followProducer(db, userIdOf(req), producerId));
  });
  router.delete('/event-producer-follows/:producerFollowId', requireUser, async (req, res) => {
    await unfollowProducer(db, parseId(req.params.producerFollowId, PRODUCER_FOLLOW_NOT_FOUND), userIdOf(req));
    res.status(204).end();
  });

  return router;
}
