import { Router } from 'express';
import type { ArenaDetailView } from '@shared/contracts/arenas';
import { arenaListQuery, createArenaReviewSchema, createArenaSchema, pageQuery } from '@shared/validation';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf, viewerIdOf } from '../../auth/require-user';
import { Conflict, NotFound } from '../../http/errors';
import { sendPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import { cachedForVisitors } from '../../http/visitor-cache';
import { listArenaHorseHotels } from './arenas.hotels.repo';
import {
  createArena, findArenaView, listArenaFilterOptions, listArenas, readSiteStats,
} from './arenas.repo';
import { createArenaReview, findReviewView, listArenaReviews } from './arenas.reviews.repo';

const ARENA_NOT_FOUND = 'Arena not found';

export function arenasRouter({ db, pool }: AppDeps): Router {
  const router = Router();
  const forVisitors = cachedForVisitors(pool);
  const sameForEveryone = cachedForVisitors(pool, { sameForEveryone: true });

  router.get('/arenas', forVisitors, async (req, res) => {
    const query = arenaListQuery.parse(req.query);
    sendPage(res, await listArenas(db, query, viewerIdOf(req)));
  });

  router.get('/arenas/filters', sameForEveryone, async (_req, res) => {
    res.json(await listArenaFilterOptions(db));
  });

  router.get('/arenas/:id', forVisitors, async (req, res) => {
    const arenaId = parseId(req.params.id, ARENA_NOT_FOUND);
    const [arena, reviews] = await Promise.all([
      findArenaView(db, arenaId, viewerIdOf(req)),
      listArenaReviews(db, arenaId),
    ]);
    if (!arena) throw new NotFound(ARENA_NOT_FOUND);
    res.json({ ...arena, reviews } satisfies ArenaDetailView);
  });

  router.get('/arenas/:id/horse-hotels', async (req, res) => {
    const arenaId = parseId(req.params.id, ARENA_NOT_FOUND);
    const page = await listArenaHorseHotels(db, arenaId, pageQuery.parse(req.query));
    if (!page) throw new NotFound(ARENA_NOT_FOUND);
    sendPage(res, page);
  });

  router.post('/arenas', requireUser, async (req, res) => {
    const input = createArenaSchema.parse(req.body);
    // Submitting an arena that already exists is not an error: the rider gets that arena (200) to go on with.
    const result = await createArena(db, input);
    const arena = await findArenaView(db, result.arenaId, userIdOf(req));
    res.status(result.outcome === 'created' ? 201 : 200).json(arena);
  });

  router.post('/arenas/:id/reviews', requireUser, async (req, res) => {
    const arenaId = parseId(req.params.id, ARENA_NOT_FOUND);
    const input = createArenaReviewSchema.parse(req.body);
    const result = await createArenaReview(db, arenaId, userIdOf(req), input);
    if (result.outcome === 'arena-missing') throw new NotFound(ARENA_NOT_FOUND);
    if (result.outcome === 'already-reviewed') throw new Conflict('You have already reviewed this arena');
    res.status(201).json(await findReviewView(db, result.reviewId));
  });

  router.get('/stats', sameForEveryone, async (_req, res) => {
    res.json(await readSiteStats(db));
  });

  return router;
}
