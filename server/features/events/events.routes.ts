import { Router } from 'express';
import type { EventFilterOptions, NearbyHotelRecord } from '@shared/contracts/events';
import { createCommentSchema, createEventSchema, eventListQuery, pageQuery } from '@shared/validation';
import type { AppDeps } from '../../app';
import { UNUSABLE_UPLOADS } from '../uploads';
import { requireUser, userIdOf, viewerIdOf } from '../../auth/require-user';
import { invalidField, NotFound } from '../../http/errors';
import { sendPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import { postingLimit } from '../../http/posting-limit';
import { cachedForVisitors } from '../../http/visitor-cache';
import { createEventComment, listEventComments } from './events.comments.repo';
import {
  createEvent, eventExists, findEvent, listEventHorseHotels, listEvents, listUpcomingEventStates,
} from './events.repo';

const EVENT_NOT_FOUND = 'Event not found';

export function eventsRouter({ db, pool, config }: AppDeps): Router {
  const router = Router();
  const forVisitors = cachedForVisitors(pool);
  const sameForEveryone = cachedForVisitors(pool, { sameForEveryone: true });

  router.get('/events', forVisitors, async (req, res) => {
    sendPage(res, await listEvents(db, eventListQuery.parse(req.query), viewerIdOf(req)));
  });

  router.get('/events/filters', sameForEveryone, async (_req, res) => {
    res.json({ states: await listUpcomingEventStates(db) } satisfies EventFilterOptions);
  });

  router.get('/events/:id', forVisitors, async (req, res) => {
    const event = await findEvent(db, parseId(req.params.id, EVENT_NOT_FOUND), viewerIdOf(req));
    if (!event) throw new NotFound(EVENT_NOT_FOUND);
    res.json(event);
  });

  router.get('/events/:id/comments', forVisitors, async (req, res) => {
    const eventId = parseId(req.params.id, EVENT_NOT_FOUND);
    const page = pageQuery.parse(req.query);
    if (!(await eventExists(db, eventId))) throw new NotFound(EVENT_NOT_FOUND);
    sendPage(res, await listEventComments(db, eventId, page));
  });

  router.post('/events/:id/comments', requireUser, postingLimit(config.postingRateLimit), async (req, res) => {
    const eventId = parseId(req.params.id, EVENT_NOT_FOUND);
    const input = createCommentSchema.parse(req.body);
    const comment = await createEventComment(db, eventId, userIdOf(req), input);
    if (!comment) throw new NotFound(EVENT_NOT_FOUND);
    res.status(201).json(comment);
  });

  router.get('/events/:id/horse-hotels', async (req, res) => {
    const eventId = parseId(req.params.id, EVENT_NOT_FOUND);
    const hotels = await listEventHorseHotels(db, eventId, pageQuery.parse(req.query));
    if (!hotels) throw new NotFound(EVENT_NOT_FOUND);
    sendPage<NearbyHotelRecord>(res, hotels);
  });

  // The same event posted again (a double submit) answers 200 with the one already there, not a second event.
  router.post('/events', requireUser, async (req, res) => {
    const result = await createEvent(db, createEventSchema.parse(req.body), userIdOf(req));
    if (result.outcome === 'no-arena') throw invalidField('arenaId', 'Arena not found');
    if (result.outcome === 'no-producer') throw invalidField('producerId', 'Event producer not found');
    if (result.outcome === 'unusable-flyer') throw invalidField('flyerUploadId', UNUSABLE_UPLOADS);
    res.status(result.outcome === 'created' ? 201 : 200).json(result.event);
  });

  return router;
}
