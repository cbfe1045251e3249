import { Router, type Response } from 'express';
import { pageQuery } from '@shared/validation/common';
import { arenaFollowSchema, arenaLikeSchema, producerFollowSchema, saveEventSchema } from '@shared/validation/social';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { Forbidden, NotFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { sendJsonRowsPage } from '../../http/pagination';
import {
  followArena, followProducer, likeArena, listArenaFollows, listProducerFollows, listSavedEvents, saveEvent,
  unfollowArena, unfollowProducer, unlikeArena, unsaveEvent, type Created, type DeleteOutcome,
} from './social.repo';

const EVENT_NOT_FOUND = 'Event not found';
const ARENA_NOT_FOUND = 'Arena not found';
const PRODUCER_NOT_FOUND = 'Event producer not found';
const SAVED_EVENT_NOT_FOUND = 'Saved event not found';
const ARENA_FOLLOW_NOT_FOUND = 'Arena follow not found';
const ARENA_LIKE_NOT_FOUND = 'Arena like not found';
const PRODUCER_FOLLOW_NOT_FOUND = 'Event producer follow not found';

/**
 * 201 with a new row; 200 with the existing one when the user had already saved, followed or liked it; 404 naming
 * the target when it does not exist.
 */
function sendCreated<Row>(res: Response, result: Created<Row> | null, targetNotFound: string) {
  if (!result) throw new NotFound(targetNotFound);
  res.status(result.created ? 201 : 200).json(result.row);
}

/** 204 once the user's own row is gone; someone else's row is 403 (and kept), an unknown id 404. */
function sendDeleted(res: Response, outcome: DeleteOutcome, rowNotFound: string) {
  if (outcome === 'not-found') throw new NotFound(rowNotFound);
  if (outcome === 'not-owner') throw new Forbidden();
  res.status(204).end();
}

/**
 * Saved events, arena follows and likes, producer follows. Every route acts for the session user: a `userId` in the
 * body or `?userId=` is ignored.
 */
export function socialRouter({ db }: AppDeps): Router {
  const router = Router();

  router.get('/saved-events', requireUser, async (req, res) => {
    sendJsonRowsPage(res, await listSavedEvents(db, userIdOf(req), pageQuery.parse(req.query)));
  });
  router.post('/saved-events', requireUser, async (req, res) => {
    const { eventId } = saveEventSchema.parse(req.body);
    sendCreated(res, await saveEvent(db, userIdOf(req), eventId), EVENT_NOT_FOUND);
  });
  router.delete('/saved-events/:savedEventId', requireUser, async (req, res) => {
    const savedEventId = parseId(req.params.savedEventId, SAVED_EVENT_NOT_FOUND);
    sendDeleted(res, await unsaveEvent(db, savedEventId, userIdOf(req)), SAVED_EVENT_NOT_FOUND);
  });

  router.get('/arena-follows', requireUser, async (req, res) => {
    sendJsonRowsPage(res, await listArenaFollows(db, userIdOf(req), pageQuery.parse(req.query)));
  });
  router.post('/arena-follows', requireUser, async (req, res) => {
    const { arenaId } = arenaFollowSchema.parse(req.body);
    sendCreated(res, await followArena(db, userIdOf(req), arenaId), ARENA_NOT_FOUND);
  });
  router.delete('/arena-follows/:arenaFollowId', requireUser, async (req, res) => {
    const arenaFollowId = parseId(req.params.arenaFollowId, ARENA_FOLLOW_NOT_FOUND);
    sendDeleted(res, await unfollowArena(db, arenaFollowId, userIdOf(req)), ARENA_FOLLOW_NOT_FOUND);
  });

  router.post('/arena-likes', requireUser, async (req, res) => {
    const { arenaId } = arenaLikeSchema.parse(req.body);
    sendCreated(res, await likeArena(db, userIdOf(req), arenaId), ARENA_NOT_FOUND);
  });
  router.delete('/arena-likes/:arenaLikeId', requireUser, async (req, res) => {
    const arenaLikeId = parseId(req.params.arenaLikeId, ARENA_LIKE_NOT_FOUND);
    sendDeleted(res, await unlikeArena(db, arenaLikeId, userIdOf(req)), ARENA_LIKE_NOT_FOUND);
  });

  router.get('/event-producer-follows', requireUser, async (req, res) => {
    sendJsonRowsPage(res, await listProducerFollows(db, userIdOf(req), pageQuery.parse(req.query)));
  });
  router.post('/event-producer-follows', requireUser, async (req, res) => {
    const { producerId } = producerFollowSchema.parse(req.body);
    sendCreated(res, await followProducer(db, userIdOf(req), producerId), PRODUCER_NOT_FOUND);
  });
  router.delete('/event-producer-follows/:producerFollowId', requireUser, async (req, res) => {
    const producerFollowId = parseId(req.params.producerFollowId, PRODUCER_FOLLOW_NOT_FOUND);
    sendDeleted(res, await unfollowProducer(db, producerFollowId, userIdOf(req)), PRODUCER_FOLLOW_NOT_FOUND);
  });

  return router;
}
