import { Router } from 'express';
import { placeSearchQuery, reversePlaceQuery } from '@shared/validation/places';
import type { AppDeps } from '../../app';
import { NotFound } from '../../http/errors';
import { nearestPlace, searchPlaces } from './place-index';

/** Offline place search (no Google key needed): public, like the maps it stands in for. */
export function placesRouter(_deps: AppDeps): Router {
  const router = Router();

  router.get('/places', (req, res) => {
    const { q } = placeSearchQuery.parse(req.query);
    res.json(searchPlaces(q));
  });

  router.get('/places/reverse', (req, res) => {
    const { latitude, longitude } = reversePlaceQuery.parse(req.query);
    const place = nearestPlace(latitude, longitude);
    if (!place) throw new NotFound('No place found near these coordinates');
    res.json(place);
  });

  return router;
}
