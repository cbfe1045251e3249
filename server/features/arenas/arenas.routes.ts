import { Router } from 'express';
import type { ArenaDetailView } from '@shared/contracts/arenas';
import { GALLERY_PAGE_PHOTOS } from '@shared/contracts/paging';
import {
  addArenaPhotoSchema, arenaChoicesQuery, arenaListQuery, arenaReviewListQuery, createArenaReviewSchema,
  createArenaSchema, galleryPageQuery, pageQuery,
} from '@shared/validation';
import type { AppDeps } from '../../app';
import { isStaff, requireUser, userIdOf, viewerIdOf } from '../../auth/require-user';
import { Conflict, Forbidden, invalidField, NotFound } from '../../http/errors';
import { sendJsonRowsPage, sendPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import { postingLimit } from '../../http/posting-limit';
import { cachedForVisitors } from '../../http/visitor-cache';
import { sharedListPages } from '../../http/shared-list-pages';
import { deleteArena, editArena } from './arenas.edits.repo';
import { listArenaHorseHotels } from './arenas.hotels.repo';
import {
  arenaIsListed, createArena, findArenaView, listArenaChoices, listArenaFilterOptions, listArenas, readSiteStats,
} from './arenas.repo';
import { ARENA_VIEWER_FLAG_KEYS, arenaViewerFlags } from './arenas.viewer-flags';
import { UNUSABLE_UPLOADS } from '../uploads';
import { addArenaPhoto, listArenaGalleryPage } from './arenas.photos.repo';
import { createJobQueue } from '../../jobs/job-queue';
import { readsFor } from '../../http/read-routing';
import {
  createArenaReview, deleteArenaReview, editArenaReview, findOwnArenaReview, findReviewView, listArenaReviewPage,
  listNewestArenaReviews, setReviewHelpful,
} from './arenas.reviews.repo';

const ARENA_NOT_FOUND = 'Arena not found';
const REVIEW_NOT_FOUND = 'Review not found';

export function arenasRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const read = readsFor(deps);
  const reviewLimit = postingLimit(deps, 'arena-reviews');
  const jobs = createJobQueue();
  const forVisitors = cachedForVisitors(deps);
  const sendListPage = sharedListPages(deps);
  const sameForEveryone = cachedForVisitors(deps, { sameForEveryone: true });

  router.get('/arenas', async (req, res) => {
    await sendListPage(req, res, {
      build: (viewerId: string | null) => listArenas(read(req), arenaListQuery.parse(req.query), viewerId),
      viewerFlags: (rows, viewerId) => arenaViewerFlags(read(req), rows, viewerId),
      flagKeys: ARENA_VIEWER_FLAG_KEYS,
    });
  });

  router.get('/arenas/filters', sameForEveryone, async (req, res) => {
    res.json(await listArenaFilterOptions(read(req)));
  });

  router.get('/arenas/choices', sameForEveryone, async (req, res) => {
    res.json(await listArenaChoices(read(req), arenaChoicesQuery.parse(req.query)));
  });

  router.get('/arenas/:id', forVisitors, async (req, res) => {
    const arenaId = parseId(req.params.id, ARENA_NOT_FOUND);
    const viewerId = viewerIdOf(req);
    const [arena, reviews, ownReview, gallery] = await Promise.all([
      findArenaView(read(req), arenaId, viewerId),
      listNewestArenaReviews(read(req), arenaId, viewerId),
      viewerId ? findOwnArenaReview(read(req), arenaId, viewerId) : null,
      listArenaGalleryPage(read(req), arenaId, { limit: GALLERY_PAGE_PHOTOS, offset: 0 }),
    ]);
    if (!arena) throw new NotFound(ARENA_NOT_FOUND);
    res.json({ ...arena, reviews, ownReview, gallery: gallery.rows, photoCount: gallery.total } satisfies ArenaDetailView);
  });

  router.get('/arenas/:id/reviews', forVisitors, async (req, res) => {
    const arenaId = parseId(req.params.id, ARENA_NOT_FOUND);
    const query = arenaReviewListQuery.parse(req.query);
    const page = await listArenaReviewPage(read(req), arenaId, viewerIdOf(req), query);
    if (!page) throw new NotFound(ARENA_NOT_FOUND);
    sendJsonRowsPage(res, page);
  });

  router.get('/arenas/:id/photos', forVisitors, async (req, res) => {
    const arenaId = parseId(req.params.id, ARENA_NOT_FOUND);
    const query = galleryPageQuery.parse(req.query);
    const [listed, page] = await Promise.all([arenaIsListed(read(req), arenaId), listArenaGalleryPage(read(req), arenaId, query)]);
    if (!listed) throw new NotFound(ARENA_NOT_FOUND);
    sendPage(res, page);
  });

  router.post('/arenas/:id/photos', requireUser, async (req, res) => {
    const arenaId = parseId(req.params.id, ARENA_NOT_FOUND);
    const input = addArenaPhotoSchema.parse(req.body);
    const result = await addArenaPhoto(db, jobs, arenaId, userIdOf(req), input);
    if (result.outcome === 'arena-missing') throw new NotFound(ARENA_NOT_FOUND);
    if (result.outcome === 'unusable-upload') throw invalidField('uploadId', UNUSABLE_UPLOADS);
    res.status(201).json(result.photo);
  });

  for (const [method, helpful] of [['post', true], ['delete', false]] as const) {
    router[method]('/reviews/:id/helpful', requireUser, async (req, res) => {
      const reviewId = parseId(req.params.id, REVIEW_NOT_FOUND);
      const result = await setReviewHelpful(db, reviewId, userIdOf(req), helpful);
      if (result.outcome === 'review-missing') throw new NotFound(REVIEW_NOT_FOUND);
      if (result.outcome === 'own-review') throw new Forbidden('You cannot mark your own review helpful');
      res.json(result.state);
    });
  }

  router.get('/arenas/:id/horse-hotels', async (req, res) => {
    const arenaId = parseId(req.params.id, ARENA_NOT_FOUND);
    const page = await listArenaHorseHotels(read(req), arenaId, pageQuery.parse(req.query));
    if (!page) throw new NotFound(ARENA_NOT_FOUND);
    sendPage(res, page);
  });

  router.post('/arenas', requireUser, async (req, res) => {
    const input = createArenaSchema.parse(req.body);
    // Submitting an arena that already exists is not an error: the rider gets that arena (200) to go on with.
    const result = await createArena(db, input, userIdOf(req));
    if (result.outcome === 'unusable-upload') throw invalidField('coverUploadId', UNUSABLE_UPLOADS);
    const arena = await findArenaView(db, result.arenaId, userIdOf(req));
    res.status(result.outcome === 'created' ? 201 : 200).json(arena);
  });

  // An edit is the whole register form again, under the same rules as a new arena.
  router.put('/arenas/:id', requireUser, async (req, res) => {
    const arenaId = parseId(req.params.id, ARENA_NOT_FOUND);
    const result = await editArena(db, arenaId, { userId: userIdOf(req), staff: isStaff(req) }, createArenaSchema.parse(req.body));
    if (result.outcome === 'not-found') throw new NotFound(ARENA_NOT_FOUND);
    if (result.outcome === 'forbidden') throw new Forbidden('Only the arena\'s owner, or the rider who added it before it is claimed, can edit it');
    if (result.outcome === 'unusable-upload') throw invalidField('coverUploadId', UNUSABLE_UPLOADS);
    res.json(await findArenaView(db, arenaId, userIdOf(req)));
  });

  router.delete('/arenas/:id', requireUser, async (req, res) => {
    const result = await deleteArena(db, parseId(req.params.id, ARENA_NOT_FOUND), userIdOf(req));
    if (result.outcome === 'not-found') throw new NotFound(ARENA_NOT_FOUND);
    if (result.outcome === 'forbidden') throw new Forbidden('Only the rider who added this arena can delete it, until it is claimed');
    res.status(204).end();
  });

  router.post('/arenas/:id/reviews', requireUser, reviewLimit, async (req, res) => {
    const arenaId = parseId(req.params.id, ARENA_NOT_FOUND);
    const input = createArenaReviewSchema.parse(req.body);
    const userId = userIdOf(req);
    const result = await createArenaReview(db, arenaId, userId, input);
    if (result.outcome === 'arena-missing') throw new NotFound(ARENA_NOT_FOUND);
    if (result.outcome === 'already-reviewed') throw new Conflict('You have already reviewed this arena');
    if (result.outcome === 'unusable-uploads') throw invalidField('photoUploadIds', UNUSABLE_UPLOADS);
    res.status(201).json(await findReviewView(db, result.reviewId, userId));
  });

  // An edit is the whole review again, under the same rules as a new one.
  router.put('/reviews/:id', requireUser, reviewLimit, async (req, res) => {
    const reviewId = parseId(req.params.id, REVIEW_NOT_FOUND);
    const input = createArenaReviewSchema.parse(req.body);
    const result = await editArenaReview(db, reviewId, userIdOf(req), input);
    if (result.outcome === 'unusable-uploads') throw invalidField('photoUploadIds', UNUSABLE_UPLOADS);
    res.json(await findReviewView(db, reviewId, userIdOf(req)));
  });

  router.delete('/reviews/:id', requireUser, async (req, res) => {
    await deleteArenaReview(db, parseId(req.params.id, REVIEW_NOT_FOUND), userIdOf(req));
    res.status(204).end();
  });

  router.get('/stats', sameForEveryone, async (req, res) => {
    res.json(await readSiteStats(read(req)));
  });

  return router;
}
