import { Router } from 'express';
import type { EventFilterOptions, EventUpdateRecord, NearbyHotelRecord } from '@shared/contracts/events';
import { RV_HOOKUPS } from '@shared/constants';
import {
  attendanceSchema, createCommentSchema, createEventSchema, eventListQuery, pageQuery, updateEventSchema,
} from '@shared/validation';
import type { AppDeps } from '../../app';
import { UNUSABLE_UPLOADS } from '../uploads';
import { requireUser, userIdOf, viewerIdOf } from '../../auth/require-user';
import { Forbidden, invalidField, NotFound } from '../../http/errors';
import { sendPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import { postingLimit } from '../../http/posting-limit';
import { cachedForVisitors } from '../../http/visitor-cache';
import { sharedListPages } from '../../http/shared-list-pages';
import { createJobQueue } from '../../jobs/job-queue';
import { withdrawNotifications } from '../notifications';
import { createEventComment, findEventComment, listEventComments } from './events.comments.repo';
import { eventComments } from '@shared/schema';
import { ownCommentRoutes } from '../users/own-comment.routes';
import { listFollowedRidersGoing, setAttendance } from './events.attendance.repo';
import {
  eventExists, findEvent, listEventHorseHotels, listEvents, listUpcomingDivisions, listUpcomingEventStates,
} from './events.repo';
import { createEvent, deleteEvent, updateEvent, type EventWriteRefusal } from './events.write';
import { EVENT_VIEWER_FLAG_KEYS, eventViewerFlags } from './events.viewer-flags';
import { readsFor } from '../../http/read-routing';

const EVENT_NOT_FOUND = 'Event not found';
/** Offered in the "entries close within" filter. */
const ENTRY_DEADLINE_WINDOWS = [3, 7, 14, 30];
const FOLLOWED_GOING_SHOWN = 12;

/** A refused event write as the one error convention answers it. */
function refusalError(refusal: EventWriteRefusal): Error {
  switch (refusal.outcome) {
    case 'not-found': return new NotFound(EVENT_NOT_FOUND);
    case 'forbidden': return new Forbidden('Only the rider who posted this event can change it');
    case 'no-arena': return invalidField('arenaId', 'Arena not found');
    case 'no-producer': return invalidField('producerId', 'Event producer not found');
    case 'unusable-flyer': return invalidField('flyerUploadId', UNUSABLE_UPLOADS);
    case 'invalid': return invalidField(refusal.problem.field, refusal.problem.message);
  }
}

export function eventsRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const read = readsFor(deps);
  const forVisitors = cachedForVisitors(deps);
  const sameForEveryone = cachedForVisitors(deps, { sameForEveryone: true });
  const sendListPage = sharedListPages(deps);
  const jobs = createJobQueue();

  router.get('/events', async (req, res) => {
    await sendListPage(req, res, {
      build: (viewerId: string | null) => listEvents(read(req), eventListQuery.parse(req.query), viewerId),
      viewerFlags: (rows, viewerId) => eventViewerFlags(read(req), rows, viewerId),
      flagKeys: EVENT_VIEWER_FLAG_KEYS,
    });
  });

  router.get('/events/filters', sameForEveryone, async (req, res) => {
    const [states, divisions] = await Promise.all([listUpcomingEventStates(read(req)), listUpcomingDivisions(read(req))]);
    res.json({
      states, divisions, rvHookups: RV_HOOKUPS.filter((level) => level !== 'none'), entriesCloseWithinDays: ENTRY_DEADLINE_WINDOWS,
    } satisfies EventFilterOptions);
  });

  router.get('/events/:id', forVisitors, async (req, res) => {
    const event = await findEvent(read(req), parseId(req.params.id, EVENT_NOT_FOUND), viewerIdOf(req));
    if (!event) throw new NotFound(EVENT_NOT_FOUND);
    res.json(event);
  });

  router.get('/events/:id/comments', forVisitors, async (req, res) => {
    const eventId = parseId(req.params.id, EVENT_NOT_FOUND);
    const comments = await listEventComments(read(req), eventId, pageQuery.parse(req.query));
    if (!comments) throw new NotFound(EVENT_NOT_FOUND);
    sendPage(res, comments);
  });

  router.post('/events/:id/comments', requireUser, postingLimit(deps, 'event-comments'), async (req, res) => {
    const eventId = parseId(req.params.id, EVENT_NOT_FOUND);
    const input = createCommentSchema.parse(req.body);
    const comment = await createEventComment(db, eventId, userIdOf(req), input);
    if (!comment) throw new NotFound(EVENT_NOT_FOUND);
    res.status(201).json(comment);
  });

  ownCommentRoutes(router, db, {
    path: '/events/:id/comments/:commentId', parentParam: 'id', parentNotFound: EVENT_NOT_FOUND, table: eventComments,
    parentColumn: eventComments.eventId, schema: createCommentSchema, find: findEventComment,
    onDeleted: (commentId) => withdrawNotifications(db, `event-comment:${commentId}`),
  });

  router.get('/events/:id/horse-hotels', async (req, res) => {
    const eventId = parseId(req.params.id, EVENT_NOT_FOUND);
    const hotels = await listEventHorseHotels(read(req), eventId, pageQuery.parse(req.query));
    if (!hotels) throw new NotFound(EVENT_NOT_FOUND);
    sendPage<NearbyHotelRecord>(res, hotels);
  });

  // The same event posted again (a double submit) answers 200 with the one already there, not a second event.
  router.post('/events', requireUser, async (req, res) => {
    const result = await createEvent(db, jobs, createEventSchema.parse(req.body), userIdOf(req));
    if (result.outcome !== 'created' && result.outcome !== 'existing') throw refusalError(result);
    res.status(result.outcome === 'created' ? 201 : 200).json(result.event);
  });

  router.patch('/events/:id', requireUser, async (req, res) => {
    const eventId = parseId(req.params.id, EVENT_NOT_FOUND);
    const result = await updateEvent(db, eventId, userIdOf(req), updateEventSchema.parse(req.body));
    if (result.outcome !== 'updated') throw refusalError(result);
    res.json({ event: result.event, updatedCount: result.updatedCount } satisfies EventUpdateRecord);
  });

  router.delete('/events/:id', requireUser, async (req, res) => {
    const result = await deleteEvent(db, parseId(req.params.id, EVENT_NOT_FOUND), userIdOf(req));
    if (result.outcome === 'not-found' || result.outcome === 'forbidden') throw refusalError(result);
    res.status(204).end();
  });

  router.post('/events/:id/attendance', requireUser, async (req, res) => {
    const eventId = parseId(req.params.id, EVENT_NOT_FOUND);
    const { status } = attendanceSchema.parse(req.body);
    const result = await setAttendance(db, eventId, userIdOf(req), status);
    if (!result) throw new NotFound(EVENT_NOT_FOUND);
    res.json(result);
  });

  router.delete('/events/:id/attendance', requireUser, async (req, res) => {
    const result = await setAttendance(db, parseId(req.params.id, EVENT_NOT_FOUND), userIdOf(req), null);
    if (!result) throw new NotFound(EVENT_NOT_FOUND);
    res.json(result);
  });

  router.get('/events/:id/followed-going', async (req, res) => {
    const eventId = parseId(req.params.id, EVENT_NOT_FOUND);
    if (!(await eventExists(db, eventId))) throw new NotFound(EVENT_NOT_FOUND);
    const viewerId = viewerIdOf(req);
    res.json(viewerId ? await listFollowedRidersGoing(db, eventId, viewerId, FOLLOWED_GOING_SHOWN) : []);
  });

  return router;
}
